/**
 * Playing Golazo in the browser the way a person does: moves by clicking the pitch (a counter,
 * then a highlighted cell), rolls, the end of the moves and key events by the board's own
 * buttons, a shot's picks by clicking the goal, playable cards in the hand. The shell's list of
 * legal actions is read only to know what may be played (the labels name the cells); every
 * decision is clicked on the board. A small forward-minded chooser picks the moves, so that a
 * team with the ball gets to shoot.
 *
 * Cheap per decision (issue #32: a whole match is ~170 of them): what a decision needs is read
 * in one look in the page (`Look`), and after its clicks one wait in the page, on its own
 * mutation observer, says both that the server took it and what the page asks next; so a
 * decision costs its clicks and one round trip, with no polling and no accessibility-tree
 * queries (a role query works out names and styles over the whole page at every look).
 */
import { errors, type Locator, type Page } from 'playwright-core';
import { COUNTERS_PER_TEAM, rowOf } from '../../src/games/golazo/board.ts';
import { cell } from '../../src/games/golazo/scenario.ts';
import { PATIENCE_MS, StallGuard } from './patience.ts';

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

const counterOf = (page: Page, team: number, shirt: number) =>
  page.locator(`.gz-cell[data-counter="${String(team * COUNTERS_PER_TEAM + shirt - 1)}"]`);

/** Where the shown log stood before a click: its length and its newest line. */
export interface LogMark {
  readonly count: number;
  readonly last: string;
}

/** A window banner's way on for this seat, when enabled: Pass (asked), Continue (stopped). */
export type WindowWay = 'Pass' | 'Continue';

/** What the page shows a person at one instant, read in one look (`settle`). */
export interface Look {
  /** Full time: the outcome is shown. */
  readonly over: boolean;
  /** Hot-seat: the table is covered for the next person. */
  readonly covered: boolean;
  /** The window banner's enabled button, or null. */
  readonly window: WindowWay | null;
  /** The labels of the seat's legal actions, as the shell lists them (enabled ones). */
  readonly labels: readonly string[];
  /** The board's enabled buttons' labels, e.g. 'Roll for the kick-off'. */
  readonly buttons: readonly string[];
  /** The goal's targets open for a secret pick. */
  readonly targets: number;
  /** How many targets a save covers ('click the 3 targets'), 0 for an aim or no pick. */
  readonly cover: number;
  /** Whether the hand holds a card (or manager's ability) playable now. */
  readonly card: boolean;
  /** Whether the pitch takes no clicks now: it shows the others' moves or waits for the server. */
  readonly busy: boolean;
  /** The cell the ball rests on, or -1. */
  readonly ball: number;
  /** Where in the log the newest beginning of moves the list shows is (its place + 1; 0 none). */
  readonly starts: number;
  readonly mark: LogMark;
  /** The page's count of changes (patience.ts `changeMark`), to wait on with `untilChanged`. */
  readonly changes: number;
}

/** A wait in the page (`settle`): what it saw when it ended. */
interface Settled {
  readonly look: Look;
  /** The click was taken: the log moved past the mark (or the cover came, or the window went). */
  readonly taken: boolean;
  /** The page asks something: full time, a cover, a window's button, or idle legal actions. */
  readonly ready: boolean;
}

interface SettleArgs {
  /** The log before a click, or null when no click is waited for. */
  readonly mark: LogMark | null;
  /** The window's button clicked: its going also says the click was taken. */
  readonly way: WindowWay | null;
  /** How long the click is given to be taken before the wait ends untaken (ms). */
  readonly takenMs: number;
  /** How long the page is given to ask something (ms). */
  readonly readyMs: number;
  /**
   * Whether the wait goes on, once the click was taken, until the page asks this person
   * something: for a page played alone (against bots, or everyone on one device); another
   * person's browser has to be played meanwhile.
   */
  readonly asked: boolean;
}

/**
 * Runs in the page: resolves once the click before `mark` was taken and the page asks
 * something, looking at every change of the document (its own observer: no polling); or
 * untaken after `takenMs`; or as it stands after `readyMs`.
 */
function settleInPage(args: SettleArgs): Promise<Settled> {
  const starts = '.log__event--roll, .log__event--kick-off, .log__event--draw';
  const look = (): Look => {
    const lines = document.querySelectorAll('.log__event');
    const way = document.querySelector('.window-banner button:enabled')?.textContent.trim();
    const words = document.querySelector('.gz-goal-pick__words')?.textContent ?? '';
    const ball = document.querySelector('.gz-ball')?.closest('.gz-cell')?.getAttribute('data-cell');
    const texts = (selector: string): string[] =>
      [...document.querySelectorAll(selector)].map((el) => el.textContent);
    return {
      over: document.querySelector('.outcome') !== null,
      covered: document.querySelector('.pass-device') !== null,
      window: way === 'Pass' || way === 'Continue' ? way : null,
      labels: texts('.actions__button:enabled'),
      buttons: texts('.gz-buttons button:enabled'),
      targets: document.querySelectorAll(
        '.gz-goal-pick:not(.gz-goal-pick--waiting) .gz-target:enabled',
      ).length,
      cover: Number(/click the (\d) targets/.exec(words)?.[1] ?? 0),
      card: document.querySelector('.gz-card--playable') !== null,
      busy: document.querySelector('.gz-pitch[aria-busy="true"]') !== null,
      ball: ball === null || ball === undefined ? -1 : Number(ball),
      starts: Math.max(
        0,
        ...[...document.querySelectorAll(starts)].map(
          (line) => Number(line.getAttribute('data-index')) + 1,
        ),
      ),
      mark: {
        count: Number(document.querySelector('.log')?.getAttribute('data-events') ?? 0),
        last: lines[lines.length - 1]?.textContent ?? '',
      },
      changes: window.pageChanges ?? -1,
    };
  };
  const { mark, way } = args;
  const takenBy = (now: Look): boolean =>
    mark === null ||
    now.covered ||
    now.mark.count > mark.count ||
    now.mark.last !== mark.last ||
    (way !== null && now.window !== way);
  const asks = (now: Look): boolean =>
    now.over || now.covered || now.window !== null || (now.labels.length > 0 && !now.busy);
  return new Promise((resolve) => {
    let timers: number[] = [];
    const end = (now: Look, taken: boolean): void => {
      observer.disconnect();
      for (const timer of timers) clearTimeout(timer);
      resolve({ look: now, taken, ready: asks(now) });
    };
    const check = (): void => {
      const now = look();
      if (takenBy(now) && (!args.asked || asks(now))) end(now, true);
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    timers = [
      window.setTimeout(() => {
        const now = look();
        if (!takenBy(now)) end(now, false);
      }, args.takenMs),
      window.setTimeout(() => {
        const now = look();
        end(now, takenBy(now));
      }, args.readyMs),
    ];
    check();
  });
}

const settle = (page: Page, args: SettleArgs): Promise<Settled> =>
  page.evaluate(settleInPage, args);

/** What the page shows now, in one look, without waiting. */
export const lookNow = async (page: Page): Promise<Look> =>
  (await settle(page, { mark: null, way: null, takenMs: 0, readyMs: 0, asked: false })).look;

/**
 * Waits until the page asks the person something (a decision, a window's button, a cover, full
 * time) and returns what it shows then; as it stands after the patience if nothing is asked.
 */
export const untilAsked = async (page: Page): Promise<Look> =>
  (
    await settle(page, {
      mark: null,
      way: null,
      takenMs: PATIENCE_MS,
      readyMs: PATIENCE_MS,
      asked: true,
    })
  ).look;

/** How long a click is given to be taken before it is looked at again. */
const TAKEN_MS = 5_000;

/**
 * After a click on `target` from `before`: waits until the server took it (and, if `asked`,
 * until the page asks the next thing), and returns that look. A click the board let go (it turned busy between the
 * look and the click: a frame drawn for an update that came then, which also disables the
 * buttons) sent nothing, and is made again once the board is idle; a click that was sent keeps
 * the board busy until the server answers, so it is never made twice. Seen under load: a
 * kick-off's lit cell clicked once, then lit for 120 s with nothing sent; the same with 'End the
 * moves' in a 2v2 hot-seat match.
 */
async function takenAfter(
  page: Page,
  target: Locator,
  before: LogMark,
  asked: boolean,
  way: WindowWay | null = null,
): Promise<Look> {
  const guard = new StallGuard();
  for (;;) {
    const settled = await settle(page, {
      mark: before,
      way,
      takenMs: TAKEN_MS,
      readyMs: PATIENCE_MS,
      asked,
    });
    if (settled.taken) return settled.look;
    if (guard.expired() || (!settled.look.busy && (await target.count()) === 0))
      throw new Error(`the click was not taken: ${await whatShows(page)}`);
    if (!settled.look.busy) await target.click();
  }
}

/** What the page shows a person, for a failure's message: the alerts, the log's end, the actions. */
async function whatShows(page: Page): Promise<string> {
  const alerts = await page.getByRole('alert').allTextContents();
  const log = (await page.locator('.log__event').allTextContents()).slice(-4);
  const actions = await page.locator('.actions__button:enabled').allTextContents();
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

/** Clicks `target` if it shows within a few seconds; false when it did not. */
async function clickIfShown(target: Locator): Promise<boolean> {
  try {
    await target.click({ timeout: TAKEN_MS });
    return true;
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    return false;
  }
}

/**
 * Plays `move` on the pitch from the idle look whose log stood at `before`: clicks its counter
 * (or the carrier, for the ball) until its cell is highlighted, then the cell; a kick-off is a
 * click on the counter named, then on the kick-off space lit; a receiver, on the counter named.
 */
async function playOnPitch(
  page: Page,
  move: PitchMove,
  team: number,
  before: LogMark,
  asked: boolean,
): Promise<Look> {
  if (move.kind === 'kick-off' || move.kind === 'give') {
    const own = counterOf(page, team, move.shirt);
    await own.click();
    if (move.kind === 'give') return takenAfter(page, own, before, asked);
    const spot = page.locator('.gz-cell--target').first();
    await spot.click();
    return takenAfter(page, spot, before, asked);
  }
  const target = page.locator(
    `.gz-cell[data-cell="${String(move.to)}"]:is(.gz-cell--target, .gz-cell--lane)`,
  );
  const piece =
    move.kind === 'tackle' ? counterOf(page, team, move.shirt) : cellOf(page, move.from);
  for (let tries = 0; ; tries++) {
    if (tries > 3) throw new Error(`${move.label}: its cell never lit up`);
    await piece.click();
    if (await clickIfShown(target)) return takenAfter(page, target, before, asked);
  }
}

/** Clicks the goal for a secret pick: the first target to aim, or as many as the keeper covers. */
async function pickOnGoal(page: Page, look: Look, asked: boolean): Promise<Look> {
  const targets = page.locator('.gz-goal-pick:not(.gz-goal-pick--waiting) .gz-target:enabled');
  const count = look.cover > 0 ? look.cover : 1;
  // The keeper covers the last targets, the shooter aims at the first: a goal. A pick that went
  // away before its click (the moment moved on since the look: seen on a loaded CI, the click
  // then waited 120 s for a target that was not coming back) is looked at again.
  for (let i = 0; i < count; i++)
    if (!(await clickWhileShown(targets.nth(look.cover > 0 ? 5 - i : 0)))) return lookNow(page);
  const settled = await settle(page, {
    mark: look.mark,
    way: null,
    takenMs: PATIENCE_MS,
    readyMs: PATIENCE_MS,
    asked,
  });
  if (!settled.taken) throw new Error(`the pick was not taken: ${await whatShows(page)}`);
  return settled.look;
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
  /** What the page showed once the decision was taken (see `Pace`); absent for 'none'. */
  readonly next?: Look;
  /** What the page showed when the decision was made (for 'none': what it shows). */
  readonly looked: Look;
}

/** The moves played on the pitch since the moves last began (a roll, a kick-off, a card). */
export interface Played {
  moves: number;
  /** Where in the log the beginning counted from was (its place + 1; 0 before any). */
  starts: number;
}

/** How `decide` orders the board's buttons when no move is played (golazo-rehearsal.ts too). */
export const buttonOrder = (how: Chooser): readonly RegExp[] => [
  how.crosses ? /^(Shoot|Take a long shot|Cross)/ : /^(Shoot|Take a long shot)$/,
  /^Let the chance go$/,
  /^High clearance$/,
  /^Let the moment pass$/,
  /^Roll/,
  /^End the moves$/,
  /./,
];

/** Clicks `target` unless it goes away first (a window closing by its countdown). */
async function clickWhileShown(target: Locator): Promise<boolean> {
  const guard = new StallGuard();
  while (!(await clickIfShown(target))) {
    if ((await target.count()) === 0) return false;
    guard.check(() => `could not click ${String(target)}`);
  }
  return true;
}

/**
 * Clicks the window banner's `way` (Pass or Continue) if it is still there, and returns what the
 * page shows once it was taken (with `asked`, once it asks the next thing); null when the window
 * closed first.
 */
export async function answerWindow(
  page: Page,
  way: WindowWay,
  look: Look,
  asked: boolean,
): Promise<Look | null> {
  const button = page.locator('.window-banner button:enabled', { hasText: new RegExp(`^${way}$`) });
  if (!(await clickWhileShown(button))) return null;
  return takenAfter(page, button, look.mark, asked, way);
}

/** How `decide` reads the page and waits after its clicks. */
export interface Pace {
  /** What the page shows, if the caller has just read it (a decision's `next`). */
  readonly look?: Look;
  /** Whether, once taken, the decision waits until the page asks the next thing (see settle). */
  readonly asked?: boolean;
}

/**
 * Makes the page's seat's next decision on the board, if it has one now: a window's Continue,
 * a pick on the goal, a playable card, a move on the pitch, else one of the board's buttons (a
 * key event first, then a clearance, the roll, the end of the moves).
 */
export async function decide(
  page: Page,
  how: Chooser,
  played: Played,
  pace: Pace = {},
): Promise<Decided> {
  const seen = pace.look ?? (await lookNow(page));
  const asked = pace.asked ?? false;
  // The newest beginning the list shows (it shows the latest lines only): a later one than
  // counted from starts the count again.
  if (seen.starts > played.starts) [played.moves, played.starts] = [0, seen.starts];
  if (seen.window === 'Continue') {
    const next = await answerWindow(page, 'Continue', seen, asked);
    return next ? { kind: 'continue', next, looked: seen } : { kind: 'none', looked: seen };
  }
  if (seen.labels.length === 0 || seen.covered) return { kind: 'none', looked: seen };
  if (seen.targets > 0)
    return { kind: 'goal', next: await pickOnGoal(page, seen, asked), looked: seen };
  if (seen.card) {
    const card = page.locator('.gz-card--playable').first();
    await card.click();
    return { kind: 'card', next: await takenAfter(page, card, seen.mark, asked), looked: seen };
  }
  // Nothing is clicked while the pitch shows the others' moves (or waits for the server): a
  // click then counts for nothing, and the ball is drawn on its way, not where it rests.
  if (seen.busy) return { kind: 'none', looked: seen };
  const moves = seen.labels.map(pitchMove).filter((m): m is PitchMove => m !== null);
  const canEnd = seen.labels.includes('End the moves');
  const attacking = moves.some((m) => m.kind === 'pass' || m.kind === 'dribble');
  const tired = played.moves >= how.movesPerTurn || (how.standsOff === true && !attacking);
  const move = canEnd && tired ? null : forward(moves, how.team, seen.ball);
  if (move) {
    const next = await playOnPitch(page, move, how.team, seen.mark, asked);
    played.moves++;
    return { kind: 'pitch', move, next, looked: seen };
  }
  for (const name of buttonOrder(how)) {
    const label = seen.buttons.find((text) => name.test(text));
    if (label === undefined) continue;
    const button = page.locator('.gz-buttons button:enabled', { hasText: label }).first();
    await button.click();
    const next = await takenAfter(page, button, seen.mark, asked);
    return { kind: 'button', next, looked: seen };
  }
  return { kind: 'none', looked: seen };
}

/**
 * Turns the page's CSS transitions and animations off, for a page that plays many decisions.
 * The app's reduced motion (web/src/styles/app.css) now turns transitions off itself (it used
 * to give every element a 0.01 ms one: ~100 transitions a second through a match, issue #32);
 * this also stops the animations reduced motion only shortens. None of the match's claims is
 * about them, and nothing in the app waits for their end.
 */
export async function stillStyles(page: Page): Promise<void> {
  const css = '*, *::before, *::after { transition: none !important; animation: none !important; }';
  // On every document the page opens from now on, and on the one it shows.
  await page.addInitScript((text) => {
    const add = (): void => {
      const style = document.createElement('style');
      style.textContent = text;
      document.head.append(style);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', add);
    else add();
  }, css);
  if (page.url() !== 'about:blank') await page.addStyleTag({ content: css });
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
