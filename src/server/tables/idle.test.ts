import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storedSeat, storedTable } from '../testing/stored.ts';
import { findGame } from '../testing/games.ts';
import { IdleTables } from './idle.ts';
import { freshTable } from './restore.ts';
import type { Table, Watcher } from './table.ts';

const HOUR = 3_600_000;

function coinToss(id: string): Table {
  const stored = storedTable({
    id,
    game: 'coin-toss',
    engineVersion: '1.0.0',
    options: { tosses: 2 },
    seed: `idle-${id}`,
    createdAt: '2026-03-01T12:00:00.000Z',
    seats: [storedSeat(0, { name: 'Ana', claimed: true })],
  });
  const table = freshTable(stored, findGame);
  if (!table.ok) throw new Error(table.error.message);
  return table.value;
}

const watcher: Watcher = {
  id: 'w',
  update: () => undefined,
  offer: () => undefined,
  refused: () => undefined,
};

describe('idle tables', () => {
  it('are due once quiet for the idle time, counted from their last activity', () => {
    let now = 0;
    const idle = new IdleTables(24 * HOUR, () => now);
    const table = coinToss('quiet1');
    idle.track(table);
    now = 24 * HOUR - 1;
    assert.deepEqual(idle.due(), []);
    idle.active(table);
    now += 24 * HOUR - 1;
    assert.deepEqual(idle.due(), [], 'an action started the quiet time again');
    idle.track(table);
    now += 1;
    assert.deepEqual(idle.due(), [table], 'seeing it again does not');
  });

  it('are not due while someone watches, or with a move still being written', () => {
    let now = 0;
    const idle = new IdleTables(HOUR, () => now);
    const watched = coinToss('watched1');
    const writing = coinToss('writing1');
    idle.track(watched);
    idle.track(writing);
    watched.subscriptions.set(watcher.id, { watcher, seats: [0], cursor: 0, words: true });
    writing.play(0, writing.game.engine.legalActions(writing.state, 0)[0] ?? 0, false);
    now = 2 * HOUR;
    assert.deepEqual(idle.due(), []);
  });

  it('a restart counts from the last action stored, not from the start', () => {
    const now = 10 * HOUR;
    const idle = new IdleTables(HOUR, () => now);
    const table = coinToss('restored');
    idle.active(table, 8 * HOUR);
    assert.deepEqual(idle.due(), [table]);
  });

  it('forget tables that ended, left memory or were abandoned', () => {
    let now = 0;
    const idle = new IdleTables(HOUR, () => now);
    const [retired, abandoned] = [coinToss('retired1'), coinToss('abandon1')];
    idle.track(retired);
    idle.track(abandoned);
    retired.retired = true;
    abandoned.abandonedAt = '2026-03-01T13:00:00.000Z';
    now = 2 * HOUR;
    assert.deepEqual(idle.due(), []);
    assert.equal(idle.size, 0);
  });

  it('are not due while their turn clock runs: a correspondence table waits days for a move', () => {
    let now = 0;
    const idle = new IdleTables(24 * HOUR, () => now);
    const table = coinToss('clocked1');
    idle.track(table);
    table.timer = { seat: 0, deadline: 3 * 24 * HOUR };
    now = 48 * HOUR;
    assert.deepEqual(idle.due(), []);
    table.timer = null;
    assert.deepEqual(idle.due(), [table]);
  });
});
