import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  CreatedTable,
  ErrorBody,
  JoinedTable,
  ReissuedSeat,
  TableSummary,
} from './protocol.ts';
import { testServer, type TestClient, type TestServer } from './testing/harness.ts';

const withFriend = {
  game: 'goalkeepers',
  seats: [
    { kind: 'me' as const, name: 'Ana' },
    { kind: 'friend' as const, name: 'Bo' },
    { kind: 'bot' as const, level: 'easy' as const },
  ],
};

const IN_USE = 'This seat is already taken — ask the host for a new link.';

/** Joins and returns the answer's value, failing the test on a refusal. */
async function joined(
  client: TestClient,
  tableId: string,
  tokens: readonly string[],
  device?: string,
): Promise<JoinedTable> {
  const answer = await client.request<JoinedTable>('join', { tableId, tokens, device });
  assert.ok(answer.ok, answer.ok ? '' : answer.error.message);
  return answer.value;
}

/** The refusal's code of a join, or 'ok'. */
async function joinCode(
  client: TestClient,
  tableId: string,
  tokens: readonly string[],
  device?: string,
): Promise<string> {
  const answer = await client.request('join', { tableId, tokens, device });
  return answer.ok ? 'ok' : answer.error.code;
}

function tokenOf(created: CreatedTable, seat: number): string {
  const token = created.seats.find((s) => s.seat === seat)?.token;
  assert.ok(token);
  return token;
}

describe('a seat belongs to the device that claimed it', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  const reissue = (id: string, body: unknown) =>
    server.api<ReissuedSeat | ErrorBody>(`/api/tables/${id}/reissue`, { body });

  it('refuses a second device with only the link, which sees nothing; the first plays on', async () => {
    // Scripted play: seat 1 starts (GK-2.3), so the host's first move is the table's first.
    const created = await server.createTable({ ...withFriend, options: { starter: 'first-seat' } });
    const id = created.table.id;
    const host = await server.client();
    const friend = await server.client();
    await joined(host, id, [tokenOf(created, 0)]);
    const bound = await joined(friend, id, [tokenOf(created, 1)]);
    assert.deepEqual(bound.seats, [1]);
    assert.ok(bound.device);

    const thief = await server.client();
    const refused = await thief.request('join', { tableId: id, tokens: [tokenOf(created, 1)] });
    assert.deepEqual(refused, { ok: false, error: { code: 'seat-in-use', message: IN_USE } });
    assert.equal(await joinCode(thief, id, [tokenOf(created, 1)], 'z'.repeat(32)), 'seat-in-use');
    const move = { tableId: id, token: tokenOf(created, 1), action: 0, version: 0 };
    const acted = await thief.request('act', move);
    assert.equal(acted.ok ? '' : acted.error.code, 'not-seated');
    assert.deepEqual(thief.updates, [], 'not a single view');
    assert.ok(thief.received.every((text) => text.includes('"ok":false')));

    // The first device comes back (a reload) with its device token and plays on.
    const again = await server.client();
    assert.deepEqual(await joined(again, id, [tokenOf(created, 1)], bound.device), bound);
    const first = await host.update(0);
    const ack = await host.request('act', {
      tableId: id,
      token: tokenOf(created, 0),
      action: first.legal[0]?.action,
      version: 0,
    });
    assert.ok(ack.ok);
    await again.until(() => (again.latest(1)?.table.version ?? 0) >= 1);
  });

  it('binds a hot-seat device’s seats to one device token', async () => {
    const created = await server.createTable({
      game: 'goalkeepers',
      seats: [{ kind: 'me' }, { kind: 'me' }],
    });
    const id = created.table.id;
    const tokens = created.seats.map((s) => s.token);
    const device = (await joined(await server.client(), id, tokens)).device ?? undefined;
    const tab = await server.client();
    assert.deepEqual((await joined(tab, id, [tokens[1] ?? ''], device)).seats, [1]);
    assert.equal(await joinCode(await server.client(), id, [tokens[0] ?? '']), 'seat-in-use');
  });

  it('lets the host give a seat a new link: the old one is retired, the new one binds', async () => {
    const created = await server.createTable(withFriend);
    const id = created.table.id;
    const old = tokenOf(created, 1);
    const friend = await server.client();
    const friendDevice = (await joined(friend, id, [old])).device ?? undefined;

    const wrongHost = await reissue(id, { hostToken: old, seat: 1 });
    assert.deepEqual([wrongHost.status, (wrongHost.body as ErrorBody).code], [403, 'bad-token']);
    for (const seat of [2, 3]) {
      const notPerson = await reissue(id, { hostToken: created.host, seat });
      assert.deepEqual(
        [notPerson.status, (notPerson.body as ErrorBody).code],
        [400, 'bad-message'],
      );
    }

    const answer = await reissue(id, { hostToken: created.host, seat: 1 });
    assert.equal(answer.status, 200);
    const fresh = answer.body as ReissuedSeat;
    assert.equal(fresh.seat, 1);
    assert.notEqual(fresh.token, old);
    assert.equal(fresh.invite, `/table/${id}?seat=1#token=${fresh.token}`);
    // The device that held the seat hears it at once, and watches on as a spectator.
    await friend.until(() => friend.failures.some((f) => f.code === 'bad-token'));
    await friend.update(-1);
    const summary = await server.api<TableSummary>(`/api/tables/${id}`);
    assert.equal(summary.body.seats[1]?.claimed, false);

    assert.equal(await joinCode(friend, id, [old], friendDevice), 'bad-token');
    const newcomer = await server.client();
    const claimed = await joined(newcomer, id, [fresh.token]);
    assert.deepEqual(claimed.seats, [1]);
    assert.notEqual(claimed.device, friendDevice);
    assert.equal(await joinCode(friend, id, [fresh.token], friendDevice), 'seat-in-use');
    await newcomer.update(1);
  });
});

describe('device bindings and host tokens survive a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-devices-'));
  const dbPath = join(dir, 'matchday.sqlite');
  let server: TestServer | undefined;
  after(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps who holds each seat, and a new link, across restarts', async () => {
    server = await testServer({ dbPath });
    const created = await server.createTable(withFriend);
    const id = created.table.id;
    const old = tokenOf(created, 1);
    const device = (await joined(await server.client(), id, [old])).device ?? undefined;
    await server.close();

    server = await testServer({ dbPath });
    assert.equal(await joinCode(await server.client(), id, [old]), 'seat-in-use');
    assert.equal(await joinCode(await server.client(), id, [old], device), 'ok');
    const answer = await server.api<ReissuedSeat>(`/api/tables/${id}/reissue`, {
      body: { hostToken: created.host, seat: 1 },
    });
    assert.equal(answer.status, 200);
    await server.close();

    server = await testServer({ dbPath });
    assert.equal(await joinCode(await server.client(), id, [old], device), 'bad-token');
    const newcomer = await server.client();
    assert.deepEqual((await joined(newcomer, id, [answer.body.token])).seats, [1]);
  });
});
