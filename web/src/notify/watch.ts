/**
 * What "Your move" notifications tell (issue #35), as pure functions of the player's games
 * list (GET /api/my-games) asked again and again: a table that has come to wait for the
 * player's move, and a table new to the list (a competition round that started). Nothing is
 * told of the first list seen (the header's count says that), nothing twice for one wait, and
 * never a move of the player's own (their move takes a table out of waiting, which tells
 * nothing).
 */
import type { ListedGame } from '../games-list/api.ts';

/** What changed between two lists: the games to tell of. */
export interface Changes {
  /** Tables that wait for the player's move now and did not at the last look, e.g. Bo moved. */
  readonly moves: readonly ListedGame[];
  /** Tables unlisted at the last look and still in play now (a round's new game, say). */
  readonly fresh: readonly ListedGame[];
}

const NOTHING: Changes = { moves: [], fresh: [] };

/** The lists seen so far, and what each new one changes. */
export class MoveWatch {
  /** Tables seen in play, e.g. {'q3Z_x8aK0bLm'}; null before the first list. */
  private known: Set<string> | null = null;
  /** Of them, those waiting for the player's move at the last look. */
  private waiting = new Set<string>();

  /** The next list: what it changes since the last (nothing for the first). */
  see(games: readonly ListedGame[]): Changes {
    const playing = games.filter((g) => g.section !== 'finished');
    const waitingNow = new Set(playing.filter((g) => g.section === 'waiting').map((g) => g.id));
    const known = this.known;
    this.known = new Set([...(known ?? []), ...playing.map((g) => g.id)]);
    const before = this.waiting;
    this.waiting = waitingNow;
    if (known === null) return NOTHING;
    const fresh = playing.filter((g) => !known.has(g.id));
    const moves = playing.filter(
      (g) => g.section === 'waiting' && !before.has(g.id) && known.has(g.id),
    );
    return { moves, fresh };
  }

  /** Forgets everything (another player signed in): the next list is a first look again. */
  reset(): void {
    this.known = null;
    this.waiting = new Set();
  }
}

/** The quickest ask, while things change or the page was just opened (ms). */
export const QUICK_MS = 5_000;
/** The slowest ask while the page is in view (ms). */
export const SLOWEST_IN_VIEW_MS = 30_000;
/** The slowest ask while the page is in the background, or after failures (ms). */
export const SLOWEST_MS = 120_000;

/**
 * How long to wait before asking again: QUICK_MS after a change, else half as long again as
 * the last wait, up to SLOWEST_IN_VIEW_MS in view and SLOWEST_MS in the background; after a
 * failed ask, twice as long, up to SLOWEST_MS.
 */
export function nextDelay(
  last: number,
  asked: { readonly changed: boolean; readonly failed: boolean; readonly hidden: boolean },
): number {
  if (asked.failed) return Math.min(SLOWEST_MS, Math.max(QUICK_MS, last * 2));
  if (asked.changed) return QUICK_MS;
  const slowest = asked.hidden ? SLOWEST_MS : SLOWEST_IN_VIEW_MS;
  return Math.min(slowest, Math.max(QUICK_MS, Math.round(last * 1.5)));
}

/** A notice's words, e.g. 'Your move: Goalkeepers against Bo'. */
export function moveWords(title: string, game: ListedGame): string {
  const others = game.seats.filter((s) => !s.mine).map((s) => s.name);
  return `Your move: ${title}${others.length > 0 ? ` against ${others.join(', ')}` : ''}`;
}

/**
 * A round's notice, by the round's name as the server gives it (a knockout's stages as people
 * name them, src/competitions/round-names.ts), e.g. 'Round 2 of Sunday cup has started:
 * Goalkeepers against Bo', 'Semi-final, first leg of Four cup has started: …'.
 */
export function roundWords(
  competition: { readonly name: string; readonly roundName: string },
  title: string,
  game: ListedGame,
): string {
  const others = game.seats.filter((s) => !s.mine).map((s) => s.name);
  const against = others.length > 0 ? ` against ${others.join(', ')}` : '';
  return `${competition.roundName} of ${competition.name} has started: ${title}${against}`;
}
