/**
 * A guest who becomes an account keeps their live seats on every process of a cluster (#34,
 * cluster/merged-seats.ts): two or three server processes on one PostgreSQL and one Redis. A
 * guest takes a seat at a table another process runs, then signs up through a process that
 * runs nothing: the owner hears of the merge (MERGED) and the seat is the account's there at
 * once (GET /api/tables/:id/mine). A table whose owner died before the merge is re-keyed when
 * it is taken over, from the ratings book's aliases. Before, only the process that answered
 * the sign-up moved seats, and only its own: the owner kept the guest's id for ever.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_PASSWORD, Visitor } from '../accounts/visitor.ts';
import type { CreatedTable, ErrorBody } from '../protocol.ts';
import { startChildren, type ChildServer } from '../testing/child.ts';
import { useClusterStage } from '../testing/cluster-servers.ts';
import { HANG_GUARD, PATIENCE_MS, TestClient } from '../testing/harness.ts';
import { lapse } from '../testing/lapse.ts';

/** Long beside any pause of a busy machine: a lease lapses only when the test makes it. */
const LEASE_MS = 60_000;

describe('a guest’s seats when the guest becomes an account, in a cluster', () => {
  const stage = useClusterStage();
  const { children, clients } = stage;
  let env: Record<string, string> | undefined;
  const environment = async () =>
    (env ??= {
      DATABASE_URL: await stage.postgres.database(),
      REDIS_URL: stage.redis.url,
      LEASE_MS: String(LEASE_MS),
      CLUSTER_SCAN_MS: '200',
      BOT_DELAY_MS: '0',
      BETTER_AUTH_SECRET: 'a cluster test secret, 32 characters or more',
      CREATE_RATE: '1000/1000',
      CONNECTIONS_PER_ADDRESS: '0',
      SOCKETS_PER_ADDRESS: '0',
    });
  // One after the other: processes opening accounts on a fresh database together race.
  const start = async () => {
    const [child] = await startChildren(await environment(), 1, children);
    assert.ok(child);
    return child;
  };

  /** The seats of the table that the visitor's player holds, as `server` answers. */
  const mine = async (server: ChildServer, visitor: Visitor, tableId: string) => {
    const response = await fetch(`${server.url}/api/tables/${tableId}/mine`, {
      headers: { cookie: visitor.cookie },
    });
    return (await response.json()) as { seats?: number[] } & ErrorBody;
  };

  /** Polls until `server` answers the visitor holds seat 0; the last answer. */
  const untilMine = async (server: ChildServer, visitor: Visitor, tableId: string) => {
    const until = Date.now() + PATIENCE_MS;
    let seen = await mine(server, visitor, tableId);
    while (JSON.stringify(seen.seats) !== '[0]' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await mine(server, visitor, tableId);
    }
    return seen;
  };

  /** A guest (signed in anonymously through `through`) seated at seat 0 of a table on `owner`. */
  const seatedGuest = async (through: ChildServer, owner: ChildServer) => {
    const guest = new Visitor(through.url);
    const anonymous = await guest.call('/sign-in/anonymous', {});
    assert.equal(anonymous.status, 200, JSON.stringify(anonymous.body));
    const response = await fetch(`${owner.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: guest.cookie },
      body: JSON.stringify({
        game: 'goalkeepers',
        seats: [
          { kind: 'me', name: 'Gus' },
          { kind: 'friend', name: 'Bo' },
        ],
      }),
    });
    assert.equal(response.status, 201);
    const created = (await response.json()) as CreatedTable;
    const token = created.seats.find((s) => s.seat === 0)?.token;
    assert.ok(token);
    const client = await TestClient.connect(owner.url, { extraHeaders: { cookie: guest.cookie } });
    clients.push(client);
    const joined = await client.request('join', { tableId: created.table.id, tokens: [token] });
    assert.ok(joined.ok, JSON.stringify(joined));
    // The owner records the guest as the seat's player.
    assert.deepEqual((await mine(owner, guest, created.table.id)).seats, [0]);
    return { guest, tableId: created.table.id, client };
  };

  const signUp = async (guest: Visitor, username: string) => {
    const made = await guest.call('/sign-up/email', {
      username,
      password: TEST_PASSWORD,
      email: '',
      name: '',
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
  };

  it(
    'moves the seat on the process running the table when the guest signs up through another',
    HANG_GUARD,
    async () => {
      const front = await start();
      const owner = await start();
      const { guest, tableId } = await seatedGuest(front, owner);
      await signUp(guest, 'Gus Goes Pro');
      // The account holds the seat where the table runs (before: [] there for ever).
      const seen = await untilMine(owner, guest, tableId);
      assert.deepEqual(seen.seats, [0], `${JSON.stringify(seen)}\n${owner.errors()}`);
      assert.ok(!owner.errors().includes('commit failed'), owner.errors());
    },
  );

  it(
    'moves it when the table is taken over, if its owner was dead at the merge',
    HANG_GUARD,
    async () => {
      const front = children[0] ?? (await start());
      const owner = await start();
      const { guest, tableId, client } = await seatedGuest(front, owner);
      client.close();
      await owner.stop('SIGKILL');
      // Nobody runs the table while the guest signs up: no process hears it for that table.
      await signUp(guest, 'Gus Again');
      const lapsed = await lapse(stage.redis.url, owner, { keys: 'leases', atMostMs: LEASE_MS });
      assert.deepEqual(lapsed, [`matchday:lease:${tableId}`], 'the owner held its lease');
      // Whichever live process takes it over (the first test's are still running) re-keys it.
      const others = children.filter((child) => child !== owner);
      const taker = await Promise.race(
        others.map(async (child) => {
          await child.logged(`table ${tableId}: taken over`);
          return child;
        }),
      );
      const seen = await untilMine(taker, guest, tableId);
      assert.deepEqual(seen.seats, [0], `${JSON.stringify(seen)}\n${taker.errors()}`);
    },
  );
});
