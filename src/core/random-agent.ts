/**
 * The random agent: a uniformly random legal action, from its own seeded generator. It needs
 * nothing but the protocol, so the core's own tests play with it; the bots offer it as
 * `bot:random` (src/bots/random.ts).
 */
import type { AgentFactory } from './agent.ts';
import type { Action } from './game.ts';
import { Rng } from './rng.ts';

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
