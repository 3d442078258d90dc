/**
 * The odds of a roll, as the engine states them in an action's info (ActionInfo.outcomes): added
 * up by landing cell or by result, and said in a short line, e.g. 'wins the ball 30% · the
 * carrier keeps it 48% · a foul 23%'. Holds no rule of any game: every number and word is the
 * engine's.
 */
import type { ActionOutcome } from '../../../src/core/game.ts';

/** A chance as a whole percentage, e.g. 0.375 → '38%'; a small but real one as '<1%'. */
export function percent(p: number): string {
  const whole = Math.round(p * 100);
  return whole === 0 && p > 0 ? '<1%' : `${String(whole)}%`;
}

/** The chance of each landing cell, in order of first appearance, e.g. 41 → 0.25. */
export function landingOdds(outcomes: readonly ActionOutcome[] | undefined): Map<number, number> {
  const odds = new Map<number, number>();
  for (const { p, to } of outcomes ?? [])
    if (to !== undefined) odds.set(to, (odds.get(to) ?? 0) + p);
  return odds;
}

/** The chance of each result in words, likeliest first (ties in the engine's order). */
export function resultOdds(
  outcomes: readonly ActionOutcome[] | undefined,
): { readonly text: string; readonly p: number }[] {
  const odds = new Map<string, number>();
  for (const { p, text } of outcomes ?? [])
    if (text !== undefined) odds.set(text, (odds.get(text) ?? 0) + p);
  return [...odds].map(([text, p]) => ({ text, p })).sort((a, b) => b.p - a.p);
}

/** The results and their chances in one short line, or '' when the engine names none. */
export const oddsLine = (outcomes: readonly ActionOutcome[] | undefined): string =>
  resultOdds(outcomes)
    .map(({ text, p }) => `${text} ${percent(p)}`)
    .join(' · ');
