/**
 * The yardstick of 2-player Goalkeepers, solved exactly: how often the hard bot takes an
 * optimal reward (an action whose winning chance is within 1e-9 of the best: near-ties are
 * indifferent), and how it fares against the optimal bot in paired games.
 *
 * The agreement needs the solver's values, not just the optimal bot's choice, so this bench
 * reads `solverFor` from the game's folder directly: a measuring tool's exception to "games
 * only through the registry"; the bots themselves still see views alone.
 */
import type { AgentFactory } from '../../src/core/agent.ts';
import type { Action } from '../../src/core/game.ts';
import { playPairing, type PairingResult } from '../../src/bots/tournament/pairing.ts';
import { wilson, type Interval } from '../../src/bots/tournament/wilson.ts';
import { TAKE_GOAL } from '../../src/games/goalkeepers/actions.ts';
import { solverFor } from '../../src/games/goalkeepers/optimal.ts';
import type { GoalkeepersView } from '../../src/games/goalkeepers/view.ts';
import type { PlayableGame } from '../../src/games/registry.ts';

const INDIFFERENT = 1e-9;

export interface Yardstick {
  /** Reward decisions the hard bot met with two rewards to choose from, e.g. 1500. */
  readonly decisions: number;
  /** Of those, how many were optimal choices, with the share's 95% interval. */
  readonly agreed: number;
  readonly agreement: Interval;
  /** The hard bot against the optimal bot, from the hard bot's side. */
  readonly versusOptimal: PairingResult;
}

/** Whether `action` is an optimal reward in `v` (for the deciding seat). */
function optimalChoice(v: GoalkeepersView, action: Action): boolean {
  const { team, goal } = solverFor(v.rounds).rewardValues(v);
  // Values are seat 1's winning chance: seat 1 maximises it, seat 2 minimises it.
  const [mine, other] = action === TAKE_GOAL ? [goal, team] : [team, goal];
  return v.decider === 0 ? mine >= other - INDIFFERENT : mine <= other + INDIFFERENT;
}

export function measureYardstick(
  game: PlayableGame,
  hard: AgentFactory,
  pairs: number,
): Yardstick | undefined {
  const optimal = game.optimal;
  if (!optimal) return undefined;
  let decisions = 0;
  let agreed = 0;
  const observed: AgentFactory = (seat, seed) => {
    const agent = hard(seat, seed);
    return {
      act(d) {
        const action = agent.act(d);
        const v = d.view as GoalkeepersView;
        if (v.phase === 'reward' && d.legal.length > 1) {
          decisions++;
          if (optimalChoice(v, action)) agreed++;
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
