/**
 * Records replay for ever: games recorded by Golazo 1.0.0 (the 20-card deck and its action
 * numbering) and 1.1.0 (the rules before issue #31), each made by that version's own code,
 * replay move for move on this version under the `edition` their version played by
 * (edition.ts), to their recorded outcomes.
 *
 * Where they came from: `node src/cli/main.ts play golazo --seats … --seed v<version>-<x> --save
 * …` in a work tree of each version (`git worktree add`): 1.0.0 at ac8c3db (the commit before
 * ee20c79 grew the deck), 1.1.0 at a692e83 (before issue #31). a: heuristic against random;
 * b: 4 seats of easy, heuristic, random and normal with managers and slide tackles; c:
 * heuristic against heuristic, Tactical Golazo, slide tackles and penalties; d: 3 random seats
 * with managers, slide tackles and golden goal.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { matchdayError } from '../../core/errors.ts';
import { currentRecord, parseRecord, replayRecord, type GameResolver } from '../../core/record.ts';
import { err, ok } from '../../core/result.ts';
import { golazo } from './engine.ts';

const folder = new URL('./records/', import.meta.url);
// The registry's resolver, narrowed to this game (a game's folder does not reach the registry).
const resolveEngine: GameResolver = (id) =>
  id === 'golazo' ? ok(golazo) : err(matchdayError('unknown-game', id));
const records = readdirSync(folder).filter((name) => name.endsWith('.json'));
const read = (name: string) => {
  const parsed = parseRecord(readFileSync(new URL(name, folder), 'utf8'));
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  return parsed.value;
};

describe('Golazo records of earlier versions', () => {
  it('there are records of 1.0.0 and 1.1.0, of 2 and more seats, with slide tackles and managers', () => {
    const all = records.map(read);
    for (const version of ['1.0.0', '1.1.0']) {
      const mine = all.filter((r) => r.engineVersion === version);
      assert.ok(mine.length >= 3, version);
      assert.ok(mine.some((r) => r.seats.length > 2));
      assert.ok(mine.some((r) => r.options.managers === true && r.options.slideTackle === true));
    }
  });

  for (const name of records) {
    it(`${name} replays to its recorded outcome under its own edition`, () => {
      const record = read(name);
      const current = currentRecord(record, golazo);
      assert.ok(current.ok);
      assert.equal(current.value.engineVersion, golazo.facts.version);
      if (record.engineVersion !== golazo.facts.version)
        assert.equal(current.value.options.edition, record.engineVersion);
      const replayed = replayRecord(record, resolveEngine);
      assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
      assert.deepEqual(replayed.value.outcome, record.outcome);
    });
  }

  it('under today’s rules the same moves do not replay: the editions differ', () => {
    for (const version of ['1.0.0', '1.1.0']) {
      const diverged = records.some((name) => {
        const record = read(name);
        if (record.engineVersion !== version) return false;
        const asToday = { ...record, engineVersion: golazo.facts.version };
        const replayed = replayRecord(asToday, resolveEngine);
        return (
          !replayed.ok || JSON.stringify(replayed.value.outcome) !== JSON.stringify(record.outcome)
        );
      });
      assert.ok(diverged, `some ${version} game plays otherwise under today's rules`);
    }
  });
});
