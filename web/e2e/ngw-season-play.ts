/**
 * Playing a season of Next Goal Wins in a page the way a person does. Between matches every
 * season button (data-action, class ngw-season__button) is one of the legal choices the
 * server sent; in a match the match board is clicked as in ngw-play.ts. The taste: one
 * transfer when the window first opens, then no more; otherwise the first button. At a
 * match's full time it moves on at once. What the page showed on the way is counted, so a test
 * can say which parts of the season it saw.
 */
import type { Locator, Page } from 'playwright-core';
import {
  TRAY_TASTE,
  newNgwPlayStats,
  ngwStep,
  offerIn,
  type NgwPlayStats,
  type Offer,
} from './ngw-play.ts';
import { StallGuard, clickWhileThere, untilChanged } from './patience.ts';

export interface SeasonPlayStats {
  /** Season decisions made by clicking the season board. */
  seasonMoves: number;
  /** Decisions made in matches (on the match board or, as a fallback, the shell). */
  match: NgwPlayStats;
  /** The season phases the page was seen in (data-phase), e.g. 'draft-deck', 'transfer'. */
  phases: Set<string>;
  /** Phases in which this page made a season decision. */
  decided: Set<string>;
  /** Transfers signed from a deck. */
  transfers: number;
  /** Times the page watched another seat's match with no control on the board. */
  watched: number;
  /** Event cards seen on the season panel, by name. */
  events: Set<string>;
  /** Matches whose full time the page showed (and moved on from). */
  fullTimes: number;
}

export function newSeasonStats(): SeasonPlayStats {
  return {
    seasonMoves: 0,
    match: newNgwPlayStats(),
    phases: new Set(),
    decided: new Set(),
    transfers: 0,
    watched: 0,
    events: new Set(),
    fullTimes: 0,
  };
}

/** Clicks `target`; false when the table moved on under the pointer first: look again. */
const tryClick = (target: Locator): Promise<boolean> => clickWhileThere(target);

/**
 * What the page shows at one instant, read in a single evaluation: a look used to be a
 * dozen Playwright queries (is the season there, its phase, the events, the watching note,
 * the controls, the buttons, the decks, the full time, the outcome), each a round trip
 * through the test process and the page, for every decision of a whole season.
 */
interface Seen {
  /** The page's count of changes when read (patience.ts changeMark), to wait on. */
  readonly mark: number;
  /** The season's phase (data-phase), e.g. 'transfer'; null with no season board. */
  readonly phase: string | null;
  /** The season has ended: the table's outcome shows. */
  readonly over: boolean;
  /** A match's full time shows, with its way on. */
  readonly fullTime: boolean;
  /** Event cards on the season panel, by name. */
  readonly events: readonly string[];
  /** The page watches another seat's match: the note shows and no control is enabled. */
  readonly watching: boolean;
  /** Enabled season buttons of the phase read. */
  readonly buttons: number;
  /** Enabled deck buttons of the phase read. */
  readonly decks: number;
  /** In a match, what its board offers (ngw-play.ts); null in the season's other phases. */
  readonly offer: Offer | null;
}

/** What the season page shows, run in the page with the match board's reading (offerIn). */
function seasonIn(offer: typeof offerIn, taste: readonly string[]): Seen {
  const season = document.querySelector('.ngw-season');
  const phase = season?.getAttribute('data-phase') ?? null;
  const outcome = document.querySelector('.outcome');
  const shown = (el: Element | null): boolean =>
    el !== null && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const controls = document.querySelector('.ngw [data-action]:enabled, .ngw [data-tactic]:enabled');
  return {
    mark: window.pageChanges ?? -1,
    phase,
    over: shown(outcome),
    fullTime: document.querySelector('.ngw-fulltime__continue') !== null,
    events: [...document.querySelectorAll('.ngw-panel .ngw-event__name')].map(
      (el) => el.textContent,
    ),
    watching:
      phase === 'match' &&
      document.querySelector('.ngw-season__watching') !== null &&
      controls === null,
    buttons: season?.querySelectorAll('.ngw-season__button:enabled').length ?? 0,
    decks: season?.querySelectorAll('.ngw-deck__button:enabled').length ?? 0,
    offer: phase === 'match' ? offer(taste) : null,
  };
}

/** The page now, in one evaluation: the season's reading and, in a match, the board's offer. */
function seeNow(page: Page): Promise<Seen> {
  return page.evaluate<Seen>(
    `(${seasonIn.toString()})(${offerIn.toString()}, ${JSON.stringify(TRAY_TASTE)})`,
  );
}

/** What the page shows now, counted into `stats`. */
async function look(page: Page, stats: SeasonPlayStats): Promise<Seen> {
  const seen = await seeNow(page);
  if (seen.phase) stats.phases.add(seen.phase);
  for (const name of seen.events) stats.events.add(name);
  if (seen.watching) stats.watched++;
  return seen;
}

/** Moves on from the match's full time the page showed; true when it clicked. */
async function moveOn(page: Page, stats: SeasonPlayStats): Promise<boolean> {
  if (!(await tryClick(page.locator('.ngw-fulltime__continue').first()))) return false;
  stats.fullTimes++;
  return true;
}

/** Plays one decision (or moves on from a full time) if `seen` offers one; true when it clicked. */
async function act(
  page: Page,
  stats: SeasonPlayStats,
  seen: Seen,
  onFirstDecision?: (page: Page, phase: string) => Promise<void>,
): Promise<boolean> {
  if (seen.fullTime) return moveOn(page, stats);
  const { phase } = seen;
  // Only the buttons of the phase read: if the table moves on meanwhile, none match.
  const scope = page.locator(`.ngw-season[data-phase="${phase ?? ''}"]`);
  if (seen.buttons > 0) {
    if (onFirstDecision && phase && !stats.decided.has(phase)) await onFirstDecision(page, phase);
    let target = scope.locator('.ngw-season__button:enabled').first();
    const deck = scope.locator('.ngw-deck__button:enabled');
    if (phase === 'transfer') {
      const wantsOne = stats.transfers === 0 && seen.decks > 0;
      target = wantsOne ? deck.last() : scope.locator('.ngw-stop:enabled');
      if (!(await tryClick(target))) return false;
      if (wantsOne) stats.transfers++;
    } else if (phase === 'draft-deck' || phase === 'event-deck') {
      // Round the decks (DEF, MID, STK, GK …), so a squad drafted here has every position.
      if (seen.decks > 0) target = deck.nth((stats.seasonMoves + 1) % seen.decks);
      if (!(await tryClick(target))) return false;
    } else if (!(await tryClick(target))) return false;
    stats.seasonMoves++;
    if (phase) stats.decided.add(phase);
    return true;
  }
  // A match's decisions are on its board. With no season board on the page yet (it is still
  // loading, or a hot-seat cover just went), there is nothing to play: look again.
  if (phase !== 'match') return false;
  const how = await ngwStep(page, stats.match, seen.offer ?? undefined);
  if (!how) return false;
  stats.match.moves++;
  if (how === 'board') stats.match.boardMoves++;
  else stats.match.shellMoves++;
  return true;
}

/** Plays one decision (or moves on from a full time) if this page has one now; true when it clicked. */
export async function seasonStep(
  page: Page,
  stats: SeasonPlayStats,
  onFirstDecision?: (page: Page, phase: string) => Promise<void>,
): Promise<boolean> {
  return act(page, stats, await look(page, stats), onFirstDecision);
}

/** Plays in `page` until the season is over (the outcome shows). */
export async function playSeason(
  page: Page,
  stats: SeasonPlayStats = newSeasonStats(),
  /** Called before the page's first decision in each season phase, e.g. for a screenshot. */
  onFirstDecision?: (page: Page, phase: string) => Promise<void>,
): Promise<SeasonPlayStats> {
  const guard = new StallGuard();
  for (;;) {
    const seen = await look(page, stats);
    if (seen.over) {
      // The last match's full time comes before the final table.
      if (seen.fullTime) await moveOn(page, stats);
      await look(page, stats);
      return stats;
    }
    guard.check(
      () =>
        `The season did not end: ${stats.seasonMoves} season and ${stats.match.moves} match moves, phases ${[...stats.phases].join(', ')}`,
    );
    if (await act(page, stats, seen, onFirstDecision)) guard.moved();
    else await untilChanged([page], [seen.mark]);
  }
}
