/**
 * Goalkeepers' actions as integers. The codes sort in a stable, meaningful order:
 * roll, the two rewards, declining a steal, declining the reward, then passes and steals by seat.
 */
import { ActionSpace } from '../../core/action-space.ts';
import type { Action, ActionInfo, Seat } from '../../core/game.ts';
import { seatRef } from '../../core/seat-words.ts';
import { GOALKEEPERS_FACTS } from './facts.ts';
import { Phase, type GoalkeepersState } from './state.ts';

/**
 * Goalkeepers' action codes as named ranges (core/action-space.ts), in code order; the
 * constants below are read from it and are the codes records hold, for ever
 * (action-space.test.ts pins them). Passes start at 10 and steals at 20, by target seat.
 */
export const GOALKEEPERS_ACTIONS = new ActionSpace([
  /** GK-3.1: roll the dice in hand. */
  { name: 'roll', size: 1 },
  /** GK-4.3: the shoot-out's winner takes TEAM dice, or a GOAL die, from the loser. */
  { name: 'take-team', size: 1 },
  { name: 'take-goal', size: 1 },
  /** GK-5.1: steal nothing. */
  { name: 'decline-steal', size: 1 },
  /** GK-4.4: take no reward (only when the reward is optional). */
  { name: 'decline-reward', size: 1 },
  /** GK-3.4: pass a PENALTY die to a seat, by seat. */
  { name: 'pass', size: GOALKEEPERS_FACTS.maxSeats, start: 10 },
  /** GK-5.1: steal a die from a seat, by seat. */
  { name: 'steal', size: GOALKEEPERS_FACTS.maxSeats, start: 20 },
]);

export const ROLL = GOALKEEPERS_ACTIONS.start('roll');
export const TAKE_TEAM = GOALKEEPERS_ACTIONS.start('take-team');
export const TAKE_GOAL = GOALKEEPERS_ACTIONS.start('take-goal');
export const DECLINE_STEAL = GOALKEEPERS_ACTIONS.start('decline-steal');
export const DECLINE_REWARD = GOALKEEPERS_ACTIONS.start('decline-reward');
const PASS_BASE = GOALKEEPERS_ACTIONS.start('pass');
const STEAL_BASE = GOALKEEPERS_ACTIONS.start('steal');

export const passTo = (seat: Seat): Action => PASS_BASE + seat;
export const stealFrom = (seat: Seat): Action => STEAL_BASE + seat;
export const isPass = (a: Action): boolean => a >= PASS_BASE && a < STEAL_BASE;
export const isSteal = (a: Action): boolean => a >= STEAL_BASE;
export const targetOf = (a: Action): Seat => (a >= STEAL_BASE ? a - STEAL_BASE : a - PASS_BASE);

/** The seat whose decision the game waits for, or -1 when it is over. */
export function decider(s: GoalkeepersState): Seat {
  if (s.phase === Phase.Over) return -1;
  return s.phase === Phase.Reward ? s.rewardWinner : s.current;
}

/**
 * Fills `out` by index and sets its length last: emptying an array first would let V8 drop its
 * backing store, and the pushes after it would allocate a new one on every call.
 */
export function legalActions(s: GoalkeepersState, seat: Seat, out: Action[]): Action[] {
  let n = 0;
  if (seat === decider(s)) {
    switch (s.phase) {
      case Phase.Roll:
        out[n++] = ROLL;
        break;
      case Phase.Reward:
        // GK-4.4: each reward only if it takes something; declining is always open.
        if ((s.hand[s.rewardLoser] as number) > 0) out[n++] = TAKE_TEAM;
        if ((s.kept[s.rewardLoser] as number) > 0) out[n++] = TAKE_GOAL;
        if (s.rewardOptional) out[n++] = DECLINE_REWARD;
        break;
      case Phase.Steal:
        out[n++] = DECLINE_STEAL;
        for (let t = 0; t < s.seats; t++)
          if (t !== seat && (s.hand[t] as number) > 0) out[n++] = stealFrom(t);
        break;
      case Phase.Pass:
        for (let t = 0; t < s.seats; t++) if (t !== seat) out[n++] = passTo(t);
        break;
      case Phase.Over:
        break;
    }
  }
  if (out.length !== n) out.length = n;
  return out;
}

export function actionLabel(s: GoalkeepersState, action: Action): string {
  if (action === ROLL)
    return `Roll ${s.hand[s.current]} ${s.hand[s.current] === 1 ? 'die' : 'dice'}`;
  if (action === TAKE_TEAM) {
    const n = Math.min(2, s.hand[s.rewardLoser] ?? 0);
    return `Take ${n} TEAM ${n === 1 ? 'die' : 'dice'} from ${seatRef(s.rewardLoser)}`;
  }
  if (action === TAKE_GOAL) return `Take a GOAL die from ${seatRef(s.rewardLoser)}`;
  if (action === DECLINE_STEAL) return 'Steal nothing';
  if (action === DECLINE_REWARD) return 'Take no reward';
  if (isPass(action)) return `Pass a PENALTY die to ${seatRef(targetOf(action))}`;
  if (isSteal(action)) return `Steal a die from ${seatRef(targetOf(action))}`;
  return `Unknown action ${action}`;
}

export function actionInfo(action: Action): ActionInfo {
  if (action === ROLL) return { kind: 'roll' };
  if (action === TAKE_TEAM) return { kind: 'reward', side: 'team' };
  if (action === TAKE_GOAL) return { kind: 'reward', side: 'goal' };
  if (action === DECLINE_STEAL) return { kind: 'no-steal' };
  if (action === DECLINE_REWARD) return { kind: 'reward', side: 'none' };
  return { kind: isPass(action) ? 'pass' : 'steal', target: targetOf(action) };
}
