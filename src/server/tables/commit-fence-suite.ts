/**
 * One table fenced out of a shared batch (#33): the commit queue writes the tables of many
 * tables in one batch; when another process holds the lease of one of them, only that
 * table's writes are refused (and it is let go), the others' commit as if it had not been
 * there. Run on either store (commit-fence.test.ts on node:sqlite, with the refusal a lease
 * held in Redis gives before the database is asked; commit-fence.integration.test.ts on
 * PostgreSQL, with the database's own fence refusing a lower token inside the transaction).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { playableOf } from '../testing/games.ts';
import { storedTable } from '../testing/stored.ts';
import { FencedOut, tablesOfWrite, type Store, type StoreWriter } from '../storage/store.ts';
import type { WriteOp } from '../storage/writes.ts';
import { CommitQueue } from './commit-queue.ts';
import { freshTable } from './restore.ts';
import type { Table } from './table.ts';

/** A store, and how a batch to it is fenced so that table `lost`'s writes are refused. */
export interface FencedStore {
  readonly store: Store;
  /** The store's writer fencing the batch as a cluster does, `lost` held by another process. */
  fenced(lost: string): Promise<StoreWriter>;
  close(): Promise<void>;
}

const goalkeepers = playableOf('goalkeepers');

function stored(id: string) {
  return storedTable({
    id,
    game: 'goalkeepers',
    engineVersion: goalkeepers.engine.facts.version,
    options: { rounds: 3 },
    seed: id,
  });
}

function tableOf(id: string): Table {
  const found = freshTable(stored(id), () => ({ ok: true, value: goalkeepers }));
  assert.ok(found.ok);
  return found.value;
}

function playFirstLegal(table: Table): void {
  const seat = table.actors()[0] ?? 0;
  const action = table.game.engine.legalActions(table.state, seat)[0] ?? 0;
  table.play(seat, action, false);
}

/** The writer, recording the tables of each batch it was asked to commit. */
function recording(inner: StoreWriter, batches: string[][]): StoreWriter {
  return {
    commit(ops, fences) {
      batches.push([...new Set(ops.flatMap(tablesOfWrite))].sort());
      return inner.commit(ops, fences);
    },
    close: () => inner.close(),
  };
}

export function commitFenceSuite(name: string, open: () => Promise<FencedStore>): void {
  void describe(`a table fenced out of a shared batch (${name})`, () => {
    let fenced: FencedStore;
    before(async () => {
      fenced = await open();
      const tables: WriteOp[] = ['kept', 'lost', 'other'].map((id) => ({
        kind: 'table',
        table: stored(id),
      }));
      await fenced.store.writer.commit(tables);
    });
    after(async () => {
      await fenced.close();
    });

    void it("refuses only the fenced table's writes; the batch's other tables commit", async () => {
      const batches: string[][] = [];
      const rebuilt: Table[] = [];
      const settled: Table[] = [];
      const queue = new CommitQueue(recording(await fenced.fenced('lost'), batches), {
        committed: (tables) => settled.push(...tables),
        failed: (tables, error) => {
          assert.ok(error instanceof FencedOut, String(error));
          assert.deepEqual(error.tableIds, ['lost']);
          rebuilt.push(...tables);
        },
      });
      const [kept, lost] = [tableOf('kept'), tableOf('lost')];
      const saved = new Map<string, boolean[]>([
        ['kept', []],
        ['lost', []],
      ]);
      for (const table of [kept, lost, kept]) {
        playFirstLegal(table);
        queue.push(table, (ok) => saved.get(table.id)?.push(ok));
      }
      // A write that is no table's action, in the same batch: a seat's turn at another table.
      const turn = queue.write({
        kind: 'turn',
        tableId: 'other',
        seat: 0,
        since: 0,
        deadline: null,
      });
      const lostTurn = assert.rejects(
        queue.write({ kind: 'turn', tableId: 'lost', seat: 1, since: 0, deadline: null }),
        FencedOut,
      );
      await queue.drain();
      await turn;
      await lostTurn;
      assert.deepEqual(batches, [
        ['kept', 'lost', 'other'],
        ['kept', 'other'],
      ]);
      assert.deepEqual(saved.get('kept'), [true, true]);
      assert.deepEqual(saved.get('lost'), [false]);
      assert.deepEqual(rebuilt, [lost]);
      assert.deepEqual(settled, [kept]);
      assert.equal(kept.committed, 2);
      assert.equal(lost.committed, 0);
      const { reader } = fenced.store;
      assert.deepEqual(
        (await reader.loadActions('kept')).map((a) => a.idx),
        [0, 1],
      );
      assert.deepEqual(await reader.loadActions('lost'), []);
      const other = await reader.loadTable('other');
      assert.deepEqual(other?.seats[0]?.turn, { since: 0, deadline: null }, 'its turn is written');
      const unwritten = await reader.loadTable('lost');
      assert.equal(unwritten?.seats[1]?.turn, undefined, "the fenced table's turn is not");
    });
  });
}
