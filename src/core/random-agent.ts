/** The random bot: a uniformly random legal action, from its own seeded generator. */
import type { AgentFactory } from '../core/agent.ts';
import type { Action } from '../core/game.ts';
import { Rng } from '../core/rng.ts';

export const randomAgent: AgentFactory = (_seat, seed) => {
  const rng = Rng.fromSeed(seed);
  return {
    // A forced move takes no draw, as the bench's protocol path does: most decisions of a
    // dice game offer one action, and the generator's stream is for real choices.
    act: (d) => {
      const legal = d.legal;
      return (legal.length === 1 ? legal[0] : legal[rng.int(legal.length)]) as Action;
    },
    reset: (next) => {
      rng.copyFrom(next);
    },
  };
};
