import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { botFor } from '../bots/agents.ts';
import { runMatch } from '../core/match.ts';
import { Rng } from '../core/rng.ts';
import { loadFinder } from '../games/registry.ts';
import { Counts, mergePairs, type Pairs } from './counts.ts';
import { inlineExecutor, runLab } from './run.ts';
import {
  Recorder,
  botAt,
  everySeatFirst,
  headToHead,
  mergeProbeTallies,
  resultOf,
} from './tally.ts';

const findGame = await loadFinder();

function count(values: number[]): Pairs {
  const c = new Counts();
  for (const v of values) c.add(v);
  return c.pairs();
}

describe('Counts', () => {
  it('counts dense, negative and fractional values, sorted', () => {
    assert.deepEqual(count([3, 0, 3, -2, 0.5, 70_000, 200]), [
      [-2, 1],
      [0, 1],
      [0.5, 1],
      [3, 2],
      [200, 1],
      [70_000, 1],
    ]);
    // Storage comes with the first value and doubles past each end (8, 16, ...).
    assert.deepEqual(count([]), []);
    assert.deepEqual(count([8, 7, 16, 8]), [
      [7, 1],
      [8, 2],
      [16, 1],
    ]);
  });

  it('merges histograms by value', () => {
    assert.deepEqual(
      mergePairs(
        [
          [0, 1],
          [2, 3],
        ],
        [
          [1, 1],
          [2, 1],
        ],
      ),
      [
        [0, 1],
        [1, 1],
        [2, 4],
      ],
    );
  });

  it('merges probe tallies element by element, keys sorted', () => {
    assert.deepEqual(mergeProbeTallies({ b: [1], a: [1, 2] }, { a: [0, 0, 5] }), {
      a: [1, 2, 5],
      b: [1],
    });
  });
});

describe('the lab counts what a direct count of the same games finds', () => {
  for (const id of ['goalkeepers', 'goal', 'next-goal-wins'] as const) {
    it(`${id}: results, scores, lengths, turns and choices per decision`, async () => {
      const found = findGame(id);
      assert.ok(found.ok);
      const game = found.value;
      const engine = game.engine;
      const bots = ['bot:random', 'bot:heuristic'];
      const games = id === 'next-goal-wins' ? 12 : 60;
      const result = await runLab({ game: id, bots, seed: 'direct', games }, inlineExecutor);
      const tally = result.tallies[0];
      assert.ok(tally);

      const players = bots.map((agent, seat) => {
        const bot = botFor(agent, game);
        assert.ok(bot.ok);
        return { name: `Seat ${seat + 1}`, agent, make: bot.value };
      });
      const results = [0, 1].map(() => ({ wins: 0, draws: 0, losses: 0 }));
      const scores: number[][] = [[], []];
      const totals: number[] = [];
      const decisions: number[] = [];
      const turns: number[] = [];
      const branching: number[] = [];
      for (let i = 0; i < games; i++) {
        const played = runMatch(engine, { players, seed: `direct/${i}` });
        assert.ok(played.ok);
        const record = played.value;
        const outcome = record.outcome;
        assert.ok(outcome);
        for (const seat of [0, 1]) {
          (results[seat] as (typeof results)[number])[resultOf(outcome, seat)]++;
          scores[seat]?.push(outcome.scores[seat] ?? 0);
        }
        totals.push((outcome.scores[0] ?? 0) + (outcome.scores[1] ?? 0));
        decisions.push(record.actions.length);
        turns.push(
          record.actions.filter(([seat], k) => k === 0 || record.actions[k - 1]?.[0] !== seat)
            .length,
        );
        // Choices per decision, by replaying the record on a fresh state.
        const state = engine.setup(engine.facts.options.parse({}), 2, Rng.fromSeed(`direct/${i}`));
        for (const [seat, action] of record.actions) {
          branching.push(engine.legalActions(state, seat).length);
          engine.apply(state, seat, action);
        }
      }
      assert.equal(tally.games, games);
      assert.deepEqual(tally.seats, results);
      assert.deepEqual(tally.scores, scores.map(count));
      assert.deepEqual(tally.totalScore, count(totals));
      assert.deepEqual(tally.decisions, count(decisions));
      assert.deepEqual(tally.turns, count(turns));
      assert.deepEqual(tally.branching, count(branching));
      assert.equal(
        tally.drawnGames,
        results[0]?.draws,
        'a drawn 2-seat game is a draw for both seats',
      );
    });
  }
});

describe('memory', () => {
  it('is flat in the number of games: ten times the games, about the same tally', async () => {
    const size = async (games: number): Promise<number> => {
      const result = await runLab(
        { game: 'goalkeepers', bots: ['random'], seed: 'flat', games },
        inlineExecutor,
      );
      return JSON.stringify(result.tallies).length;
    };
    const small = await size(2000);
    const large = await size(20_000);
    // Histograms gain a few rare values (a longer game, a rarer score); no list of games grows.
    assert.ok(large < small * 1.3, `${small} bytes for 2,000 games, ${large} for 20,000`);
  });
});

describe('everySeatFirst', () => {
  it('says a game is drawn exactly when resultOf gives every seat a draw', () => {
    for (const places of [
      [1, 1],
      [1, 2],
      [2, 1],
      [1, 1, 1, 1],
      [1, 1, 3, 3],
      [2, 2, 1],
    ]) {
      const drawn = places.every((_, seat) => resultOf({ places, scores: [] }, seat) === 'draws');
      assert.equal(everySeatFirst(places), drawn, places.join(' '));
    }
  });
});

describe('a recorder’s branching', () => {
  it('adds the play loop’s slots (few actions) and its counts (many) into one sorted list', () => {
    const recorder = new Recorder(2, undefined);
    const slots = recorder.branchingSlots;
    slots[1] = (slots[1] as number) + 5;
    slots[3] = (slots[3] as number) + 2;
    recorder.branching.add(slots.length + 36);
    recorder.branching.add(slots.length);
    assert.deepEqual(recorder.tally().branching, [
      [1, 5],
      [3, 2],
      [slots.length, 1],
      [slots.length + 36, 1],
    ]);
  });
});

describe('botAt', () => {
  it('seats bot 0 in seat `shift` and the others after it in turn', () => {
    const seating = (shift: number): number[] => [0, 1, 2].map((seat) => botAt(seat, shift, 3));
    assert.deepEqual(seating(0), [0, 1, 2]);
    assert.deepEqual(seating(1), [2, 0, 1]);
    assert.deepEqual(seating(2), [1, 2, 0]);
  });
});

describe('headToHead', () => {
  it('scores a seat 1 per opponent behind it, 1/2 per opponent level, averaged', () => {
    assert.equal(headToHead([1, 2], 0), 1);
    assert.equal(headToHead([1, 2], 1), 0);
    assert.equal(headToHead([1, 1], 0), 0.5);
    assert.equal(headToHead([1, 1, 3], 0), 0.75);
    assert.equal(headToHead([1, 1, 3], 2), 0);
    assert.equal(headToHead([2, 1, 3, 4], 0), 2 / 3);
  });

  it('counts only the other teams as opponents: a team game is a two-sided head-to-head', () => {
    const teams = [0, 1, 0, 1];
    assert.equal(headToHead([1, 3, 1, 3], 0, teams), 1);
    assert.equal(headToHead([1, 3, 1, 3], 1, teams), 0);
    assert.equal(headToHead([1, 1, 1, 1], 3, teams), 0.5);
  });

  it('averages to 1/2 over the seats of any game: the seats share every head-to-head', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 6 }),
        (raw) => {
          // Places as a game gives them: ties share the best place of their group.
          const places = raw.map((score) => 1 + raw.filter((other) => other > score).length);
          const total = places.reduce((sum, _, seat) => sum + headToHead(places, seat), 0);
          assert.ok(Math.abs(total / places.length - 0.5) < 1e-12, places.join(' '));
        },
      ),
    );
  });

  it('is what the recorder sums per seat: n, sum and sum of squares', () => {
    const recorder = new Recorder(3, undefined);
    recorder.finish({ scores: [3, 1, 1], places: [1, 2, 2] }, 10, 5, 0);
    recorder.finish({ scores: [0, 2, 1], places: [3, 1, 2] }, 10, 5, 0);
    const field = recorder.tally().field;
    assert.deepEqual(field[0], { n: 2, sum: 1, sumSquares: 1 });
    assert.deepEqual(field[1], { n: 2, sum: 0.25 + 1, sumSquares: 0.0625 + 1 });
  });
});
