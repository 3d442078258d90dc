/**
 * The rollout bot: a one-step improvement on a policy (Tesauro and Galperin's on-line policy
 * improvement, 1996). Every legal action is tried on the same sampled worlds, the policy (a
 * game's heuristic bot) plays on for every seat, and the action with the best mean reward is
 * chosen; ties go to the policy's own choice. Trying all actions on the same world, dice
 * included, compares them under common random numbers: the luck both share cancels out.
 *
 * It is a yardstick more than a level: against its own policy it estimates how much one better
 * decision at a time can win, which is what the hard bot's margin over the heuristic is
 * measured against in games no one has solved.
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Evaluation } from '../../core/evaluation.ts';
import type { Action, AnyGame, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { SearchHelpers } from './ismcts.ts';

export interface RolloutSettings {
  /** Worlds sampled per decision; each is played once after every legal action, e.g. 300. */
  readonly worlds: number;
  /** The policy improved on, playing every seat after the first action. */
  readonly policy: AgentFactory;
  /** Where the game can judge a position, playouts stop there (see src/core/evaluation.ts). */
  readonly evaluation?: Evaluation;
}

export function rolloutAgent(game: AnyGame, settings: RolloutSettings): AgentFactory {
  return (seat, seed) => new RolloutAgent(game, settings, seat, seed);
}

class RolloutAgent implements Agent {
  private readonly game: AnyGame;
  private readonly worlds: number;
  private readonly rng: Rng;
  private readonly helpers: SearchHelpers;
  private readonly policy: Agent;
  /** Each legal action's summed reward, reused between decisions. */
  private readonly sums: number[] = [];

  constructor(game: AnyGame, settings: RolloutSettings, seat: Seat, seed: string) {
    this.game = game;
    this.worlds = settings.worlds;
    this.rng = Rng.fromSeed(seed);
    this.policy = settings.policy(seat, `${seed}/policy`);
    const playouts = { budget: {}, rollout: settings.policy, evaluation: settings.evaluation };
    this.helpers = new SearchHelpers(game, playouts, this.rng, seed);
  }

  act(decision: Decision<unknown>): Action {
    const { legal, seat } = decision;
    if (legal.length === 1) return legal[0] as Action;
    const { game, sums } = this;
    sums.length = legal.length;
    sums.fill(0);
    for (let i = 0; i < this.worlds; i++) {
      const world = game.determinize(decision.view, seat, this.rng);
      for (let k = 0; k < legal.length; k++) {
        const copy = game.clone(world);
        game.apply(copy, seat, legal[k] as Action);
        sums[k] = (sums[k] as number) + (this.helpers.playout.finish(copy)[seat] as number);
      }
    }
    const preferred = this.policy.act(decision);
    let chosen = Math.max(0, legal.indexOf(preferred));
    for (let k = 0; k < legal.length; k++)
      if ((sums[k] as number) > (sums[chosen] as number)) chosen = k;
    return legal[chosen] as Action;
  }
}
