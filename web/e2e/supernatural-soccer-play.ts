/**
 * A person's decisions in Supernatural Soccer, played on the board alone (the action cards,
 * the reachable hexes, the kick arrows, the combat buttons, the Game Changers in hand and
 * their targets on the field), never by the shell's action buttons: only a window's Pass or
 * Continue is the banner's. A decision is one look in the page (look: the page waits on its
 * own changes and answers with what there is to do) and its click (act), checked taken by the
 * log growing.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { PATIENCE_MS, POLL_MS, clickWhileThere } from './patience.ts';
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
  /** A Game Changer's kind played whenever it is enabled, before anything else, e.g. COUNTER. */
  readonly answerKind?: number;
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

/**
 * What the page shows a person at one instant, read in one look (one round trip to the page,
 * whatever it shows), so a decision costs the look, its click and the wait for the server.
 */
export interface Look {
  /** Full time is shown. */
  readonly fullTime: boolean;
  /** A hot-seat cover ('Pass the device to …') when one is up: to whom, and whether the board shows beside it. */
  readonly cover: { readonly name: string; readonly board: boolean } | null;
  /** Whose board is on screen: 'Ana' from 'Wizard A · Ana (you)', or null. */
  readonly you: string | null;
  /** The phase the board says, e.g. 'Round 1: committing action cards'. */
  readonly phase: string;
  /** What the board shows of each wizard's action card, by wizard, e.g. ['Move', '?', '', '']. */
  readonly cards: readonly string[];
  /** The words of the shell's enabled action buttons, e.g. ['Pass']. */
  readonly buttons: readonly string[];
  /** The decision the person takes now, or null when none is theirs yet. */
  readonly choice: Choice | null;
}

/** A decision seen on the board and the one element that takes it. */
export interface Choice {
  readonly kind: 'answer' | 'play' | 'way-on' | 'commit' | 'attack' | 'exchange' | 'kick' | 'move';
  /** A selector of the element to click, e.g. '.ss-kick[data-kick="2"]'. */
  readonly target: string;
  /** A move's wizard and the hex it goes to, e.g. '1' and '40'. */
  readonly piece?: string;
  readonly to?: string;
}

/** How long one look waits in the page for something to do before it answers 'nothing yet'. */
const LOOK_MS = 2_000;

/**
 * Looks at `person`'s page until a decision of theirs shows (or full time, or a cover), at most
 * LOOK_MS: the page waits on its own changes (a mutation observer), so a person waiting for a
 * bot costs no round trips. The decision is chosen in the page as a person would: their answer
 * first, then a Game Changer (when playing them), a window's Pass or Continue, an action card
 * (a kick for the carrier, else a move), combat, an exchange, the kick arrow nearest the goal
 * attacked, the reachable hex nearest the ball (for the carrier, the goal).
 */
export async function look(person: Person): Promise<Look> {
  return person.page.evaluate(seeInPage, {
    attacks: person.attacks,
    playCards: person.playCards,
    answerKind: person.answerKind ?? -1,
    capMs: LOOK_MS,
  });
}

/** In the page: waits for something to do, then tells it (look). Self-contained: it is sent. */
function seeInPage(args: {
  attacks: string;
  playCards: boolean;
  answerKind: number;
  capMs: number;
}): Promise<Look> {
  const shown = (el: Element | null | undefined): el is Element =>
    el !== null && el !== undefined && el.checkVisibility();
  const firstShown = (selector: string): Element | undefined =>
    [...document.querySelectorAll(selector)].find(shown);
  const centre = (el: Element): [number, number] => {
    const box = el.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  /** Among `candidates`, the key of the one nearest on screen to `goal`'s elements' middle. */
  const nearest = (candidates: string, goal: string, skip = ''): string => {
    const goals = [...document.querySelectorAll(goal)].map(centre);
    const gx = goals.reduce((s, [x]) => s + x, 0) / Math.max(1, goals.length);
    const gy = goals.reduce((s, [, y]) => s + y, 0) / Math.max(1, goals.length);
    let best = '';
    let least = Infinity;
    for (const el of document.querySelectorAll(candidates)) {
      if (!shown(el)) continue;
      const key = el.getAttribute('data-cell') ?? el.getAttribute('data-kick') ?? '';
      const [x, y] = centre(el);
      const d = Math.hypot(x - gx, y - gy);
      if (key !== skip && d < least) [best, least] = [key, d];
    }
    return best;
  };
  const carrying = (piece: string): boolean =>
    (
      document.querySelector(`.ss-wizard[data-piece="${piece}"]`)?.getAttribute('aria-label') ?? ''
    ).includes('with the ball');
  const choose = (): Choice | null => {
    if (args.answerKind >= 0) {
      const target = `[data-play-card="${String(args.answerKind)}"]:enabled`;
      if (shown(document.querySelector(target))) return { kind: 'answer', target };
    }
    const card = firstShown('[data-play-card]:not([data-play-card="9"]):enabled');
    if (args.playCards && card) {
      const kind = card.getAttribute('data-play-card') ?? '';
      return { kind: 'play', target: `[data-play-card="${kind}"]:enabled` };
    }
    const wayOn = [...document.querySelectorAll('.window-banner button:enabled')].find(
      (b) => shown(b) && /^(Pass|Continue)$/.test(b.textContent.trim()),
    );
    if (wayOn) {
      const words = wayOn.textContent.trim();
      return { kind: 'way-on', target: `.window-banner button:enabled:text-is("${words}")` };
    }
    if (firstShown('.ss-action-card--choice:enabled')) {
      // A kick for the carrier, else a move where offered, else the first card.
      const wizard = document.querySelector('.ss-commit')?.getAttribute('data-wizard') ?? '';
      for (const index of carrying(wizard) ? ['1', '0'] : ['0']) {
        const target = `.ss-action-card--choice[data-commit="${index}"]:enabled`;
        if (shown(document.querySelector(target))) return { kind: 'commit', target };
      }
      const index = firstShown('.ss-action-card--choice:enabled')?.getAttribute('data-commit');
      return {
        kind: 'commit',
        target: `.ss-action-card--choice[data-commit="${index ?? ''}"]:enabled`,
      };
    }
    const attack = '[data-combat="attack"]:enabled';
    if (firstShown(attack)) return { kind: 'attack', target: attack };
    const exchange = firstShown('[data-exchange-card]:enabled');
    if (exchange) {
      const kind = exchange.getAttribute('data-exchange-card') ?? '';
      return { kind: 'exchange', target: `[data-exchange-card="${kind}"]:enabled` };
    }
    if (firstShown('.ss-kick')) {
      const direction = nearest('.ss-kick', args.attacks);
      return { kind: 'kick', target: `.ss-kick[data-kick="${direction}"]` };
    }
    const wizard = document.querySelector('.ss-wizard--selected');
    if (!wizard || !firstShown('.ss-hex--target')) return null;
    const piece = wizard.getAttribute('data-piece') ?? '';
    const at = wizard.getAttribute('data-at') ?? '';
    // The carrier runs for the goal; the others for the ball.
    const to = nearest('.ss-hex--target', carrying(piece) ? args.attacks : '.ss-ball', at);
    if (to === '') return null;
    return { kind: 'move', target: `.ss-hex--target[data-cell="${to}"]`, piece, to };
  };
  const coverNow = (): Look['cover'] => {
    const button = [...document.querySelectorAll('.pass-device button')].find((b) =>
      b.textContent.startsWith('I am '),
    );
    if (!button) return null;
    const name = button.textContent.replace('I am ', '');
    return { name, board: document.querySelector('.ss') !== null };
  };
  /** 'Ana' from the one 'Wizard A · Ana (you)' shown, or null. */
  const you = (): string | null => {
    const names = [...document.querySelectorAll('.ss-wizards__name')]
      .map((el) => /· (\w+) \(you\)/.exec(el.textContent)?.[1])
      .filter((name) => name !== undefined);
    return names.length === 1 ? (names[0] ?? null) : null;
  };
  const see = (): Look => ({
    fullTime: document.querySelector('.outcome') !== null,
    cover: coverNow(),
    you: you(),
    phase: document.querySelector('.ss-score__phase')?.textContent ?? '',
    cards: [...document.querySelectorAll('[data-wizard-card]')].map((el) => el.textContent),
    buttons: [...document.querySelectorAll('.actions__button:enabled')].map((b) => b.textContent),
    choice: choose(),
  });
  return new Promise((resolve) => {
    let seen = see();
    const ready = (): boolean => seen.fullTime || seen.cover !== null || seen.choice !== null;
    if (ready()) {
      resolve(seen);
      return;
    }
    let queued = false;
    const done = (): void => {
      observer.disconnect();
      clearTimeout(cap);
      resolve(seen);
    };
    // Changes come in bursts (a render, a countdown's tick): one look per burst.
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        seen = see();
        if (ready()) done();
      }, 0);
    });
    const cap = setTimeout(() => {
      seen = see();
      done();
    }, args.capMs);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * Takes `choice` on the board: its click, checked taken by the log growing (a move also by its
 * wizard standing on its hex); 'waited' when the moment moved on first (a bot acted, the
 * window closed) and the click was refused or found nothing, so the caller looks again.
 */
export async function act(person: Person, choice: Choice): Promise<Decision> {
  const { page } = person;
  const target = page.locator(choice.target);
  switch (choice.kind) {
    case 'answer':
      return (await playCard(page, target.first())) === 'refused' ? 'waited' : 'answer';
    case 'play':
      return PLAYED[await playCard(page, target.first(), person.aimShot)];
    case 'move':
      return (await moveTo(page, choice, person.slides)) ? 'move' : 'waited';
    default:
      return (await clickTaken(page, target.first())) ? choice.kind : 'waited';
  }
}

/** Moves to `choice`'s hex; checks the wizard got there. */
async function moveTo(page: Page, choice: Choice, slides?: [number, number][]): Promise<boolean> {
  const { piece = '', to = '' } = choice;
  const hex = page.locator(choice.target);
  let way = 0;
  if (slides) {
    // The way is shown while the pointer is on the hex (its path), as a person sees it.
    if (!(await clickWhileThere(hex, 'hover'))) return false;
    way = await page.locator('.ss-hex--path').count();
    await watchHexes(page, piece);
  }
  if (!(await clickTaken(page, hex))) return false;
  // The wizard stands there, or (hot-seat) the table is covered for the next person.
  await page.waitForFunction(
    ([p, at]) =>
      document.querySelector(`.ss-wizard[data-piece="${p}"][data-at="${at}"], .pass-device`) !==
      null,
    [piece, to] as const,
    { timeout: PATIENCE_MS, polling: POLL_MS },
  );
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

  /** `offered`: the shell's enabled buttons as a look read them, when there was one. */
  async fallBack(page: Page, offered?: readonly string[]): Promise<boolean> {
    if (Date.now() - this.waitedSince < this.patienceMs) return false;
    if (offered && !offered.some((label) => ON_THE_BOARD.test(label.trim()))) return false;
    const button = page.locator('.actions__button:enabled', { hasText: ON_THE_BOARD }).first();
    if (!(await button.isVisible()) || !(await clickWhileThere(button))) return false;
    this.decided();
    return true;
  }
}

/** The board never leaves a decision of its own to the shell's buttons (`labels`, a look's). */
export function onlyWayOn(labels: readonly string[]): void {
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
