/**
 * Group commit: the actions accepted during one tick of the event loop are written in one
 * transaction (one fsync), and only then acknowledged and broadcast. With a thousand busy
 * tables this is what keeps synchronous=FULL affordable.
 */
import type { ActionRow, FinishedRow, Store } from '../storage/store.ts';
import type { Table } from './table.ts';

/** Told whether the action it was queued with reached the disk. */
export type Committed = (saved: boolean) => void;

interface Entry {
  readonly table: Table;
  readonly row: ActionRow;
  readonly done: Committed;
}

export interface CommitHandlers {
  /** The tables whose actions are now on disk, each once: time to tell their clients. */
  committed(tables: ReadonlySet<Table>): void;
  /** The commit failed: these tables ran ahead of the disk and must be rebuilt from it. */
  failed(tables: ReadonlySet<Table>, error: unknown): void;
}

export class CommitQueue {
  private entries: Entry[] = [];
  private waiting: (() => void)[] = [];
  private scheduled = false;
  private readonly store: Store;
  private readonly handlers: CommitHandlers;
  /** Rows written since the server started, for the metrics route. */
  written = 0;

  constructor(store: Store, handlers: CommitHandlers) {
    this.store = store;
    this.handlers = handlers;
  }

  /** Queues the table's latest applied action for the next group commit. */
  push(table: Table, done: Committed): void {
    const action = table.actions[table.actions.length - 1];
    if (!action) throw new Error(`table ${table.id} has no action to commit`);
    this.entries.push({ table, row: { tableId: table.id, ...action }, done });
    this.schedule();
  }

  /** Runs `fn` once nothing queued now is still unwritten. */
  afterFlush(fn: () => void): void {
    if (this.entries.length === 0) {
      fn();
      return;
    }
    this.waiting.push(fn);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.flush();
    });
  }

  /** Writes everything queued, then acknowledges and broadcasts. */
  flush(): void {
    this.scheduled = false;
    const entries = this.entries;
    const waiting = this.waiting;
    this.entries = [];
    this.waiting = [];
    if (entries.length === 0) return;
    const tables = new Set(entries.map((e) => e.table));
    const now = new Date().toISOString();
    const finished = finishedRows(tables, now);
    try {
      this.store.appendActions(
        entries.map((e) => e.row),
        finished,
      );
    } catch (error) {
      this.handlers.failed(tables, error);
      for (const e of entries) e.done(false);
      for (const fn of waiting) fn();
      return;
    }
    this.written += entries.length;
    for (const table of tables) {
      table.committed = table.actions.length;
      if (table.finished) table.finishedAt ??= now;
    }
    for (const e of entries) e.done(true);
    this.handlers.committed(tables);
    for (const fn of waiting) fn();
  }
}

function finishedRows(tables: ReadonlySet<Table>, now: string): FinishedRow[] {
  const rows: FinishedRow[] = [];
  for (const table of tables) {
    if (table.outcome && table.finishedAt === null) {
      rows.push({ tableId: table.id, outcome: table.outcome, finishedAt: now });
    }
  }
  return rows;
}
