/**
 * Games over days and "your move" (issue #35), on the real server (fastify + node:sqlite):
 * a correspondence table's deadline is in the database and survives a restart unchanged,
 * and runs out as the turn timer does (a bot plays); a player's games come waiting first,
 * then the others, then the finished, paged by key; the header's count. Time is a
 * FakeScheduler the test turns by hand: nothing waits for a day, or for a timeout.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Visitor } from '../accounts/visitor.ts';
import { DAY_SECONDS, type CreatedTable, type JoinedTable } from '../protocol.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { PATIENCE_MS, TestClient, testServer, type TestServer } from '../testing/harness.ts';
import type { GamesPage, ListedGame } from './model.ts';

const PASSWORD = 'correct horse battery';
const DAY_MS = DAY_SECONDS * 1000;
const HOUR_MS = 3_600_000;

/** The list's clock starts at a fixed moment, as a server's would at any time. */
function clock(time = Date.parse('2026-03-01T12:00:00.000Z')): FakeScheduler {
  const scheduler = new FakeScheduler();
  scheduler.time = time;
  return scheduler;
}

async function account(server: TestServer, name: string, signUp = true): Promise<Visitor> {
  const visitor = new Visitor(server.url);
  const made = signUp
    ? await visitor.signUp(name, PASSWORD)
    : await visitor.call('/sign-in/username', { username: name, password: PASSWORD });
  assert.equal(made.status, 200, JSON.stringify(made.body));
  return visitor;
}

/** A coin toss for two people (both call at once), `days` per decision (0: no timer). */
async function table(server: TestServer, days: number, seats = 2): Promise<CreatedTable> {
  const kinds = ['me', 'friend'] as const;
  return server.createTable({
    game: 'coin-toss',
    options: { tosses: 1 },
    seats: Array.from({ length: seats }, (_, seat) => ({ kind: kinds[seat] ?? 'friend' })),
    turnSeconds: days * DAY_SECONDS,
  });
}

/** A signed-in browser's socket, seated at `seat` with its token: the seat is its player's. */
async function sit(visitor: Visitor, created: CreatedTable, seat: number): Promise<TestClient> {
  const client = await TestClient.connect(new URL(visitor.origin).origin, {
    extraHeaders: { cookie: visitor.cookie },
  });
  const token = created.seats[seat]?.token ?? '';
  const joined = await client.request<JoinedTable>('join', {
    tableId: created.table.id,
    tokens: [token],
  });
  assert.ok(joined.ok, joined.ok ? '' : joined.error.message);
  return client;
}

/** Plays the seat's first legal action (a coin call). */
async function call(client: TestClient, created: CreatedTable, seat: number): Promise<void> {
  const update = await client.update(seat);
  const action = update.legal[0]?.action;
  assert.ok(action !== undefined, `seat ${String(seat)} has a call to make`);
  const token = created.seats[seat]?.token ?? '';
  const acted = await client.request('act', {
    tableId: created.table.id,
    token,
    action,
    version: update.table.version,
  });
  assert.ok(acted.ok, JSON.stringify(acted));
}

async function myGames(server: TestServer, visitor: Visitor, query = ''): Promise<GamesPage> {
  const response = await fetch(`${server.url}/api/my-games${query}`, {
    headers: { cookie: visitor.cookie },
  });
  assert.equal(response.status, 200);
  return (await response.json()) as GamesPage;
}

async function waitingCount(server: TestServer, visitor: Visitor): Promise<number> {
  const response = await fetch(`${server.url}/api/my-games/waiting`, {
    headers: { cookie: visitor.cookie },
  });
  return ((await response.json()) as { waiting: number }).waiting;
}

/**
 * The list once `holds` is true of it: turns are written just after the change that makes
 * them (games-list/turns.ts), so a read may come first; it is asked again until it holds.
 */
async function listWhen(
  server: TestServer,
  visitor: Visitor,
  holds: (games: readonly ListedGame[]) => boolean,
): Promise<readonly ListedGame[]> {
  const until = performance.now() + PATIENCE_MS;
  for (;;) {
    const { games } = await myGames(server, visitor);
    if (holds(games)) return games;
    if (performance.now() > until) assert.fail(`the list never held: ${JSON.stringify(games)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const entry = (games: readonly ListedGame[], id: string) => games.find((g) => g.id === id);

describe('games over days', () => {
  it('keeps a correspondence deadline through a restart, then a bot plays when it runs out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-days-'));
    try {
      const before = clock();
      const first = await testServer({ dataDir, turnScheduler: before });
      const ana = await account(first, 'Days Ana');
      const bo = await account(first, 'Days Bo');
      const created = await table(first, 1);
      const id = created.table.id;
      const deadline = before.time + DAY_MS;
      await sit(ana, created, 0);
      await sit(bo, created, 1);
      const waiting = await listWhen(first, bo, (g) => entry(g, id)?.deadline === deadline);
      assert.deepEqual(entry(waiting, id)?.section, 'waiting');
      assert.equal(entry(waiting, id)?.turnSeconds, DAY_SECONDS);
      assert.equal(await waitingCount(first, bo), 1);
      // Ten hours pass; the server goes down and comes back on the same database.
      before.advance(10 * HOUR_MS);
      await first.close();

      const after = clock(before.time);
      const second = await testServer({ dataDir, turnScheduler: after });
      try {
        const anaAgain = await account(second, 'days ana', false);
        const listed = await listWhen(second, anaAgain, (g) => entry(g, id) !== undefined);
        assert.equal(entry(listed, id)?.deadline, deadline, 'the clock did not start again');
        const watcher = await sit(anaAgain, created, 0);
        const shown = await watcher.update(0);
        assert.equal(shown.timer?.deadline, deadline, 'the table shows the same deadline');
        assert.equal(after.armed, 1, 'one timeout, at the deadline');
        // A minute short of it nothing happens; at it, the bot calls for both.
        after.advance(14 * HOUR_MS - 60_000);
        await watcher.caughtUp();
        assert.equal(watcher.latest(0)?.table.status, 'playing');
        after.advance(60_000);
        await watcher.until(() => watcher.latest(0)?.table.status === 'finished');
        const log = watcher.latest(0)?.events ?? [];
        assert.ok(
          log.some((e) => e.kind === 'timeout'),
          'the log says the time ran out',
        );
        const done = await listWhen(second, anaAgain, (g) => entry(g, id)?.section === 'finished');
        assert.equal(entry(done, id)?.deadline, null);
        assert.equal(await waitingCount(second, anaAgain), 0);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses days it does not offer', async () => {
    const server = await testServer();
    try {
      const refused = await server.api<{ code: string }>('/api/tables', {
        body: { game: 'coin-toss', seats: [{ kind: 'me' }], turnSeconds: 2 * DAY_SECONDS },
      });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.code, 'bad-message');
    } finally {
      await server.close();
    }
  });
});

describe('your move', () => {
  it('lists waiting tables first by deadline, then the others, then the finished, page by page', async () => {
    const time = clock();
    const server = await testServer({ turnScheduler: time });
    try {
      const ana = await account(server, 'Move Ana');
      const bo = await account(server, 'Move Bo');
      // Waiting, three days; then waiting, one day (sooner); then one ana has answered.
      const threeDays = await table(server, 3);
      const oneDay = await table(server, 1);
      const answered = await table(server, 0);
      const alone = await table(server, 0, 1);
      const seated: TestClient[] = [];
      for (const created of [threeDays, oneDay, answered, alone]) {
        seated.push(await sit(ana, created, 0));
      }
      await sit(bo, oneDay, 1);
      await sit(bo, answered, 1);
      await call(seated[2] as TestClient, answered, 0);
      await call(seated[3] as TestClient, alone, 0);
      await (seated[3] as TestClient).until(
        () => (seated[3] as TestClient).latest(0)?.table.status === 'finished',
      );
      const order = [oneDay, threeDays, answered, alone].map((c) => c.table.id);
      const all = await listWhen(server, ana, (g) => g.map((x) => x.id).join() === order.join());
      assert.deepEqual(
        all.map((g) => [g.section, g.deadline]),
        [
          ['waiting', time.time + DAY_MS],
          ['waiting', time.time + 3 * DAY_MS],
          ['playing', null],
          ['finished', null],
        ],
      );
      const seats = entry(all, oneDay.table.id)?.seats ?? [];
      assert.deepEqual(
        seats.map((seat) => [seat.name, seat.bot, seat.mine]),
        oneDay.table.seats.map((seat, i) => [seat.name, false, i === 0]),
      );
      assert.equal(await waitingCount(server, ana), 2);
      assert.equal(
        await waitingCount(server, bo),
        2,
        'the one-day table, and the one ana answered',
      );

      // Page by page, one game a page: the same games in the same order, then no next page.
      const paged: string[] = [];
      let next: string | null = '';
      while (next !== null) {
        const page = await myGames(server, ana, `?limit=1${next ? `&after=${next}` : ''}`);
        paged.push(...page.games.map((g) => g.id));
        next = page.next;
        assert.ok(paged.length <= order.length, 'the pages end');
      }
      assert.deepEqual(paged, order);
    } finally {
      await server.close();
    }
  });

  it('shows nothing without a session, and refuses a cursor it never gave', async () => {
    const server = await testServer();
    try {
      const empty = await server.api<GamesPage>('/api/my-games');
      assert.deepEqual([empty.status, empty.body.games, empty.body.next], [200, [], null]);
      const none = await server.api<{ waiting: number }>('/api/my-games/waiting');
      assert.equal(none.body.waiting, 0);
      const forged = await server.api<{ code: string }>('/api/my-games?after=bm90LWpzb24');
      assert.deepEqual([forged.status, forged.body.code], [400, 'bad-message']);
      const tooMany = await server.api('/api/my-games?limit=500');
      assert.equal(tooMany.status, 400);
    } finally {
      await server.close();
    }
  });
});
