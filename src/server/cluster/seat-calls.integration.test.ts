/**
 * Claiming a lobby seat, reissuing a seat's link and moving one's seat to this device
 * (POST /api/tables/:id/claim, /reissue, /mine) through a process that does not run the table
 * (#33): two server processes on one PostgreSQL and one Redis, each table made on one (its
 * owner) and every call sent to the other. Each call is made by the owner (TableCalls): the
 * seat changes once, where the table runs, and the other process answers what the owner
 * answers, refusals in words included. Before, the other process read the table into its own
 * memory, its commit was fenced out by the owner's lease, and it answered 'unavailable'.
 * A claim sent while the owner is dead and its lease not yet lapsed waits for the takeover and
 * is made where the table then runs (before: refused at once).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedUpVisitor } from '../accounts/visitor.ts';
import type {
  ClaimedSeat,
  CreatedTable,
  ErrorBody,
  JoinedTable,
  ReissuedSeat,
  TableSummary,
} from '../protocol.ts';
import { startChildren, type ChildServer } from '../testing/child.ts';
import { useClusterStage } from '../testing/cluster-servers.ts';
import { lapse } from '../testing/lapse.ts';
import { monitorRedis } from '../testing/redis-monitor.ts';
import { HANG_GUARD, TestClient } from '../testing/harness.ts';

interface Answer<T> {
  readonly status: number;
  readonly body: T & ErrorBody;
}

async function call<T>(
  server: ChildServer,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

const LEASE_MS = 60_000;

/** The token in an invite path ('/table/ID?seat=2#token=…'). */
const tokenOf = (invite: string) => new URL(invite, 'http://x').hash.replace('#token=', '');

describe('seat calls in a cluster, sent to the process that does not run the table', () => {
  const stage = useClusterStage();
  const { children, clients } = stage;
  let servers:
    | Promise<{ owner: ChildServer; other: ChildServer; env: Record<string, string> }>
    | undefined;
  /** The two processes, started by the first test that asks. */
  const cluster = () => {
    servers ??= (async () => {
      const env = {
        DATABASE_URL: await stage.postgres.database(),
        REDIS_URL: stage.redis.url,
        // Long enough that no lease lapses on a busy machine: the owner runs each table throughout.
        LEASE_MS: String(LEASE_MS),
        // Tables whose lease lapsed (the last test's) are looked for often: taken over at once.
        CLUSTER_SCAN_MS: '200',
        BOT_DELAY_MS: '0',
        BETTER_AUTH_SECRET: 'a cluster test secret, 32 characters or more',
        CREATE_RATE: '1000/1000',
        CONNECTIONS_PER_ADDRESS: '0',
        SOCKETS_PER_ADDRESS: '0',
      };
      // One after the other: accounts migrate their tables as the first process starts.
      const [owner] = await startChildren(env, 1, children);
      const [other] = await startChildren(env, 1, children);
      assert.ok(owner && other);
      return { owner, other, env };
    })();
    return servers;
  };
  /** Joins the table through `server` with a seat's token (and device, cookie): its answer. */
  const join = async (
    server: ChildServer,
    tableId: string,
    token: string,
    { device, cookie }: { device?: string; cookie?: string } = {},
  ) => {
    const client = await TestClient.connect(server.url, {
      ...(cookie === undefined ? {} : { extraHeaders: { cookie } }),
    });
    clients.push(client);
    const joined = await client.request<JoinedTable>('join', { tableId, tokens: [token], device });
    client.close();
    return joined;
  };

  it(
    'claims a lobby seat on the owner, once per Idempotency-Key; a taken seat is refused as there',
    HANG_GUARD,
    async () => {
      const { owner, other } = await cluster();
      const created = await call<CreatedTable>(owner, '/api/tables', {
        game: 'goalkeepers',
        listed: true,
        seats: [{ kind: 'me', name: 'Ann' }, { kind: 'friend' }],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.table.id;
      const key = { 'idempotency-key': 'claim-key-0123456789abcdef' };
      const claim = (server: ChildServer, headers = key) =>
        call<ClaimedSeat>(server, `/api/tables/${id}/claim`, { seat: 1, name: 'Bea' }, headers);

      const claimed = await claim(other);
      assert.equal(claimed.status, 200, `${JSON.stringify(claimed.body)}\n${other.errors()}`);
      assert.equal(claimed.body.seat, 1);
      // Taken on the owner: its summary names the claimer, and the claimed token sits there.
      const summary = await call<TableSummary>(owner, `/api/tables/${id}`);
      const taken = summary.body.seats[1];
      assert.equal(taken?.name, 'Bea');
      assert.equal(taken.claimed, true);
      const sat = await join(other, id, claimed.body.token, { device: claimed.body.device });
      assert.ok(sat.ok, JSON.stringify(sat));

      // The same key again, through either process: the same seat, nothing taken twice.
      for (const server of [other, owner]) {
        const again = await claim(server);
        assert.equal(again.status, 200, JSON.stringify(again.body));
        assert.deepEqual(again.body, claimed.body);
      }
      const after = await call<TableSummary>(owner, `/api/tables/${id}`);
      assert.deepEqual(after.body.seats, summary.body.seats);

      // Another claim of the taken seat: refused in the owner's words, the same on both.
      const fresh = (n: number) => ({
        'idempotency-key': `claim-key-taken-${String(n)}-0123456789`,
      });
      const refusedThere = await claim(owner, fresh(1));
      const refusedHere = await claim(other, fresh(2));
      assert.equal(refusedThere.body.code, 'seat-taken', JSON.stringify(refusedThere.body));
      assert.deepEqual(refusedHere, refusedThere);
    },
  );

  it(
    'reissues a seat on the owner: the old token is refused, the new one sits',
    HANG_GUARD,
    async () => {
      const { owner, other } = await cluster();
      const created = await call<CreatedTable>(owner, '/api/tables', {
        game: 'goalkeepers',
        seats: [{ kind: 'me', name: 'Ann' }, { kind: 'friend' }],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.table.id;
      const hostToken = created.body.host;
      const old = created.body.seats.find((s) => s.seat === 1)?.token;
      assert.ok(old);

      const reissued = await call<ReissuedSeat>(other, `/api/tables/${id}/reissue`, {
        hostToken,
        seat: 1,
      });
      assert.equal(reissued.status, 200, `${JSON.stringify(reissued.body)}\n${other.errors()}`);
      assert.equal(reissued.body.seat, 1);
      assert.notEqual(reissued.body.token, old);
      assert.equal(tokenOf(reissued.body.invite), reissued.body.token);
      // Changed once, where the table runs: the old link no longer sits, the new one does.
      const stale = await join(owner, id, old);
      assert.match(JSON.stringify(stale), /"code":"bad-token"/);
      const sat = await join(owner, id, reissued.body.token);
      assert.ok(sat.ok, JSON.stringify(sat));
      assert.deepEqual(sat.value.seats, [1]);
      const device = sat.value.device ?? undefined;

      // A wrong host token: refused in the owner's words, the same on both.
      const wrong = { hostToken: 'not-the-host-token-0123456789', seat: 1 };
      const refusedThere = await call(owner, `/api/tables/${id}/reissue`, wrong);
      const refusedHere = await call(other, `/api/tables/${id}/reissue`, wrong);
      assert.equal(refusedThere.body.code, 'bad-token', JSON.stringify(refusedThere.body));
      assert.deepEqual(refusedHere, refusedThere);
      // The new link still sits: the refusal changed nothing.
      const still = await join(other, id, reissued.body.token, { device });
      assert.ok(still.ok, JSON.stringify(still));
    },
  );

  it('moves a signed-in player’s seat to this device on the owner', HANG_GUARD, async () => {
    const { owner, other } = await cluster();
    const { visitor } = await signedUpVisitor(owner.url, 'Rae');
    const cookie = { cookie: visitor.cookie };
    const created = await call<CreatedTable>(
      owner,
      '/api/tables',
      { game: 'goalkeepers', seats: [{ kind: 'me', name: 'Rae' }, { kind: 'friend' }] },
      cookie,
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.table.id;
    const old = created.body.seats.find((s) => s.seat === 0)?.token;
    assert.ok(old);
    // Sitting with the cookie makes the seat the player's.
    const first = await join(owner, id, old, { cookie: visitor.cookie });
    assert.ok(first.ok, JSON.stringify(first));
    const mine = await call<{ seats: number[] }>(
      owner,
      `/api/tables/${id}/mine`,
      undefined,
      cookie,
    );
    assert.deepEqual(mine.body, { seats: [0] });

    const moved = await call<{ seat: number; invite: string }>(
      other,
      `/api/tables/${id}/mine`,
      {},
      cookie,
    );
    assert.equal(moved.status, 200, `${JSON.stringify(moved.body)}\n${other.errors()}`);
    assert.equal(moved.body.seat, 0);
    const token = tokenOf(moved.body.invite);
    assert.notEqual(token, old);
    // Changed once, where the table runs: the new link sits there, the old one no longer.
    const sat = await join(owner, id, token);
    assert.ok(sat.ok, JSON.stringify(sat));
    assert.deepEqual(sat.value.seats, [0]);
    const stale = await join(owner, id, old);
    assert.match(JSON.stringify(stale), /"code":"bad-token"/);

    // Someone with no seat there: refused in the owner's words, the same on both.
    const { visitor: stranger } = await signedUpVisitor(owner.url, 'Sol');
    const nobody = { cookie: stranger.cookie };
    const refusedThere = await call(owner, `/api/tables/${id}/mine`, {}, nobody);
    const refusedHere = await call(other, `/api/tables/${id}/mine`, {}, nobody);
    assert.equal(refusedThere.body.code, 'not-seated', JSON.stringify(refusedThere.body));
    assert.deepEqual(refusedHere, refusedThere);
  });

  it(
    'waits for the takeover when the owner died, then claims the seat where the table runs',
    HANG_GUARD,
    async () => {
      const { owner, other, env } = await cluster();
      const [doomed] = await startChildren(env, 1, children);
      assert.ok(doomed);
      const created = await call<CreatedTable>(doomed, '/api/tables', {
        game: 'goalkeepers',
        listed: true,
        seats: [{ kind: 'me', name: 'Ann' }, { kind: 'friend' }],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.table.id;
      await doomed.stop('SIGKILL');
      // Sent while the lease still names the dead owner: nobody hears it, and it waits.
      const monitor = await monitorRedis(stage.redis.url);
      const sentToTheDead = monitor.next(
        ([name, to, text]) =>
          name === 'publish' &&
          to?.startsWith('matchday:process:') === true &&
          text?.includes('"tables:claim"') === true,
      );
      const claiming = call<ClaimedSeat>(
        other,
        `/api/tables/${id}/claim`,
        { seat: 1, name: 'Bea' },
        { 'idempotency-key': 'claim-key-after-a-death-0123' },
      );
      // (Old code answered at once, 'unavailable', and never sent it on.)
      const early = await Promise.race([sentToTheDead.then(() => undefined), claiming]);
      assert.equal(early, undefined, `answered before the takeover: ${JSON.stringify(early)}`);
      monitor.close();
      const lapsed = await lapse(stage.redis.url, doomed, { keys: 'leases', atMostMs: LEASE_MS });
      assert.ok(lapsed.includes(`matchday:lease:${id}`), JSON.stringify(lapsed));
      const claimed = await claiming;
      assert.equal(claimed.status, 200, `${JSON.stringify(claimed.body)}\n${other.errors()}`);
      assert.equal(claimed.body.seat, 1);
      // Taken over by a living process (either), and the claim made there.
      const takeover = `table ${id}: taken over`;
      await Promise.any([owner.logged(takeover), other.logged(takeover)]);
      const summary = await call<TableSummary>(other, `/api/tables/${id}`);
      assert.equal(summary.body.seats[1]?.name, 'Bea');
      const sat = await join(other, id, claimed.body.token, { device: claimed.body.device });
      assert.ok(sat.ok, JSON.stringify(sat));
    },
  );
});
