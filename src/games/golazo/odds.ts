/**
 * The odds of Golazo's rolls (core/game.ts `chance`) and their results in words
 * (`ActionInfo.outcomes`), so a board shows them at every decision where dice decide without
 * knowing a rule. Rolls whose results never depend on the position are tables built once;
 * a cross's by its dice and the numbered spaces met, a clearance's (who may hold the ball)
 * worked out when a board asks, never in the hot loop.
 */
import type { ActionOutcome } from '../../core/game.ts';
import { counterOf } from './board.ts';
import { rerollMoves } from './managers.ts';
import {
  ROLL_PAIRS,
  anyChoosable,
  crossDice,
  crossDiceRolled,
  crossMeets,
  mayHoldTheBall,
  slideTackleResult,
} from './rules.ts';
import { attackers, type GolazoState } from './state.ts';
import { TEAM_NAMES } from './vocabulary.ts';

/** GZ-2.1: the Golazo die's G, as a face index (0–5). */
const G = 5;

const freeze = <T>(list: T[]): readonly T[] => Object.freeze(list);
const moves = (n: number): string => (n === 0 ? 'no moves' : `${n} move${n === 1 ? '' : 's'}`);
const outcomesOf = (
  odds: readonly number[],
  text: (i: number) => string,
): readonly ActionOutcome[] => freeze(odds.map((p, i) => Object.freeze({ p, text: text(i) })));

/** GZ-3.2, GZ-4.2: the 30 unequal pairs of a roll, each as likely. */
export const ROLL_ODDS = freeze(ROLL_PAIRS.map(() => 1 / ROLL_PAIRS.length));
/** GZ-3.3, GZ-13.2, GZ-13.5: one die. */
export const DIE_ODDS = freeze([1, 1, 1, 1, 1, 1].map((n) => n / 6));
/** GZ-8.3: two classic dice's totals 2–12. */
export const TWO_DICE_ODDS = freeze([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((n) => n / 36));

const pair = (i: number): readonly [number, number] => ROLL_PAIRS[i] as readonly [number, number];

/** GZ-3.2: the start roll's higher die kicks off. */
export const START_OUTCOMES = outcomesOf(ROLL_ODDS, (i) => {
  const [reds, blues] = pair(i);
  return `the ${TEAM_NAMES[reds > blues ? 0 : 1]} kick off`;
});

/** GZ-11.4: in a shoot-out alone, the start roll's higher die kicks first. */
export const SHOOT_OUT_START_OUTCOMES = outcomesOf(ROLL_ODDS, (i) => {
  const [reds, blues] = pair(i);
  return `the ${TEAM_NAMES[reds > blues ? 0 : 1]} kick first`;
});

/** GZ-4.2–GZ-4.4: who wins a turn's roll, or draws a card for a G; by [Golazo, classic] dice. */
export const TURN_ROLL_OUTCOMES: readonly (readonly ActionOutcome[])[] = [false, true].map(
  (classic) =>
    outcomesOf(ROLL_ODDS, (i) => {
      const [reds, blues] = pair(i);
      if (!classic && reds === G) return 'the Reds roll G: a card';
      if (!classic && blues === G) return 'the Blues roll G: a card';
      return `the ${TEAM_NAMES[reds > blues ? 0 : 1]} win the roll`;
    }),
);

/** GZ-3.3: the kick-off die's moves. */
export const KICK_OFF_OUTCOMES = outcomesOf(DIE_ODDS, (face) => moves(face + 1));

/** GZ-13.2: a slide tackle's die. */
export const SLIDE_OUTCOMES = outcomesOf(DIE_ODDS, (face) => slideTackleResult(face + 1));

/** GZ-13.5 Re-roll: the die's moves, a G none; by [Golazo, classic] die. */
export const REROLL_OUTCOMES: readonly (readonly ActionOutcome[])[] = [false, true].map((classic) =>
  outcomesOf(DIE_ODDS, (face) => moves(rerollMoves(classic, face))),
);

/** A cross's results: each with its chance (above 0) and whether it is a goal. */
export interface CrossOdds {
  readonly odds: readonly number[];
  readonly goals: readonly boolean[];
  readonly outcomes: readonly ActionOutcome[];
}

/**
 * GZ-7.3: a cross with `dice` dice (1–6) at a box where `met` of the six numbered spaces hold
 * an attacker scores unless every die misses: (1 − met/6)^dice. Results of no chance are left
 * out (an empty box never scores). CROSS_ODDS[dice][met].
 */
const CROSS_ODDS: readonly (readonly CrossOdds[])[] = Array.from({ length: 7 }, (_, dice) =>
  Array.from({ length: 7 }, (_, met) => {
    const miss = ((6 - met) / 6) ** dice;
    const results = [
      { p: 1 - miss, goal: true, text: 'a goal' },
      { p: miss, goal: false, text: 'the keeper has the ball' },
    ].filter((r) => r.p > 0);
    return Object.freeze({
      odds: freeze(results.map((r) => r.p)),
      goals: freeze(results.map((r) => r.goal)),
      outcomes: freeze(results.map(({ p, text }) => Object.freeze({ p, text }))),
    });
  }),
);

/** GZ-7.3, GZ-13.5: the odds of the cross on offer now, by its dice and the spaces it may meet. */
export function crossOdds(s: GolazoState): CrossOdds {
  const t = attackers(s);
  let met = 0;
  for (let face = 1; face <= 6; face++) if (crossMeets(s, t, face)) met++;
  return CROSS_ODDS[crossDiceRolled(s, crossDice(s))]?.[met] as CrossOdds;
}

/**
 * GZ-8.3: who gets the ball for each total 2–12 of a high clearance by team `t`: its own
 * counter of that number, else the other team's, a choice on 12, else the dice are rolled again.
 */
export function clearanceOutcomes(s: GolazoState, t: number): ActionOutcome[] {
  return TWO_DICE_ODDS.map((p, i) => ({ p, text: clearanceText(s, t, i + 2) }));
}

function clearanceText(s: GolazoState, t: number, total: number): string {
  if (total === 12) return anyChoosable(s) ? 'you choose' : 'rolled again';
  if (mayHoldTheBall(s, counterOf(t, total))) return `to #${total}`;
  if (mayHoldTheBall(s, counterOf(1 - t, total))) return `to the ${TEAM_NAMES[1 - t]}’ #${total}`;
  return 'rolled again';
}
