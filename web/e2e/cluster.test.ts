/**
 * The invite-link game of goalkeepers.test.ts once against a cluster: two server processes
 * sharing a real PostgreSQL and Redis (started as the server's cluster tests start them; a
 * machine without them fails here, saying how to get them), the host's browser on one, the
 * guest's on the other. The table runs on the host's process; the guest's moves are sent on
 * to it and its updates come back through Redis. Both pages reach full time with the same
 * outcome, and both processes hand out the same record of the game.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { testRedis, type TestRedis } from '../../src/testing/redis-server.ts';
import { testPostgres, type TestPostgres } from '../../src/server/testing/postgres-server.ts';
import { launchBrowser } from './browser.ts';
import { ensureBuilt } from './build.ts';
import { HANG_GUARD, patientContext } from './patience.ts';
import { playToFullTime } from './play.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './server.ts';
import { createTable, waitLive } from './tables.ts';

describe('Goalkeepers in the browser against a cluster of two processes', () => {
  const data = tempDataDir();
  let postgres: TestPostgres | undefined;
  let redis: TestRedis | undefined;
  let browser: Browser | undefined;
  const servers: ServerProcess[] = [];

  before(async () => {
    await ensureBuilt();
    [postgres, redis, browser] = await Promise.all([testPostgres(), testRedis(), launchBrowser()]);
    const env = { DATABASE_URL: await postgres.database(), REDIS_URL: redis.url };
    // One after the other: the first creates the schema the second finds.
    servers.push(await startServerProcess(data.dir, undefined, env));
    servers.push(await startServerProcess(data.dir, undefined, env));
  });
  after(async () => {
    await browser?.close();
    for (const server of servers) await server.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
    data.remove();
  });

  const newPage = async (width = 1280, height = 900): Promise<Page> => {
    if (!browser) throw new Error('the browser is not started');
    const context = await patientContext(browser, {
      viewport: { width, height },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      console.error(`page error: ${error.message}`);
    });
    return page;
  };
  const you = (page: Page, name: string) =>
    page.locator('.area', { hasText: name }).getByText('You', { exact: true });

  it('lets two browsers on different processes play each other', HANG_GUARD, async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const host = await newPage();
    const id = await createTable(host, first.url, [
      { player: 'me', name: 'Ana' },
      { player: 'friend', name: 'Bo' },
    ]);
    const link = new URL(await host.locator('.invite__url').inputValue());
    // The same invite, opened on the other process.
    const invite = new URL(`${link.pathname}${link.search}${link.hash}`, second.url).toString();

    const guest = await newPage(390, 844);
    await guest.goto(invite);
    await waitLive(guest);
    await you(guest, 'Bo').waitFor();
    // The host hears of the claim made through the other process.
    await host.locator('.invite__url').waitFor({ state: 'detached' });

    await playToFullTime([host, guest]);
    const outcomes = await Promise.all(
      [host, guest].map((page) => page.locator('.outcome__headline').innerText()),
    );
    assert.equal(outcomes[1], outcomes[0], 'both see the same full time');
    const records = await Promise.all(
      [first, second].map(async (server) => {
        const response = await fetch(`${server.url}/api/tables/${id}/record`);
        assert.equal(response.status, 200);
        return (await response.json()) as { actions: unknown[] };
      }),
    );
    assert.ok(records[0] && records[0].actions.length > 0, 'the game has moves');
    assert.deepEqual(records[1], records[0], 'both processes keep the same moves');
    await host.context().close();
    await guest.context().close();
  });
});
