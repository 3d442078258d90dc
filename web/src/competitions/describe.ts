/**
 * Words and choices of a competition's pages (issue #35) that depend on its view alone: the
 * game's title rather than its id, the leaver's bot with its article, and whether a running
 * Swiss or tables competition still takes a late entrant (so its page offers Join only then),
 * and a two-legged tie's aggregate.
 */
import type { CompetitionView } from './api.ts';
import { mayJoinSwiss } from '../../../src/competitions/swiss-records.ts';

type GameView = CompetitionView['rounds'][number]['games'][number];

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

/**
 * A two-legged tie's aggregate on its second leg's line once both legs are played, from that
 * game's first entrant's side, e.g. '3–3 on aggregate' (level: a deciding game follows);
 * undefined for any other game. The legs are the first two games of the tie (same stage and
 * tie), by round; a deciding game comes after them.
 */
export function aggregateWords(
  view: Pick<CompetitionView, 'format' | 'rounds' | 'settings'>,
  game: GameView,
): string | undefined {
  if (view.format !== 'knockout' || view.settings.legs !== 2 || game.second === null) return;
  const legs = view.rounds
    .slice()
    .sort((a, b) => a.round - b.round)
    .flatMap((r) => r.games.filter((g) => g.stage === game.stage && g.tie === game.tie))
    .slice(0, 2);
  const [first, second] = legs;
  if (second !== game || !first?.result || !second.result) return;
  let mine = 0;
  let theirs = 0;
  for (const leg of legs) {
    const scores = leg.result?.scores ?? [];
    const at = leg.first === game.first ? 0 : 1;
    mine += scores[at] ?? 0;
    theirs += scores[1 - at] ?? 0;
  }
  return `${String(mine)}–${String(theirs)} on aggregate`;
}
