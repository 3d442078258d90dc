/**
 * Golazo's board in a real Chromium against the real server: against an easy bot, Ana's moves
 * are played by clicking the pitch (a counter, then a highlighted cell), the rolls and other
 * decisions the pitch does not draw by the shell's buttons; each click is checked taken (the
 * log grows, the counter stands on its new cell). Screenshots at 1280 and 375 px wide.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS, pointUntilShown } from './patience.ts';
import { useStage } from './stage.ts';
import { createTable, logLength, waitLive, waitLogPast } from './tables.ts';
import { shot } from './shots.ts';

/** How many of Ana's moves are played on the pitch: enough to cross the bot's turns. */
const BOARD_MOVES = 4;
/** A label of a choice the pitch draws (GZ-3.3, GZ-5, GZ-8.3): a move, a pass, a kick-off. */
const PITCH_CHOICE = / (steps|dribbles|tackles) |^Pass |takes the kick-off|^Give the ball/;

/** How a move is played on the pitch: by mouse or keyboard, with a screenshot or without. */
interface How {
  readonly shot?: string | undefined;
  readonly keyboard: boolean;
}

/** A click on a cell, or, by keyboard, focus on it and Enter. */
async function press(page: Page, cell: Locator, keyboard: boolean): Promise<void> {
  if (!keyboard) return cell.click();
  await cell.focus();
  await page.keyboard.press('Enter');
}

const targets = (page: Page) => page.locator('.gz-cell--target, .gz-cell--lane');

/** Waits until the log holds more than `before` events: the server took the click. */
async function logGrows(page: Page, before: number): Promise<void> {
  await waitLogPast(page, before);
}

/**
 * Plays one of Ana's moves on the pitch: selects her counters in turn until one has cells to go
 * to (or takes the piece the board selected itself), clicks the first; returns the counter
 * moved (-1 for the ball) and the cell, or null when the move went away before it was pointed
 * at. With `shot`, a screenshot of the hovered move.
 */
async function moveOnPitch(page: Page, how: How): Promise<{ counter: number; to: string } | null> {
  let counter = -1;
  for (let c = 1; c <= 10 && (await targets(page).count()) === 0; c++) {
    const own = page.locator(`.gz-cell[data-counter="${String(c)}"]`);
    if ((await own.count()) === 0) continue;
    await press(page, own, how.keyboard);
    if ((await targets(page).count()) > 0) counter = c;
  }
  // Exactly the cells of the piece's legal moves are highlighted: as many as its buttons. A
  // carrier without a step of its own selects the ball, whose lanes are the passes.
  if ((await page.locator('.gz-cell--lane').count()) > 0) counter = -1;
  const moves =
    counter >= 0
      ? new RegExp(`^#${String(counter + 1)} (steps|dribbles|tackles|slide-tackles|takes)`)
      : /^(Pass|Give the ball) /;
  const labels = await page.locator('.actions__button:enabled').allTextContents();
  assert.equal(
    await targets(page).count(),
    labels.filter((l) => moves.test(l)).length,
    labels.join(' | '),
  );
  const cells = await targets(page).evaluateAll((els) =>
    els.map((el) => el.getAttribute('data-cell') ?? ''),
  );
  assert.ok(cells.length > 0, 'one of Ana’s pieces has somewhere to go');
  const to = cells[0] ?? '';
  const target = page.locator(`.gz-cell[data-cell="${to}"]:is(.gz-cell--target, .gz-cell--lane)`);
  // Hovering a target shows the move's path and says what the click does.
  const path = page.locator(`.gz-cell--path[data-cell="${to}"]`);
  if (!(await pointUntilShown(target, path, how.keyboard ? 'focus' : 'hover'))) return null;
  assert.notEqual(((await page.locator('.gz-hint').textContent()) ?? '').trim(), '');
  if (how.shot) await shot(page, how.shot);
  const before = await logLength(page);
  await press(page, target, how.keyboard);
  await logGrows(page, before);
  return { counter, to };
}

/** Ana's next decision: on the pitch when it draws it, else her first button. True for the pitch. */
async function decide(page: Page, how: How): Promise<boolean> {
  const action = page.locator('.actions__button:enabled').first();
  const banner = page.getByRole('region', { name: 'A moment to respond' });
  const wayOn = banner.locator('button:enabled', { hasText: /^(Pass|Continue)$/ });
  await action.or(wayOn).first().waitFor({ timeout: PATIENCE_MS });
  const before = await logLength(page);
  if (await wayOn.isVisible()) {
    await wayOn.click();
    await logGrows(page, before);
    return false;
  }
  const labels = await page.locator('.actions__button:enabled').allTextContents();
  if (labels.some((label) => PITCH_CHOICE.test(label))) {
    const moved = await moveOnPitch(page, how);
    // The move stopped being offered while it was pointed at: the next decision looks again.
    if (moved === null) return false;
    const { counter, to } = moved;
    // A counter's move or kick-off puts it on the cell clicked (a pass moves the ball).
    if (counter >= 0 && (await page.locator('.gz-ball').count()) > 0)
      await page
        .locator(`.gz-cell[data-cell="${to}"][data-counter="${String(counter)}"]`)
        .or(page.locator(`.gz-cell[data-cell="${to}"] .gz-ball`))
        .first()
        .waitFor({ timeout: PATIENCE_MS });
    return true;
  }
  await action.click();
  await logGrows(page, before);
  return false;
}

describe('Golazo’s board in the browser', () => {
  const stage = useStage();

  it('plays moves against a bot by clicking the pitch', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await createTable(
      page,
      stage.server.url,
      [
        { player: 'me', name: 'Ana' },
        { player: 'bot:easy', name: 'Robo' },
      ],
      {
        game: 'golazo',
      },
    );
    await waitLive(page);
    await page.getByRole('group', { name: 'Pitch' }).waitFor();
    // The pitch: 9 × 14 cells, both teams' 22 counters, the ball; Ana's name on the score.
    assert.equal(await page.locator('.gz-cell').count(), 126);
    assert.equal(await page.locator('.gz-counter').count(), 22);
    assert.equal(await page.locator('.gz-ball').count(), 1);
    await page.getByText('Ana (Reds)').first().waitFor();
    let onPitch = 0;
    for (let decisions = 0; onPitch < BOARD_MOVES; decisions++) {
      assert.ok(decisions < 60, `${onPitch} moves on the pitch in 60 decisions`);
      // The second move with a screenshot of its hovered target, the third by keyboard alone.
      const how = { shot: onPitch === 1 ? 'golazo-hover.png' : undefined, keyboard: onPitch === 2 };
      if (await decide(page, how)) onPitch++;
    }
    // The last move on the pitch is highlighted on its two cells.
    assert.equal(await page.locator('.gz-cell--last').count(), 2);
    await shot(page, 'golazo-desktop.png', true);
    await page.setViewportSize({ width: 375, height: 812 });
    // The phone's first screen: what a player sees without scrolling.
    await shot(page, 'golazo-phone.png');
  });
});
