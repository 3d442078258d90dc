/**
 * Playing Next Goal Wins in a page the way a person does: by clicking the board. Every
 * button marked data-action stands for one of the legal choices the server sent, so any of
 * them is a legal move; tactic cards and bench footballers are picked up first (data-tactic,
 * data-select) and then a place or an action is clicked. The shell's plain buttons are the
 * fallback. The taste is only there to see the board's parts: a substitution begun on the
 * bench, a tactic from the hand, and shots rather than endless passing.
 */
import type { Locator, Page } from 'playwright-core';
import { PATIENCE_MS, StallGuard, clickWhileThere } from './patience.ts';

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

/** Kinds of tray buttons in the order this taste prefers them. */
const TRAY_TASTE = ['shoot', 'header', 'dribble', 'cross', 'punt', 'pass', 'throw', 'move-up'];

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
 * A two-click move wanted now: null when there is none to make, else whether it was made.
 * When it was wanted but not made, the step looks again rather than going on to other
 * buttons, which could end the decision that offered it.
 */
type Wanted = boolean | null;

async function substitute(page: Page, stats: NgwPlayStats): Promise<Wanted> {
  const bench = page.locator('.ngw [data-select]:enabled');
  if (stats.benchFirstSubs > 0 || (await bench.count()) === 0) return null;
  if (!(await patientClick(bench.first()))) return false;
  const place = page.locator('.ngw-pitch .ngw-slot--home .ngw-slot__button:enabled');
  if (!(await patientClick(place.first()))) return false;
  stats.benchFirstSubs++;
  return true;
}

async function playTactic(page: Page, stats: NgwPlayStats): Promise<Wanted> {
  const toggle = page.locator('.ngw [data-tactic][aria-pressed="false"]:enabled');
  if (stats.tacticsPlayed > 0 || (await toggle.count()) === 0) return null;
  if (!(await patientClick(toggle.first()))) return false;
  const action = page.locator('.ngw [data-action]:enabled');
  if (!(await patientClick(action.first()))) return false;
  stats.tacticsPlayed++;
  return true;
}

async function tray(page: Page): Promise<boolean> {
  for (const kind of TRAY_TASTE) {
    const button = page.locator(`.ngw-tray__button--${kind}:enabled`);
    if ((await button.count()) > 0) return tryClick(button.first());
  }
  return false;
}

/** Plays one decision if this page has one now; says how, or null when it had none. */
export async function ngwStep(page: Page, stats: NgwPlayStats): Promise<'board' | 'shell' | null> {
  for (const twoClicks of [substitute, playTactic]) {
    const made = await twoClicks(page, stats);
    if (made !== null) return made ? 'board' : null;
  }
  const defend = page.locator('.ngw-tray__button--defend:enabled');
  if ((await defend.count()) > 0) return (await tryClick(defend.first())) ? 'board' : null;
  if (await tray(page)) return 'board';
  const done = page.locator('.ngw-decision [data-action]:enabled');
  const any = page.locator('.ngw [data-action]:enabled');
  const board = (await done.count()) > 0 ? done : any;
  if ((await board.count()) > 0) return (await tryClick(board.first())) ? 'board' : null;
  const shell = page.locator('.actions__button:enabled');
  if ((await shell.count()) === 0) return null;
  // The shell lists a decision at once; the board may show it a moment later (after a roll's
  // animation). Wait for the board to offer the same action for as long as the page needs,
  // unless the decision goes first (the table moved on, or a hot-seat cover came up): then
  // look again. Only a decision the board never offers is made from the shell.
  const action = await shell.first().getAttribute('data-action');
  const onBoard = page.locator(`.ngw [data-action="${action ?? ''}"]:enabled`);
  const guard = new StallGuard();
  for (;;) {
    if ((await onBoard.count()) > 0) return (await tryClick(onBoard.first())) ? 'board' : null;
    const still = page.locator(`.actions__button:enabled[data-action="${action ?? ''}"]`);
    if ((await still.count()) === 0) return null;
    if (guard.expired()) break;
    await page.waitForTimeout(30);
  }
  const label = (await shell.first().textContent()) ?? '';
  if (!(await tryClick(shell.first()))) return null;
  stats.shellLabels.push(label);
  return 'shell';
}

export function isFullTime(page: Page): Promise<boolean> {
  return page.locator('.outcome').isVisible();
}

/** Plays in `page` until full time. */
export async function playNgwToFullTime(page: Page, hooks: NgwHooks = {}): Promise<NgwPlayStats> {
  const guard = new StallGuard();
  const stats: NgwPlayStats = {
    moves: 0,
    boardMoves: 0,
    shellMoves: 0,
    shellLabels: [],
    benchFirstSubs: 0,
    tacticsPlayed: 0,
  };
  let contestSeen = false;
  for (;;) {
    if (await isFullTime(page)) return stats;
    guard.check(() => `No full time after ${stats.moves} moves`);
    const trayOpen = async (): Promise<boolean> =>
      (await page.locator('.ngw-tray__button:enabled').count()) > 0;
    if (!contestSeen && hooks.onContest && (await trayOpen())) {
      if ((await page.locator('.ngw-contest .ngw-roll--attack').count()) > 0) {
        contestSeen = true;
        await hooks.onContest(page);
      }
    }
    const how = await ngwStep(page, stats);
    if (!how) {
      await page.waitForTimeout(30);
      continue;
    }
    guard.moved();
    stats.moves++;
    if (how === 'board') stats.boardMoves++;
    else stats.shellMoves++;
  }
}
