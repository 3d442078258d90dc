import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { actionOp, tableOp, writtenRows } from '../testing/writes.ts';
import { packWrites } from './action-runs.ts';
import type { WriteOp } from './writes.ts';

/** A batch as the commit queue makes them: a new table, runs of actions, a finish between. */
const batch: WriteOp[] = [
  tableOp('one'),
  actionOp('one', 0),
  actionOp('one', 1, true),
  {
    kind: 'finish',
    row: { tableId: 'one', outcome: { scores: [1, 0], places: [1, 2] }, finishedAt: 'then' },
  },
  tableOp('two'),
  actionOp('two', 0),
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
    const rows = (ops: Parameters<typeof writtenRows>[1], name: string) =>
      writtenRows(join(dir, `${name}.sqlite`), ops);
    const plain = rows(batch, 'plain');
    assert.equal(plain.actions.length, 3);
    assert.deepEqual(rows(packWrites(batch), 'packed'), plain);
  });
});
