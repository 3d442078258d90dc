/**
 * A seat is its player's from the moment it is taken (issue #34, gap G4 of the acceptance
 * walk), on the real server with its clock injected: a signed-in player who creates a rated
 * table against a bot, or takes a rated table's seat from the lobby, and whose page never
 * connects, holds the seat all the same: the table left until the idle sweep closes it is rated
 * as their loss and counts towards the cool-down, which then refuses both a rated creation and
 * a lobby claim in words. The player's page is headed by the account's name, whatever its
 * seats were called.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SPECTATOR } from '../../core/game.ts';
import type {
  ClaimedSeat,
  CreatedTable,
  CreateTable,
  ErrorBody,
  TableSummary,
} from '../protocol.ts';
import type { PlayerPage } from '../ratings/routes.ts';
import type { TableRatings } from '../ratings/table-ratings.ts';
import { pollUntil, testServer, type TestServer } from '../testing/harness.ts';
import { signedUpVisitor, type Visitor } from './visitor.ts';

const HOUR = 60 * 60 * 1000;
const IDLE_MS = 10 * 60 * 1000;

describe('a seat is its player’s from the moment it is taken', () => {
  let clock = Date.UTC(2026, 10, 30, 9);
  let server: TestServer;

  before(async () => {
    server = await testServer({ now: () => clock, tableIdleMs: IDLE_MS, sweepMs: 24 * HOUR });
  });
  after(() => server.close());

  /** POST with the visitor's session (and the page's origin), e.g. a creation or a claim. */
  // oxlint-disable-next-line typescript/no-unnecessary-type-parameters
  async function postAs<T>(visitor: Visitor, path: string, body: unknown) {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        cookie: visitor.cookie,
        origin: server.url,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T & ErrorBody };
  }

  const rated = (first: CreateTable['seats'][number]): CreateTable => ({
    game: 'goalkeepers',
    seats: [first, { kind: 'bot', level: 'easy' }],
    rated: true,
    listed: true,
  });

  const page = async (id: string) => (await server.api<PlayerPage>(`/api/players/${id}`)).body;

  /**
   * A spectator (not the player's page) watches until the game waits for seat 0 and goes; the
   * clock then turns past the idle time until the sweep closes the table as abandoned.
   */
  async function leftAlone(tableId: string): Promise<void> {
    const watcher = await server.client();
    const joined = await watcher.request('join', { tableId, tokens: [] });
    assert.ok(joined.ok, JSON.stringify(joined));
    await watcher.until(() => watcher.latest(SPECTATOR)?.actors.includes(0) === true);
    watcher.close();
    const closed = await pollUntil(
      async () => {
        clock += IDLE_MS + 1;
        await server.sweep();
        return (await server.api<TableSummary>(`/api/tables/${tableId}`)).body;
      },
      (table) => table.status === 'abandoned',
    );
    assert.equal(closed.status, 'abandoned');
  }

  /** The player's page once it lists `tableId`, with seat 0's result there. */
  async function resultOf(id: string, tableId: string): Promise<string | undefined> {
    const seen = await pollUntil(
      () => page(id),
      (p) => p.history.entries.some((e) => e.tableId === tableId),
    );
    const entry = seen.history.entries.find((e) => e.tableId === tableId);
    assert.ok(entry, `table ${tableId} is on the player's page`);
    return entry.seats.find((s) => s.seat === 0)?.result;
  }

  it('rates a table left before its page connects as lost, and counts it for the cool-down', async () => {
    const { visitor, id } = await signedUpVisitor(server.url, 'Early Eve');

    // 1. Created with the creator's session: the 'me' seat is theirs before any page connects.
    const made = await postAs<CreatedTable>(visitor, '/api/tables', rated({ kind: 'me' }));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const first = made.body.table.id;
    const mine = await fetch(`${server.url}/api/tables/${first}/mine`, {
      headers: { cookie: visitor.cookie },
    });
    assert.deepEqual(await mine.json(), { seats: [0] }, 'the seat is the account’s at creation');
    await leftAlone(first);
    assert.equal(await resultOf(id, first), 'loss', 'leaving before the page connected lost');
    // Its seat kept the server's default name ('Seat 1': no name asked); the page is headed by
    // the account's name all the same (#34 G3), not by that seat's.
    assert.equal(made.body.table.seats[0]?.name, 'Seat 1');
    assert.equal((await page(id)).name, 'Early Eve');
    // The table's ratings say how it was rated for the seat (the full-time panel's forfeit).
    const ratings = await server.api<TableRatings[]>(`/api/ratings/tables?ids=${first}`);
    assert.equal(ratings.body[0]?.seats.find((r) => r.seat === 0)?.result, 'loss');

    // 2. A seat taken from the lobby (a table whose other seat is a bot), never opened.
    const hosted = await server.createTable(rated({ kind: 'friend' }));
    const claimed = await postAs<ClaimedSeat>(visitor, `/api/tables/${hosted.table.id}/claim`, {
      seat: 0,
    });
    assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
    await leftAlone(hosted.table.id);
    assert.equal(await resultOf(id, hosted.table.id), 'loss', 'a lobby seat left unopened lost');

    // 3. A third: three abandons in 24 hours earn the cool-down.
    const third = await postAs<CreatedTable>(visitor, '/api/tables', rated({ kind: 'me' }));
    assert.equal(third.status, 201, JSON.stringify(third.body));
    await leftAlone(third.body.table.id);
    assert.equal(await resultOf(id, third.body.table.id), 'loss');

    const refused = await postAs<CreatedTable>(visitor, '/api/tables', rated({ kind: 'me' }));
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'cooling-down');
    assert.match(refused.body.message, /^You left 3 rated games in the last 24 hours/);
    // A lobby seat at a rated table is refused in the same words, and stays free.
    const other = await server.createTable(rated({ kind: 'friend' }));
    const notNow = await postAs<ClaimedSeat>(visitor, `/api/tables/${other.table.id}/claim`, {});
    assert.equal(notNow.status, 403, JSON.stringify(notNow.body));
    assert.equal(notNow.body.code, 'cooling-down');
    const lobby = await server.api<{ entries: { table: { id: string } }[] }>('/api/lobby');
    assert.ok(
      lobby.body.entries.some((e) => e.table.id === other.table.id),
      'the refused seat is still offered',
    );
    // A casual table's seat is open to them.
    const casual = await server.createTable({ ...rated({ kind: 'friend' }), rated: false });
    const sits = await postAs<ClaimedSeat>(visitor, `/api/tables/${casual.table.id}/claim`, {});
    assert.equal(sits.status, 200, JSON.stringify(sits.body));
  });
});
