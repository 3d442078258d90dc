import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import type { AnyGame, Game } from '../core/game.ts';
import { Rng } from '../core/rng.ts';
import { bestByExpectation, expectedValue } from './expectation.ts';

const STOP = 0;
const ROLL = 1;
const FACES = [1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];

interface PushState {
  points: number;
  over: boolean;
  readonly rng: Rng;
}

/** One seat with `points` banked may stop, or roll a die: a 1 loses everything, else it adds up. */
function pushYourLuck(points: number, withOdds: boolean): AnyGame {
  const roll = (s: PushState, face: number) => {
    s.points = face === 1 ? 0 : s.points + face;
    s.over = true;
  };
  const game: Game<PushState, PushState, Record<string, never>> = {
    facts: {
      id: 'push',
      title: 'Push your luck',
      version: '1.0.0',
      minSeats: 1,
      maxSeats: 1,
      chance: true,
      hiddenInformation: false,
      options: z.strictObject({}),
      actionBound: 2,
    },
    setup: (_o, _seats, rng) => ({ points, over: false, rng }),
    actors: (s) => (s.over ? [] : [0]),
    legalActions: (s, _seat, out = []) => {
      out.length = 0;
      if (!s.over) out.push(STOP, ROLL);
      return out;
    },
    actionLabel: (_s, _seat, a) => (a === STOP ? 'Stop' : 'Roll'),
    actionInfo: (_s, _seat, a) => ({ kind: a === STOP ? 'stop' : 'roll' }),
    apply(s, _seat, a) {
      if (a === STOP) s.over = true;
      else roll(s, 1 + s.rng.int(6));
    },
    ...(withOdds
      ? {
          chance: (_s: PushState, _seat: number, a: number) => (a === ROLL ? FACES : undefined),
          applyOutcome: (s: PushState, _seat: number, _a: number, outcome: number) => {
            roll(s, 1 + outcome);
          },
        }
      : {}),
    outcome: (s) => (s.over ? { scores: [s.points], places: [1] } : undefined),
    view: (s) => ({ ...s, rng: s.rng.clone() }),
    describe: (v) => `${v.points} points`,
    clone: (s) => ({ ...s, rng: s.rng.clone() }),
    determinize: (v, _seat, rng) => ({ ...v, rng: Rng.fromRng(rng) }),
  };
  return game;
}

/** The estimate: banked points out of 20. */
const estimate = (s: unknown) => (s as PushState).points / 20;

describe('expectations over explicit chance', () => {
  it('weighs every face of a roll by its chance, and leaves the state as it was', () => {
    const game = pushYourLuck(10, true);
    const state = game.setup({}, 1, Rng.fromSeed('e'));
    const before = JSON.stringify(state);
    // A 1 busts; 2 to 6 give 12 to 16 points: (12 + 13 + 14 + 15 + 16) / 20 / 6.
    assert.ok(Math.abs(expectedValue(game, state, 0, ROLL, estimate) - 70 / 120) < 1e-12);
    assert.equal(expectedValue(game, state, 0, STOP, estimate), 0.5);
    assert.equal(JSON.stringify(state), before);
  });

  it('samples one roll where the game states no odds', () => {
    const game = pushYourLuck(10, false);
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const state = game.setup({}, 1, Rng.fromSeed(`s${i}`));
      const copy = game.clone(state);
      game.apply(copy, 0, ROLL);
      const value = expectedValue(game, state, 0, ROLL, estimate);
      assert.equal(value, estimate(copy), 'the roll the state’s own generator makes');
      seen.add(value);
    }
    assert.ok(seen.size > 1);
  });

  it('chooses by expectation where one sampled roll misleads (a bust in about 1 of 6 seeds)', () => {
    const sampled = pushYourLuck(10, false);
    const exact = pushYourLuck(10, true);
    let misled = 0;
    for (let i = 0; i < 60; i++) {
      const seed = `c${i}`;
      const a = bestByExpectation(
        sampled,
        sampled.setup({}, 1, Rng.fromSeed(seed)),
        0,
        [STOP, ROLL],
        estimate,
      );
      if (a !== ROLL) misled++;
      const b = bestByExpectation(
        exact,
        exact.setup({}, 1, Rng.fromSeed(seed)),
        0,
        [STOP, ROLL],
        estimate,
      );
      assert.equal(b, ROLL, 'rolling is worth 0.58 of the estimate, stopping 0.5');
    }
    // One sampled roll errs exactly when it busts: about 1 seed in 6.
    assert.ok(misled >= 3, `misled ${misled} times`);
  });
});
