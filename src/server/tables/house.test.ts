import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Reader } from '../storage/reader.ts';
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
