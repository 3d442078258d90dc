/**
 * The chances of a contest (NGW-6, NGW-8 to NGW-10, NGW-14, NGW-9), counted exactly: every
 * face of every die is enumerated, nothing is sampled. forecast.ts builds the contests a
 * seat's choices lead to from its view.
 */
import { Effect } from './cards.ts';

/** One die: ONE_DIE[v] of 6 rolls show v. */
export const ONE_DIE: readonly number[] = [0, 1, 1, 1, 1, 1, 1];
/** NGW-14.7: the higher of two dice: HIGHER_OF_TWO[v] of 36 rolls keep v. */
export const HIGHER_OF_TWO: readonly number[] = [0, 1, 3, 5, 7, 9, 11];
/** NGW-9.3: two dice added: TWO_DICE[v] of 36 rolls make v. */
export const TWO_DICE: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** One side of a contest, as far as the dice are concerned. */
export interface ContestSide {
  /** What it adds to its dice: stat and bonuses, e.g. 5; 0 in a speed battle (NGW-10.1). */
  readonly add: number;
  /** How often its dice bring each value: ONE_DIE, HIGHER_OF_TWO or TWO_DICE. */
  readonly dice: readonly number[];
  /** NGW-14.2: the effect its skill fires on each face of its die (an Effect, or -1). */
  readonly onDie: readonly number[];
}

/** What a tie leads to: the stalemate die (NGW-8.3), a corner, a penalty or a foul. */
export type Tie = 'stalemate' | 'corner' | 'penalty' | 'foul';

export interface Contest {
  readonly attack: ContestSide;
  readonly defence: ContestSide;
  readonly tie: Tie;
}

/** The rolls of a contest by result, as whole numbers of `total` equally likely rolls. */
export interface RollCounts {
  /** The action comes off (or the set piece is a goal). */
  readonly success: number;
  /** The defender wins: it takes the ball (or the keeper holds the set piece). */
  readonly stopped: number;
  /** NGW-14.2: a defender's skill sends it off: a foul, so a free kick. */
  readonly freeKick: number;
  /** Equal totals with no skill deciding. */
  readonly tie: number;
  readonly total: number;
}

/** Where a contest ends, as chances that add up to 1. */
export interface Odds {
  /** The action comes off: the ball moves on, or a goal. */
  readonly success: number;
  /** The defending side takes the ball (NGW-6.5) or its keeper holds it (NGW-9.6). */
  readonly stopped: number;
  /** A free kick for the attacker: a foul on the stalemate die or by a skill (NGW-8.4, NGW-9.1). */
  readonly freeKick: number;
  /** A corner for the attacker (NGW-8.1, NGW-9.6). */
  readonly corner: number;
  /** A penalty for the attacker (NGW-8.2). */
  readonly penalty: number;
}

const NO_ODDS: Odds = { success: 0, stopped: 0, freeKick: 0, corner: 0, penalty: 0 };
export const SURE_SUCCESS: Odds = { ...NO_ODDS, success: 1 };
export const SURE_STOP: Odds = { ...NO_ODDS, stopped: 1 };
export const SURE_FREE_KICK: Odds = { ...NO_ODDS, freeKick: 1 };

/** NGW-6.4 to NGW-6.6, NGW-14.6: every pair of dice values, weighted by how often it comes. */
export function rollCounts(c: Contest): RollCounts {
  let success = 0;
  let stopped = 0;
  let freeKick = 0;
  let tie = 0;
  let total = 0;
  const { attack, defence } = c;
  for (let x = 0; x < attack.dice.length; x++) {
    const wx = attack.dice[x] ?? 0;
    if (wx === 0) continue;
    for (let y = 0; y < defence.dice.length; y++) {
      const w = wx * (defence.dice[y] ?? 0);
      if (w === 0) continue;
      total += w;
      const aSkill = attack.onDie[x] ?? -1;
      const dSkill = defence.onDie[y] ?? -1;
      const margin = attack.add + x - (defence.add + y);
      // NGW-14.6: two skills firing cancel out and the totals decide.
      if (aSkill >= 0 && dSkill >= 0) {
        if (margin > 0) success += w;
        else if (margin < 0) stopped += w;
        else tie += w;
      } else if (aSkill === Effect.Succeed) success += w;
      else if (dSkill === Effect.SentOff) freeKick += w;
      else if (dSkill >= 0) stopped += w;
      else if (margin > 0) success += w;
      else if (margin < 0) stopped += w;
      else tie += w;
    }
  }
  return { success, stopped, freeKick, tie, total };
}

/**
 * Where the contest ends. On the stalemate die (NGW-8.4) two faces in six roll the same
 * contest again, two lose the ball and two are fouls (one with a booking), so a roll that is
 * not tried again ends as it would have out of total - tie / 3 rolls.
 */
export function contestOdds(c: Contest): Odds {
  const { success, stopped, freeKick, tie, total } = rollCounts(c);
  if (c.tie !== 'stalemate') {
    const ends = { ...NO_ODDS, success: success / total, stopped: stopped / total };
    const share = tie / total;
    if (c.tie === 'corner') return { ...ends, freeKick: freeKick / total, corner: share };
    if (c.tie === 'penalty') return { ...ends, freeKick: freeKick / total, penalty: share };
    return { ...ends, freeKick: (freeKick + tie) / total };
  }
  const ending = 3 * total - tie;
  return {
    ...NO_ODDS,
    success: (3 * success) / ending,
    stopped: (3 * stopped + tie) / ending,
    freeKick: (3 * freeKick + tie) / ending,
  };
}
