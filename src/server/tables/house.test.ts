import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Reader } from '../storage/reader.ts';
import type { StoreReader } from '../storage/store.ts';
import type { StoredTable } from '../storage/rows.ts';
import { storedSeat, storedTable } from '../testing/stored.ts';
import { findGame } from '../testing/games.ts';
import { CLOSED_KEPT, TableHouse } from './house.ts';
import type { Table, Watcher } from './table.ts';

function stored(id: string): StoredTable {
  return storedTable({
    id,
    game: 'coin-toss',
    engineVersion: '1.0.0',
    createdAt: '2026-03-01T12:00:00.000Z',
    seats: [storedSeat(0, { name: 'A', claimed: true })],
  });
}

const watcher: Watcher = {
  id: 'w',
  update: () => undefined,
  offer: () => undefined,
  refused: () => undefined,
};

describe('the tables in memory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-house-'));
  const reader = new Reader(join(dir, 'house.sqlite'));
  after(async () => {
    await reader.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keep a few closed tables nobody watches, the watched ones all, and every one in play', async () => {
    const house = new TableHouse(
      reader,
      () => Promise.resolve(),
      findGame,
      () => undefined,
    );
    const tables: Table[] = [];
    for (let i = 0; i < CLOSED_KEPT * 3; i++) {
      const opened = await house.open(stored(`table${String(i).padStart(3, '0')}`));
      assert.ok(opened.ok);
      tables.push(opened.value);
    }
    const [watched, playing] = tables;
    assert.ok(watched && playing);
    watched.subscriptions.set(watcher.id, { watcher, seats: [0], cursor: 0, words: true });
    for (const table of tables) {
      if (table === playing) continue;
      table.abandonedAt = '2026-03-02T12:00:00.000Z';
      house.rest(table);
    }
    assert.equal(house.size, CLOSED_KEPT + 2);
    assert.equal(house.peek(watched.id), watched);
    assert.equal(house.peek(playing.id), playing);
    const letGo = tables.filter((t) => t.retired);
    assert.equal(letGo.length, tables.length - CLOSED_KEPT - 2);
    assert.ok(letGo.every((t) => house.peek(t.id) === undefined));
    // The last watcher leaves: the watched table rests like the others, and is let go in turn.
    watched.subscriptions.clear();
    house.rest(watched);
    assert.equal(house.size, CLOSED_KEPT + 1);
  });
});

/** A reader whose table reads wait until the test answers them, counting what it was asked. */
class HeldReader implements StoreReader {
  readonly asked: string[] = [];
  private readonly held = Promise.withResolvers<StoredTable | undefined>();
  answer(table: StoredTable | undefined): void {
    this.held.resolve(table);
  }
  fail(error: Error): void {
    this.held.reject(error);
  }
  loadTable(id: string): Promise<StoredTable | undefined> {
    this.asked.push(id);
    return this.held.promise;
  }
  loadActions(): Promise<[]> {
    return Promise.resolve([]);
  }
  tableStates(): Promise<[]> {
    return Promise.resolve([]);
  }
  tableRow(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
  playingIds(): Promise<string[]> {
    return Promise.resolve([]);
  }
  quietSince(): Promise<number> {
    return Promise.resolve(0);
  }
  finished(): Promise<[]> {
    return Promise.resolve([]);
  }
  lobby(): Promise<[]> {
    return Promise.resolve([]);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('the tables in memory, while the database is slow or away', () => {
  const house = (reader: StoreReader) =>
    new TableHouse(
      reader,
      () => Promise.resolve(),
      findGame,
      () => undefined,
    );

  it('read a table asked for twice once, and answer a table in memory meanwhile', async () => {
    const reader = new HeldReader();
    const tables = house(reader);
    const opened = await tables.open(stored('here'));
    assert.ok(opened.ok);
    const first = tables.get('away');
    const second = tables.get('away');
    assert.equal(tables.isLoading('away'), true);
    // Not held up by the read under way.
    assert.equal(await tables.get('here'), opened.value);
    assert.equal(tables.known('away'), undefined);
    reader.answer(stored('away'));
    const [a, b] = await Promise.all([first, second]);
    assert.ok(a);
    assert.equal(a, b, 'one table for both');
    assert.deepEqual(reader.asked, ['away']);
    assert.equal(tables.known('away'), a);
    assert.equal(tables.isLoading('away'), false);
  });

  it('reject every ask waiting on a read that fails, and read again at the next', async () => {
    const reader = new HeldReader();
    const tables = house(reader);
    const asks = [tables.get('away'), tables.get('away')];
    reader.fail(new Error('PostgreSQL is away'));
    for (const ask of asks) await assert.rejects(ask, /PostgreSQL is away/);
    assert.equal(tables.isLoading('away'), false);
    await assert.rejects(tables.get('away'));
    assert.deepEqual(reader.asked, ['away', 'away']);
  });
});
