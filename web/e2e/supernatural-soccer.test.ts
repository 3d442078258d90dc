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
const FIELD_PLAYS = 3;
/** A bound on Ana's decisions, so a game that never offers a move fails instead of hanging. */
const MOST_DECISIONS = 60;

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

/** Moves the selected wizard to a reachable hex other than its own; checks it got there. */
async function moveOnBoard(page: Page): Promise<void> {
  const targets = page.locator('.ss-hex--target');
  const moveButtons = page.locator('.actions__button', { hasText: /^(Move to|Stay on) / });
  // Exactly the legal moves are highlighted: one hex per move the action bar lists.
  assert.equal(await targets.count(), await moveButtons.count());
  const wizard = page.locator('.ss-wizard--selected');
  const piece = (await wizard.getAttribute('data-piece')) ?? '';
  const at = (await wizard.getAttribute('data-at')) ?? '';
  const cells = await targets.evaluateAll((els) => els.map((el) => el.getAttribute('data-cell')));
  const to = cells.find((cell) => cell !== at) ?? at;
  const hex = page.locator(`.ss-hex--target[data-cell="${to}"]`);
  await hex.hover();
  await clickTaken(page, hex);
  await page
    .locator(`.ss-wizard[data-piece="${piece}"][data-at="${to}"]`)
    .waitFor({ timeout: PATIENCE_MS });
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
    let fieldPlays = 0;
    for (let d = 0; d < MOST_DECISIONS && (commits < COMMITS || fieldPlays < FIELD_PLAYS); d++) {
      await commit.or(target).or(kick).or(wayOn).or(action).first().waitFor();
      if (await wayOn.isVisible()) {
        await clickTaken(page, wayOn);
      } else if ((await commit.count()) > 0) {
        // A move where one is offered, so the field gets played; else the first card.
        const move = page.locator('.ss-action-card--choice[data-commit="0"]:enabled');
        await clickTaken(page, (await move.count()) > 0 ? move : commit.first());
        commits++;
      } else if ((await kick.count()) > 0) {
        await clickTaken(page, kick.first());
        fieldPlays++;
      } else if ((await target.count()) > 0) {
        await moveOnBoard(page);
        fieldPlays++;
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
    assert.ok(
      fieldPlays >= FIELD_PLAYS,
      `Ana moved or kicked ${String(fieldPlays)} times on the board`,
    );
    // Her last move or kick stays marked on the field.
    assert.ok((await page.locator('.ss-hex--last').count()) >= 2);
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-phone.png'), fullPage: true });
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-phone-top.png') });
  });
});
