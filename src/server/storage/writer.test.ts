import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { storedTable } from '../testing/stored.ts';
import { Reader } from './reader.ts';
import { Writer } from './writer.ts';
import type { WriteOp } from './writes.ts';

const action = (tableId: string, idx: number): WriteOp => ({
  kind: 'action',
  row: { tableId, idx, seat: idx % 2, action: idx, timeout: false, at: 1_764_000_000_000 + idx },
});

describe('the writer thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-writer-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits a batch whole, or rejects it and commits none of it', async () => {
    const path = join(dir, 'db.sqlite');
    const reader = new Reader(path);
    const writer = new Writer(path);
    const table: WriteOp = {
      kind: 'table',
      table: storedTable({ id: 'kept', game: 'coin-toss', engineVersion: '1.0.0' }),
    };
    await writer.commit([table, action('kept', 0), action('kept', 1)]);
    // An action of a table that was never made breaks the foreign key: the batch fails whole.
    await assert.rejects(writer.commit([action('kept', 2), action('nowhere', 0)]));
    await writer.commit([action('kept', 2)]);
    assert.deepEqual(
      (await reader.loadActions('kept')).map((a) => a.idx),
      [0, 1, 2],
    );
    assert.equal(await reader.tableRow('nowhere'), undefined);
    await writer.close();
    await reader.close();
  });
});
