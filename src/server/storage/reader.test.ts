import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from './database.ts';
import { LOBBY_AFTER, LOBBY_FIRST, PLAYING, Reader } from './reader.ts';
import type { StoredTable } from './rows.ts';
import { storedSeat, storedTable } from '../testing/stored.ts';
import { prepareWrites } from './writes.ts';
import { checkTableStates, TABLE_STATES_WRITES } from './table-states-testing.ts';

function table(id: string, createdAt: string, listed: boolean): StoredTable {
  return storedTable({
    id,
    game: 'coin-toss',
    engineVersion: '1.0.0',
    listed,
    createdAt,
    seats: [
      storedSeat(0, { name: 'A', claimed: true }),
      storedSeat(1, { name: 'B', invite: 'friend' }),
    ],
  });
}

describe('the reader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-reader-'));
  const path = join(dir, 'reader.sqlite');
  let reader: Reader;
  before(() => {
    const db = openDatabase(path);
    const write = prepareWrites(db);
    const at = (minute: number) => `2026-03-01T12:${String(minute).padStart(2, '0')}:00.000Z`;
    write([
      { kind: 'table', table: table('playing1', at(1), true) },
      { kind: 'table', table: table('playing2', at(2), true) },
      { kind: 'table', table: table('playing3', at(2), true) },
      { kind: 'table', table: table('unlisted', at(3), false) },
      { kind: 'table', table: table('finished', at(4), true) },
      { kind: 'table', table: table('abandons', at(5), true) },
      {
        kind: 'action',
        row: { tableId: 'playing1', idx: 0, seat: 0, action: 1, timeout: false, at: 5e12 },
      },
      {
        kind: 'action',
        row: { tableId: 'finished', idx: 0, seat: 0, action: 1, timeout: false, at: 1 },
      },
      {
        kind: 'finish',
        row: {
          tableId: 'finished',
          outcome: { scores: [1, 0], places: [1, 2] },
          finishedAt: at(6),
        },
      },
      { kind: 'abandon', tableId: 'abandons', at: at(7) },
      // A finished table is never abandoned.
      { kind: 'abandon', tableId: 'finished', at: at(8) },
    ]);
    db.close();
    reader = new Reader(path);
  });
  after(async () => {
    await reader.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the tables in play only, oldest first', async () => {
    assert.deepEqual(await reader.playingIds(), ['playing1', 'playing2', 'playing3', 'unlisted']);
    assert.equal((await reader.loadTable('abandons'))?.abandonedAt, '2026-03-01T12:07:00.000Z');
    assert.equal((await reader.loadTable('finished'))?.abandonedAt, null);
  });

  it('reads the states of many tables at once: outcome, closing, the seats that ran out', async () => {
    const own = join(dir, 'states.sqlite');
    const db = openDatabase(own);
    prepareWrites(db)(TABLE_STATES_WRITES);
    db.close();
    const states = new Reader(own);
    await checkTableStates(states);
    await states.close();
  });

  it('reads the finished list and summaries’ rows with their number of actions', async () => {
    const [row] = await reader.finished(10);
    assert.equal(row?.stored.id, 'finished');
    assert.equal(row.version, 1);
  });

  it('knows since when a table has been quiet: its last action, else its creation', async () => {
    assert.equal(await reader.quietSince('playing1', '2026-03-01T12:01:00.000Z'), 5e12);
    assert.equal(
      await reader.quietSince('playing2', '2026-03-01T12:02:00.000Z'),
      Date.parse('2026-03-01T12:02:00.000Z'),
    );
  });

  it('pages the lobby newest first, ties by id, from a cursor', async () => {
    const first = await reader.lobby(2);
    assert.deepEqual(
      first.map((row) => row.id),
      ['playing3', 'playing2'],
    );
    const last = first[1];
    assert.ok(last);
    assert.deepEqual(
      (await reader.lobby(2, last)).map((row) => row.id),
      ['playing1'],
    );
  });

  it('finds the tables in play and the lobby through their partial indexes, in order', () => {
    const db = openDatabase(path);
    const plan = (sql: string) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((row) => String(row.detail))
        .join('; ');
    assert.match(plan(PLAYING), /USING (COVERING )?INDEX tables_playing/);
    assert.match(plan(LOBBY_FIRST), /USING (COVERING )?INDEX tables_lobby/);
    assert.match(plan(LOBBY_AFTER), /USING (COVERING )?INDEX tables_lobby/);
    // In the index's order already: no sort of every candidate.
    assert.doesNotMatch(plan(PLAYING) + plan(LOBBY_FIRST) + plan(LOBBY_AFTER), /TEMP B-TREE/);
    db.close();
  });
});
