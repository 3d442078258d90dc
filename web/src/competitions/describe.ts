/**
 * Words and choices of a competition's pages (issue #35) that depend on its view alone: the
 * game's title rather than its id, the leaver's bot with its article, and whether a running
 * Swiss or tables competition still takes a late entrant (so its page offers Join only then).
 * A knockout's bracket has its own words (bracketWords.ts).
 */
import type { CompetitionView } from './api.ts';
import { mayJoinSwiss } from '../../../src/competitions/swiss-records.ts';

/** The game's title from the catalogue, e.g. 'Goalkeepers' for 'goalkeepers'; the id until it loads. */
export function gameTitle(
  games: readonly { readonly id: string; readonly title: string }[] | undefined,
  id: string,
): string {
  return games?.find((g) => g.id === id)?.title ?? id;
}

/** 'An easy bot', 'A normal bot', 'A hard bot'. */
export function leaverBotWords(level: CompetitionView['settings']['botLevel']): string {
  return `${level === 'easy' ? 'An' : 'A'} ${level} bot`;
}

/**
 * Whether someone not entered may still join: in entry, or a running Swiss or tables
 * competition until half its rounds have started (as the server's lifecycle decides, on the
 * rounds paired so far), e.g. a 3-round Swiss after round 1 has started, not after round 2.
 */
export function entryOpen(
  view: Pick<CompetitionView, 'status' | 'format' | 'rounds' | 'settings'>,
): boolean {
  if (view.status === 'entry') return true;
  if (view.status !== 'running' || (view.format !== 'swiss' && view.format !== 'tables'))
    return false;
  const started = Math.max(0, ...view.rounds.map((r) => r.round));
  return mayJoinSwiss(started, view.settings.rounds);
}
