import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { storedTable } from '../testing/stored.ts';
import { packWrites } from './action-runs.ts';
import { openDatabase } from './database.ts';
import { prepareWrites, type WriteOp } from './writes.ts';

const action = (tableId: string, idx: number, timeout = false): WriteOp => ({
  kind: 'action',
  row: { tableId, idx, seat: idx % 2, action: 7 * idx, timeout, at: 1_764_000_000_123 + idx },
});

/** A batch as the commit queue makes them: a new table, runs of actions, a finish between. */
const batch: WriteOp[] = [
  { kind: 'table', table: storedTable({ id: 'one', game: 'coin-toss', engineVersion: '1.0.0' }) },
  action('one', 0),
  action('one', 1, true),
  {
    kind: 'finish',
    row: { tableId: 'one', outcome: { scores: [1, 0], places: [1, 2] }, finishedAt: 'then' },
  },
  { kind: 'table', table: storedTable({ id: 'two', game: 'coin-toss', engineVersion: '1.0.0' }) },
  action('two', 0),
];

describe('action runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-runs-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('pack every run of actions in place, leaving the other writes as they are', () => {
    const packed = packWrites(batch);
    assert.deepEqual(
      packed.map((op) => op.kind),
      ['table', 'actions', 'finish', 'table', 'actions'],
    );
    assert.equal(packed[0], batch[0]);
    assert.deepEqual(packed[1], {
      kind: 'actions',
      tableIds: ['one', 'one'],
      numbers: new Float64Array([0, 0, 0, 0, 1_764_000_000_123, 1, 1, 7, 1, 1_764_000_000_124]),
    });
  });

  it('write the very rows that the unpacked batch writes', () => {
    const rows = (ops: Parameters<ReturnType<typeof prepareWrites>>[0], name: string) => {
      const db = openDatabase(join(dir, `${name}.sqlite`));
      prepareWrites(db)(ops);
      const read = {
        actions: db.prepare('SELECT * FROM actions ORDER BY table_id, idx').all(),
        tables: db.prepare('SELECT id, finished_at, outcome FROM tables ORDER BY id').all(),
      };
      db.close();
      return read;
    };
    const plain = rows(batch, 'plain');
    assert.equal(plain.actions.length, 3);
    assert.deepEqual(rows(packWrites(batch), 'packed'), plain);
  });
});
