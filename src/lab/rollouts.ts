/**
 * Win probabilities by short rollouts (issue #36), for a game with no evaluation of its own
 * (Goalkeepers, Goal!): from a position, a few games played out by random moves, each seat's
 * expected reward (rewardOf: a win 1, a shared first 1/2) averaged over them. The rollouts never
 * read the game's own generator, so they cannot foresee its dice: each starts from the
 * position as one seat sees it (the seats in turn), its hidden cards and dice to come sampled
 * (`determinize`). Seeded by the game's seed (and, under a plan without common random numbers,
 * the point's number), so the same record gives the same line everywhere: the lab's shape of game
 * `S/i` is the line of its record. How many rollouts judge a point: RolloutPlan.
 */
import type { Evaluation } from '../core/evaluation.ts';
import type { Action, AnyGame, Outcome } from '../core/game.ts';
import { Rng, SeedHash } from '../core/rng.ts';
import { rewardOf } from '../bots/search/ismcts.ts';

/**
 * How many rollouts judge a point: at least `least`; then, while the estimate's standard error
 * is above `error` (the largest over the seats), `least` more, up to `most`. A point whose
 * rollouts all end alike (a decided game) costs `least`; a point near even odds, where the line
 * moves most, gets more. `common`: every point of a game draws its rollouts from the same
 * stream (common random numbers), so that neighbouring points err alike and the line moves
 * where the game does rather than where the dice of its rollouts do.
 */
export interface RolloutPlan {
  readonly least: number;
  readonly most: number;
  readonly error: number;
  readonly common: boolean;
}

/** The plan of issue #36's first lines: 16 rollouts, fresh dice at every point. */
export const FIXED_16: RolloutPlan = { least: 16, most: 16, error: 0, common: false };

/**
 * The plan lines are judged by (docs/lab.md, "Noise of a rollout line"; bench/lab-rollouts.ts
 * measures it): 16 to 128 rollouts for a standard error of 5 points, common random numbers.
 */
export const ROLLOUTS: RolloutPlan = { least: 16, most: 128, error: 0.05, common: true };

/** Judges positions by rollouts; `begin` each game with its seed, then judge its points in order. */
export class RolloutJudge {
  private readonly engine: AnyGame;
  private readonly seats: number;
  private readonly plan: RolloutPlan;
  private readonly base = new SeedHash();
  private readonly hash = new SeedHash();
  private readonly rng = Rng.fromSeed('rollouts');
  private readonly legal: Action[] = [];
  private readonly sums: Float64Array;
  private readonly squares: Float64Array;
  private point = 0;
  /** Rollouts played since `begin`, e.g. 412 (for the cost figures). */
  played = 0;
  /** The judge as an Evaluation: each call is the game's next point. */
  readonly evaluation: Evaluation;

  constructor(engine: AnyGame, seats: number, plan: RolloutPlan = ROLLOUTS) {
    this.engine = engine;
    this.seats = seats;
    this.plan = plan;
    this.sums = new Float64Array(seats);
    this.squares = new Float64Array(seats);
    this.evaluation = (state, rewards) => this.judge(state, rewards);
  }

  /** A new game, e.g. from seed '7/12' (its record's seed): its points are numbered from 1. */
  begin(seed: string): void {
    this.base.copyFrom(new SeedHash().text(seed).text('/rollouts/'));
    this.point = 0;
    this.played = 0;
  }

  /** Each seat's win probability at the game's next point, into `rewards`; always judges. */
  judge(state: unknown, rewards: number[]): boolean {
    const { engine, seats, sums, squares, plan } = this;
    this.point++;
    const done = engine.outcome(state);
    if (done) {
      for (let seat = 0; seat < seats; seat++) rewards[seat] = rewardOf(done, seat);
      return true;
    }
    // With common random numbers every point starts from the game's stream; otherwise each
    // point has its own, by its number.
    this.hash.copyFrom(this.base);
    if (!plan.common) this.hash.decimal(this.point);
    this.hash.seed(this.rng);
    sums.fill(0);
    squares.fill(0);
    let finished = 0;
    let r = 0;
    while (r < plan.most) {
      const end = Math.min(plan.most, r + plan.least);
      for (; r < end; r++) {
        const outcome = this.rollout(state, r % seats);
        // A rollout the bound stopped counts for nobody.
        if (!outcome) continue;
        finished++;
        for (let seat = 0; seat < seats; seat++) {
          const x = rewardOf(outcome, seat);
          (sums[seat] as number) += x;
          (squares[seat] as number) += x * x;
        }
      }
      if (finished > 0 && standardError(sums, squares, finished) <= plan.error) break;
    }
    this.played += r;
    for (let seat = 0; seat < seats; seat++)
      rewards[seat] = finished > 0 ? (sums[seat] as number) / finished : 1 / seats;
    return true;
  }

  /** One random play-out from `state` as `viewer` sees it, to its outcome or the bound. */
  private rollout(state: unknown, viewer: number): Outcome | undefined {
    const engine = this.engine;
    const sim = engine.determinize(engine.view(state, viewer), viewer, this.rng);
    const bound = engine.facts.actionBound;
    for (let steps = 0; steps < bound; steps++) {
      const actors = engine.actors(sim);
      if (actors.length === 0) break;
      const seat = actors[0] as number;
      const legal = engine.legalActions(sim, seat, this.legal);
      engine.apply(sim, seat, legal[legal.length === 1 ? 0 : this.rng.int(legal.length)] as Action);
    }
    return engine.outcome(sim);
  }
}

/**
 * The largest standard error of the seats' mean rewards over `n` rollouts, each seat's variance
 * taken with one more rollout won and one lost (the "plus two" of Agresti and Coull): 16
 * rollouts that all end alike then read as about 6 points of error, not 0, so that a point
 * near a decided result is not stopped on its first few rollouts' luck.
 */
function standardError(sums: Float64Array, squares: Float64Array, n: number): number {
  let most = 0;
  for (let seat = 0; seat < sums.length; seat++) {
    const mean = ((sums[seat] as number) + 1) / (n + 2);
    const variance = ((squares[seat] as number) + 1) / (n + 2) - mean * mean;
    most = Math.max(most, Math.sqrt(Math.max(0, variance) / n));
  }
  return most;
}
