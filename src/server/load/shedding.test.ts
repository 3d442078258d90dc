import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreateTable, CreatedTable, ErrorBody, JoinedTable } from '../protocol.ts';
import { testServer, type TestClient, type TestServer } from '../testing/harness.ts';
import { RETRY_AFTER_SECONDS } from './admission.ts';

/**
 * Admission control on the real server, driven by an injected signal instead of load: while
 * it says overloaded, new tables, lobby claims and new joins are refused 'busy' (503 with
 * Retry-After over HTTP) and counted; seated people play on and come back after a drop, and a
 * table's creator sits at the table made before; once it says calm, the same requests are taken.
 */
describe('overload sheds new work', () => {
  const signal = { overloaded: false, admitShare: () => 1 };
  let server: TestServer;
  /** A table whose seats one client took before the overload. */
  let seated: CreatedTable;
  let player: TestClient;
  let device: string;
  /** A table created before the overload that nobody has sat at yet: its creator's seat and a friend's. */
  let fresh: CreatedTable;
  /** A listed table with a friend seat in the lobby. */
  let listed: CreatedTable;

  before(async () => {
    server = await testServer({ overload: { signal } });
    const twoSeats: CreateTable = { game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }] };
    seated = await server.createTable(twoSeats);
    fresh = await server.createTable({
      game: 'goalkeepers',
      seats: [{ kind: 'me' }, { kind: 'friend' }],
    });
    listed = await server.createTable({
      game: 'goalkeepers',
      seats: [{ kind: 'me' }, { kind: 'friend' }],
      listed: true,
    });
    player = await server.client();
    const joined = await player.request<JoinedTable>('join', {
      tableId: seated.table.id,
      tokens: seated.seats.map((s) => s.token),
    });
    assert.ok(joined.ok && joined.value.device !== null);
    device = joined.value.device;
  });
  after(async () => {
    await server.close();
  });

  const create = () =>
    fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }] }),
    });
  const metrics = async () => (await server.api<Record<string, number>>('/api/metrics')).body;

  it('refuses new tables, claims and joins while overloaded, and lets seated people play', async () => {
    signal.overloaded = true;

    const refused = await create();
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), String(RETRY_AFTER_SECONDS));
    const body = (await refused.json()) as ErrorBody;
    assert.equal(body.code, 'busy');
    assert.match(body.message, /too busy/);
    assert.equal(body.retryAfterSeconds, RETRY_AFTER_SECONDS, 'the body says it too');

    const claim = await server.api<ErrorBody>(`/api/tables/${listed.table.id}/claim`, {
      body: { seat: 1 },
    });
    assert.equal(claim.status, 503);
    assert.equal(claim.body.code, 'busy');
    // Refused as it arrives, before its body is read: a body that is no JSON gets 'busy' too.
    const unread = await server.api<ErrorBody>('/api/tables', { raw: '{not json' });
    assert.deepEqual([unread.status, unread.body.code], [503, 'busy']);

    // A friend opening their invitation for the first time is someone new.
    const newcomer = await server.client();
    const firstSit = await newcomer.request('join', {
      tableId: fresh.table.id,
      tokens: [fresh.seats[1]?.token],
    });
    assert.equal(!firstSit.ok && firstSit.error.code, 'busy');
    // A socket has no Retry-After header: the acknowledgement says when to ask again.
    assert.equal(!firstSit.ok && firstSit.error.retryAfterSeconds, RETRY_AFTER_SECONDS);
    const spectator = await newcomer.request('join', { tableId: seated.table.id });
    assert.equal(!spectator.ok && spectator.error.code, 'busy');
    // The creator sitting down at the table just made is let in: it was admitted when made.
    const creator = await server.client();
    const creatorSits = await creator.request('join', {
      tableId: fresh.table.id,
      tokens: [fresh.seats[0]?.token],
    });
    assert.ok(creatorSits.ok, JSON.stringify(creatorSits));

    // The seated person acts: whichever seat the game asks first (GK-2.3).
    const seat = await actingSeat(player);
    const update = player.latest(seat);
    const action = update?.legal[0]?.action;
    const acted = await player.request('act', {
      tableId: seated.table.id,
      token: seated.seats[seat]?.token,
      action,
      version: update?.table.version,
    });
    assert.deepEqual(acted, { ok: true });
    await player.update(seat, 1);

    // The same person's page comes back after a drop: its seats are taken, so it is let in.
    const back = await server.client();
    const rejoined = await back.request<JoinedTable>('join', {
      tableId: seated.table.id,
      tokens: seated.seats.map((s) => s.token),
      device,
    });
    assert.ok(rejoined.ok, JSON.stringify(rejoined));

    const figures = await metrics();
    assert.equal(figures.overloaded, 1);
    assert.equal(figures.refusedTables, 3);
    assert.equal(figures.refusedJoins, 2);
  });

  it('takes the same requests once the signal is calm again', async () => {
    signal.overloaded = false;
    assert.equal((await create()).status, 201);
    const claim = await server.api(`/api/tables/${listed.table.id}/claim`, { body: { seat: 1 } });
    assert.equal(claim.status, 200);
    const newcomer = await server.client();
    const firstSit = await newcomer.request('join', {
      tableId: fresh.table.id,
      tokens: [fresh.seats[1]?.token],
    });
    assert.ok(firstSit.ok, JSON.stringify(firstSit));
    const spectator = await newcomer.request('join', { tableId: seated.table.id });
    assert.ok(spectator.ok, JSON.stringify(spectator));
    const figures = await metrics();
    assert.equal(figures.overloaded, 0);
    assert.equal(figures.refusedTables, 3, 'nothing more refused');
    assert.equal(figures.refusedJoins, 2);
  });

  it('as the door opens again, makes the share of new tables it lets in', async () => {
    signal.admitShare = () => 0.25;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await create()).status);
    signal.admitShare = () => 1;
    // Every fourth ask is let in, and made: let in as it arrives, it is not drawn again.
    assert.deepEqual(statuses, [503, 503, 503, 201, 503, 503, 503, 201]);
    assert.equal((await metrics()).refusedTables, 3 + 6);
  });
});

/** The seat the table first asks to act, once the player's joined views have come. */
async function actingSeat(player: TestClient): Promise<number> {
  await player.update(0);
  await player.update(1);
  const seat = [0, 1].find((s) => (player.latest(s)?.legal.length ?? 0) > 0);
  assert.ok(seat !== undefined, 'one seat is asked to act');
  return seat;
}
