/**
 * Records replay for ever: games recorded by Next Goal Wins 0.2.0 (made by that version's own
 * code, commit 1da5b5c: seasons of 3, 4 and 6 seats, one-match games, first-to matches with an
 * attack limit, Professional Foul played) replay move for move on this version under the
 * 0.2.0 edition (edition.ts), and every position is the one that version showed.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { SPECTATOR } from '../../core/game.ts';
import { matchdayError } from '../../core/errors.ts';
import {
  currentRecord,
  parseRecord,
  replayRecord,
  type GameRecord,
  type GameResolver,
} from '../../core/record.ts';
import { err, ok } from '../../core/result.ts';
import { fillSeats } from '../../core/seat-words.ts';
import { seatName } from '../../core/seats.ts';
import { nextGoalWinsSeason } from './season/engine.ts';

// The registry's resolver, narrowed to this game (a game's folder does not reach the registry).
const resolveEngine: GameResolver = (id) =>
  id === 'next-goal-wins' ? ok(nextGoalWinsSeason) : err(matchdayError('unknown-game', id));

const folder = new URL('./records/', import.meta.url);
const names = readdirSync(folder).filter((name) => name.endsWith('.json'));

function load(name: string): GameRecord {
  const parsed = parseRecord(readFileSync(new URL(name, folder), 'utf8'));
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  return parsed.value;
}

const records = names.map((name) => ({ name, record: load(name) }));

/** The move labels of a record, replayed on this version. */
function labels(record: GameRecord): string[] {
  const out: string[] = [];
  const replayed = replayRecord(record, resolveEngine, (step) => out.push(step.label));
  assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
  return out;
}

/**
 * The check of a sealed record (core/record.ts viewDigest), over the view as 0.2.0 wrote it:
 * this version's mark of the edition left out (the one thing 0.2.0 could not show), and the
 * log's seat placeholders (0.3.1) filled with the "Seat N" that version wrote in their place.
 */
function checkWithoutEdition(state: unknown): number {
  const view = nextGoalWinsSeason.view(state as never, SPECTATOR);
  const text = JSON.stringify(view, (key, value: unknown) =>
    key === 'edition' ? undefined : typeof value === 'string' ? fillSeats(value, seatName) : value,
  );
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

describe('Next Goal Wins records of version 0.2.0', () => {
  it('cover seasons, one match, first-to with an attack limit and Professional Foul', () => {
    const all = records.map((r) => r.record);
    assert.ok(all.every((r) => r.engineVersion === '0.2.0'));
    assert.ok(all.some((r) => r.options.mode === 'season' && r.seats.length >= 4));
    assert.ok(all.some((r) => r.options.mode === 'match'));
    // NGW-16.1 as 0.2.0 read it: a first-to match with an attack limit of its own …
    assert.ok(all.some((r) => (r.options.firstTo as number) > 0 && r.options.attacks !== 3));
    // … and one that ended at that limit with nobody at the target.
    assert.ok(
      all.some(
        (r) =>
          (r.options.firstTo as number) > 0 &&
          Math.max(...(r.outcome?.scores ?? [])) < (r.options.firstTo as number),
      ),
    );
    // NGW-15.8 as 0.2.0 printed it.
    assert.ok(all.some((r) => labels(r).some((label) => label.includes('Professional Foul'))));
  });

  for (const { name, record } of records) {
    it(`${name} replays to its recorded outcome under the 0.2.0 edition`, () => {
      const current = currentRecord(record, nextGoalWinsSeason);
      assert.ok(current.ok);
      assert.equal(current.value.engineVersion, nextGoalWinsSeason.facts.version);
      assert.equal(current.value.options.edition, '0.2.0');
      const replayed = replayRecord(record, resolveEngine);
      assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
      assert.deepEqual(replayed.value.outcome, record.outcome);
    });

    it(`${name}: every position is the one 0.2.0 recorded after each move`, () => {
      const mismatches: number[] = [];
      const replayed = replayRecord(record, resolveEngine, (step, state) => {
        if (checkWithoutEdition(state) !== record.actions[step.index]?.[2]) {
          mismatches.push(step.index + 1);
        }
      });
      assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
      assert.deepEqual(mismatches.slice(0, 5), [], 'moves whose position differs');
    });
  }

  it("under today's rules the same moves do not replay: the rules differ", () => {
    for (const { name, record } of records) {
      const bare = record.actions.map(([seat, action]) => [seat, action] as const);
      const asToday = { ...record, actions: bare, engineVersion: nextGoalWinsSeason.facts.version };
      assert.equal(replayRecord(asToday, resolveEngine).ok, false, name);
    }
  });

  it('the edition is no choice of the create form: a string matched by a pattern in the options schema', () => {
    const schema = z.toJSONSchema(nextGoalWinsSeason.facts.options, { io: 'input' }) as {
      properties: Record<
        string,
        { const?: unknown; enum?: unknown; anyOf?: unknown; pattern?: unknown }
      >;
    };
    const edition = schema.properties.edition;
    assert.ok(edition);
    assert.equal(typeof edition.pattern, 'string');
    assert.equal(edition.const, undefined);
    assert.equal(edition.enum, undefined);
    assert.equal(edition.anyOf, undefined);
    assert.equal('edition' in nextGoalWinsSeason.facts.options.parse({}), false);
  });
});
