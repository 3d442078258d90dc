/**
 * Accounts in a cluster: two server processes on one PostgreSQL and one Redis (REDIS_URL),
 * with one BETTER_AUTH_SECRET. A session opened on one is valid on the other, and sign-in
 * attempts are counted across both, per account and per address (better-auth's limits in
 * Redis, its secondary storage, and the per-account counter beside them). The two processes
 * start at the same moment on a fresh database, as a deployment's do: each signs people up.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestRedis } from '../../testing/redis-server.ts';
import { startChildren, type ChildServer } from '../testing/child.ts';
import { testPostgresAndRedis } from '../testing/cluster-servers.ts';
import type { TestPostgres } from '../testing/postgres-server.ts';
import { HANG_GUARD, TestClient } from '../testing/harness.ts';
import type { CreatedTable, JoinedTable } from '../protocol.ts';
import { Visitor } from './visitor.ts';

const PASSWORD = 'correct horse battery';

/** A sign-in from `address` (named by the loopback proxy in front), answered by `server`. */
async function signIn(server: ChildServer, address: string, username: string, password: string) {
  const response = await fetch(`${server.url}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message ?? '' };
}

describe('accounts in a cluster', () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  const servers: ChildServer[] = [];

  before(async () => {
    [postgres, redis] = await testPostgresAndRedis();
    const env = {
      DATABASE_URL: await postgres.database(),
      REDIS_URL: redis.url,
      BETTER_AUTH_SECRET: 'a cluster secret of at least thirty-two characters',
      TRUST_PROXY: 'loopback',
      CONNECTIONS_PER_ADDRESS: '0',
      SOCKETS_PER_ADDRESS: '0',
    };
    // Side by side: one creates the accounts' tables while the other waits for its turn.
    await startChildren(env, 2, servers);
  });
  after(async () => {
    for (const server of servers) await server.stop();
    await Promise.all([postgres.stop(), redis.stop()]);
  });

  it(
    'both processes, started at once on a fresh database, sign people up',
    HANG_GUARD,
    async () => {
      // A process whose start met the tables half made kept better-auth's 'schema mismatch' and
      // answered 500 to every sign-up and sign-in until restarted (2 starts in 3 did so).
      for (const [i, server] of servers.entries()) {
        const made = await new Visitor(server.url).call('/sign-up/email', {
          username: `Early Eve ${String(i)}`,
          password: PASSWORD,
          email: '',
          name: '',
        });
        assert.equal(made.status, 200, `process ${String(i)}: ${JSON.stringify(made.body)}`);
      }
    },
  );

  it('a session opened on one process is valid on the other', HANG_GUARD, async () => {
    const [a, b] = servers;
    assert.ok(a && b);
    const visitor = new Visitor(a.url);
    const made = await visitor.call('/sign-up/email', {
      username: 'Cluster Cleo',
      password: PASSWORD,
      email: '',
      name: '',
    });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const elsewhere = new Visitor(b.url);
    elsewhere.useCookie(visitor.cookie);
    assert.equal((await elsewhere.who())?.name, 'Cluster Cleo');
  });

  it(
    'counts an account’s sign-in attempts across processes and addresses',
    HANG_GUARD,
    async () => {
      const [a, b] = servers;
      assert.ok(a && b);
      const made = await new Visitor(a.url).call('/sign-up/email', {
        username: 'Target Tess',
        password: PASSWORD,
        email: '',
        name: '',
      });
      assert.equal(made.status, 200);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const server = i % 2 === 0 ? a : b;
        statuses.push(
          (await signIn(server, `203.0.113.${10 + i}`, 'target tess', `guess ${i}`)).status,
        );
      }
      assert.deepEqual(statuses, Array<number>(10).fill(401));
      const blocked = await signIn(b, '203.0.113.99', 'Target Tess', PASSWORD);
      assert.equal(blocked.status, 429);
      assert.match(blocked.message, /Too many sign-in attempts for this account/u);
    },
  );

  it('counts an address’s sign-in attempts across processes and accounts', HANG_GUARD, async () => {
    const [a, b] = servers;
    assert.ok(a && b);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await signIn(server, '198.51.100.9', `nobody ${i}`, 'wrong password')).status);
    }
    assert.deepEqual(statuses, [...Array<number>(10).fill(401), 429]);
  });

  it(
    'a seat taken through another process than its table’s records the player',
    HANG_GUARD,
    async () => {
      const [a, b] = servers;
      assert.ok(a && b);
      const visitor = new Visitor(a.url);
      const made = await visitor.call('/sign-up/email', {
        username: 'Far Fran',
        password: PASSWORD,
        email: '',
        name: '',
      });
      assert.equal(made.status, 200);
      const response = await fetch(`${a.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'friend' }] }),
      });
      const created = (await response.json()) as CreatedTable;
      // The socket is on b; the table runs on a, which hears the join forwarded.
      const client = await TestClient.connect(b.url, { extraHeaders: { cookie: visitor.cookie } });
      try {
        const joined = await client.request<JoinedTable>('join', {
          tableId: created.table.id,
          tokens: [created.seats[0]?.token],
        });
        assert.ok(joined.ok, joined.ok ? '' : joined.error.message);
      } finally {
        client.close();
      }
      const mine = await fetch(`${a.url}/api/tables/${created.table.id}/mine`, {
        headers: { cookie: visitor.cookie },
      });
      assert.deepEqual(await mine.json(), { seats: [0] });
    },
  );
});
