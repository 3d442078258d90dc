/**
 * PostgreSQL restarted mid-game (an immediate shutdown, as a crash) under a cluster of two
 * server processes, with one person connected to each: the actions sent while it is down are
 * refused as `unavailable`, both the one sent to the table's owner and the one another
 * process forwards to it; the game finishes once PostgreSQL is back, and every action
 * acknowledged is in the database exactly once. Meanwhile /api/metrics still answers, saying
 * that the cluster's figures are unavailable.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestRedis } from '../../testing/redis-server.ts';
import type { Ack } from '../protocol.ts';
import { openStore } from '../storage/store.ts';
import type { ChildServer } from '../testing/child.ts';
import { HANG_GUARD, type TestClient } from '../testing/harness.ts';
import type { ClusterUnavailable, ClusterView } from './figures.ts';
import { testPostgresAndRedis } from '../testing/cluster-servers.ts';
import { clusterEnv, splitTable } from '../testing/split-table.ts';
import type { TestPostgres } from '../testing/postgres-server.ts';

/** An action acknowledged: who played it and what. */
interface Played {
  readonly seat: number;
  readonly action: number;
}

/** A process's metrics, with the cluster's figures or why they could not be read. */
async function clusterMetrics(server: ChildServer) {
  const response = await fetch(`${server.url}/api/metrics`);
  assert.equal(response.status, 200);
  return (await response.json()) as {
    rss?: number;
    cluster?: Partial<ClusterView & ClusterUnavailable>;
  };
}

describe('PostgreSQL restarted mid-game under a cluster', () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  const children: ChildServer[] = [];
  const clients: TestClient[] = [];

  before(async () => {
    // A PostgreSQL of the test's own, whatever DATABASE_URL says: it is the one restarted.
    [postgres, redis] = await testPostgresAndRedis({ own: true });
  });
  after(async () => {
    for (const client of clients) client.close();
    for (const child of children) await child.stop('SIGKILL');
    await Promise.all([postgres.stop(), redis.stop()]);
  });

  it(
    'refuses the actions in flight as unavailable and loses nothing acknowledged',
    HANG_GUARD,
    async () => {
      const databaseUrl = await postgres.database();
      const { owner, other, created, people } = await splitTable(
        clusterEnv(databaseUrl, redis.url),
        children,
        clients,
      );

      /** Every action acknowledged, by version (its index in the table's actions). */
      const accepted = new Map<number, Played>();
      const person = (seat: number) => people[seat] as TestClient;

      /** `seat`'s first legal action at the table's current version, and its answer. */
      const play = async (seat: number): Promise<{ ack: Ack } & Played> => {
        const update = await person(seat).update(seat, accepted.size);
        const choice = update.legal[0];
        assert.ok(choice, `seat ${seat} has an action at version ${update.table.version}`);
        const ack: Ack = await person(seat).request('act', {
          tableId: created.table.id,
          token: created.seats[seat]?.token,
          action: choice.action,
          version: update.table.version,
        });
        return { ack, seat, action: choice.action };
      };

      /** Plays until the table is finished, or `count` actions; each must be accepted. */
      const playOn = async (count = Infinity) => {
        for (let n = 0; n < count; n++) {
          const views = await Promise.all([0, 1].map((s) => person(s).update(s, accepted.size)));
          if (views[0]?.table.status === 'finished') return;
          const seat = views.findIndex((view) => view.legal.length > 0);
          assert.ok(seat >= 0, `a seat has an action at version ${accepted.size}`);
          const version = accepted.size;
          const played = await play(seat);
          assert.ok(played.ack.ok, played.ack.ok ? '' : played.ack.error.code);
          accepted.set(version, { seat, action: played.action });
        }
      };

      // Two whole tosses: at the next, both seats have a call to make.
      await playOn(4);
      const refused = (answer: Ack) => (answer.ok ? 'accepted' : answer.error.code);
      await postgres.restart(async () => {
        // Neither commits while PostgreSQL is down: the owner's own and the forwarded one.
        assert.equal(refused((await play(0)).ack), 'unavailable', 'seat 0, on the owner');
        assert.equal(refused((await play(1)).ack), 'unavailable', 'seat 1, forwarded');
        // The operator still sees the process's own figures, and why the cluster's are missing.
        const metrics = await clusterMetrics(other);
        assert.equal(metrics.cluster?.error, 'unavailable');
        // Its log line may come after its answer.
        await other.logged("could not read the cluster's figures");
        assert.equal(typeof metrics.rss, 'number');
      });
      await playOn();

      for (const [seat, client] of people.entries()) {
        await client.until(() => client.latest(seat)?.table.status === 'finished');
      }
      assert.equal(accepted.size, 12, 'six tosses, each called by both seats');
      const store = await openStore({ dbPath: '', databaseUrl });
      try {
        const kept = await store.reader.loadActions(created.table.id);
        assert.equal(kept.length, accepted.size, 'every acknowledged action once, none twice');
        for (const [version, { seat, action }] of accepted) {
          assert.deepEqual(
            [kept[version]?.seat, kept[version]?.action],
            [seat, action],
            `action ${version} kept`,
          );
        }
      } finally {
        await store.close();
      }
      const figures = (await clusterMetrics(owner)).cluster;
      assert.deepEqual(
        [figures?.finishedTables, figures?.committedActions],
        [1, accepted.size],
        'the figures read again once PostgreSQL is back',
      );
    },
  );
});
