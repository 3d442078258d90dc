import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { playableOf } from '../testing/games.ts';
import { storedTable } from '../testing/stored.ts';
import type { WriteOp } from '../storage/writes.ts';
import type { Writer } from '../storage/writer.ts';
import { CommitQueue } from './commit-queue.ts';
import { freshTable } from './restore.ts';
import type { Table } from './table.ts';

const goalkeepersEntry = playableOf('goalkeepers');

const stored = storedTable({
  id: 'commitqueue1',
  game: 'goalkeepers',
  engineVersion: goalkeepersEntry.engine.facts.version,
  options: { rounds: 3 },
  seed: 'commit-queue',
});

function newTable(): Table {
  const found = freshTable(stored, () => ({
    ok: true,
    value: goalkeepersEntry,
  }));
  assert.ok(found.ok);
  return found.value;
}

function playFirstLegal(table: Table): void {
  const seat = table.actors()[0] ?? 0;
  const action = table.game.engine.legalActions(table.state, seat)[0] ?? 0;
  table.play(seat, action, false);
}

/** A writer that records its batches and fails when told to. */
function fakeWriter(fail: () => boolean): { writer: Writer; batches: WriteOp[][] } {
  const batches: WriteOp[][] = [];
  const writer = {
    commit(ops: readonly WriteOp[]) {
      batches.push([...ops]);
      return fail() ? Promise.reject(new Error('disk full')) : Promise.resolve();
    },
  } as unknown as Writer;
  return { writer, batches };
}

describe('the commit queue', () => {
  it('writes what one tick accepted as one batch, then acknowledges and releases waiters', async () => {
    const { writer, batches } = fakeWriter(() => false);
    const settledTables: Table[] = [];
    const queue = new CommitQueue(writer, {
      committed: (tables) => settledTables.push(...tables),
      failed: () => assert.fail('no failure expected'),
    });
    const table = newTable();
    const saved: boolean[] = [];
    playFirstLegal(table);
    queue.push(table, (ok) => saved.push(ok));
    playFirstLegal(table);
    queue.push(table, (ok) => saved.push(ok));
    let released = false;
    queue.whenSettled(table, () => (released = true));
    assert.equal(released, false, 'nothing is shown before it is on disk');
    await queue.drain();
    assert.deepEqual(saved, [true, true]);
    assert.equal(batches.length, 1);
    assert.equal(table.committed, 2);
    assert.deepEqual(settledTables, [table]);
    assert.equal(released, true);
  });

  it('refuses a failed batch and the same tables’ later actions, and has them rebuilt', async () => {
    let failNext: (error: Error) => void = () => undefined;
    const writer = {
      commit: () =>
        new Promise<void>((_resolve, reject) => {
          failNext = reject;
        }),
    } as unknown as Writer;
    const rebuilt: Table[] = [];
    const queue = new CommitQueue(writer, {
      committed: () => undefined,
      failed: (tables) => rebuilt.push(...tables),
    });
    const table = newTable();
    const saved: boolean[] = [];
    playFirstLegal(table);
    queue.push(table, (ok) => saved.push(ok));
    await new Promise((resolve) => setImmediate(resolve));
    // Accepted while the first batch is being written: checked against a move that fails.
    playFirstLegal(table);
    queue.push(table, (ok) => saved.push(ok));
    failNext(new Error('disk full'));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(saved, [false, false]);
    assert.deepEqual(rebuilt, [table]);
    assert.equal(table.committed, 0);
  });
});
