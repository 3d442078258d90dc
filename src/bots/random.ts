/** The random bot: a uniformly random legal action, from its own seeded generator. */
import type { AgentFactory } from '../core/agent.ts';
import type { Action } from '../core/game.ts';
import { Rng } from '../core/rng.ts';

export const randomAgent: AgentFactory = (_seat, seed) => {
  const rng = Rng.fromSeed(seed);
  return {
    act: (d) => d.legal[rng.int(d.legal.length)] as Action,
    reset: (next) => {
      rng.copyFrom(next);
    },
  };
};
