/**
 * The yardstick of 2-player Goalkeepers, solved exactly: how often the hard bot takes an
 * optimal reward (an action whose winning chance is within 1e-9 of the best: near-ties are
 * indifferent), and how it fares against the optimal bot in paired games.
 *
 * The agreement needs every optimal choice, not just the optimal bot's one: the registry gives
 * them (`optimalActions`, from the exact solution).
 */
import type { AgentFactory } from '../../src/core/agent.ts';
import { playPairing, type PairingResult } from '../../src/bots/tournament/pairing.ts';
import { wilson, type Interval } from '../../src/core/wilson.ts';
import type { PlayableGame } from '../../src/games/registry.ts';

export interface Yardstick {
  /** Reward decisions the hard bot met with two rewards to choose from, e.g. 1500. */
  readonly decisions: number;
  /** Of those, how many were optimal choices, with the share's 95% interval. */
  readonly agreed: number;
  readonly agreement: Interval;
  /** The hard bot against the optimal bot, from the hard bot's side. */
  readonly versusOptimal: PairingResult;
}

export function measureYardstick(
  game: PlayableGame,
  hard: AgentFactory,
  pairs: number,
): Yardstick | undefined {
  const { optimal, optimalActions } = game;
  if (!optimal || !optimalActions) return undefined;
  let decisions = 0;
  let agreed = 0;
  const observed: AgentFactory = (seat, seed) => {
    const agent = hard(seat, seed);
    return {
      act(d) {
        const action = agent.act(d);
        const best = optimalActions(d.view, d.legal);
        if (best) {
          decisions++;
          if (best.includes(action)) agreed++;
        }
        return action;
      },
    };
  };
  const versusOptimal = playPairing(
    game.engine,
    { name: 'bot:hard', make: observed },
    { name: 'bot:optimal', make: optimal },
    { pairs, seedPrefix: 'bench-bots/yardstick' },
  );
  return { decisions, agreed, agreement: wilson(agreed, decisions), versusOptimal };
}
