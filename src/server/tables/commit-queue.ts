/**
 * Group commit, pipelined: writes wait in a queue while the writer thread commits the batch
 * before them; when it is done, everything queued meanwhile goes as the next batch, in one
 * transaction and one fsync. An action is acknowledged and broadcast only once its batch is
 * on disk, and a table is shown to anyone only when none of its actions is still unwritten.
 */
import type { WriteOp } from '../storage/writes.ts';
import { FencedOut, tablesOfWrite, type StoreWriter } from '../storage/store.ts';
import type { Table } from './table.ts';

/** Told whether the action it was queued with reached the disk. */
export type Committed = (saved: boolean) => void;

interface Entry {
  readonly op: WriteOp;
  /** The table whose action this is (actions only). */
  readonly table?: Table;
  /** An action's or undo's caller, told whether it reached the disk (no closure per action). */
  readonly committed?: Committed;
  /** Any other write's caller, told its error if it failed. */
  readonly done?: (error?: unknown) => void;
}

export interface CommitHandlers {
  /** Tables with nothing left unwritten after a batch: time to tell their clients. */
  committed(tables: ReadonlySet<Table>): void;
  /** A batch failed: these tables ran ahead of the disk and must be rebuilt from it. */
  failed(tables: ReadonlySet<Table>, error: unknown): void;
}

export class CommitQueue {
  private entries: Entry[] = [];
  private busy = false;
  private scheduled = false;
  private readonly settled = new Map<Table, (() => void)[]>();
  private readonly writer: StoreWriter;
  private readonly handlers: CommitHandlers;
  /** Actions written since the server started, for the metrics route. */
  written = 0;
  /** Batches committed, and the milliseconds they took in all, for the metrics route. */
  batches = 0;
  commitMs = 0;
  /** Writes in the batch being committed, and when its first write was queued (performance.now()). */
  private inFlight = 0;
  private inFlightSince = 0;
  /** When the first write still waiting for the next batch was queued (performance.now()). */
  private waitingSince = 0;

  private readonly now: () => number;

  constructor(writer: StoreWriter, handlers: CommitHandlers, now: () => number = Date.now) {
    this.writer = writer;
    this.handlers = handlers;
    this.now = now;
  }

  /** Queues the table's latest applied action (and the end of its game, if it ended). */
  push(table: Table, done: Committed): void {
    const action = table.actions[table.actions.length - 1];
    if (!action) throw new Error(`table ${table.id} has no action to commit`);
    // Spelled out rather than spread: one object of a fixed shape per action.
    const { idx, seat, action: played, timeout } = action;
    const row = { tableId: table.id, idx, seat, action: played, timeout, at: this.now() };
    this.noteWaiting();
    this.entries.push({ op: { kind: 'action', row }, table, committed: done });
    if (table.outcome && table.finishedAt === null) {
      table.finishedAt = new Date().toISOString();
      const row = { tableId: table.id, outcome: table.outcome, finishedAt: table.finishedAt };
      this.entries.push({ op: { kind: 'finish', row }, table });
    }
    this.schedule();
  }

  /**
   * Queues the deletion of the step the table's seat just took back (Table.tookBack): until
   * it is on disk the table counts it as unwritten, so that nobody is shown the table first.
   */
  pushUndo(table: Table, done: Committed): void {
    table.undoing++;
    this.noteWaiting();
    this.entries.push({
      op: { kind: 'undo', tableId: table.id, idx: table.actions.length },
      table,
      committed: done,
    });
    this.schedule();
  }

  /** Queues any other write; resolves once it is on disk. */
  write(op: WriteOp): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = (error?: unknown): void => {
        if (error === undefined) resolve();
        else reject(error instanceof Error ? error : new Error('the write failed'));
      };
      this.noteWaiting();
      this.entries.push({ op, done });
      this.schedule();
    });
  }

  /** Runs `fn` once none of the table's applied actions is still unwritten. */
  whenSettled(table: Table, fn: () => void): void {
    if (table.uncommitted === 0) {
      fn();
      return;
    }
    const waiting = this.settled.get(table) ?? [];
    waiting.push(fn);
    this.settled.set(table, waiting);
  }

  /** Writes not yet on disk: waiting for the next batch or in the one being committed. */
  get depth(): number {
    return this.entries.length + this.inFlight;
  }

  /** How long the oldest write not yet on disk has waited at `now` (performance.now()), in ms. */
  ageMs(now: number): number {
    if (this.inFlight > 0) return now - this.inFlightSince;
    return this.entries.length > 0 ? now - this.waitingSince : 0;
  }

  private noteWaiting(): void {
    if (this.entries.length === 0) this.waitingSince = performance.now();
  }

  /** Resolves once everything queued so far is written. */
  async drain(): Promise<void> {
    while (this.busy || this.entries.length > 0) {
      this.schedule();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  private schedule(): void {
    if (this.scheduled || this.busy) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.busy || this.entries.length === 0) return;
    const batch = this.entries;
    this.entries = [];
    this.busy = true;
    this.inFlight = batch.length;
    this.inFlightSince = this.waitingSince;
    const started = performance.now();
    this.writer.commit(batch.map((e) => e.op)).then(
      () => {
        this.commitMs += performance.now() - started;
        this.busy = false;
        this.inFlight = 0;
        this.committed(batch);
        this.schedule();
      },
      (error: unknown) => {
        this.busy = false;
        this.inFlight = 0;
        if (!(error instanceof FencedOut && this.fencedOut(batch, error)))
          this.failed(batch, error);
        this.schedule();
      },
    );
  }

  private committed(batch: readonly Entry[]): void {
    const tables = new Set<Table>();
    for (const { op, table } of batch) {
      if (op.kind === 'undo' && table) {
        table.undoing--;
        tables.add(table);
      }
      if (op.kind !== 'action' || !table) continue;
      table.committed = Math.max(table.committed, op.row.idx + 1);
      tables.add(table);
      this.written++;
    }
    this.batches++;
    for (const entry of batch) settle(entry, undefined);
    const settled = new Set<Table>();
    for (const table of tables) if (table.uncommitted === 0 && !table.retired) settled.add(table);
    this.handlers.committed(settled);
    for (const table of settled) this.release(table);
  }

  /**
   * Nothing of the batch is on disk. Its tables' later actions, still queued, were checked
   * against moves that never happened: they are refused too, and the tables rebuilt.
   */
  private failed(batch: readonly Entry[], error: unknown): void {
    const tables = new Set(batch.flatMap((e) => (e.table ? [e.table] : [])));
    const later = this.entries.filter((e) => e.table && tables.has(e.table));
    this.entries = this.entries.filter((e) => !later.includes(e));
    for (const entry of [...batch, ...later]) settle(entry, error);
    this.handlers.failed(tables, error);
    for (const table of tables) this.release(table);
  }

  /**
   * A batch refused because another process holds the lease of some of its tables (#33):
   * nothing of it is on disk, but only those tables' writes are refused; the rest go again
   * at the head of the queue, before anything queued since. False if every write (or none)
   * was a fenced table's: the batch fails as a whole.
   */
  private fencedOut(batch: readonly Entry[], error: FencedOut): boolean {
    const fenced = new Set(error.tableIds);
    const refused: Entry[] = [];
    const again: Entry[] = [];
    for (const entry of batch) {
      const hit = tablesOfWrite(entry.op).some((id) => fenced.has(id));
      (hit ? refused : again).push(entry);
    }
    if (refused.length === 0 || again.length === 0) return false;
    this.failed(refused, error);
    if (this.entries.length === 0) this.waitingSince = this.inFlightSince;
    else this.waitingSince = Math.min(this.waitingSince, this.inFlightSince);
    this.entries = again.concat(this.entries);
    return true;
  }

  private release(table: Table): void {
    const waiting = this.settled.get(table);
    this.settled.delete(table);
    for (const fn of waiting ?? []) fn();
  }
}

/** Tells an entry's caller how its write went (`error` undefined: it is on disk). */
function settle(entry: Entry, error: unknown): void {
  if (entry.committed) entry.committed(error === undefined);
  else entry.done?.(error);
}
