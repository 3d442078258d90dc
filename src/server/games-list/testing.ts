/**
 * The games list's scenarios on a real server, run on each store (games-list.test.ts on
 * SQLite, postgres.integration.test.ts on PostgreSQL): `start` starts a server on the
 * scenario's store with the clock given, again on the same database for a restart.
 */
import assert from 'node:assert/strict';
import { signedUpVisitor, Visitor } from '../accounts/visitor.ts';
import { DAY_SECONDS, type CreatedTable, type JoinedTable } from '../protocol.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { lostOnTime } from '../testing/lost-on-time.ts';
import { PATIENCE_MS, TestClient, type TestServer } from '../testing/harness.ts';
import type { GamesPage, ListedGame } from './model.ts';

/** A server on the scenario's store, turn clocks on `scheduler`. */
export type Start = (scheduler: FakeScheduler) => Promise<TestServer>;

const PASSWORD = 'correct horse battery';
const DAY_MS = DAY_SECONDS * 1000;
const HOUR_MS = 3_600_000;

/** The list's clock starts at a fixed moment, as a server's would at any time. */
export function clock(time = Date.parse('2026-03-01T12:00:00.000Z')): FakeScheduler {
  const scheduler = new FakeScheduler();
  scheduler.time = time;
  return scheduler;
}

export async function account(server: TestServer, name: string, signUp = true): Promise<Visitor> {
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

export async function myGames(
  server: TestServer,
  visitor: Visitor,
  query = '',
): Promise<GamesPage> {
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

/** Waits until the header's count for `visitor` is `count` (turns are written just after). */
async function countWhen(server: TestServer, visitor: Visitor, count: number): Promise<void> {
  const until = performance.now() + PATIENCE_MS;
  let last = await waitingCount(server, visitor);
  while (last !== count) {
    if (performance.now() > until)
      assert.fail(`the count stayed ${String(last)}, not ${String(count)}`);
    await new Promise((resolve) => setImmediate(resolve));
    last = await waitingCount(server, visitor);
  }
}

const entry = (games: readonly ListedGame[], id: string) => games.find((g) => g.id === id);

/**
 * A 1-day table: the deadline is listed, survives a restart ten hours in unchanged, and at it
 * (not a minute before) a bot plays for both people; the table is then listed as finished.
 */
export async function deadlineSurvivesRestart(start: Start): Promise<void> {
  const before = clock();
  const first = await start(before);
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
  const second = await start(after);
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
}

/**
 * A rated 1-day table, Rae against an easy bot at Goalkeepers (issue #35: running out loses at
 * rated tables, days as a clock): a minute short of her deadline nothing happens; at it the
 * table closes with no bot having played for her, and her history holds the game once, lost,
 * her rating down.
 */
export async function ratedDaysLose(start: Start): Promise<void> {
  const time = clock();
  const server = await start(time);
  try {
    const { visitor, id } = await signedUpVisitor(server.url, 'Days Rae');
    const response = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: visitor.cookie },
      body: JSON.stringify({
        game: 'goalkeepers',
        seats: [{ kind: 'me' }, { kind: 'bot', level: 'easy' }],
        rated: true,
        turnSeconds: DAY_SECONDS,
      }),
    });
    assert.equal(response.status, 201);
    const created = (await response.json()) as CreatedTable;
    const tableId = created.table.id;
    const rae = await sit(visitor, created, 0);
    await rae.until(() => rae.latest(0)?.actors.includes(0) === true);
    assert.equal(rae.latest(0)?.timer?.deadline, time.time + DAY_MS);
    time.advance(DAY_MS - 60_000);
    await rae.caughtUp();
    assert.equal(rae.latest(0)?.table.status, 'playing', 'not before the day is out');
    time.advance(60_000);
    await lostOnTime(server, rae, tableId, id);
  } finally {
    await server.close();
  }
}

/** Waiting tables first by deadline, then the others, then the finished; page by page alike. */
export async function listsInOrder(start: Start): Promise<void> {
  const time = clock();
  const server = await start(time);
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
    // Bo took a seat that was already waiting at a table without a clock: it counts at once.
    await countWhen(server, bo, 2);
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
    assert.equal(await waitingCount(server, bo), 2, 'the one-day table, and the one ana answered');

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
}
