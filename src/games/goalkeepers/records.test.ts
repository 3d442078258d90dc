/**
 * Records replay for ever: games recorded by Goalkeepers 1.0.0 (made by that version's own
 * code, before GK-4.4 let a winner decline the reward) replay move for move on this version,
 * under the compulsory reward their version played by.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { matchdayError } from '../../core/errors.ts';
import { currentRecord, parseRecord, replayRecord, type GameResolver } from '../../core/record.ts';
import { err, ok } from '../../core/result.ts';
import { goalkeepers } from './engine.ts';

const folder = new URL('./records/', import.meta.url);
// The registry's resolver, narrowed to this game (a game's folder does not reach the registry).
const resolveEngine: GameResolver = (id) =>
  id === 'goalkeepers' ? ok(goalkeepers) : err(matchdayError('unknown-game', id));
const records = readdirSync(folder).filter((name) => name.endsWith('.json'));

describe('Goalkeepers records of earlier versions (GK-4.4)', () => {
  it('there are records of 1.0.0 to replay', () => {
    assert.ok(records.length >= 3);
  });

  for (const name of records) {
    it(`${name} replays to its recorded outcome under the compulsory reward`, () => {
      const parsed = parseRecord(readFileSync(new URL(name, folder), 'utf8'));
      assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
      assert.equal(parsed.value.engineVersion, '1.0.0');
      const current = currentRecord(parsed.value, goalkeepers);
      assert.ok(current.ok);
      assert.equal(current.value.engineVersion, goalkeepers.facts.version);
      assert.equal(current.value.options.reward, 'compulsory');
      const replayed = replayRecord(parsed.value, resolveEngine);
      assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
      assert.deepEqual(replayed.value.outcome, parsed.value.outcome);
    });
  }

  it('under the reward of choice the same moves do not replay: the rules differ (GK-4.4)', () => {
    const diverged = records.some((name) => {
      const parsed = parseRecord(readFileSync(new URL(name, folder), 'utf8'));
      assert.ok(parsed.ok);
      const asChoice = { ...parsed.value, engineVersion: goalkeepers.facts.version };
      return !replayRecord(asChoice, resolveEngine).ok;
    });
    assert.ok(diverged, 'some 1.0.0 game met a reward that only one choice could take');
  });
});
