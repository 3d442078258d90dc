/**
 * The heuristic bot (GK-10): sensible reward choices, penalty sharing and steals, read from
 * its own view only.
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action, Seat } from '../../core/game.ts';
import { DECLINE_STEAL, ROLL, TAKE_GOAL, TAKE_TEAM, isPass, isSteal, targetOf } from './actions.ts';
import type { GoalkeepersView } from './view.ts';

export const goalkeepersHeuristic: AgentFactory<GoalkeepersView> = () => heuristicAgent;

const heuristicAgent: Agent<GoalkeepersView> = {
  act(d: Decision<GoalkeepersView>): Action {
    const first = d.legal[0] as Action;
    if (d.legal.length === 1 || first === ROLL) return first;
    const v = d.view;
    if (v.phase === 'reward') return chooseReward(v, d.seat);
    if (v.phase === 'pass') return choosePass(v, d.legal);
    if (v.phase === 'steal') return chooseSteal(v, d.legal);
    return first;
  },
};

/** GK-10.1 */
export function chooseReward(v: GoalkeepersView, me: Seat): Action {
  const loser = v.reward?.loser ?? -1;
  if (loser < 0) return TAKE_TEAM;
  const mine = v.kept[me] as number;
  const theirs = v.kept[loser] as number;
  const loserHand = v.hand[loser] as number;
  if (loserHand <= 2) {
    // Taking the TEAM dice empties the loser's hand and ends the round: do it only when
    // that leaves this bot alone in front on goals.
    const othersBest = Math.max(...v.kept.filter((_, seat) => seat !== me));
    return mine > othersBest ? TAKE_TEAM : TAKE_GOAL;
  }
  return theirs >= mine ? TAKE_GOAL : TAKE_TEAM;
}

/** GK-10.2: a PENALTY die goes to the weakest rival. */
export function choosePass(v: GoalkeepersView, legal: readonly Action[]): Action {
  let best = legal[0] as Action;
  for (const a of legal) {
    if (!isPass(a)) continue;
    if (weaker(v, targetOf(a), targetOf(best))) best = a;
  }
  return best;
}

/** GK-10.2: rob the most dangerous rival who can spare a die; never take a last die. */
export function chooseSteal(v: GoalkeepersView, legal: readonly Action[]): Action {
  let best: Action = DECLINE_STEAL;
  for (const a of legal) {
    if (!isSteal(a) || (v.hand[targetOf(a)] as number) < 2) continue;
    if (best === DECLINE_STEAL || weaker(v, targetOf(best), targetOf(a))) best = a;
  }
  return best;
}

function weaker(v: GoalkeepersView, a: Seat, b: Seat): boolean {
  const ka = v.kept[a] as number;
  const kb = v.kept[b] as number;
  if (ka !== kb) return ka < kb;
  return (v.points[a] as number) < (v.points[b] as number);
}
