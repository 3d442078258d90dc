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

/**
 * A choice's chances as a small table, where the other side's choices make several cases: the
 * words the cases begin with said once above them ('If they pick their'), a row a case ('DEF or
 * STK', 'MID'), a column a result ('you score', 'they stop it', 'a corner for you'). Two cases
 * of three results took six lines of a narrow button, and a set piece's three takers pushed a
 * phone's tactics off the screen (issue #37); as a table each case is one line.
 */
export interface ChanceTable {
  /** What every case begins with, e.g. 'If they pick their'; '' when they share nothing. */
  readonly ask: string;
  /** The results, the viewer's win first, e.g. ['you score', 'they stop it', 'a corner for you']. */
  readonly results: readonly string[];
  /** A case a row: its own words, e.g. 'DEF or STK', and a chance per result, e.g. '72%' or '–'. */
  readonly rows: readonly { readonly when: string; readonly chances: readonly string[] }[];
}

/** The table of `f`'s cases, or null when there is one case (a line says it). */
export function forecastTable(f: Forecast): ChanceTable | null {
  const groups = new Map<string, { odds: Odds; whens: string[] }>();
  for (const c of f.cases) {
    if (c.when === null) return null;
    const key = caseWords(f, c.odds);
    const group = groups.get(key);
    if (group) group.whens.push(c.when);
    else groups.set(key, { odds: c.odds, whens: [c.when] });
  }
  if (groups.size < 2) return null;
  const cases = [...groups.values()].map((g) => ({ odds: g.odds, when: joinWhens(g.whens) }));
  const names = resultWords(f);
  const first: keyof Odds = f.attacking ? 'success' : 'stopped';
  const keys = [first, ...ORDER.filter((k) => k !== first)].filter((k) =>
    cases.some((c) => c.odds[k] > 0),
  );
  const words = cases.map((c) => c.when.split(' '));
  let shared = 0;
  while (words.every((w) => shared < w.length - 1 && w[shared] === words[0]?.[shared])) shared++;
  return {
    ask: capital(words[0]?.slice(0, shared).join(' ') ?? ''),
    results: keys.map((k) => names[k]),
    rows: cases.map((c, i) => ({
      when: (words[i] ?? []).slice(shared).join(' '),
      chances: keys.map((k) => (c.odds[k] > 0 ? percent(c.odds[k]) : '–')),
    })),
  };
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
