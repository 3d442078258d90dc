/**
 * The two games without a board of their own yet, Golazo and Supernatural Soccer, played in a
 * real Chromium at the generic table: the table in words and the legal actions as buttons
 * (long lists fetched in words on demand), against a bot, a few decisions by clicking.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { join } from 'node:path';
import { SHOTS, useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';

/** How many of Ana's decisions each game is played for: enough to cross a bot's turn. */
const DECISIONS = 6;

/**
 * Clicks Ana's first action, or her way on at a response window, `count` times, each time
 * waiting until the event log has grown: a click the server took shows as a new event.
 */
async function playDecisions(page: Page, count: number): Promise<void> {
  const action = page.locator('.actions__button:enabled').first();
  const banner = page.getByRole('region', { name: 'A moment to respond' });
  const wayOn = banner.locator('button:enabled', { hasText: /^(Pass|Continue)$/ });
  const events = page.locator('.log__event');
  for (let played = 0; played < count; played++) {
    await action.or(wayOn).first().waitFor({ timeout: PATIENCE_MS });
    const before = await events.count();
    const button = (await wayOn.isVisible()) ? wayOn : action;
    const label = (await button.textContent()) ?? '';
    assert.notEqual(label.trim(), '', 'every button says what it does');
    await button.click();
    await page.waitForFunction((n) => document.querySelectorAll('.log__event').length > n, before, {
      timeout: PATIENCE_MS,
    });
  }
}

describe('games at the generic table', () => {
  const stage = useStage();

  for (const { game, title } of [{ game: 'golazo', title: 'Golazo' }]) {
    it(`plays ${title} against a bot by clicking its actions`, HANG_GUARD, async () => {
      const page = await stage.newPage();
      await createTable(
        page,
        stage.server.url,
        [{ player: 'me', name: 'Ana' }, { player: 'bot:easy' }],
        {
          game,
        },
      );
      await waitLive(page);
      // The table in words stands in for the board.
      await page.locator('pre.table-words').first().waitFor();
      await playDecisions(page, DECISIONS);
      assert.ok((await page.locator('.log__event').count()) > DECISIONS);
      await page.screenshot({ path: join(SHOTS, `${game}-generic.png`), fullPage: true });
    });
  }
});
