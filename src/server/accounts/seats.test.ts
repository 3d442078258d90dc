/**
 * Seats follow their player (issue #34), on the real server: a seat taken by a signed-in
 * browser records its player; the same account, signed in on another device, opens the
 * seat's link there or moves the seat over; a guest's seat becomes the account's when the
 * guest signs up; guests without a session keep today's device binding.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreatedTable, ErrorBody, JoinedTable, TableSummary } from '../protocol.ts';
import { TestClient, testServer, type TestServer } from '../testing/harness.ts';
import { Visitor } from './visitor.ts';

const PASSWORD = 'correct horse battery';
const twoPeople = {
  game: 'goalkeepers',
  seats: [
    { kind: 'me' as const, name: 'Ana' },
    { kind: 'friend' as const, name: 'Bo' },
  ],
};

let server: TestServer;

/** A socket that brings a visitor's session cookie, as a browser's handshake does. */
function socketOf(visitor: Visitor): Promise<TestClient> {
  return TestClient.connect(server.url, { extraHeaders: { cookie: visitor.cookie } });
}

async function join(client: TestClient, tableId: string, tokens: string[], device?: string) {
  return client.request<JoinedTable>('join', { tableId, tokens, device });
}

/** A table of two people (the test server sheds no load: tests of that inject their signal). */
async function create(): Promise<CreatedTable> {
  const made = await server.api<CreatedTable & ErrorBody>('/api/tables', { body: twoPeople });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body;
}

async function account(name: string): Promise<Visitor> {
  const visitor = new Visitor(server.url);
  const made = await visitor.signUp(name, PASSWORD);
  assert.equal(made.status, 200, JSON.stringify(made.body));
  return visitor;
}

async function signIn(name: string): Promise<Visitor> {
  const visitor = new Visitor(server.url);
  const answer = await visitor.call('/sign-in/username', { username: name, password: PASSWORD });
  assert.equal(answer.status, 200);
  return visitor;
}

async function mine(visitor: Visitor, tableId: string, method = 'GET') {
  const response = await fetch(`${server.url}/api/tables/${tableId}/mine`, {
    method,
    headers: { cookie: visitor.cookie, origin: server.url },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('seats that follow their player', () => {
  before(async () => {
    server = await testServer();
  });
  after(() => server.close());

  it('lets one account play its seat on two devices, a move sent from both played once', async () => {
    const laptop = await account('Seat Sam');
    const created = await create();
    const [ana] = created.seats;
    assert.ok(ana);
    const first = await socketOf(laptop);
    const seated = await join(first, created.table.id, [ana.token]);
    assert.ok(seated.ok);
    assert.deepEqual((await mine(laptop, created.table.id)).body, { seats: [0] });
    // A stranger with the link and no session is refused, as today.
    const stranger = await server.client();
    const refused = await join(stranger, created.table.id, [ana.token]);
    assert.equal(refused.ok ? 'ok' : refused.error.code, 'seat-in-use');
    // The same account on a phone: the link seats it.
    const phone = await signIn('seat sam');
    const second = await socketOf(phone);
    const again = await join(second, created.table.id, [ana.token]);
    assert.ok(again.ok, again.ok ? '' : again.error.message);
    assert.deepEqual(again.value.seats, [0]);

    // RULING (#34, docs/ratings.md "One account, two devices"): both devices play the seat.
    // Bo plays until the game asks Ana's seat; then both devices send the same move at once.
    const tableId = created.table.id;
    const bo = await server.client();
    assert.ok((await join(bo, tableId, [created.seats[1]?.token ?? ''])).ok);
    for (;;) {
      await first.caughtUp();
      await bo.caughtUp();
      const asked = first.latest(0);
      assert.ok(asked, 'the laptop has an update');
      if (asked.actions.length > 0) break;
      const boNow = bo.latest(1);
      const move = boNow?.actions[0];
      assert.ok(boNow && move !== undefined, 'the game waits for Bo when not for Ana');
      const version = boNow.table.version;
      const played = await bo.request('act', {
        tableId,
        token: created.seats[1]?.token,
        action: move,
        version,
      });
      assert.ok(played.ok, JSON.stringify(played));
      await first.until(() => (first.latest(0)?.table.version ?? 0) > version);
    }
    await second.caughtUp();
    const seen = first.latest(0);
    assert.ok(seen);
    const { version } = seen.table;
    assert.equal(second.latest(0)?.table.version, version, 'both devices see the same position');
    const act = { tableId, token: ana.token, action: seen.actions[0], version };
    const answers = await Promise.all([first.request('act', act), second.request('act', act)]);
    // One move played, whichever came first; the other, chosen at the same version, is stale
    // and changes nothing.
    assert.deepEqual(
      answers.map((a) => (a.ok ? 'ok' : a.error.code)).sort(),
      ['ok', 'stale'],
      JSON.stringify(answers),
    );
    for (const device of [first, second]) {
      await device.until(() => (device.latest(0)?.table.version ?? 0) > version);
      await device.caughtUp();
      assert.equal(device.latest(0)?.table.version, version + 1, 'played once, seen by both');
    }
    const summary = await server.api<TableSummary>(`/api/tables/${tableId}`);
    assert.equal(summary.body.version, version + 1);
  });

  it('moves the seat to a device that has no link, and tells the old one', async () => {
    const laptop = await account('Mover Mo');
    const created = await create();
    const [ana] = created.seats;
    assert.ok(ana);
    const first = await socketOf(laptop);
    assert.ok((await join(first, created.table.id, [ana.token])).ok);
    const phone = await signIn('mover mo');
    const moved = await mine(phone, created.table.id, 'POST');
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal(moved.body.seat, 0);
    const token = /#token=([\w-]+)/u.exec(String(moved.body.invite))?.[1] ?? '';
    const second = await socketOf(phone);
    const taken = await join(second, created.table.id, [token]);
    assert.ok(taken.ok, taken.ok ? '' : taken.error.message);
    await first.until(() => first.failures.some((f: ErrorBody) => f.code === 'bad-token'));
    // Someone else's session cannot move it.
    const other = await account('Other Olly');
    const stolen = await mine(other, created.table.id, 'POST');
    assert.equal(stolen.status, 403);
  });

  it('a guest’s seat becomes the account’s when the guest signs up', async () => {
    const guest = new Visitor(server.url);
    await guest.call('/sign-in/anonymous', {});
    const created: CreatedTable = await create();
    const [ana] = created.seats;
    assert.ok(ana);
    const socket = await socketOf(guest);
    const seated = await join(socket, created.table.id, [ana.token]);
    assert.ok(seated.ok);
    const device = seated.value.device ?? undefined;
    assert.deepEqual((await mine(guest, created.table.id)).body, { seats: [0] });
    const signedUp = await guest.call('/sign-up/email', {
      username: 'Guest Gone Pro',
      password: PASSWORD,
      email: '',
      name: '',
    });
    assert.equal(signedUp.status, 200);
    assert.deepEqual((await mine(guest, created.table.id)).body, { seats: [0] });
    // The guest's device still holds it, as before.
    const back = await socketOf(guest);
    const rejoined = await join(back, created.table.id, [ana.token], device);
    assert.ok(rejoined.ok);
  });

  it('a socket opened by another origin’s page joins a seat for nobody (CSRF)', async () => {
    const victim = await account('Socket Sam');
    const created: CreatedTable = await create();
    const [ana, bo] = created.seats;
    assert.ok(ana && bo);
    const from = (origin: string) =>
      TestClient.connect(server.url, { extraHeaders: { cookie: victim.cookie, origin } });
    const elsewhere = await from('https://evil.example');
    assert.ok((await join(elsewhere, created.table.id, [ana.token])).ok, 'the token still plays');
    assert.deepEqual((await mine(victim, created.table.id)).body, { seats: [] });
    const own = await from(server.url);
    assert.ok((await join(own, created.table.id, [bo.token])).ok);
    assert.deepEqual((await mine(victim, created.table.id)).body, { seats: [1] });
    elsewhere.close();
    own.close();
  });

  it('deleting the account keeps its game under the seat’s default name and no player', async () => {
    const visitor = await account('Leaving Lou');
    const created = await create();
    const [ana] = created.seats;
    assert.ok(ana);
    const socket = await socketOf(visitor);
    assert.ok((await join(socket, created.table.id, [ana.token])).ok);
    const deleted = await visitor.call('/delete-user', {});
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    const summary = await server.api<TableSummary>(`/api/tables/${created.table.id}`);
    assert.deepEqual(
      summary.body.seats.map((seat) => seat.name),
      ['Seat 1', 'Bo'],
    );
    const back = await signInAs(visitor);
    assert.equal(back, 401);
  });
});

/** Signing in again as a deleted account: its status. */
async function signInAs(visitor: Visitor): Promise<number> {
  const answer = await new Visitor(server.url).call('/sign-in/username', {
    username: 'Leaving Lou',
    password: PASSWORD,
  });
  assert.equal(await visitor.who(), null);
  return answer.status;
}
