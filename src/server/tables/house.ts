/**
 * The tables in memory: every unfinished table (rebuilt from the database at start) and the
 * finished ones someone looked at lately. A finished table nobody watches is let go after a
 * while; it stays in the database and comes back, replayed, when asked for.
 */
import type { MatchdayError } from '../../core/errors.ts';
import type { Result } from '../../core/result.ts';
import type { GameFinder } from '../games.ts';
import type { Reader } from '../storage/reader.ts';
import type { StoredTable } from '../storage/rows.ts';
import type { WriteOp } from '../storage/writes.ts';
import { freshTable, rebuildTable } from './restore.ts';
import type { Table } from './table.ts';

export class TableHouse {
  private readonly live = new Map<string, Table>();
  /** When each finished table was last asked for (epoch ms). */
  private readonly touched = new Map<Table, number>();
  private readonly store: Reader;
  private readonly write: (op: WriteOp) => Promise<void>;
  private readonly find: GameFinder;
  private readonly log: (message: string) => void;

  constructor(
    store: Reader,
    write: (op: WriteOp) => Promise<void>,
    find: GameFinder,
    log: (message: string) => void,
  ) {
    this.store = store;
    this.write = write;
    this.find = find;
    this.log = log;
  }

  get size(): number {
    return this.live.size;
  }

  tables(): IterableIterator<Table> {
    return this.live.values();
  }

  /** A table by id, from memory or rebuilt from the database; undefined if there is none. */
  get(id: string): Table | undefined {
    const table = this.live.get(id) ?? this.load(id);
    if (table?.finished) this.touch(table);
    return table;
  }

  /** A table already in memory, without touching the database. */
  peek(id: string): Table | undefined {
    return this.live.get(id);
  }

  /** Notes that a finished table was used now, so that it stays a while. */
  touch(table: Table): void {
    this.touched.set(table, Date.now());
  }

  /** Stores a new table and takes it in, once it is on disk. */
  async open(stored: StoredTable, replaces?: string): Promise<Result<Table, MatchdayError>> {
    const table = freshTable(stored, this.find);
    if (!table.ok) return table;
    await this.write({ kind: 'table', table: stored, replaces });
    this.live.set(stored.id, table.value);
    return table;
  }

  /** Rebuilds a table from the database, replacing (and retiring) the one in memory. */
  reload(id: string): Table | undefined {
    const old = this.live.get(id);
    this.live.delete(id);
    if (old) old.retired = true;
    const table = this.load(id);
    if (table && old) for (const [key, sub] of old.subscriptions) table.subscriptions.set(key, sub);
    return table;
  }

  /** Every unfinished table in the database, rebuilt. */
  restoreUnfinished(): Table[] {
    return this.store.unfinishedIds().flatMap((id) => this.get(id) ?? []);
  }

  /** Lets go of finished tables nobody has watched or asked for since `idleMs` ago. */
  sweep(idleMs: number): void {
    const cutoff = Date.now() - idleMs;
    for (const [table, at] of this.touched) {
      if (table.subscriptions.size > 0 || at > cutoff) continue;
      this.touched.delete(table);
      this.live.delete(table.id);
      table.retired = true;
    }
  }

  private load(id: string): Table | undefined {
    const stored = this.store.loadTable(id);
    if (!stored) return undefined;
    const rebuilt = rebuildTable(stored, this.store.loadActions(id), this.find);
    if (!rebuilt.ok) {
      this.log(`table ${id} does not replay (${rebuilt.error.message}); it stays paused`);
      return undefined;
    }
    this.live.set(id, rebuilt.value);
    return rebuilt.value;
  }
}
