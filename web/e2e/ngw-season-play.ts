/**
 * Playing a season of Next Goal Wins in a page the way a person does. Between matches every
 * season button (data-action, class ngw-season__button) is one of the legal choices the
 * server sent; in a match the match board is clicked as in ngw-play.ts. The taste: one
 * transfer when the window first opens, then no more; otherwise the first button. At a
 * match's full time it moves on at once. What the page showed on the way is counted, so a test
 * can say which parts of the season it saw.
 */
import type { Locator, Page } from 'playwright-core';
import { ngwStep, type NgwPlayStats } from './ngw-play.ts';
import { StallGuard, changeMark, clickWhileThere, untilChanged } from './patience.ts';

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
    match: {
      moves: 0,
      boardMoves: 0,
      shellMoves: 0,
      shellLabels: [],
      benchFirstSubs: 0,
      tacticsPlayed: 0,
    },
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

/** What the page shows now, counted into `stats`; the season's phase, or null without one. */
async function look(page: Page, stats: SeasonPlayStats): Promise<string | null> {
  const season = page.locator('.ngw-season');
  if ((await season.count()) === 0) return null;
  const phase = await season
    .first()
    .getAttribute('data-phase', { timeout: 1_000 })
    .catch(() => null);
  if (phase) stats.phases.add(phase);
  for (const name of await page.locator('.ngw-panel .ngw-event__name').allTextContents())
    stats.events.add(name);
  if (
    phase === 'match' &&
    (await page.locator('.ngw-season__watching').count()) > 0 &&
    (await page.locator('.ngw [data-action]:enabled, .ngw [data-tactic]:enabled').count()) === 0
  )
    stats.watched++;
  return phase;
}

/** Moves on from a match's full time if the page shows one; true when it clicked. */
async function moveOn(page: Page, stats: SeasonPlayStats): Promise<boolean> {
  const onward = page.locator('.ngw-fulltime__continue');
  if ((await onward.count()) === 0 || !(await tryClick(onward.first()))) return false;
  stats.fullTimes++;
  return true;
}

/** Plays one decision (or moves on from a full time) if this page has one now; true when it clicked. */
export async function seasonStep(
  page: Page,
  stats: SeasonPlayStats,
  onFirstDecision?: (page: Page, phase: string) => Promise<void>,
): Promise<boolean> {
  if (await moveOn(page, stats)) return true;
  const phase = await look(page, stats);
  // Only the buttons of the phase just read: if the table moves on meanwhile, none match.
  const scope = page.locator(`.ngw-season[data-phase="${phase ?? ''}"]`);
  const buttons = scope.locator('.ngw-season__button:enabled');
  if ((await buttons.count()) > 0) {
    if (onFirstDecision && phase && !stats.decided.has(phase)) await onFirstDecision(page, phase);
    let target = buttons.first();
    if (phase === 'transfer') {
      const deck = scope.locator('.ngw-deck__button:enabled');
      const wantsOne = stats.transfers === 0 && (await deck.count()) > 0;
      target = wantsOne ? deck.last() : scope.locator('.ngw-stop:enabled');
      if (!(await tryClick(target))) return false;
      if (wantsOne) stats.transfers++;
    } else if (phase === 'draft-deck' || phase === 'event-deck') {
      // Round the decks (DEF, MID, STK, GK …), so a squad drafted here has every position.
      const deck = scope.locator('.ngw-deck__button:enabled');
      const n = await deck.count();
      if (n > 0) target = deck.nth((stats.seasonMoves + 1) % n);
      if (!(await tryClick(target))) return false;
    } else if (!(await tryClick(target))) return false;
    stats.seasonMoves++;
    if (phase) stats.decided.add(phase);
    return true;
  }
  // A match's decisions are on its board. With no season board on the page yet (it is still
  // loading, or a hot-seat cover just went), there is nothing to play: look again.
  if (phase !== 'match') return false;
  const how = await ngwStep(page, stats.match);
  if (!how) return false;
  stats.match.moves++;
  if (how === 'board') stats.match.boardMoves++;
  else stats.match.shellMoves++;
  return true;
}

export function isOver(page: Page): Promise<boolean> {
  return page.locator('.outcome').isVisible();
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
    const mark = await changeMark(page);
    if (await isOver(page)) {
      // The last match's full time comes before the final table.
      await moveOn(page, stats);
      await look(page, stats);
      return stats;
    }
    guard.check(
      () =>
        `The season did not end: ${stats.seasonMoves} season and ${stats.match.moves} match moves, phases ${[...stats.phases].join(', ')}`,
    );
    if (await seasonStep(page, stats, onFirstDecision)) guard.moved();
    else await untilChanged([page], [mark]);
  }
}
