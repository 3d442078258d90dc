/**
 * PostgreSQL's reads answer as promises on the serving thread's event loop: a read that
 * PostgreSQL holds (here a lock another session keeps on `seats`) leaves the loop free, and is
 * given up once its timer fires (the timer is the test's: no waiting out a real timeout).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { PATIENCE_MS } from '../../testing/harness.ts';
import { testPostgres, type TestPostgres } from '../../testing/postgres-server.ts';
import { storedSeat, storedTable } from '../../testing/stored.ts';
import type { Store } from '../contract.ts';
import { openStore } from '../store.ts';
import { PgReader, ReadTimedOut, type ReadTimer } from './reader.ts';
import { checkTableStates, TABLE_STATES_WRITES } from '../table-states-testing.ts';

/** A timer fired by hand: every timeout set and not cleared, in order. */
class HandTimer implements ReadTimer {
  readonly pending = new Map<number, () => void>();
  private next = 0;
  setTimeout(fire: () => void): number {
    this.pending.set(++this.next, fire);
    return this.next;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  fireAll(): void {
    const fires = [...this.pending.values()];
    this.pending.clear();
    for (const fire of fires) fire();
  }
}

/** Resolves once some session of `url`'s database waits for a lock (the read we sent). */
async function waitingOnLock(admin: pg.Client): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { rows } = await admin.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (Number(rows[0]?.n) > 0) return;
    assert.ok(Date.now() - started < PATIENCE_MS, 'the read never waited for the lock');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PostgreSQL reads', () => {
  let postgres: TestPostgres;
  let url: string;
  let store: Store;
  before(async () => {
    postgres = await testPostgres();
    url = await postgres.database();
    store = await openStore({ dbPath: '', databaseUrl: url });
    const table = storedTable({
      id: 'listed',
      game: 'coin-toss',
      engineVersion: '1.0.0',
      listed: true,
      seats: [storedSeat(0, { claimed: true }), storedSeat(1, { invite: 'friend' })],
    });
    await store.writer.commit([{ kind: 'table', table }]);
  });
  after(async () => {
    await store.close();
    await postgres.stop();
  });

  it('reads tables, seats and the lobby as SQLite does', async () => {
    assert.deepEqual(await store.reader.playingIds(), ['listed']);
    const row = await store.reader.tableRow('listed');
    assert.ok(row);
    assert.equal(row.version, 0);
    assert.deepEqual(
      row.stored.seats.map((s) => s.invite),
      ['me', 'friend'],
    );
    assert.deepEqual(
      (await store.reader.lobby(10)).map((c) => c.id),
      ['listed'],
    );
    assert.equal(await store.reader.tableRow('nowhere'), undefined);
  });

  it('reads the states of many tables at once as SQLite does', async () => {
    await store.writer.commit(TABLE_STATES_WRITES);
    await checkTableStates(store.reader);
  });

  it('gives up a read PostgreSQL holds once its timer fires, and the loop runs meanwhile', async () => {
    const timer = new HandTimer();
    const reader = new PgReader(url, { readTimeoutMs: 60_000, timer });
    const locker = new pg.Client({ connectionString: url });
    const admin = new pg.Client({ connectionString: url });
    await Promise.all([locker.connect(), admin.connect()]);
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE seats IN ACCESS EXCLUSIVE MODE');
      let settled = false;
      const lobby = reader.lobby(10).finally(() => {
        settled = true;
      });
      await waitingOnLock(admin);
      // The read is held by PostgreSQL; this thread goes on (it is running this line) and the
      // read waits for its timer, whatever the time.
      await new Promise((resolve) => setImmediate(resolve));
      assert.equal(settled, false);
      assert.equal(timer.pending.size, 1);
      timer.fireAll();
      await assert.rejects(lobby, (error: unknown) => error instanceof ReadTimedOut);
      // Once the lock goes, reads answer again.
      await locker.query('ROLLBACK');
      assert.deepEqual(
        (await reader.lobby(10)).map((c) => c.id),
        ['listed'],
      );
      assert.equal(timer.pending.size, 0, 'an answered read clears its timer');
    } finally {
      await locker.end();
      await admin.end();
      await reader.close();
    }
  });
});
