/**
 * The boards for everyone (issue #37, accessibility): for each of the five games, a table
 * opened at a stored decision (in-view-moments.ts: seeded games, the same moment every run)
 * has no moderate, serious or critical axe-core violation on its page (minor ones aside), and
 * a person plays that decision with the keyboard alone: Tab reaches the board's control (its
 * focus shown, its name saying what it does), arrow keys move on Golazo's pitch and between
 * Supernatural Soccer's targets and kick arrows (one Tab stop each), Escape drops a selection,
 * Enter acts; the server took it when the log grows.
 *
 * What it costs (issue #32): axe-core's run was most of it (2–15 s a page on a loaded
 * machine); it now gathers only the violations' nodes (every rule still runs on every node).
 * The tables are opened one after another in one page, each by loading its invite afresh.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { findMoments, storeMoment, type Moment } from './in-view-moments.ts';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { useStage } from './stage.ts';
import { logLength, waitLive, waitLogPast } from './tables.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Plan {
  readonly game: string;
  readonly options?: Readonly<Record<string, unknown>>;
  /** The kind of decision played (in-view-moments.ts), e.g. 'roll'. */
  readonly kind: string;
  /** How many seeded games are played to meet it. */
  readonly games: number;
  /** The board's own element, e.g. '.gk'. */
  readonly board: string;
  /** Plays the decision by keyboard, once the page shows it. */
  readonly play: (page: Page) => Promise<void>;
}

/** Long enough that no window closes by its countdown while the test types. */
const WINDOW_SECONDS = 600;

/** Presses Tab until the focus is on an element matching `selector`; what it met if never. */
async function tabTo(page: Page, selector: string): Promise<void> {
  const met: string[] = [];
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate((wanted) => {
      const el = document.activeElement;
      if (!el) return { ok: false, what: 'nothing' };
      const ok = el.matches(wanted);
      const what = `<${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}> ${(el.getAttribute('aria-label') ?? el.textContent).slice(0, 40)}`;
      return { ok, what };
    }, selector);
    if (at.ok) return;
    met.push(at.what);
  }
  throw new Error(`Tab never reached ${selector}; it met:\n${met.join('\n')}`);
}

/** The focused element's accessible name and role, e.g. 'button "c8: Reds #9, select"'. */
const focusedName = (page: Page): Promise<string> => page.locator(':focus').ariaSnapshot();

/** Whether the focused element shows its focus: keyboard focus, with an outline or a stroke. */
const focusShown = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el?.matches(':focus-visible')) return false;
    const style = getComputedStyle(el);
    const ring = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
    // An SVG piece shows focus on its shape (a thicker, darker stroke) instead.
    const shape = el.querySelector('polygon, circle');
    return ring || (shape !== null && getComputedStyle(shape).strokeWidth !== '0px');
  });

/** Waits until the log holds more than `before` events: the server took the decision. */
async function logGrows(page: Page, before: number, what: string): Promise<void> {
  try {
    await waitLogPast(page, before);
  } catch (error) {
    const log = (await page.locator('.log__event').allTextContents()).slice(-3);
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(
      `${what} was not taken; log ends ${log.join(' | ')}; alerts ${alerts.join(' | ')}`,
      {
        cause: error,
      },
    );
  }
}

/** Focuses a board control by Tab, checks its name and focus ring, and presses Enter. */
async function press(page: Page, selector: string, name: RegExp): Promise<void> {
  await tabTo(page, selector);
  assert.match(await focusedName(page), name, `the name of ${selector}`);
  assert.ok(await focusShown(page), `${selector} shows no focus`);
  await page.keyboard.press('Enter');
}

/** Golazo: select a counter, drop it with Escape, select it again, walk to a target, move. */
async function playPitch(page: Page): Promise<void> {
  await tabTo(page, '.gz-cell');
  const first = await focusedName(page);
  assert.match(first, /, select(ed)?"/, 'the pitch’s Tab stop is a piece to select');
  await page.keyboard.press('Enter');
  await page.locator('.gz-cell[aria-pressed="true"]').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('.gz-cell[aria-pressed="true"]').waitFor({ state: 'detached' });
  await page.keyboard.press('Enter');
  const targets = page.getByRole('button', { name: /, go here$/ });
  await targets.first().waitFor();
  const { from, to } = await page.evaluate(() => {
    const cells = [...document.querySelectorAll('.gz-cell')];
    return {
      from: cells.indexOf(document.activeElement as Element),
      to: cells.findIndex((cell) => cell.matches('.gz-cell--target, .gz-cell--lane')),
    };
  });
  assert.ok(from >= 0 && to >= 0, `focus on cell ${String(from)}, a target at ${String(to)}`);
  const columns = 9;
  const rows = Math.trunc(to / columns) - Math.trunc(from / columns);
  const across = (to % columns) - (from % columns);
  for (let i = 0; i < Math.abs(rows); i++)
    await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(across); i++)
    await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
  assert.match(await focusedName(page), /, go here"/, 'the arrows reached the target');
  assert.ok(await focusShown(page), 'the target cell shows its focus');
  await page.keyboard.press('Enter');
}

/** Supernatural Soccer: Tab to the field's one target stop, an arrow key to another, Enter. */
async function playField(page: Page): Promise<void> {
  const hex = /(Move to|Stay on) [a-z]\d+/;
  await tabTo(page, '.ss-hex--target');
  const first = await focusedName(page);
  assert.match(first, hex);
  for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']) {
    await page.keyboard.press(key);
    if ((await focusedName(page)) !== first) break;
  }
  const moved = await focusedName(page);
  assert.notEqual(moved, first, 'an arrow key went to another target');
  assert.match(moved, hex);
  assert.ok(await focusShown(page), 'the target hex shows its focus');
  await page.keyboard.press('Enter');
}

/** Supernatural Soccer: the kick's arrows are one Tab stop; an arrow key goes to another, Enter. */
async function playKick(page: Page): Promise<void> {
  await tabTo(page, '.ss-kick');
  const stops = await page.locator('.ss-kick[tabindex="0"]').count();
  assert.equal(stops, 1, 'the kick arrows are one Tab stop');
  const first = await focusedName(page);
  assert.match(first, /Kick [a-z]/);
  for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']) {
    await page.keyboard.press(key);
    if ((await focusedName(page)) !== first) break;
  }
  const moved = await focusedName(page);
  assert.notEqual(moved, first, 'an arrow key went to another kick arrow');
  assert.match(moved, /Kick [a-z]/);
  await page.keyboard.press('Enter');
}

const PLANS: readonly Plan[] = [
  {
    game: 'goalkeepers',
    board: '.gk',
    kind: 'roll',
    games: 1,
    play: (page) => press(page, '.gk button', /Roll/),
  },
  {
    game: 'goal',
    board: '.goal',
    kind: 'add+discard+free-kick+start',
    games: 3,
    play: async (page) => {
      await press(page, '.goal-handcard[data-playable="yes"]', /, pick"/);
      await page.locator('.goal-handcard[aria-pressed="true"]').waitFor();
      await press(page, '.goal-hand__move', /./);
    },
  },
  {
    game: 'next-goal-wins',
    board: '.ngw',
    options: { mode: 'match' },
    kind: 'cross+dribble+pass',
    games: 3,
    play: (page) => press(page, '.ngw-tray__button', /Pass|Cross|Dribble/),
  },
  { game: 'golazo', board: '.gz-pitch', kind: 'end+move+play', games: 3, play: playPitch },
  {
    game: 'supernatural-soccer',
    board: '.ss-field',
    kind: 'move+stay',
    games: 3,
    play: playField,
  },
  {
    game: 'supernatural-soccer',
    board: '.ss-field',
    kind: 'kick',
    games: 3,
    play: playKick,
  },
];

/** A plan's moment and invite are kept under its game and kind, e.g. 'golazo end+move+play'. */
const keyOf = (plan: Plan): string => `${plan.game} ${plan.kind}`;
const MOMENTS = new Map<string, Moment>();
const found = new Map<string, readonly Moment[]>();
for (const plan of PLANS) {
  const moments =
    found.get(plan.game) ??
    findMoments({
      game: plan.game,
      options: plan.options ?? {},
      name: `a11y-${plan.game}`,
      games: plan.games,
    });
  found.set(plan.game, moments);
  const moment = moments.find((m) => m.kind === plan.kind);
  if (moment) MOMENTS.set(keyOf(plan), moment);
}
const invites = new Map<string, string>();

/** Waits for the board (it loads apart from the page); says what showed instead if never. */
async function boardShown(page: Page, board: string): Promise<void> {
  try {
    await page.locator(board).first().waitFor({ timeout: PATIENCE_MS });
  } catch (error) {
    const shown = (await page.locator('.table-page').innerText()).slice(0, 400);
    throw new Error(`the board ${board} never showed; the page showed:\n${shown}`, {
      cause: error,
    });
  }
}

interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly nodes: readonly string[];
}

/** axe-core's moderate, serious and critical violations on the table page (minor ones aside). */
async function violations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    interface Result {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    }
    interface Options {
      resultTypes: string[];
    }
    const axe = (window as unknown as { axe: { run: (c: Element, o: Options) => Promise<Result> } })
      .axe;
    const page = document.querySelector('.table-page') ?? document.body;
    // Only the violations' nodes are gathered and named (resultTypes): the passes' hundreds
    // of nodes were most of a run's work, and every rule still runs on every node.
    const result = await axe.run(page, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact !== 'minor')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  });
}

describe('the boards by keyboard and screen reader', () => {
  const stage = useStage({}, (dataDir) => {
    for (const [key, moment] of MOMENTS)
      invites.set(key, storeMoment(dataDir, moment, WINDOW_SECONDS));
  });
  /**
   * The one page the plans' tables are opened in, each by loading its invite afresh (a new
   * document: the focus starts at its top, as a person's does who opens the link), in one
   * context: its cache keeps the app's bundle compiled between loads (issue #32), where a
   * context a plan compiled the ~850 kB bundle six times and left each page open, on its
   * table, until the file ended.
   */
  let page: Page | undefined;

  for (const plan of PLANS)
    it(
      `${plan.game}: no moderate or worse axe violation, and a ${plan.kind} decision played by keyboard`,
      HANG_GUARD,
      async () => {
        const invite = invites.get(keyOf(plan));
        assert.ok(invite, `${plan.game}: no ${plan.kind} moment in ${String(plan.games)} games`);
        page ??= await stage.newPage();
        await page.goto(`${stage.server.url}${invite}`);
        await waitLive(page);
        await page.locator('.actions__button:enabled').first().waitFor({ state: 'attached' });
        await boardShown(page, plan.board);
        assert.deepEqual(await violations(page), [], `${plan.game}: axe-core's findings`);
        // The board's live region is there for the others' moves and windows.
        assert.equal(await page.locator('[data-announcer][aria-live="polite"]').count(), 1);
        const before = await logLength(page);
        // Keyboard only from here: the page's focus starts at its top.
        await page.locator('body').focus();
        await plan.play(page);
        await logGrows(page, before, `${plan.game}'s ${plan.kind} decision`);
      },
    );
});
