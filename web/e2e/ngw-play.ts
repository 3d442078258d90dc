/**
 * Playing Next Goal Wins in a page the way a person does: by clicking the board. Every
 * button marked data-action stands for one of the legal choices the server sent, so any of
 * them is a legal move; tactic cards and bench footballers are picked up first (data-tactic,
 * data-select) and then a place or an action is clicked. The shell's plain buttons are the
 * fallback. The taste is only there to see the board's parts: a substitution begun on the
 * bench, a tactic from the hand, and shots rather than endless passing.
 */
import type { Locator, Page } from 'playwright-core';
import { PATIENCE_MS, StallGuard, changeMark, clickWhileThere, untilChanged } from './patience.ts';

export interface NgwPlayStats {
  moves: number;
  boardMoves: number;
  shellMoves: number;
  /** The labels of the decisions made from the shell's buttons (the board had no control). */
  shellLabels: string[];
  /** Substitutions made by clicking a bench footballer, then the place. */
  benchFirstSubs: number;
  tacticsPlayed: number;
}

export interface NgwHooks {
  /** Called once, the first time the page shows a roll and the ball's tray has choices. */
  readonly onContest?: (page: Page) => Promise<void>;
}

/** Clicks `target`; false when the table moved on under the pointer first: look again. */
const tryClick = (target: Locator): Promise<boolean> => clickWhileThere(target);

/**
 * A click that waits as long as the page needs. For a move this driver has begun (a bench
 * footballer or a tactic picked up, then its place), the decision waits for this seat, so the
 * target stays on offer: a short click timeout would only measure the machine's speed, and on a
 * loaded machine it gave up and let the next step end the break without the substitution.
 */
async function patientClick(target: Locator): Promise<boolean> {
  try {
    await target.click({ timeout: PATIENCE_MS });
    return true;
  } catch {
    return false;
  }
}

/**
 * What the page offers this seat at one instant, read in a single evaluation. Reading it
 * button kind by button kind let a decision arrive between two reads: a substitution break
 * that came after the bench was found empty but before "Done with substitutions" was looked
 * for was ended at once, with nobody brought on (a CI failure of the match test).
 */
export interface Offer {
  /** The page's count of changes when read (patience.ts changeMark), to wait on. */
  readonly mark: number;
  /** Full time: the table's outcome shows. */
  readonly over: boolean;
  /** The ball's tray offers a choice while a contest's attack roll shows. */
  readonly contest: boolean;
  /** A bench footballer may be picked up to start a substitution. */
  readonly bench: boolean;
  /** A tactic card in the hand may be picked up. */
  readonly tactic: boolean;
  /** The first kind of tray button in this taste's order, e.g. 'shoot'. */
  readonly tray: string | null;
  /** The data-action of the first button of the decision panel, else of the board. */
  readonly board: string | null;
  /** The data-action of the shell's first button (the fallback). */
  readonly shell: string | null;
}

/** Kinds of tray buttons in the order this taste prefers them: defending first. */
export const TRAY_TASTE = [
  'defend',
  'shoot',
  'header',
  'dribble',
  'cross',
  'punt',
  'pass',
  'throw',
  'move-up',
];

/**
 * Reads the offer in one evaluation, with what the play loop needs beside it (the change mark,
 * full time, a contest): a loop that asked each with a query of its own made four or five round
 * trips through the test process and the page for every look.
 */
export function readOffer(page: Page): Promise<Offer> {
  return page.evaluate(offerIn, TRAY_TASTE);
}

/**
 * The offer as the page reads it, run in the page (self-contained: its source is sent), so
 * that another loop's single evaluation can read it too (ngw-season-play.ts).
 */
export function offerIn(taste: readonly string[]): Offer {
  const find = (selector: string): Element | null => document.querySelector(selector);
  const action = (selector: string): string | null =>
    find(selector)?.getAttribute('data-action') ?? null;
  const outcome = find('.outcome');
  return {
    mark: window.pageChanges ?? -1,
    over:
      outcome !== null &&
      outcome.getClientRects().length > 0 &&
      getComputedStyle(outcome).visibility !== 'hidden',
    contest:
      find('.ngw-tray__button:enabled') !== null && find('.ngw-contest .ngw-roll--attack') !== null,
    bench: find('.ngw [data-select]:enabled') !== null,
    tactic: find('.ngw [data-tactic][aria-pressed="false"]:enabled') !== null,
    tray: taste.find((kind) => find(`.ngw-tray__button--${kind}:enabled`) !== null) ?? null,
    board: action('.ngw-decision [data-action]:enabled') ?? action('.ngw [data-action]:enabled'),
    shell: action('.actions__button:enabled'),
  };
}

/** The enabled board button that plays `action`. */
const boardButton = (page: Page, action: string): Locator =>
  page.locator(`.ngw [data-action="${action}"]:enabled`).first();

/** A bench footballer, then its place: false when it was not made (look again). */
async function substitute(page: Page, stats: NgwPlayStats): Promise<boolean> {
  if (!(await patientClick(page.locator('.ngw [data-select]:enabled').first()))) return false;
  const place = page.locator('.ngw-pitch .ngw-slot--home .ngw-slot__button:enabled');
  if (!(await patientClick(place.first()))) return false;
  stats.benchFirstSubs++;
  return true;
}

/** A tactic card, then the action it is played with: false when it was not made. */
async function playTactic(page: Page, stats: NgwPlayStats): Promise<boolean> {
  const toggle = page.locator('.ngw [data-tactic][aria-pressed="false"]:enabled');
  if (!(await patientClick(toggle.first()))) return false;
  const action = page.locator('.ngw [data-action]:enabled');
  if (!(await patientClick(action.first()))) return false;
  stats.tacticsPlayed++;
  return true;
}

/**
 * Plays one decision if this page has one now; says how, or null when it had none. Each
 * click names the very button the reading chose (its data-action, or its tray kind), so a
 * decision that arrives after the reading is not answered by whatever comes first in it.
 */
export async function ngwStep(
  page: Page,
  stats: NgwPlayStats,
  /** What the page offered when the caller just read it (readOffer); read here without it. */
  read?: Offer,
): Promise<'board' | 'shell' | null> {
  const offer = read ?? (await readOffer(page));
  // A two-click move begun is waited for, not abandoned: other buttons could end its decision.
  if (offer.bench && stats.benchFirstSubs === 0)
    return (await substitute(page, stats)) ? 'board' : null;
  if (offer.tactic && stats.tacticsPlayed === 0)
    return (await playTactic(page, stats)) ? 'board' : null;
  if (offer.tray !== null) {
    const button = page.locator(`.ngw-tray__button--${offer.tray}:enabled`).first();
    return (await tryClick(button)) ? 'board' : null;
  }
  if (offer.board !== null)
    return (await tryClick(boardButton(page, offer.board))) ? 'board' : null;
  if (offer.shell === null) return null;
  // The shell lists a decision at once; the board may show it a moment later (after a roll's
  // animation). Wait for the board to offer the same action for as long as the page needs,
  // unless the decision goes first (the table moved on, or a hot-seat cover came up): then
  // look again. Only a decision the board never offers is made from the shell.
  const onBoard = boardButton(page, offer.shell);
  const shell = page.locator(`.actions__button:enabled[data-action="${offer.shell}"]`).first();
  const guard = new StallGuard();
  for (;;) {
    const mark = await changeMark(page);
    if ((await onBoard.count()) > 0) return (await tryClick(onBoard)) ? 'board' : null;
    if ((await shell.count()) === 0) return null;
    if (guard.expired()) break;
    await untilChanged([page], [mark]);
  }
  const label = (await shell.textContent()) ?? '';
  if (!(await tryClick(shell))) return null;
  stats.shellLabels.push(label);
  return 'shell';
}

/** A match's play counted from nothing. */
export const newNgwPlayStats = (): NgwPlayStats => ({
  moves: 0,
  boardMoves: 0,
  shellMoves: 0,
  shellLabels: [],
  benchFirstSubs: 0,
  tacticsPlayed: 0,
});

/** Plays in `page` until full time. */
export async function playNgwToFullTime(page: Page, hooks: NgwHooks = {}): Promise<NgwPlayStats> {
  const guard = new StallGuard();
  const stats = newNgwPlayStats();
  let contestSeen = false;
  for (;;) {
    let offer = await readOffer(page);
    if (offer.over) return stats;
    guard.check(() => `No full time after ${stats.moves} moves`);
    if (!contestSeen && hooks.onContest && offer.contest) {
      contestSeen = true;
      await hooks.onContest(page);
      offer = await readOffer(page);
    }
    const how = await ngwStep(page, stats, offer);
    if (!how) {
      await untilChanged([page], [offer.mark]);
      continue;
    }
    guard.moved();
    stats.moves++;
    if (how === 'board') stats.boardMoves++;
    else stats.shellMoves++;
  }
}
