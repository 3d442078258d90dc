/**
 * Records replay for ever: games recorded by Supernatural Soccer 1.0.0 (made by that version's
 * own code, at a692e83, before issue #31's changes: 2, 3 and 4 seats, the random, heuristic and
 * easy bots) replay move for move on this version under the option that restores 1.0.0's rules
 * (edition '1.0.0'), which no new game may set.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseOptions } from '../../core/checked.ts';
import { matchdayError } from '../../core/errors.ts';
import { currentRecord, parseRecord, replayRecord, type GameResolver } from '../../core/record.ts';
import { err, ok } from '../../core/result.ts';
import { supernaturalSoccer } from './engine.ts';
import { EDITION_1_0 } from './facts.ts';

const folder = new URL('./records/', import.meta.url);
// The registry's resolver, narrowed to this game (a game's folder does not reach the registry).
const resolveEngine: GameResolver = (id) =>
  id === 'supernatural-soccer' ? ok(supernaturalSoccer) : err(matchdayError('unknown-game', id));
const records = readdirSync(folder).filter((name) => name.endsWith('.json'));
const read = (name: string) => {
  const parsed = parseRecord(readFileSync(new URL(name, folder), 'utf8'));
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  return parsed.value;
};

describe('Supernatural Soccer records of 1.0.0 (SS-8.4, SS-9.3, SS-6.3, SS-7.4, SS-10.2)', () => {
  it('there are records of 1.0.0 with 2, 3 and 4 seats to replay', () => {
    const seats = new Set(records.map((name) => read(name).seats.length));
    assert.deepEqual([...seats].sort(), [2, 3, 4]);
  });

  for (const name of records) {
    it(`${name} replays to its recorded outcome under 1.0.0's rules`, () => {
      const record = read(name);
      assert.equal(record.engineVersion, '1.0.0');
      const current = currentRecord(record, supernaturalSoccer);
      assert.ok(current.ok);
      assert.equal(current.value.engineVersion, supernaturalSoccer.facts.version);
      assert.equal(current.value.options.edition, EDITION_1_0);
      const replayed = replayRecord(record, resolveEngine);
      assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
      assert.deepEqual(replayed.value.outcome, record.outcome);
    });
  }

  it("under today's rules the same moves do not all replay: the rules differ", () => {
    const diverged = records.filter((name) => {
      const asToday = { ...read(name), engineVersion: supernaturalSoccer.facts.version };
      return !replayRecord(asToday, resolveEngine).ok;
    });
    assert.ok(diverged.length > 0, 'some 1.0.0 game met a rule that 1.1.0 changed');
  });

  it('a new game may not choose the 1.0.0 edition: it only restores records', () => {
    const refused = parseOptions(supernaturalSoccer, { edition: EDITION_1_0 });
    assert.ok(!refused.ok);
    assert.equal(refused.error.code, 'bad-options');
    assert.ok(parseOptions(supernaturalSoccer, {}).ok);
  });
});
