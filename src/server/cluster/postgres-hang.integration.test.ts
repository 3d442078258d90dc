/**
 * A PostgreSQL read that hangs (another session holds a lock on `seats`, which every read of a
 * table's row, the lobby and the finished list goes through, and which actions never touch)
 * under a cluster of two processes: the tables in memory go on meanwhile. Their actions are
 * acknowledged, both the one sent to the table's owner and the one another process forwards
 * to it, their updates carry the legal actions, a spectator joins, and the metrics answer,
 * all while the owner's reads of the lobby, a table's summary and a join that must read a
 * table still wait; those answer as usual once the lock goes. On the other process, whose
 * reads time out soon, the same three answer 'unavailable' once their read times out, and as
 * usual after the lock. Before StoreReader was asynchronous, the owner's thread waited in
 * Atomics.wait for the read, and no table of the process moved until it came back.
 *
 * The owner's reads have a timeout far beyond the test, so that they still wait whatever the
 * machine's speed (no race against a timer); the other's is short, and its reads are sent only
 * while the lock is held, so that they time out whatever the machine's speed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import type { Ack, ErrorBody, JoinedTable } from '../protocol.ts';
import { openStore } from '../storage/store.ts';
import type { ChildServer } from '../testing/child.ts';
import { HANG_GUARD, PATIENCE_MS, TestClient } from '../testing/harness.ts';
import { useClusterStage } from '../testing/cluster-servers.ts';
import { clusterEnv, splitTable } from '../testing/split-table.ts';

/** How long the owner's reads may take: longer than the test, so they wait for the lock. */
const OWNER_READ_TIMEOUT_MS = 10 * 60_000;
/**
 * How long the other process's reads may take. It reads only at its start (an empty store)
 * and while the lock is held, and its forwarded actions read nothing.
 */
const OTHER_READ_TIMEOUT_MS = 2000;

/** Resolves once `count` sessions of the database wait for a lock (the reads we sent). */
async function waitingOnLock(admin: pg.Client, count: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { rows } = await admin.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (Number(rows[0]?.n) >= count) return;
    assert.ok(Date.now() - started < PATIENCE_MS, `${count} read(s) never waited for the lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Answered {
  readonly status: number;
  readonly code: string | undefined;
}

/** An answer of the API, with its status and body's error code (if any). */
async function api(server: ChildServer, path: string): Promise<Answered> {
  const response = await fetch(`${server.url}${path}`);
  const body = (await response.json()) as Partial<ErrorBody>;
  return { status: response.status, code: body.code };
}

describe('a PostgreSQL read that hangs, under a cluster', () => {
  const stage = useClusterStage();
  const { children, clients } = stage;

  it(
    'keeps the tables in memory playing, and refuses the reads as unavailable',
    HANG_GUARD,
    async () => {
      const databaseUrl = await stage.postgres.database();
      const env = clusterEnv(databaseUrl, stage.redis.url, {
        DB_READ_TIMEOUT_MS: String(OWNER_READ_TIMEOUT_MS),
      });
      const { owner, other, created, people } = await splitTable(env, children, clients, {
        DB_READ_TIMEOUT_MS: String(OTHER_READ_TIMEOUT_MS),
      });
      const tableId = created.table.id;
      const person = (seat: number) => people[seat] as TestClient;
      let version = 0;

      /** `count` actions, each by the seat with a legal action; each must be acknowledged. */
      const playOn = async (count = Infinity) => {
        for (let n = 0; n < count; n++) {
          const views = await Promise.all([0, 1].map((s) => person(s).update(s, version)));
          if (views[0]?.table.status === 'finished') return;
          const seat = views.findIndex((view) => view.legal.length > 0);
          assert.ok(seat >= 0, `a seat has an action at version ${version}`);
          const choice = views[seat]?.legal[0];
          assert.ok(choice);
          const ack: Ack = await person(seat).request('act', {
            tableId,
            token: created.seats[seat]?.token,
            action: choice.action,
            version,
          });
          assert.ok(ack.ok, ack.ok ? '' : `seat ${seat}: ${ack.error.code}`);
          version++;
        }
      };
      await playOn(2);

      const locker = new pg.Client({ connectionString: databaseUrl });
      const admin = new pg.Client({ connectionString: databaseUrl });
      await Promise.all([locker.connect(), admin.connect()]);
      /** The owner's three reads, answered once the lock goes. */
      let waited: Promise<[Answered, Answered, string]> | undefined;
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE seats IN ACCESS EXCLUSIVE MODE');
        // Three reads on the owner that go through `seats`: the lobby, the summary of a table
        // nobody has in memory, and a join that must read its table.
        let lobbyAnswered = false;
        const lobby = api(owner, '/api/lobby').finally(() => {
          lobbyAnswered = true;
        });
        const summary = api(owner, '/api/tables/no-such-table');
        const stranger = await TestClient.connect(owner.url);
        clients.push(stranger);
        const join = stranger.request<JoinedTable>('join', { tableId: 'elsewhere', tokens: [] });
        const joinCode = join.then((answer) => (answer.ok ? 'joined' : answer.error.code));
        waited = Promise.all([lobby, summary, joinCode]);
        // The reads' two connections wait in PostgreSQL (the lobby's first); the rest of the
        // reads wait for a connection, which comes no sooner.
        await waitingOnLock(admin, 2);

        // Meanwhile the table in memory plays on, on its owner and through the other process.
        await playOn(4);
        const spectator = await TestClient.connect(owner.url);
        clients.push(spectator);
        const watching = await spectator.request<JoinedTable>('join', { tableId, tokens: [] });
        assert.ok(watching.ok, watching.ok ? '' : watching.error.code);
        const metrics = await fetch(`${owner.url}/api/metrics`);
        assert.equal(metrics.status, 200);
        assert.equal(lobbyAnswered, false, 'all this while the lobby’s read still waited');

        // On the other process the same reads are given up after their timeout, in the
        // project's error shape.
        const elsewhere = await TestClient.connect(other.url);
        clients.push(elsewhere);
        const [otherLobby, otherSummary, otherJoin] = await Promise.all([
          api(other, '/api/lobby'),
          api(other, '/api/tables/no-such-table'),
          elsewhere.request<JoinedTable>('join', { tableId: 'elsewhere', tokens: [] }),
        ]);
        assert.deepEqual(otherLobby, { status: 503, code: 'unavailable' });
        assert.deepEqual(otherSummary, { status: 503, code: 'unavailable' });
        assert.equal(otherJoin.ok ? 'joined' : otherJoin.error.code, 'unavailable');
        assert.equal(lobbyAnswered, false, 'the owner’s lobby read still waited');
      } finally {
        await locker.query('ROLLBACK');
        await Promise.all([locker.end(), admin.end()]);
      }

      // The lock gone, the owner's reads that waited answer as usual, and so do the same reads
      // on both processes.
      assert.ok(waited);
      const [lobbyRead, summaryRead, joinRead] = await waited;
      assert.equal(lobbyRead.status, 200);
      assert.deepEqual(summaryRead, { status: 404, code: 'unknown-table' });
      assert.equal(joinRead, 'unknown-table');
      for (const server of [owner, other]) {
        assert.equal((await api(server, '/api/lobby')).status, 200);
        assert.deepEqual(await api(server, '/api/tables/no-such-table'), {
          status: 404,
          code: 'unknown-table',
        });
      }
      await playOn();
      assert.equal(version, 12, 'six tosses, each called by both seats');
      const store = await openStore({ dbPath: '', databaseUrl });
      try {
        assert.equal((await store.reader.loadActions(tableId)).length, version);
      } finally {
        await store.close();
      }
    },
  );
});
