/**
 * The heuristic bot (GK-10): sensible reward choices, penalty sharing and steals, read from
 * its own view only.
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action, Seat } from '../../core/game.ts';
import {
  DECLINE_REWARD,
  DECLINE_STEAL,
  ROLL,
  TAKE_GOAL,
  TAKE_TEAM,
  isPass,
  isSteal,
  targetOf,
} from './actions.ts';
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

/**
 * GK-10.1: dice in hand are a burden as much as a chance (whoever empties first takes the
 * round's bonus), so the GOAL reward, which swings the goal race, is the usual pick. The TEAM
 * dice are taken only to end the round at once while this bot is alone in front on goals, and
 * never to end it otherwise: then it declines (GK-4.4).
 */
export function chooseReward(v: GoalkeepersView, me: Seat): Action {
  const loser = v.reward?.loser ?? -1;
  if (loser < 0) return DECLINE_REWARD;
  return heuristicReward(v.hand[loser] as number, v.kept[loser] as number, aloneInFront(v, me));
}

/**
 * GK-10.1 from the numbers it reads: the dice in the loser's hand and its kept goals, and
 * whether the bot leads alone. Always one of the choices legal with those numbers.
 */
export function heuristicReward(loserHand: number, loserKept: number, leadsAlone: boolean): Action {
  const emptiesLoser = loserHand > 0 && loserHand <= 2;
  if (emptiesLoser && leadsAlone) return TAKE_TEAM;
  if (loserKept > 0) return TAKE_GOAL;
  return loserHand > 2 ? TAKE_TEAM : DECLINE_REWARD;
}

/** GK-10.2: a PENALTY die goes to whoever holds the fewest dice, so nobody else runs out first. */
export function choosePass(v: GoalkeepersView, legal: readonly Action[]): Action {
  let best = legal[0] as Action;
  for (const a of legal) {
    if (!isPass(a)) continue;
    const t = targetOf(a);
    const b = targetOf(best);
    const fewer = (v.hand[t] as number) < (v.hand[b] as number);
    const level = v.hand[t] === v.hand[b];
    if (fewer || (level && (v.kept[t] as number) > (v.kept[b] as number))) best = a;
  }
  return best;
}

/** GK-10.2: steal only an opponent's last die, ending the round while alone in front. */
export function chooseSteal(v: GoalkeepersView, legal: readonly Action[]): Action {
  if (!aloneInFront(v, v.current)) return DECLINE_STEAL;
  return legal.find((a) => isSteal(a) && v.hand[targetOf(a)] === 1) ?? DECLINE_STEAL;
}

function aloneInFront(v: GoalkeepersView, me: Seat): boolean {
  const mine = v.kept[me] as number;
  return v.kept.every((goals, seat) => seat === me || goals < mine);
}
