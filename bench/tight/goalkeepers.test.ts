/**
 * The tight loop plays the same game as the engine: over many random games, the two agree on
 * game length, points, every kind of decision and each seat's chance of winning, within
 * sampling error. Without this the benchmark's ratio would compare the engine with some
 * other game.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action, Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import {
  DECLINE_STEAL,
  TAKE_GOAL,
  TAKE_TEAM,
  isPass,
  isSteal,
} from '../../src/games/goalkeepers/actions.ts';
// A test of one game's baseline reads that game's engine and action codes directly; the
// benchmark itself reaches games only through the registry.
import { goalkeepers } from '../../src/games/goalkeepers/engine.ts';
import { playGoalkeepers, type TightSummary } from './goalkeepers.ts';

const GAMES = 20_000;
const SAME_SEED_GAMES = 5_000;
// Two samples of the same distribution differ by more than 4 standard errors with
// probability 6e-5 per measure.
const MAX_Z = 4;
const ROUNDS = 3;

/** Running mean and variance of one measure (Welford). */
class Moments {
  n = 0;
  mean = 0;
  private m2 = 0;

  add(x: number): void {
    this.n++;
    const delta = x - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (x - this.mean);
  }

  /** The squared standard error of the mean, from the sample variance. */
  varianceOfMean(): number {
    return this.m2 / (this.n - 1) / this.n;
  }
}

/** The measures compared, by name, in the order `measureValues` gives them. */
function measureNames(seats: number): string[] {
  const names = [
    'turns',
    'actions',
    'rounds',
    'total points',
    'passes',
    'steals',
    'declined steals',
    'TEAM rewards chosen',
    'GOAL rewards chosen',
  ];
  for (let seat = 0; seat < seats; seat++)
    names.push(`seat ${seat + 1} points`, `seat ${seat + 1} win rate`);
  return names;
}

/** Each game's values of the measures, into `out` (reused: 20,000 games a sample). */
function measureValues(game: TightSummary, seats: number, out: number[]): void {
  out.length = 0;
  out.push(
    game.turns,
    game.actions,
    game.rounds,
    game.totalPoints,
    game.passes,
    game.steals,
    game.declines,
    game.teamRewards,
    game.goalRewards,
  );
  for (let seat = 0; seat < seats; seat++)
    out.push(game.points[seat] as number, game.winner === seat ? 1 : 0);
}

/** The measures' moments over a sample of games, by name. */
class Sample {
  readonly moments = new Map<string, Moments>();
  // By position, as measureValues gives them: no name is looked up per game.
  private readonly ordered: Moments[];
  private readonly values: number[] = [];
  private readonly seats: number;

  constructor(seats: number) {
    this.seats = seats;
    this.ordered = measureNames(seats).map((name) => {
      const m = new Moments();
      this.moments.set(name, m);
      return m;
    });
  }

  add(game: TightSummary): void {
    measureValues(game, this.seats, this.values);
    assert.equal(this.values.length, this.ordered.length);
    this.values.forEach((value, i) => this.ordered[i]?.add(value));
  }
}

function newSummary(): TightSummary {
  return {
    actions: 0,
    turns: 0,
    rounds: 0,
    passes: 0,
    steals: 0,
    declines: 0,
    teamRewards: 0,
    goalRewards: 0,
    totalPoints: 0,
    points: new Int32Array(5),
    winner: -1,
  };
}

// Today's rules: the starter drawn from the dice's generator first (GK-2.3), as the tight loop does.
const OPTIONS = goalkeepers.facts.options.parse({ rounds: ROUNDS });

/**
 * Plays one game of the engine through the protocol, with uniformly random choices from
 * `chooser` (drawn from even for a forced move unless `skipForced`), and summarises it.
 */
function playEngine(seats: number, dice: Rng, chooser: Rng, skipForced: boolean): TightSummary {
  const state = goalkeepers.setup(OPTIONS, seats, dice);
  const game = newSummary();
  const legal: Action[] = [];
  for (;;) {
    const actors = goalkeepers.actors(state);
    if (actors.length === 0) break;
    const seat = actors[0] as Seat;
    goalkeepers.legalActions(state, seat, legal);
    const forced = skipForced && legal.length === 1;
    const action = legal[forced ? 0 : chooser.int(legal.length)] as Action;
    goalkeepers.apply(state, seat, action);
    game.actions++;
    if (isPass(action)) game.passes++;
    else if (isSteal(action)) game.steals++;
    else if (action === DECLINE_STEAL) game.declines++;
    else if (action === TAKE_TEAM) game.teamRewards++;
    else if (action === TAKE_GOAL) game.goalRewards++;
  }
  const outcome = goalkeepers.outcome(state);
  assert.ok(outcome, 'a game with no actors has an outcome');
  game.turns = state.turns;
  game.rounds = state.round;
  game.totalPoints = outcome.scores.reduce((a, b) => a + b, 0);
  game.points.set(outcome.scores);
  game.winner = outcome.places.indexOf(1);
  return game;
}

/** Random games of the engine, choosing like the random bot. */
function engineSample(seats: number, seed: string): Sample {
  const sample = new Sample(seats);
  const games = Rng.fromSeed(seed);
  const chooser = Rng.fromSeed(`${seed}/chooser`);
  for (let g = 0; g < GAMES; g++) {
    sample.add(playEngine(seats, Rng.fromRng(games), chooser, false));
  }
  return sample;
}

function tightSample(seats: number, seed: string): Sample {
  const sample = new Sample(seats);
  const rng = Rng.fromSeed(seed);
  const game = newSummary();
  for (let g = 0; g < GAMES; g++) {
    const actions = playGoalkeepers(seats, ROUNDS, rng, rng, game);
    assert.equal(actions, game.actions);
    sample.add(game);
  }
  return sample;
}

describe('the tight Goalkeepers loop plays the engine’s game', () => {
  for (let seats = 2; seats <= 5; seats++) {
    // The tight loop draws like the engine plus a client that draws only for real choices,
    // so the same seeds give the same game, move for move; this catches what sampling misses
    // (who starts, which way play turns, who receives) and keeps the two doing the same
    // random-number work, which the benchmark's ratio assumes. If the engine changes how it
    // draws its dice, change the tight loop to match.
    it(`${seats} players: the same seeds give the same games`, () => {
      const tight = newSummary();
      for (let g = 0; g < SAME_SEED_GAMES; g++) {
        const seed = `bench-same-${seats}-${g}`;
        const engine = playEngine(seats, Rng.fromSeed(seed), Rng.fromSeed(`${seed}/c`), true);
        playGoalkeepers(seats, ROUNDS, Rng.fromSeed(seed), Rng.fromSeed(`${seed}/c`), tight);
        assert.deepEqual(tight, engine, `seed ${seed}`);
      }
    });

    it(`${seats} players: the same distributions over ${GAMES} random games each`, () => {
      const engine = engineSample(seats, `bench-engine-${seats}`);
      const tight = tightSample(seats, `bench-tight-${seats}`);
      const failures: string[] = [];
      for (const [name, e] of engine.moments) {
        const t = tight.moments.get(name);
        assert.ok(t, name);
        const se = Math.sqrt(e.varianceOfMean() + t.varianceOfMean());
        // A measure that never varies (passes with 2 players) must match exactly.
        const z = se === 0 ? (e.mean === t.mean ? 0 : Infinity) : (t.mean - e.mean) / se;
        if (Math.abs(z) > MAX_Z) {
          failures.push(
            `${name}: tight ${t.mean.toFixed(4)}, engine ${e.mean.toFixed(4)}, ` +
              `standard error ${se.toFixed(4)}, z = ${z.toFixed(2)}`,
          );
        }
      }
      assert.deepEqual(failures, []);
    });
  }
});
