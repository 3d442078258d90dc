/**
 * Playing Golazo in the browser the way a person does: moves by clicking the pitch (a counter,
 * then a highlighted cell), rolls, the end of the moves and key events by the board's own
 * buttons, a shot's picks by clicking the goal, playable cards in the hand. The shell's list of
 * legal actions is read only to know what may be played (the labels name the cells); every
 * decision is clicked on the board. A small forward-minded chooser picks the moves, so that a
 * team with the ball gets to shoot.
 */
import { errors, type Locator, type Page } from 'playwright-core';
import { COUNTERS_PER_TEAM, rowOf } from '../../src/games/golazo/board.ts';
import { cell } from '../../src/games/golazo/scenario.ts';
import { PATIENCE_MS, POLL_MS } from './patience.ts';

/** A move the pitch offers, read from its label, e.g. '#9 dribbles e7–e8', 'Pass e7–f6 to #8'. */
export interface PitchMove {
  readonly label: string;
  readonly kind: 'step' | 'dribble' | 'pass' | 'tackle' | 'kick-off' | 'give';
  /** The cell clicked first (the counter, or the carrier for the ball), or -1. */
  readonly from: number;
  /** The cell clicked second, or -1 (a kick-off or receiver named by shirt). */
  readonly to: number;
  readonly shirt: number;
}

const MOVE = /^#(\d+) (steps|dribbles) ([a-i]\d+)–([a-i]\d+)$/;
const PASS = /^Pass ([a-i]\d+)–([a-i]\d+) to #(\d+)$/;
const TACKLE = /^#(\d+) tackles on ([a-i]\d+)$/;
const KICK_OFF = /^#(\d+) takes the kick-off$/;
const GIVE = /^Give the ball to #(\d+)$/;

export function pitchMove(label: string): PitchMove | null {
  let m = MOVE.exec(label);
  if (m) {
    const kind = m[2] === 'steps' ? 'step' : 'dribble';
    return { label, kind, from: cell(m[3] ?? ''), to: cell(m[4] ?? ''), shirt: Number(m[1]) };
  }
  m = PASS.exec(label);
  if (m) return { label, kind: 'pass', from: cell(m[1] ?? ''), to: cell(m[2] ?? ''), shirt: 0 };
  m = TACKLE.exec(label);
  if (m) return { label, kind: 'tackle', from: -1, to: cell(m[2] ?? ''), shirt: Number(m[1]) };
  m = KICK_OFF.exec(label);
  if (m) return { label, kind: 'kick-off', from: -1, to: -1, shirt: Number(m[1]) };
  m = GIVE.exec(label);
  if (m) return { label, kind: 'give', from: -1, to: -1, shirt: Number(m[1]) };
  return null;
}

const cellOf = (page: Page, at: number) => page.locator(`.gz-cell[data-cell="${String(at)}"]`);

/** The labels of the seat's legal actions, as the shell lists them. */
export const legalLabels = (page: Page): Promise<string[]> =>
  page.locator('.actions__button:enabled').allTextContents();

/** Where the shown log stood before a click: its length and its newest line. */
export interface LogMark {
  readonly count: number;
  readonly last: string;
}

/** The log's mark now: how many events it holds (its list shows the latest) and the newest. */
export const logMark = (page: Page): Promise<LogMark> =>
  page.evaluate(() => {
    const lines = document.querySelectorAll('.log__event');
    const count = Number(document.querySelector('.log')?.getAttribute('data-events') ?? 0);
    return { count, last: lines[lines.length - 1]?.textContent ?? '' };
  });

/**
 * Waits until the log moved past `before` (more lines, or a newest line that differs): the server
 * took the click. In hot-seat the table may be covered for the next person instead, which also
 * says so; or it shows the next person's log uncovered (a teammate, GZ-12.2), which is their own
 * and need not be longer than the one before (each seat's log holds what that seat may see), so
 * its newest line tells.
 */
export async function logGrows(page: Page, before: LogMark): Promise<void> {
  try {
    await logMoved(page, before, PATIENCE_MS);
  } catch (error) {
    throw new Error(`the click was not taken: ${await whatShows(page)}`, { cause: error });
  }
}

/** Waits up to `timeout` ms for the log to move past `before` (see logGrows). */
const logMoved = (page: Page, before: LogMark, timeout: number) =>
  page.waitForFunction(
    (mark) => {
      if (document.querySelector('.pass-device') !== null) return true;
      const lines = document.querySelectorAll('.log__event');
      const last = lines[lines.length - 1]?.textContent ?? '';
      const count = Number(document.querySelector('.log')?.getAttribute('data-events') ?? 0);
      return count > mark.count || last !== mark.last;
    },
    before,
    { timeout, polling: POLL_MS },
  );

/** How long a click on the pitch is given to be taken before it is made again. */
const TAKEN_MS = 5_000;

/**
 * Clicks `target` (a lit cell, or one of the board's buttons or cards) until the server takes
 * the move, each time once the pitch is idle. A click the board lets go (it turned busy between
 * the idle pitch and the click: a frame drawn for an update that came then, which also
 * disables the buttons) sends nothing, and a person clicks again; a click that was sent keeps
 * the board busy until the server answers, so it is never made twice. Seen under load: a
 * kick-off's lit cell clicked once, then lit for 120 s with nothing sent; the same with 'End the
 * moves' in a 2v2 hot-seat match.
 */
async function clickUntilTaken(page: Page, target: Locator, before: LogMark): Promise<void> {
  for (let tries = 0; tries < PATIENCE_MS / TAKEN_MS; tries++) {
    // Idle, or covered for the next person in hot-seat (the move was taken).
    await page
      .locator('.gz-pitch[aria-busy="false"]')
      .or(page.locator('.pass-device'))
      .first()
      .waitFor({ timeout: PATIENCE_MS });
    if ((await moved(page, before)) || (await target.count()) === 0) break;
    await target.click();
    try {
      await logMoved(page, before, TAKEN_MS);
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
    }
  }
  await logGrows(page, before);
}

/** What the page shows a person, for a failure's message: the alerts, the log's end, the actions. */
async function whatShows(page: Page): Promise<string> {
  const alerts = await page.getByRole('alert').allTextContents();
  const log = (await page.locator('.log__event').allTextContents()).slice(-4);
  const actions = await legalLabels(page);
  const lit = await page
    .locator('.gz-cell--target, .gz-cell--lane, .gz-cell--selected')
    .evaluateAll((cells) =>
      cells.map((c) => `${c.getAttribute('data-cell') ?? ''} ${c.getAttribute('class') ?? ''}`),
    );
  return JSON.stringify({ alerts, log, actions: actions.slice(0, 12), lit });
}

/** How far up the pitch `at` is for `team`: 0 on its own goal line, 13 on the other. */
const ahead = (at: number, team: number): number => (team === 0 ? rowOf(at) : 13 - rowOf(at));

/** How many steps `at` is from the middle of the box `team` attacks (GZ-1.3's space 5). */
function toGoal(at: number, team: number): number {
  const row = team === 0 ? 11 : 2;
  return Math.max(Math.abs(rowOf(at) - row), Math.abs((at % 9) - 4));
}

/**
 * The cell the ball rests on, or -1: read once the pitch is still, since while it animates the
 * other's moves the ball is drawn on the way, and the chooser would then pick by where the
 * ball was drawn at that instant — another move on a slower or faster run.
 */
async function ballAt(page: Page): Promise<number> {
  await pitchIdle(page);
  const at = await page.locator('.gz-cell:has(.gz-ball)').first().getAttribute('data-cell');
  return at === null ? -1 : Number(at);
}

/**
 * The move a forward-minded player makes: a tackle; else the pass or dribble that takes the
 * ball nearest the box it attacks, if it gains ground; else a teammate's step forward, best
 * one that gets just ahead of the ball in a passing line. Null when nothing gains.
 */
export function forward(moves: readonly PitchMove[], team: number, ball: number): PitchMove | null {
  const tackle = moves.find((m) => m.kind === 'tackle');
  if (tackle) return tackle;
  const only = moves.find((m) => m.kind === 'kick-off' || m.kind === 'give');
  if (only) return only;
  const score = (m: PitchMove): number => {
    if (m.kind === 'pass' || m.kind === 'dribble')
      return 100 * (toGoal(ball, team) - toGoal(m.to, team));
    if (ball < 0) return 0;
    const columns = Math.abs((m.to % 9) - (ball % 9));
    const before = ahead(m.to, team) - ahead(ball, team);
    // A teammate runs into the ball's column just ahead of it (a short straight pass, GZ-5.3),
    // or else a diagonal line; any other forward run counts for little.
    if (before >= 1 && columns === 0 && m.from % 9 !== ball % 9) return 80 - before;
    if (before >= 1 && columns === before) return 40 - before;
    const gain = ahead(m.to, team) - ahead(m.from, team);
    return gain > 0 ? Math.max(1, 10 + gain - columns) : 0;
  };
  let best: PitchMove | null = null;
  let bestScore = 0;
  for (const m of moves) {
    const s = score(m);
    if (s > bestScore) [best, bestScore] = [m, s];
  }
  return best;
}

/**
 * Plays `move` on the pitch: clicks its counter (or the carrier, for the ball) until its cell
 * is highlighted, then the cell; a kick-off or receiver is a click on the counter named.
 */
export async function playOnPitch(page: Page, move: PitchMove, team: number): Promise<void> {
  const before = await logMark(page);
  await pitchIdle(page);
  if (move.kind === 'kick-off' || move.kind === 'give') {
    const counter = team * COUNTERS_PER_TEAM + move.shirt - 1;
    const own = page.locator(`.gz-cell[data-counter="${String(counter)}"]`);
    await own.click();
    if (move.kind === 'kick-off' && !(await moved(page, before))) {
      // The kick-off is a move onto the kick-off space: its highlighted cell, clicked once the
      // pitch takes clicks (while it is busy a click on it is let go, as for any move: a
      // loaded run clicked the lit cell then and waited 120 s for a kick-off never sent).
      const spot = page.locator('.gz-cell--target').first();
      await spot.waitFor();
      await clickUntilTaken(page, spot, before);
      return;
    }
    await logGrows(page, before);
    return;
  }
  const target = page.locator(
    `.gz-cell[data-cell="${String(move.to)}"]:is(.gz-cell--target, .gz-cell--lane)`,
  );
  const from = move.kind === 'tackle' ? -1 : move.from;
  for (let tries = 0; (await target.count()) === 0; tries++) {
    if (tries > 3) throw new Error(`${move.label}: its cell never lit up`);
    if (from >= 0) await cellOf(page, from).click();
    else {
      const tackler = team * COUNTERS_PER_TEAM + move.shirt - 1;
      await page.locator(`.gz-cell[data-counter="${String(tackler)}"]`).click();
    }
  }
  await target.hover();
  await clickUntilTaken(page, target, before);
}

/**
 * Waits while the pitch shows the other's moves (a click on it counts only once they have
 * played, as a person sees) or waits for the server.
 */
const pitchIdle = (page: Page): Promise<void> =>
  page.locator('.gz-pitch[aria-busy="false"]').waitFor({ timeout: PATIENCE_MS });

/** Whether the log moved past `before`, or the table is covered for the next person. */
async function moved(page: Page, before: LogMark): Promise<boolean> {
  if ((await page.locator('.pass-device').count()) > 0) return true;
  const now = await logMark(page);
  return now.count > before.count || now.last !== before.last;
}

/** The board's own button named `name`, if offered now. */
const boardButton = (page: Page, name: RegExp) =>
  page.locator('.gz-buttons button:enabled', { hasText: name }).first();

/** Clicks the goal for a secret pick: the first target to aim, or as many as the keeper covers. */
export async function pickOnGoal(page: Page): Promise<boolean> {
  const targets = page.locator('.gz-goal-pick:not(.gz-goal-pick--waiting) .gz-target:enabled');
  if ((await targets.count()) === 0) return false;
  const before = await logMark(page);
  const words = (await page.locator('.gz-goal-pick__words').textContent()) ?? '';
  const cover = /click the (\d) targets/.exec(words);
  const count = cover ? Number(cover[1]) : 1;
  // The keeper covers the last targets, the shooter aims at the first: a goal.
  for (let i = 0; i < count; i++) {
    const at = cover ? 5 - i : 0;
    await targets.nth(at).click();
  }
  await logGrows(page, before);
  return true;
}

export interface Chooser {
  /** The seat's team: 0 for the Reds, 1 for the Blues. */
  readonly team: number;
  /** The most moves played on the pitch in one moves step, before ending them. */
  readonly movesPerTurn: number;
  /** Whether a cross is taken (else only shots and long shots). */
  readonly crosses: boolean;
  /** Whether the team, without the ball, just ends its moves. */
  readonly standsOff?: boolean;
}

/** What one decision was, for the caller's checks; a move on the pitch with the move. */
export type Decision = 'pitch' | 'goal' | 'card' | 'button' | 'continue' | 'none';
export interface Decided {
  readonly kind: Decision;
  readonly move?: PitchMove;
}

/** The moves played on the pitch since the moves last began (a roll, a kick-off, a card). */
export interface Played {
  moves: number;
  /** Where in the log the beginning counted from was (its place + 1; 0 before any). */
  starts: number;
}

const STARTS = '.log__event--roll, .log__event--kick-off, .log__event--draw';

/**
 * Makes the page's seat's next decision on the board, if it has one now: a playable card, a
 * pick on the goal, a move on the pitch, else one of the board's buttons (a key event first,
 * then a clearance, the roll, the end of the moves).
 */
export async function decide(page: Page, how: Chooser, played: Played): Promise<Decided> {
  // The newest beginning the list shows (it shows the latest lines only): a later one than
  // counted from starts the count again.
  const starts = await page
    .locator(STARTS)
    .evaluateAll((lines) =>
      Math.max(0, ...lines.map((line) => Number(line.getAttribute('data-index')) + 1)),
    );
  if (starts > played.starts) [played.moves, played.starts] = [0, starts];
  const continueButton = page
    .getByRole('region', { name: 'A moment to respond' })
    .locator('button:enabled', { hasText: /^Continue$/ });
  if (await continueButton.isVisible()) {
    const before = await logMark(page);
    await continueButton.click();
    await logGrows(page, before);
    return { kind: 'continue' };
  }
  const labels = await legalLabels(page);
  if (labels.length === 0) return { kind: 'none' };
  if (await pickOnGoal(page)) return { kind: 'goal' };
  const card = page.locator('.gz-card--playable').first();
  if ((await card.count()) > 0) {
    await clickUntilTaken(page, card, await logMark(page));
    return { kind: 'card' };
  }
  const moves = labels.map(pitchMove).filter((m): m is PitchMove => m !== null);
  const canEnd = labels.includes('End the moves');
  const attacking = moves.some((m) => m.kind === 'pass' || m.kind === 'dribble');
  const tired = played.moves >= how.movesPerTurn || (how.standsOff === true && !attacking);
  const move = canEnd && tired ? null : forward(moves, how.team, await ballAt(page));
  if (move) {
    await playOnPitch(page, move, how.team);
    played.moves++;
    return { kind: 'pitch', move };
  }
  const order = [
    how.crosses ? /^(Shoot|Take a long shot|Cross)/ : /^(Shoot|Take a long shot)$/,
    /^Let the chance go$/,
    /^High clearance$/,
    /^Let the moment pass$/,
    /^Roll/,
    /^End the moves$/,
    /./,
  ];
  for (const name of order) {
    const button = boardButton(page, name);
    if ((await button.count()) === 0) continue;
    await clickUntilTaken(page, button, await logMark(page));
    return { kind: 'button' };
  }
  return { kind: 'none' };
}

/** Waits until the page's seat has something to decide, or the match is over. */
export async function waitForTurn(page: Page): Promise<void> {
  await page
    .locator('.actions__button:enabled')
    .or(page.locator('.outcome__headline'))
    .or(page.getByRole('region', { name: 'A moment to respond' }).getByRole('button'))
    .first()
    .waitFor({ timeout: PATIENCE_MS });
}

/**
 * Records in the page, from now on, every key moment the board shows and whether its pitch
 * ever animated: a mutation observer, so nothing shown between two looks is missed.
 */
export async function watchBoard(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { moments: [] as string[], moving: false };
    (window as unknown as { gzSeen: typeof seen }).gzSeen = seen;
    const look = (): void => {
      for (const el of document.querySelectorAll('[data-moment]')) {
        const kind = el.getAttribute('data-moment') ?? '';
        if (!seen.moments.includes(kind)) seen.moments.push(kind);
      }
      if (document.querySelector('.gz-pitch--moving')) seen.moving = true;
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    look();
  });
}

/** What watchBoard recorded: the kinds of moments shown, and whether the pitch animated. */
export const boardSeen = (page: Page): Promise<{ moments: string[]; moving: boolean }> =>
  page.evaluate(
    () => (window as unknown as { gzSeen: { moments: string[]; moving: boolean } }).gzSeen,
  );
