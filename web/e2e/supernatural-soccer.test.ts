/**
 * Supernatural Soccer's board in a real Chromium against a bot: Ana commits her wizards'
 * action cards and moves or kicks by clicking the board (the cards, the reachable hexes, the
 * kick arrows), never the action buttons, each click checked by the log growing and a moved
 * wizard standing on its new hex. Screenshots at a laptop's and a phone's width.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { SHOTS, useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';

/** What Ana plays on the board before the test stops: a few of each. */
const COMMITS = 2;
const MOVES = 3;
const KICKS = 1;
/** A bound on Ana's decisions, so a game that never offers a move fails instead of hanging. */
const MOST_DECISIONS = 120;

/** Actions the board itself offers: these must be played on the board, never by a button. */
const ON_THE_BOARD = /^(Commit |Move to |Stay on |Kick )/;

const logLength = (page: Page): Promise<number> => page.locator('.log__event').count();

/** Clicks `target` and waits until the log has grown: the server took the click. */
async function clickTaken(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  const before = await logLength(page);
  await target.click();
  await page.waitForFunction((n) => document.querySelectorAll('.log__event').length > n, before, {
    timeout: PATIENCE_MS,
  });
}

/** The reachable hex nearest the ball on screen (the ball itself when reachable), but not `at`. */
async function towardTheBall(page: Page, at: string): Promise<string> {
  return page.evaluate((own) => {
    const centre = (el: Element): [number, number] => {
      const box = el.getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    const ball = document.querySelector('.ss-ball');
    const [bx, by] = ball ? centre(ball) : [0, 0];
    let best = own;
    let nearest = Infinity;
    for (const hex of document.querySelectorAll('.ss-hex--target')) {
      const cell = hex.getAttribute('data-cell') ?? '';
      const [x, y] = centre(hex);
      const d = Math.hypot(x - bx, y - by);
      if (cell !== own && d < nearest) [best, nearest] = [cell, d];
    }
    return best;
  }, at);
}

/**
 * Moves the selected wizard towards the ball (so a kick comes); checks it got there. The first
 * time, with the way shown on hover, screenshots at a laptop's and a phone's width.
 */
async function moveOnBoard(page: Page, shots: boolean): Promise<void> {
  const targets = page.locator('.ss-hex--target');
  const moveButtons = page.locator('.actions__button', { hasText: /^(Move to|Stay on) / });
  // Exactly the legal moves are highlighted: one hex per move the action bar lists.
  assert.equal(await targets.count(), await moveButtons.count());
  const wizard = page.locator('.ss-wizard--selected');
  const piece = (await wizard.getAttribute('data-piece')) ?? '';
  const at = (await wizard.getAttribute('data-at')) ?? '';
  const to = await towardTheBall(page, at);
  const hex = page.locator(`.ss-hex--target[data-cell="${to}"]`);
  await hex.hover();
  if (shots) {
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-move.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator('.ss-field').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-move-phone.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await hex.hover();
  }
  await clickTaken(page, hex);
  await page
    .locator(`.ss-wizard[data-piece="${piece}"][data-at="${to}"]`)
    .waitFor({ timeout: PATIENCE_MS });
}

/** Kicks along the first line offered; checks the ball left its hex. */
async function kickOnBoard(page: Page): Promise<void> {
  const ball = page.locator('.ss-ball');
  const from = (await ball.getAttribute('data-ball-at')) ?? '';
  const arrow = page.locator('.ss-kick').first();
  // Aiming shows where the ball can land: a hex for every face of the die, 1 to 8.
  await arrow.hover();
  const faces = await page.locator('.ss-landing').evaluateAll((els) =>
    els
      .flatMap((el) => el.textContent.split(', '))
      .flatMap((run) => {
        const [from = 0, to = from] = run.split('–').map(Number);
        return Array.from({ length: to - from + 1 }, (_, k) => from + k);
      }),
  );
  assert.deepEqual(
    faces.sort((a, b) => a - b),
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
  await page.locator('.ss-field').screenshot({ path: join(SHOTS, 'supernatural-soccer-kick.png') });
  await clickTaken(page, arrow);
  await page.locator(`.ss-ball:not([data-ball-at="${from}"])`).waitFor({ timeout: PATIENCE_MS });
}

/** The card to commit: a kick for the carrier, else a move where offered, else the first. */
async function cardToCommit(page: Page): Promise<ReturnType<Page['locator']>> {
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

describe('Supernatural Soccer in the browser', () => {
  const stage = useStage();

  it('plays a few decisions against a bot by clicking the board', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await createTable(
      page,
      stage.server.url,
      [
        { player: 'me', name: 'Ana' },
        { player: 'bot:easy', name: 'Robo' },
      ],
      {
        game: 'supernatural-soccer',
      },
    );
    await waitLive(page);
    await page.locator('.ss-field').waitFor();
    const commit = page.locator('.ss-action-card--choice:enabled');
    const target = page.locator('.ss-hex--target');
    const kick = page.locator('.ss-kick');
    const wayOn = page
      .getByRole('region', { name: 'A moment to respond' })
      .locator('button:enabled', { hasText: /^(Pass|Continue)$/ });
    const action = page.locator('.actions__button:enabled');
    let commits = 0;
    let moves = 0;
    let kicks = 0;
    for (
      let d = 0;
      d < MOST_DECISIONS && (commits < COMMITS || moves < MOVES || kicks < KICKS);
      d++
    ) {
      await commit.or(target).or(kick).or(wayOn).or(action).first().waitFor();
      if (await wayOn.isVisible()) {
        await clickTaken(page, wayOn);
      } else if ((await commit.count()) > 0) {
        await clickTaken(page, await cardToCommit(page));
        commits++;
      } else if ((await kick.count()) > 0) {
        await kickOnBoard(page);
        kicks++;
      } else if ((await target.count()) > 0) {
        await moveOnBoard(page, moves === 0);
        moves++;
      } else {
        const label = ((await action.first().textContent()) ?? '').trim();
        // A move or kick's hexes come with its infos, a moment after its button: wait for them.
        if (ON_THE_BOARD.test(label)) {
          await target.or(kick).or(commit).first().waitFor();
          continue;
        }
        await clickTaken(page, action.first());
      }
    }
    assert.ok(commits >= COMMITS, `Ana committed ${String(commits)} cards on the board`);
    assert.ok(moves >= MOVES, `Ana moved ${String(moves)} times on the board`);
    assert.ok(kicks >= KICKS, `Ana kicked ${String(kicks)} times on the board`);
    // Her last move or kick stays marked on the field.
    assert.ok((await page.locator('.ss-hex--last').count()) >= 2);
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-phone.png'), fullPage: true });
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-phone-top.png') });
  });
});
