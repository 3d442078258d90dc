/**
 * Goalkeepers against a cluster of two server processes sharing a real PostgreSQL and Redis
 * (started as the server's cluster tests start them; a machine without them fails here,
 * saying how to get them). Each page reaches its process through a front door that sends it
 * to its own process while that one lives, and to the other after, as a load balancer does;
 * the host's page is on the first process, which runs the table, the guest's on the second,
 * whose messages are sent on to it and whose updates come back through Redis.
 *
 * First a whole game: both pages reach full time with the same outcome, and both processes
 * hand out the same record. Then failover as two people see it (#33): through a Redis
 * restarted empty, a PostgreSQL restarted, and the owner killed outright (kill -9), both pages
 * play on without a reload: a page whose owner died redials, rejoins the table where it was
 * taken over, and what it sent meanwhile lands. The processes, Redis, PostgreSQL and the
 * browser are shared by every case (the kill comes last); each case has a table of its own.
 * Every wait is for something the pages show; the guards only stop a hang.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import type { Page } from 'playwright-core';
import { connectRedis } from '../../src/lab/queue/redis.ts';
import type { TestRedis } from '../../src/testing/redis-server.ts';
import { testPostgresAndRedis } from '../../src/server/testing/cluster-servers.ts';
import type { TestPostgres } from '../../src/server/testing/postgres-server.ts';
import { shareBrowser, type BrowserLease } from './shared-browser.ts';
import { ensureBuilt } from './build.ts';
import { frontDoor, type FrontDoor } from './front-door.ts';
import {
  HANG_GUARD,
  StallGuard,
  changeMark,
  patientContext,
  pollUntil,
  untilChanged,
} from './patience.ts';
import { playOnce, playToFullTime } from './play.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './server.ts';
import { createTable, logLength, waitLive, waitLogPast } from './tables.ts';

/**
 * Short leases, so that a dead owner's table moves within a few seconds; not shorter, since a
 * live owner starved of CPU for a whole lease (two files of browser tests beside unit tests on
 * two cores) loses its table with no fault, and the host's process no longer runs it (seen at 1 s
 * on this machine under load).
 */
const LEASE_MS = 3000;

/** Marks the page's document, to tell a reconnection from a reload. */
const mark = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.sameDocument === 'yes');

/** Resolves once the page's log is longer than `than` entries: the table took a move. */
async function logGrows(page: Page, than: number): Promise<void> {
  await waitLogPast(page, than);
}

/**
 * Plays one decision in the first of `pages` that has one, and waits until that page shows
 * the table took it; the page that played.
 */
async function playWhereAble(pages: readonly Page[]): Promise<Page> {
  const guard = new StallGuard();
  for (;;) {
    const marks = await Promise.all(pages.map(changeMark));
    for (const page of pages) {
      const before = await logLength(page);
      if (await playOnce(page)) {
        await logGrows(page, before);
        return page;
      }
    }
    guard.check(() => 'no page had a decision to play');
    await untilChanged(pages, marks);
  }
}

/** The first of `pages` with a decision to play, once one has. */
async function whoseTurn(pages: readonly Page[]): Promise<Page> {
  let found: Page | undefined;
  await pollUntil(async () => {
    for (const page of pages) {
      if ((await page.locator('.gk button:enabled').count()) === 0) continue;
      found = page;
      return true;
    }
    return false;
  }, 'a page with a decision to play');
  if (!found) throw new Error('no page with a decision');
  return found;
}

/** Plays on until every page has played `each` decisions of its own that the table took. */
async function playOn(pages: readonly Page[], each = 1): Promise<void> {
  const played = new Map(pages.map((page) => [page, 0]));
  while ([...played.values()].some((count) => count < each)) {
    // The pages still owing a decision first; the other's turn is played when it comes.
    const owing = pages.filter((page) => (played.get(page) ?? 0) < each);
    const page = await playWhereAble([...owing, ...pages.filter((p) => !owing.includes(p))]);
    played.set(page, (played.get(page) ?? 0) + 1);
  }
}

describe('Goalkeepers in the browser against a cluster of two processes', () => {
  const data = tempDataDir();
  let postgres: TestPostgres | undefined;
  let redis: TestRedis | undefined;
  let browser: BrowserLease | undefined;
  let leases: Redis | undefined;
  const servers: ServerProcess[] = [];
  const doors: FrontDoor[] = [];

  before(async () => {
    await ensureBuilt();
    [[postgres, redis], browser] = await Promise.all([testPostgresAndRedis(), shareBrowser()]);
    const url = new URL(redis.url);
    const connected = await connectRedis(url);
    if (!connected.ok) throw new Error(connected.error);
    leases = connected.value;
    const env = {
      DATABASE_URL: await postgres.database(),
      REDIS_URL: redis.url,
      LEASE_MS: String(LEASE_MS),
    };
    // One after the other: the first creates the schema the second finds.
    servers.push(await startServerProcess(data.dir, undefined, env));
    servers.push(await startServerProcess(data.dir, undefined, env));
    const [first, second] = servers as [ServerProcess, ServerProcess];
    // The host's door leads to the first process, the guest's to the second; each to the
    // other once its own is gone.
    doors.push(await frontDoor([first.port, second.port]));
    doors.push(await frontDoor([second.port, first.port]));
  });
  after(async () => {
    await browser?.close();
    for (const door of doors) await door.close();
    for (const server of servers) await server.stop('SIGKILL');
    leases?.disconnect();
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

  /** The pid in the name of the process holding the table's lease ('host:pid:random'). */
  const ownerPid = async (id: string): Promise<number | undefined> => {
    const lease = await leases?.get(`matchday:lease:${id}`);
    return lease ? Number(lease.split(':')[1]) : undefined;
  };

  /**
   * A new table of Goalkeepers for two people: the host's page through the first door (the
   * first process creates and runs the table), the guest's, a phone's, through the second.
   */
  const seatTwo = async (): Promise<{ id: string; host: Page; guest: Page }> => {
    const [hostDoor, guestDoor] = doors as [FrontDoor, FrontDoor];
    const host = await newPage();
    const id = await createTable(host, hostDoor.url, [
      { player: 'me', name: 'Ana' },
      { player: 'friend', name: 'Bo' },
    ]);
    const link = new URL(await host.locator('.invite__url').inputValue());
    // The same invite, opened on the other process.
    const guest = await newPage(390, 844);
    await guest.goto(new URL(`${link.pathname}${link.search}${link.hash}`, guestDoor.url).href);
    await Promise.all([waitLive(host), waitLive(guest)]);
    await you(guest, 'Bo').waitFor();
    // The host hears of the claim made through the other process.
    await host.locator('.invite__url').waitFor({ state: 'detached' });
    assert.equal(await ownerPid(id), servers[0]?.pid, "the host's process runs the table");
    return { id, host, guest };
  };

  /** A table for two on two processes, where each page has played a decision. */
  const playing = async (): Promise<{ id: string; host: Page; guest: Page }> => {
    const seated = await seatTwo();
    await playOn([seated.host, seated.guest]);
    await Promise.all([mark(seated.host), mark(seated.guest)]);
    return seated;
  };

  const closeAll = async (pages: readonly Page[]) => {
    for (const page of pages) await page.context().close();
  };
  const you = (page: Page, name: string) =>
    page.locator('.area', { hasText: name }).getByText('You', { exact: true });

  it('lets two browsers on different processes play each other', HANG_GUARD, async () => {
    const { id, host, guest } = await seatTwo();
    await playToFullTime([host, guest]);
    const outcomes = await Promise.all(
      [host, guest].map((page) => page.locator('.outcome__headline').innerText()),
    );
    assert.equal(outcomes[1], outcomes[0], 'both see the same full time');
    const records = await Promise.all(
      servers.map(async (server) => {
        const response = await fetch(`${server.url}/api/tables/${id}/record`);
        assert.equal(response.status, 200);
        return (await response.json()) as { actions: unknown[] };
      }),
    );
    assert.ok(records[0] && records[0].actions.length > 0, 'the game has moves');
    assert.deepEqual(records[1], records[0], 'both processes keep the same moves');
    await closeAll([host, guest]);
  });

  it('plays on through a Redis restarted empty', HANG_GUARD, async () => {
    const { host, guest } = await playing();
    let sent: Page | undefined;
    let before = 0;
    await redis?.restart(async () => {
      // A decision sent while Redis is down: the guest's goes through Redis to the owner.
      const page = await whoseTurn([guest, host]);
      before = await logLength(page);
      if (await playOnce(page)) sent = page;
    });
    if (sent) await logGrows(sent, before);
    await playOn([host, guest]);
    assert.ok((await sameDocument(host)) && (await sameDocument(guest)), 'no page reloaded');
    await closeAll([host, guest]);
  });

  it(
    'plays on through a PostgreSQL restarted, sending again what it could not save',
    HANG_GUARD,
    async () => {
      const { host, guest } = await playing();
      let sent: Page | undefined;
      let before = 0;
      await postgres?.restart(async () => {
        const page = await whoseTurn([host, guest]);
        before = await logLength(page);
        assert.ok(await playOnce(page), 'a decision to send while PostgreSQL is down');
        sent = page;
        // Refused for now (the commit failed): the page says when it sends it again.
        await page
          .locator('[data-connection="live"] .connection__retry', {
            hasText: /^waiting for the table, next try in \d+ s$/,
          })
          .waitFor();
      });
      // Sent again once PostgreSQL is back, with no second click.
      if (sent) await logGrows(sent, before);
      await playOn([host, guest]);
      assert.ok((await sameDocument(host)) && (await sameDocument(guest)), 'no page reloaded');
      await closeAll([host, guest]);
    },
  );

  it(
    'plays on after the owner is killed, on the process that took the table over',
    HANG_GUARD,
    async () => {
      const { id, host, guest } = await playing();
      const [owner, survivor] = servers as [ServerProcess, ServerProcess];
      await owner.stop('SIGKILL');
      // The host's page was on the dead process: it drops, redials through its door (to the
      // survivor, while the dead owner's lease is still in Redis) and must rejoin by itself.
      await host.locator('[data-connection="reconnecting"]').waitFor();
      await Promise.all([waitLive(host), waitLive(guest)]);
      await playOn([host, guest]);
      assert.equal(await ownerPid(id), survivor.pid, 'the survivor runs the table now');
      assert.ok((await sameDocument(host)) && (await sameDocument(guest)), 'no page reloaded');
      await closeAll([host, guest]);
    },
  );
});
