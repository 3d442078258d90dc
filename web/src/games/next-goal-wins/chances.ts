/**
 * The chances of a choice in words, for the button that makes it: the engine-side forecast
 * (src/games/next-goal-wins/forecast.ts, read from the viewer's own view) said from the viewer's
 * side, e.g. 'You win the ball 58% · they get through 31% · a free kick for them 11%'.
 */
import type { LegalChoice } from '../../protocol.ts';
import { forecast, type Forecast } from '../../../../src/games/next-goal-wins/forecast.ts';
import type { Odds } from '../../../../src/games/next-goal-wins/odds.ts';
import type { NextGoalWinsView } from './view.ts';

/** A chance as a whole percentage; never '0%' or '100%' for what may or may not happen. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const rounded = Math.round(p * 100);
  if (rounded === 0) return 'under 1%';
  if (rounded === 100) return 'over 99%';
  return `${rounded}%`;
}

/** What each result is called from one side, e.g. the defender's 'stopped' is 'you win the ball'. */
function resultWords(f: Forecast): Readonly<Record<keyof Odds, string>> {
  const mine = f.attacking;
  return {
    success: mine
      ? f.goal
        ? 'you score'
        : 'it comes off'
      : f.goal
        ? 'they score'
        : 'they get through',
    stopped: mine
      ? f.goal
        ? 'they stop it'
        : 'they win the ball'
      : f.goal
        ? 'you stop it'
        : 'you win the ball',
    freeKick: `a free kick for ${mine ? 'you' : 'them'}`,
    corner: `a corner for ${mine ? 'you' : 'them'}`,
    penalty: `a penalty for ${mine ? 'you' : 'them'}`,
  };
}

const ORDER: readonly (keyof Odds)[] = ['success', 'stopped', 'freeKick', 'corner', 'penalty'];

/** One case's results, the viewer's win first, e.g. 'you win the ball 58% · they get through 42%'. */
export function caseWords(f: Forecast, odds: Odds): string {
  const names = resultWords(f);
  const first: keyof Odds = f.attacking ? 'success' : 'stopped';
  const keys = [first, ...ORDER.filter((k) => k !== first)];
  const parts = keys.filter((k) => odds[k] > 0).map((k) => `${names[k]} ${percent(odds[k])}`);
  return parts.join(' · ');
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Conditions with the same results said once, e.g. 'if they pick their DEF' and 'if they pick
 * their STK' as 'if they pick their DEF or STK' (the words they share said once).
 */
export function joinWhens(whens: readonly string[]): string {
  const [first = '', ...rest] = whens;
  if (rest.length === 0) return first;
  const words = whens.map((w) => w.split(' '));
  let shared = 0;
  while (
    shared < (words[0]?.length ?? 0) - 1 &&
    words.every((w) => shared < w.length - 1 && w[shared] === words[0]?.[shared])
  )
    shared++;
  const head = words[0]?.slice(0, shared).join(' ') ?? '';
  const tails = words.map((w) => w.slice(shared).join(' '));
  return `${head}${head ? ' ' : ''}${tails.slice(0, -1).join(', ')} or ${tails.at(-1) ?? ''}`;
}

/**
 * What a choice's button says of its chances, line by line; [] when it starts no contest.
 * Cases with the same results share a line, at the place of the first.
 */
export function forecastLines(f: Forecast): string[] {
  const groups = new Map<string, string[]>();
  for (const c of f.cases) {
    const words = caseWords(f, c.odds);
    const whens = groups.get(words);
    if (c.when === null) groups.set(words, []);
    else if (whens) whens.push(c.when);
    else groups.set(words, [c.when]);
  }
  const lines = [...groups].map(([words, whens]) =>
    capital(whens.length === 0 ? words : `${joinWhens(whens)}: ${words}`),
  );
  if (f.note) lines.push(f.note);
  return lines;
}

/** The viewer's forecast for `choice`, or null for a spectator or a choice with no contest. */
export function choiceForecast(view: NextGoalWinsView, choice: LegalChoice): Forecast | null {
  const seat = view.viewer;
  if ((seat !== 0 && seat !== 1) || !choice.info) return null;
  return forecast(view, seat, choice.info);
}

/** What the chances leave out, said once above the choices, e.g. hidden tactic cards. */
export function unseenWords(forecasts: readonly (Forecast | null)[]): string | null {
  for (const f of forecasts) if (f?.unseen) return f.unseen;
  return null;
}
