import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { actionOp, tableOp, writtenRows } from '../testing/writes.ts';
import { packWrites } from './action-runs.ts';
import { decodeBatch, encodeBatch } from './batch-message.ts';
import type { WriteOp } from './writes.ts';

/** As the commit queue makes them: tables, runs of actions, a finish and a bind between. */
const batch: WriteOp[] = [
  tableOp('one'),
  tableOp('twø-✓'),
  actionOp('one', 0),
  actionOp('twø-✓', 0, true),
  actionOp('one', 1),
  {
    kind: 'finish',
    row: { tableId: 'one', outcome: { scores: [1, 0], places: [1, 2] }, finishedAt: 'then' },
  },
  tableOp('three-longer-id'),
  actionOp('three-longer-id', 0),
  actionOp('twø-✓', 1),
  { kind: 'bind', tableId: 'one', seat: 0, deviceHash: Buffer.alloc(32, 7) },
];

/** What arrives on the writer thread. */
function crossed(ops: readonly WriteOp[]): ReturnType<typeof decodeBatch> {
  const { message, transfer } = encodeBatch(ops);
  return decodeBatch(structuredClone(message, { transfer }));
}

describe('a batch crossing to the writer thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-batch-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('carries all its actions in one buffer, transferred, whatever lies between them', () => {
    const { message, transfer } = encodeBatch(batch);
    assert.equal(message.numbers.length, 5 * 6);
    assert.deepEqual(transfer, [message.numbers.buffer]);
    assert.equal(message.tableIds, 'onetwø-✓onethree-longer-idtwø-✓');
    assert.deepEqual(message.places, [0, 0, 3, 3, 5]);
    structuredClone(message, { transfer });
    assert.equal(message.numbers.length, 0, 'the buffer went, not a copy of it');
  });

  it('arrives as the runs and writes of packWrites, as they arrived cloned', () => {
    for (const ops of [batch, batch.slice(2, 5), [tableOp('only')], []])
      assert.deepEqual(crossed(ops), structuredClone(packWrites(ops)));
  });

  it('writes the very rows that the batch written op by op does', () => {
    const rows = (ops: Parameters<typeof writtenRows>[1], name: string) =>
      writtenRows(join(dir, `${name}.sqlite`), ops);
    const plain = rows(batch, 'plain');
    assert.equal(plain.actions.length, 5);
    assert.deepEqual(rows(crossed(batch), 'crossed'), plain);
  });
});
