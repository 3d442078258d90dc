/**
 * Win probabilities by short rollouts (issue #36), for a game with no evaluation of its own
 * (Goalkeepers, Goal!): from a position, a few games played out by random moves, each seat's
 * expected reward (rewardOf: a win 1, a shared first 1/2) averaged over them. The rollouts never
 * read the game's own generator, so they cannot foresee its dice: each starts from the
 * position as one seat sees it (the seats in turn), its hidden cards and dice to come sampled
 * (`determinize`). Seeded by the game's seed and the point's number, so the same record gives
 * the same line everywhere: the lab's shape of game `S/i` is the line of its record.
 */
import type { Evaluation } from '../core/evaluation.ts';
import type { Action, AnyGame } from '../core/game.ts';
import { Rng, SeedHash } from '../core/rng.ts';
import { rewardOf } from '../bots/search/ismcts.ts';

/** Rollouts per judged point, e.g. 16: about ±12 points of win probability at worst. */
export const ROLLOUTS = 16;

/** Judges positions by rollouts; `begin` each game with its seed, then judge its points in order. */
export class RolloutJudge {
  private readonly engine: AnyGame;
  private readonly seats: number;
  private readonly rollouts: number;
  private readonly base = new SeedHash();
  private readonly hash = new SeedHash();
  private readonly rng = Rng.fromSeed('rollouts');
  private readonly legal: Action[] = [];
  private readonly sums: Float64Array;
  private point = 0;
  /** The judge as an Evaluation: each call is the game's next point. */
  readonly evaluation: Evaluation;

  constructor(engine: AnyGame, seats: number, rollouts = ROLLOUTS) {
    this.engine = engine;
    this.seats = seats;
    this.rollouts = rollouts;
    this.sums = new Float64Array(seats);
    this.evaluation = (state, rewards) => this.judge(state, rewards);
  }

  /** A new game, e.g. from seed '7/12' (its record's seed): its points are numbered from 1. */
  begin(seed: string): void {
    this.base.copyFrom(new SeedHash().text(seed).text('/rollouts/'));
    this.point = 0;
  }

  /** Each seat's win probability at the game's next point, into `rewards`; always judges. */
  judge(state: unknown, rewards: number[]): boolean {
    const { engine, seats, sums } = this;
    this.point++;
    const done = engine.outcome(state);
    if (done) {
      for (let seat = 0; seat < seats; seat++) rewards[seat] = rewardOf(done, seat);
      return true;
    }
    this.hash.copyFrom(this.base).decimal(this.point).seed(this.rng);
    sums.fill(0);
    const bound = engine.facts.actionBound;
    let finished = 0;
    for (let r = 0; r < this.rollouts; r++) {
      const viewer = r % seats;
      const sim = engine.determinize(engine.view(state, viewer), viewer, this.rng);
      let steps = 0;
      for (; steps < bound; steps++) {
        const actors = engine.actors(sim);
        if (actors.length === 0) break;
        const seat = actors[0] as number;
        const legal = engine.legalActions(sim, seat, this.legal);
        engine.apply(
          sim,
          seat,
          legal[legal.length === 1 ? 0 : this.rng.int(legal.length)] as Action,
        );
      }
      const outcome = engine.outcome(sim);
      // A rollout the bound stopped counts for nobody.
      if (!outcome) continue;
      finished++;
      for (let seat = 0; seat < seats; seat++) (sums[seat] as number) += rewardOf(outcome, seat);
    }
    for (let seat = 0; seat < seats; seat++)
      rewards[seat] = finished > 0 ? (sums[seat] as number) / finished : 1 / seats;
    return true;
  }
}
