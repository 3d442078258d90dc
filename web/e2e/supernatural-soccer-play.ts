/**
 * A person's decisions in Supernatural Soccer, played on the board alone (the action cards,
 * the reachable hexes, the kick arrows, the combat buttons, the Game Changers in hand and
 * their targets on the field), never by the shell's action buttons: only a window's Pass or
 * Continue is the banner's. Each click is checked taken by the log growing.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { PATIENCE_MS, clickWhileThere } from './patience.ts';
import { shot } from './shots.ts';
import { logLength, waitLogPast } from './tables.ts';

/** Actions the board itself offers: never played by a button of the shell's. */
export const ON_THE_BOARD =
  /^(Commit |Move to |Stay on |Kick |Exchange |Attack the carrier|Do not attack|Play |Let wizard )/;

/**
 * Clicks `target` and waits until the log has grown: the server took the click. False when it
 * did not within a moment: another seat acted first and the click was refused as stale (a
 * teammate's commitment, a bot's answer in a window), so the caller looks at the board again.
 */
export async function clickTaken(page: Page, target: Locator): Promise<boolean> {
  const before = await logLength(page);
  if (!(await clickWhileThere(target))) return false;
  try {
    // Hot-seat: the shell may cover the table for the next person at once.
    await waitLogPast(page, before, { orShown: '.pass-device', timeout: MOMENT_MS });
    return true;
  } catch {
    return false;
  }
}

/** Among `candidates`, the one nearest on screen to `goal`'s elements' middle. */
async function nearest(page: Page, candidates: string, goal: string, skip = ''): Promise<string> {
  return page.evaluate(
    ([cands, aim, own]) => {
      const centre = (el: Element): [number, number] => {
        const box = el.getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2];
      };
      const goals = [...document.querySelectorAll(aim)].map(centre);
      const gx = goals.reduce((s, [x]) => s + x, 0) / Math.max(1, goals.length);
      const gy = goals.reduce((s, [, y]) => s + y, 0) / Math.max(1, goals.length);
      let best = '';
      let least = Infinity;
      for (const el of document.querySelectorAll(cands)) {
        const key = el.getAttribute('data-cell') ?? el.getAttribute('data-kick') ?? '';
        const [x, y] = centre(el);
        const d = Math.hypot(x - gx, y - gy);
        if (key !== own && d < least) [best, least] = [key, d];
      }
      return best;
    },
    [candidates, goal, skip] as const,
  );
}

/** What one decision on the board was, for the test's tally. */
export type Decision =
  | 'commit'
  | 'move'
  | 'kick'
  | 'attack'
  | 'exchange'
  /** A Game Changer played at once, or after its target was picked on the field. */
  | 'play'
  | 'aimed-play'
  /** A card played in answer (the Counter Card). */
  | 'answer'
  | 'way-on'
  | 'waited';

export interface Person {
  readonly page: Page;
  /** The goal zone the person's team attacks, as a class: '.ss-hex--goal-1' for team 0. */
  readonly attacks: string;
  /** Whether to play a Game Changer from the hand when one is playable (not a Counter Card). */
  readonly playCards: boolean;
  /** A card played whenever it is enabled, before anything else, e.g. a Counter Card. */
  readonly answer?: Locator;
  /** Where to keep a screenshot of the first card asking for its target on the field. */
  readonly aimShot?: string;
  /**
   * Given, each of the person's moves adds the hexes of its way (the path shown on hover)
   * and how many hexes the wizard was drawn on while it went there, e.g. [2, 3].
   */
  readonly slides?: [way: number, drawn: number][];
}

/**
 * Plays a Game Changer from the hand: its card, then each lit target, until it is played.
 * False when the moment moved on first (a bot acted and the click was refused as stale, the
 * window closed): the caller decides again.
 */
export async function playCard(
  page: Page,
  card: Locator,
  aimShot?: string,
): Promise<'played' | 'aimed' | 'refused'> {
  const before = await logLength(page);
  const played = page.locator(`.log__event[data-index="${String(before)}"]`);
  const target = page.locator('.ss-wizard--target, .ss-aim');
  // A card already being played (a click that came too late) waits for its target.
  if ((await target.count()) === 0 && !(await clickWhileThere(card))) return 'refused';
  let aimed = false;
  for (let picks = 0; picks < 3; picks++) {
    try {
      await played.or(target).first().waitFor({ timeout: MOMENT_MS });
    } catch {
      return 'refused';
    }
    if (await played.isVisible()) return aimed ? 'aimed' : 'played';
    if (aimShot && !shotTaken.has(aimShot)) {
      shotTaken.add(aimShot);
      await shot(page.locator('.ss'), aimShot);
    }
    aimed = true;
    // The aim goes away when the moment moves on before the pick (a bot's card, the window
    // closing): the caller then looks at the board again.
    if (!(await clickWhileThere(target.first()))) return 'refused';
  }
  return (await played.isVisible()) ? 'aimed' : 'refused';
}

const PLAYED = { played: 'play', aimed: 'aimed-play', refused: 'waited' } as const;

/** The screenshots taken already, by path: one of each. */
const shotTaken = new Set<string>();

/** How long a click on the board may take to show before the test looks again. */
const MOMENT_MS = 5_000;

/** One decision on the board, whichever the person faces; 'waited' when none came yet. */
export async function decide(person: Person): Promise<Decision> {
  const { page } = person;
  const commit = page.locator('.ss-action-card--choice:enabled');
  const target = page.locator('.ss-hex--target');
  const kick = page.locator('.ss-kick');
  const attack = page.locator('[data-combat="attack"]:enabled');
  const exchange = page.locator('[data-exchange-card]:enabled');
  const card = page.locator('[data-play-card]:not([data-play-card="9"]):enabled');
  const wayOn = page
    .getByRole('region', { name: 'A moment to respond' })
    .locator('button:enabled', { hasText: /^(Pass|Continue)$/ });
  const answer = person.answer ?? card;
  const any = commit.or(target).or(kick).or(attack).or(exchange).or(wayOn).or(answer).first();
  try {
    await any.waitFor({ timeout: 2_000 });
  } catch {
    return 'waited';
  }
  if (person.answer && (await person.answer.count()) > 0)
    return (await playCard(page, person.answer.first())) === 'refused' ? 'waited' : 'answer';
  if (person.playCards && (await card.count()) > 0)
    return PLAYED[await playCard(page, card.first(), person.aimShot)];
  if (await wayOn.isVisible()) {
    return (await clickTaken(page, wayOn)) ? 'way-on' : 'waited';
  }
  if ((await commit.count()) > 0) {
    return (await clickTaken(page, await cardToCommit(page))) ? 'commit' : 'waited';
  }
  if ((await attack.count()) > 0) {
    return (await clickTaken(page, attack)) ? 'attack' : 'waited';
  }
  if ((await exchange.count()) > 0) {
    return (await clickTaken(page, exchange.first())) ? 'exchange' : 'waited';
  }
  if ((await kick.count()) > 0) {
    const direction = await nearest(page, '.ss-kick', person.attacks);
    const taken = await clickTaken(page, page.locator(`.ss-kick[data-kick="${direction}"]`));
    return taken ? 'kick' : 'waited';
  }
  // What was there a moment ago may be gone (a window closed, a bot answered first).
  if ((await target.count()) === 0) return 'waited';
  return (await moveOnBoard(page, person.attacks, person.slides)) ? 'move' : 'waited';
}

/** Moves to the ball when it can be reached, else towards it; checks the wizard got there. */
async function moveOnBoard(
  page: Page,
  attacks: string,
  slides?: [number, number][],
): Promise<boolean> {
  const wizard = page.locator('.ss-wizard--selected');
  // Reachable hexes are lit only beside a selected wizard; both go when the moment moves on.
  const seen = await wizard
    .evaluate(
      (el) => ({
        piece: el.getAttribute('data-piece') ?? '',
        at: el.getAttribute('data-at') ?? '',
        carrying: (el.getAttribute('aria-label') ?? '').includes('with the ball'),
      }),
      undefined,
      { timeout: MOMENT_MS },
    )
    .catch(() => null);
  if (seen === null) return false;
  const { piece, at, carrying } = seen;
  // The carrier runs for the goal; the others for the ball.
  const to = await nearest(page, '.ss-hex--target', carrying ? attacks : '.ss-ball', at);
  const hex = page.locator(`.ss-hex--target[data-cell="${to}"]`);
  if (!(await clickWhileThere(hex, 'hover'))) return false;
  const way = await page.locator('.ss-hex--path').count();
  if (slides) await watchHexes(page, piece);
  if (!(await clickTaken(page, hex))) return false;
  // The wizard stands there, or (hot-seat) the table is covered for the next person.
  await page
    .locator(`.ss-wizard[data-piece="${piece}"][data-at="${to}"]`)
    .or(page.locator('.pass-device'))
    .first()
    .waitFor({ timeout: PATIENCE_MS });
  if (slides) slides.push([way, await page.evaluate(() => window.ssDrawnOn?.length ?? 0)]);
  return true;
}

declare global {
  interface Window {
    /** The hexes a watched wizard was drawn on, in order. */
    ssDrawnOn?: string[];
  }
}

/** Notes every hex wizard `piece` is drawn on from now: one per frame when it slides. */
async function watchHexes(page: Page, piece: string): Promise<void> {
  await page.evaluate((p) => {
    const drawn: string[] = [];
    window.ssDrawnOn = drawn;
    const el = document.querySelector(`.ss-wizard[data-piece="${p}"]`);
    if (!el) return;
    new MutationObserver(() => {
      drawn.push(el.getAttribute('data-at') ?? '');
    }).observe(el, { attributes: true, attributeFilter: ['data-at'] });
  }, piece);
}

/** The card to commit: a kick for the carrier, else a move where offered, else the first. */
async function cardToCommit(page: Page): Promise<Locator> {
  const wizard = (await page.locator('.ss-commit').getAttribute('data-wizard')) ?? '';
  const carrying = (
    (await page.locator(`.ss-wizard[data-piece="${wizard}"]`).getAttribute('aria-label')) ?? ''
  ).includes('with the ball');
  for (const card of carrying ? ['1', '0'] : ['0']) {
    const choice = page.locator(`.ss-action-card--choice[data-commit="${card}"]:enabled`);
    if ((await choice.count()) > 0) return choice;
  }
  return page.locator('.ss-action-card--choice:enabled').first();
}

/**
 * The test's board player's way out, shared by the files that play on the board: a decision it
 * does not take there (a run stalled where a wizard could only stay or let its teammate go
 * first, SS-5.4: which way the game goes depends on the bots, so a loaded run meets it) is
 * taken, once the board has offered nothing else for `patienceMs`, from the shell's button of
 * the same board decision (onlyWayOnInButtons: the shell offers nothing the board does not).
 * Call `decided` when the board player decided, `fallBack` when it waited: true when the
 * shell's button took the decision.
 */
export class ShellFallback {
  private waitedSince = Date.now();
  private readonly patienceMs: number;

  constructor(patienceMs = 5_000) {
    this.patienceMs = patienceMs;
  }

  decided(): void {
    this.waitedSince = Date.now();
  }

  async fallBack(page: Page): Promise<boolean> {
    if (Date.now() - this.waitedSince < this.patienceMs) return false;
    const button = page.locator('.actions__button:enabled', { hasText: ON_THE_BOARD }).first();
    if (!(await button.isVisible()) || !(await clickWhileThere(button))) return false;
    this.decided();
    return true;
  }
}

/** The board never leaves a decision of its own to the shell's buttons. */
export async function onlyWayOnInButtons(page: Page): Promise<void> {
  const labels = await page.locator('.actions__button:enabled').allTextContents();
  for (const label of labels)
    assert.ok(
      ON_THE_BOARD.test(label.trim()) || /^(Pass|Continue)$/.test(label.trim()),
      `'${label}' is a decision the board does not offer`,
    );
}

/** Creates a Supernatural Soccer table through its page, played to `target` points. */
export async function createSoccerTable(
  page: Page,
  baseUrl: string,
  seats: readonly { player: 'me' | 'friend' | 'bot:easy'; name: string }[],
  target: number,
  windowSeconds?: number,
): Promise<void> {
  await page.goto(`${baseUrl}/games/supernatural-soccer/new`);
  const create = page.getByRole('button', { name: 'Create the table' });
  await create.waitFor();
  for (let i = 2; i < seats.length; i++)
    await page.getByRole('button', { name: 'Add a seat' }).click();
  for (const [i, seat] of seats.entries()) {
    await page.locator(`#seat-${String(i)}-player`).selectOption(seat.player);
    await page.locator(`#seat-${String(i)}-name`).fill(seat.name);
  }
  await page.locator('#option-target').fill(String(target));
  if (windowSeconds !== undefined)
    await page.getByLabel('Response window (seconds)').fill(String(windowSeconds));
  await create.click();
  await page.waitForURL(/\/table\/[\w-]+$/);
  await page.locator('.table-page, .pass-device').first().waitFor();
}
