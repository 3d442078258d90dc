/**
 * Real-time clocks per seat (issue #35), like chess clocks: each seat starts with a bank of
 * the table's baseSeconds; while the seat decides, its deadline is when its decision began
 * plus its bank; when the decision ends, the bank loses the time used (never below 0) and
 * gains incrementSeconds. A seat that ran out has a bank of 0, so each later decision has
 * only the increment. Several seats deciding at once each run their own bank.
 *
 * RULING (response windows): a window's countdown does not use the bank. The countdown is
 * public and the same for every seat asked (windowSeconds), whoever holds what; drawing it from
 * each seat's bank would make how long a seat may think in a window tell which seats are asked.
 *
 * Banks survive a restart without being stored: they follow from when each stored action was
 * played (ActionRow.at) and when each decision began (the table's creation, or the action
 * before it), so `replayBanks` gives every seat the bank it had, and the current decision the
 * deadline it had, instead of a fresh clock.
 */
import type { Seat } from '../../core/game.ts';
import type { ClockSetting } from '../protocol.ts';

/** One decision a seat finished: when it began and ended (epoch ms). */
export interface FinishedDecision {
  readonly seat: Seat;
  readonly began: number;
  readonly ended: number;
}

/** The bank after a decision that used `usedMs`: what is left (at least 0), plus the increment. */
export function bankAfter(bankMs: number, usedMs: number, incrementMs: number): number {
  return Math.max(0, bankMs - Math.max(0, usedMs)) + incrementMs;
}

/** Every seat's bank at the start, in ms, e.g. [300000, 300000] for 5 minutes. */
export function freshBanks(setting: ClockSetting, seats: number, msPerSecond = 1000): number[] {
  return Array.from({ length: seats }, () => setting.baseSeconds * msPerSecond);
}

/**
 * Each seat's bank (ms) after the finished decisions, in the order they ended: the base, plus
 * an increment per decision, less the time each used (a decision that used more than the bank
 * left leaves 0 before its increment).
 */
export function replayBanks(
  setting: ClockSetting,
  seats: number,
  decisions: readonly FinishedDecision[],
  msPerSecond = 1000,
): number[] {
  const banks = freshBanks(setting, seats, msPerSecond);
  const incrementMs = setting.incrementSeconds * msPerSecond;
  for (const { seat, began, ended } of decisions) {
    const bank = banks[seat];
    if (bank === undefined) continue;
    banks[seat] = bankAfter(bank, ended - began, incrementMs);
  }
  return banks;
}

/** A rebuilt table's stored action: who played it, when, and the version its decision began. */
export interface TimedAction {
  readonly seat: Seat;
  /** When it was played (epoch ms). */
  readonly at: number;
  /** The table's version when the seat's decision began (Table.decisionStart), e.g. 0. */
  readonly since: number;
}

/**
 * The finished decisions of a table's stored actions: a decision that began at version v began
 * when the table was created (v = 0) or when its v-th action was played.
 */
export function decisionsOf(
  createdAt: number,
  actions: readonly TimedAction[],
): FinishedDecision[] {
  return actions.map(({ seat, at, since }) => ({
    seat,
    began: since === 0 ? createdAt : (actions[since - 1]?.at ?? createdAt),
    ended: at,
  }));
}

/** When a decision that began at version `since` began (epoch ms), as `decisionsOf` counts. */
export function decisionBegan(
  createdAt: number,
  actions: readonly Pick<TimedAction, 'at'>[],
  since: number,
): number {
  return since === 0 ? createdAt : (actions[since - 1]?.at ?? createdAt);
}
