/**
 * An open table page across a server restart, with no reload: stopped cleanly (SIGTERM, which
 * used to leave the page 'reconnecting…' for ever) and killed outright (SIGKILL). Each time the
 * page must come back live by itself on the restarted server and play on.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { shareBrowser, type BrowserLease } from './shared-browser.ts';
import { ensureBuilt } from './build.ts';
import { playDecisions } from './play.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './server.ts';
import { SHOTS } from './stage.ts';
import { createTable, logLength, waitLive, waitLogPast } from './tables.ts';
import { HANG_GUARD, patientContext } from './patience.ts';
import { shot } from './shots.ts';

const slow = HANG_GUARD;

/** Marks the page's document, to tell a reconnection from a reload. */
const mark = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.sameDocument === 'yes');

/** Plays one decision and waits until the table has taken it (the log grows). */
async function move(page: Page): Promise<void> {
  const logged = await logLength(page);
  await playDecisions(page, 1);
  await waitLogPast(page, logged);
}

describe('A table page across a server restart', () => {
  const data = tempDataDir();
  let browser: BrowserLease | undefined;
  let server: ServerProcess | undefined;
  let page: Page | undefined;

  before(async () => {
    await ensureBuilt();
    mkdirSync(SHOTS, { recursive: true });
    [browser, server] = await Promise.all([shareBrowser(), startServerProcess(data.dir)]);
    const context = await patientContext(browser, { reducedMotion: 'reduce' });
    page = await context.newPage();
    page.on('pageerror', (error) => {
      console.error(`page error: ${error.message}`);
    });
    await createTable(page, server.url, [{ player: 'me' }, { player: 'bot:easy' }]);
    await waitLive(page);
    await move(page);
    await mark(page);
  });

  after(async () => {
    await browser?.close();
    await server?.stop('SIGKILL');
    data.remove();
  });

  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    it(`comes back live and plays on after ${signal}`, slow, async () => {
      if (!page || !server) throw new Error('the stage is not set');
      await server.stop(signal);
      await page.locator('[data-connection="reconnecting"]').waitFor();
      await page
        .locator('.connection__retry', { hasText: /^(next try in \d+ s|trying now)$/ })
        .waitFor();
      assert.equal(await page.locator('.gk button:enabled').count(), 0, 'no moves while offline');
      if (signal === 'SIGTERM') {
        await page.getByRole('button', { name: 'Try now' }).waitFor();
        await shot(page, 'reconnecting.png');
      }

      server = await startServerProcess(data.dir, server.port);
      await waitLive(page);
      assert.ok(await sameDocument(page), 'the page came back without a reload');
      await move(page);
    });
  }
});
