/**
 * Properties of whole seasons over random seeds, seat counts and options (fast-check): every
 * card in exactly one place at every step, every scheduled match played once, the points add
 * up (NGW-23.4), and a season's record replays (NGW-20.3).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { randomAgent } from '../../../bots/random.ts';
import type { Action, Seat } from '../../../core/game.ts';
import { runMatch } from '../../../core/match.ts';
import { formatRecord, parseRecord, replayRecord } from '../../../core/record.ts';
import { ok } from '../../../core/result.ts';
import { Rng } from '../../../core/rng.ts';
import { FOOTBALLER_COUNT, TACTIC_DECK } from '../cards.ts';
import { game, season } from './fixtures.ts';
import { seasonHeuristic } from './heuristic.ts';
import { leagueTable } from './league.ts';
import { results } from './results.ts';
import { SeasonPhase, type SeasonState } from './state.ts';

/** Every footballer and tactic card is in exactly one place: a deck, a hand, retired, on offer. */
function assertConserved(s: SeasonState): void {
  const footballers: number[] = [...s.decks.flat(), ...s.hands.flat(), ...s.retired];
  const tactics: number[] = [...s.tacticDeck, ...s.tactics.flat()];
  if (s.phase === SeasonPhase.Look) footballers.push(...s.offer);
  if (s.phase === SeasonPhase.DraftTactic) tactics.push(...s.offer);
  assert.deepEqual(
    footballers.sort((a, b) => a - b),
    [...Array(FOOTBALLER_COUNT).keys()],
  );
  assert.deepEqual(
    tactics.sort((a, b) => a - b),
    [...TACTIC_DECK.keys()],
  );
}

const arbitrarySeason = fc.record({
  seats: fc.integer({ min: 2, max: 6 }),
  seed: fc.string({ maxLength: 8 }),
  managers: fc.boolean(),
  exchange: fc.boolean(),
});

describe('season properties', () => {
  it('every card stays in exactly one place at every step of random seasons', () => {
    fc.assert(
      fc.property(arbitrarySeason, ({ seats, seed, managers, exchange }) => {
        const s = season(seats, { managers, exchange }, seed);
        const rng = Rng.fromSeed(seed);
        assertConserved(s);
        for (let steps = 0; game.actors(s).length > 0; steps++) {
          const actors = game.actors(s);
          const seat = actors[rng.int(actors.length)] as Seat;
          const legal = game.legalActions(s, seat);
          game.apply(s, seat, legal[rng.int(legal.length)] as Action);
          assertConserved(s);
          assert.ok(steps < game.facts.actionBound);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('NGW-23.4: every scheduled match is played once; points are 3 a win and 2 a draw in all; the outcome is the table', () => {
    fc.assert(
      fc.property(arbitrarySeason, ({ seats, seed, managers, exchange }) => {
        const s = season(seats, { managers, exchange }, seed);
        const rng = Rng.fromSeed(`${seed}/play`);
        const played: number[] = [];
        for (;;) {
          const actors = game.actors(s);
          if (actors.length === 0) break;
          if (s.match && played.at(-1) !== s.fixture) played.push(s.fixture);
          const seat = actors[rng.int(actors.length)] as Seat;
          const legal = game.legalActions(s, seat);
          game.apply(s, seat, legal[rng.int(legal.length)] as Action);
        }
        const all = results(s);
        assert.equal(all.length, (seats * (seats - 1)) / 2, 'every fixture has a result');
        const forfeits = s.forfeits.reduce((a, b) => a + b, 0);
        assert.equal(played.length + forfeits, all.length, 'each played once, or forfeited');
        assert.deepEqual(played, [...new Set(played)]);
        const decided = all.filter((r) => r.goals[0] !== r.goals[1]).length;
        const drawn = all.length - decided;
        const outcome = game.outcome(s);
        assert.ok(outcome);
        assert.equal(
          outcome.scores.reduce((a, b) => a + b, 0),
          3 * decided + 2 * drawn,
        );
        const table = leagueTable(seats, all);
        for (const row of table) {
          assert.equal(outcome.scores[row.seat], row.points);
          assert.equal(outcome.places[row.seat], row.place);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('NGW-20.3: the record of a whole season replays to the same table', () => {
    const players = [0, 1, 2, 3].map((seat) => ({
      name: `Seat ${seat + 1}`,
      agent: seat % 2 ? 'bot:random' : 'bot:heuristic',
      make: seat % 2 ? randomAgent : seasonHeuristic,
    }));
    const record = runMatch(game, {
      players,
      seed: 'replay',
      options: { managers: true, exchange: true },
    });
    assert.ok(record.ok);
    const parsed = parseRecord(formatRecord(record.value));
    assert.ok(parsed.ok);
    const replayed = replayRecord(parsed.value, () => ok(game));
    assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
    assert.deepEqual(replayed.value.outcome, record.value.outcome);
    assert.ok(record.value.actions.length > 100);
  });
});
