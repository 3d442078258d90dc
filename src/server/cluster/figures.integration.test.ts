/**
 * The cluster's figures at /api/metrics, read from the shared store: a table created and
 * played on one process shows in another's figures, with the process that holds its lease.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Ack, CreatedTable, JoinedTable } from '../protocol.ts';
import { startChildren, type ChildServer } from '../testing/child.ts';
import { HANG_GUARD, TestClient, testServer } from '../testing/harness.ts';
import { useClusterStage } from '../testing/cluster-servers.ts';
import { openStore } from '../storage/store.ts';
import { ClusterFigures, type ClusterView } from './figures.ts';

interface Metrics {
  readonly committedActions: number;
  readonly cluster?: ClusterView;
}

const metrics = async (url: string): Promise<Metrics> =>
  (await (await fetch(`${url}/api/metrics`)).json()) as Metrics;

/** The cluster part of a process's metrics, which a cluster always answers. */
const clusterOf = async (server: ChildServer): Promise<ClusterView> => {
  const { cluster } = await metrics(server.url);
  assert.ok(cluster, 'a process of a cluster answers the cluster’s figures');
  return cluster;
};

describe('the cluster’s figures', () => {
  const stage = useClusterStage();
  const { children, clients } = stage;

  it('shows a table played on one process in another’s metrics', HANG_GUARD, async () => {
    const env = {
      DATABASE_URL: await stage.postgres.database(),
      REDIS_URL: stage.redis.url,
      // Long enough that no lease lapses on a busy machine: the owner holds it throughout.
      LEASE_MS: '60000',
      // Read for every request: each figure below is the store's as it stands.
      CLUSTER_METRICS_MS: '0',
      MATCHDAY_TEST_GAMES: '1',
      CONNECTIONS_PER_ADDRESS: '0',
      SOCKETS_PER_ADDRESS: '0',
    };
    const [owner, other] = (await startChildren(env, 2, children)) as [ChildServer, ChildServer];
    const [a, b] = [(await clusterOf(owner)).self, (await clusterOf(other)).self];
    assert.notEqual(a, b, 'each process has a name of its own');
    const empty = await clusterOf(other);
    assert.deepEqual(
      [empty.processes, empty.tablesByProcess, empty.playingTables, empty.committedActions],
      [2, { [a]: 0, [b]: 0 }, 0, 0],
    );

    const response = await fetch(`${owner.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'coin-toss', options: { tosses: 2 }, seats: [{ kind: 'me' }] }),
    });
    assert.equal(response.status, 201);
    const created = (await response.json()) as CreatedTable;
    const client = await TestClient.connect(owner.url);
    clients.push(client);
    const joined = await client.request<JoinedTable>('join', {
      tableId: created.table.id,
      tokens: [created.seats[0]?.token],
    });
    assert.ok(joined.ok);
    const playOne = async (version: number) => {
      const update = await client.update(0, version);
      const ack: Ack = await client.request('act', {
        tableId: created.table.id,
        token: created.seats[0]?.token,
        action: update.legal[0]?.action,
        version,
      });
      assert.ok(ack.ok, ack.ok ? '' : ack.error.code);
    };

    await playOne(0);
    const playing = await clusterOf(other);
    assert.equal(playing.playingTables, 1);
    assert.deepEqual(playing.tablesByProcess, { [a]: 1, [b]: 0 }, 'the owner holds its lease');
    assert.equal(playing.unownedTables, 0);
    assert.equal(playing.committedActions, 1);
    assert.equal((await metrics(other.url)).committedActions, 0, 'its own figure: none here');

    await playOne(1);
    await client.until(() => client.latest(0)?.table.status === 'finished');
    const finished = await clusterOf(other);
    assert.deepEqual(
      [finished.playingTables, finished.finishedTables, finished.committedActions],
      [0, 1, 2],
    );
  });

  it('reads the store at most once per cacheMs, sharing a read in progress', async () => {
    const databaseUrl = await stage.postgres.database();
    // The schema, as a server makes it at start.
    await (await openStore({ dbPath: '', databaseUrl })).close();
    let reads = 0;
    let now = 1_000_000;
    const figures = new ClusterFigures({
      databaseUrl,
      self: 'here',
      leases: { holders: (ids) => Promise.resolve(ids.map(() => 'here')) },
      presence: {
        live: () => {
          reads++;
          return Promise.resolve(['here']);
        },
      },
      cacheMs: 2000,
      now: () => now,
      log: () => undefined,
    });
    try {
      const [first, together] = await Promise.all([figures.read(), figures.read()]);
      assert.equal(reads, 1, 'two requests at once share one read');
      assert.equal(together, first);
      now += 1999;
      assert.equal(await figures.read(), first, 'within cacheMs: the same figures');
      assert.equal(reads, 1);
      now += 1;
      const again = await figures.read();
      assert.equal(reads, 2, 'read anew once cacheMs has passed');
      assert.equal((again as ClusterView).readAt, new Date(now).toISOString());
    } finally {
      await figures.close();
    }
  });

  it('answers unavailable when the store cannot be read, and logs why', async () => {
    const logs: string[] = [];
    const figures = new ClusterFigures({
      databaseUrl: await stage.postgres.database(),
      self: 'here',
      leases: { holders: () => Promise.resolve([]) },
      presence: { live: () => Promise.reject(new Error('Redis is reconnecting')) },
      cacheMs: 2000,
      log: (message) => logs.push(message),
    });
    try {
      const answer = await figures.read();
      assert.equal('error' in answer && answer.error, 'unavailable');
      assert.doesNotMatch(JSON.stringify(answer), /reconnecting/, 'the cause stays in the log');
      assert.match(
        logs.join('\n'),
        /could not read the cluster's figures: .*Redis is reconnecting/,
      );
    } finally {
      await figures.close();
    }
  });

  it('answers no cluster part for one process on SQLite', HANG_GUARD, async () => {
    const server = await testServer();
    try {
      const answered = await server.api<Record<string, unknown>>('/api/metrics');
      assert.equal(answered.status, 200);
      assert.equal('cluster' in answered.body, false);
    } finally {
      await server.close();
    }
  });
});
