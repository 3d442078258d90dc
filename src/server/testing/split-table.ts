/**
 * A cluster of two server processes on one PostgreSQL and one Redis, with a coin toss created
 * on the first (its owner) and a person joined on each: seat 0 on the owner, seat 1 on the
 * other process, whose actions are forwarded. The setup the cluster's failure tests share.
 */
import assert from 'node:assert/strict';
import type { CreatedTable, JoinedTable } from '../protocol.ts';
import { startChildren, type ChildServer } from './child.ts';
import { TestClient } from './harness.ts';

export interface SplitTable {
  readonly owner: ChildServer;
  readonly other: ChildServer;
  readonly created: CreatedTable;
  /** The person in each seat, in seat order. */
  readonly people: readonly TestClient[];
}

/**
 * The settings both processes run with: the given store and Redis, no caps, and leases long
 * enough that none lapses on a busy machine (a lapse would hand the table over, which is the
 * failover tests' business, not these).
 */
export function clusterEnv(
  databaseUrl: string,
  redisUrl: string,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    LEASE_MS: '60000',
    MATCHDAY_TEST_GAMES: '1',
    CREATE_RATE: '1000/1000',
    CONNECTIONS_PER_ADDRESS: '0',
    SOCKETS_PER_ADDRESS: '0',
    CLUSTER_METRICS_MS: '0',
    ...extra,
  };
}

/**
 * Starts the two processes with `env` (the other process with `otherEnv` too) and seats a
 * person on each. The processes and clients are also pushed to `children` and `clients`, so
 * the test's `after` stops them whatever fails.
 */
export async function splitTable(
  env: Readonly<Record<string, string>>,
  children: ChildServer[],
  clients: TestClient[],
  otherEnv: Readonly<Record<string, string>> = {},
): Promise<SplitTable> {
  const [[owner], [other]] = await Promise.all([
    startChildren(env, 1, children),
    startChildren({ ...env, ...otherEnv }, 1, children),
  ]);
  assert.ok(owner && other);
  // Coin toss: both seats call each toss, in either order.
  const response = await fetch(`${owner.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'coin-toss',
      options: { tosses: 6 },
      seats: [{ kind: 'me' }, { kind: 'me' }],
    }),
  });
  assert.equal(response.status, 201);
  const created = (await response.json()) as CreatedTable;
  const people: TestClient[] = [];
  for (const [seat, server] of [owner, other].entries()) {
    const client = await TestClient.connect(server.url);
    clients.push(client);
    people.push(client);
    const joined = await client.request<JoinedTable>('join', {
      tableId: created.table.id,
      tokens: [created.seats[seat]?.token],
    });
    assert.ok(joined.ok, joined.ok ? '' : joined.error.code);
  }
  return { owner, other, created, people };
}
