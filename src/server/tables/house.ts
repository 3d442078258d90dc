/**
 * The tables in memory: every table still being played (rebuilt from the database at start),
 * every closed one (finished or abandoned) someone watches, and the few closed ones asked for
 * last. A closed table nobody watches is let go once newer ones push it out; it stays in the
 * database and comes back, replayed, when asked for. So memory grows with the tables in play
 * and the people watching, never with the number of games ever finished.
 *
 * Reading a table from the database takes a while (PostgreSQL: a round trip, or a timeout
 * while it is away): a table asked for twice meanwhile is read once, and a table in memory
 * is answered at once, whatever the database is doing.
 */
import type { MatchdayError } from '../../core/errors.ts';
import type { Result } from '../../core/result.ts';
import type { GameFinder } from '../games.ts';
import type { StoreReader } from '../storage/store.ts';
import type { StoredTable } from '../storage/rows.ts';
import type { WriteOp } from '../storage/writes.ts';
import { committedTable, freshTable, rebuildTable } from './restore.ts';
import type { Table } from './table.ts';

/** How many closed tables nobody watches stay in memory, for a record then its replay. */
export const CLOSED_KEPT = 16;

export function closed(table: Table): boolean {
  return table.finished || table.abandonedAt !== null;
}

export class TableHouse {
  private readonly live = new Map<string, Table>();
  /** Closed tables that may be let go, least recently used first. */
  private readonly resting = new Map<string, Table>();
  private readonly store: StoreReader;
  private readonly write: (op: WriteOp) => Promise<void>;
  private readonly find: GameFinder;
  private readonly log: (message: string) => void;
  /** Tables being read from the database, by id: a second ask waits for the same read. */
  private readonly loading = new Map<string, Promise<Table | undefined>>();
  /** Tables rebuilt from the database since start, for the metrics (and tests of start). */
  rebuilds = 0;

  constructor(
    store: StoreReader,
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

  /**
   * A table by id, from memory or rebuilt from the database; undefined if there is none.
   * Rejects if it is not in memory and the database cannot be read.
   */
  get(id: string): Promise<Table | undefined> {
    const known = this.known(id);
    if (known) return Promise.resolve(known);
    const table = this.loading.get(id) ?? this.loadOnce(id, () => this.load(id));
    return table.then((found) => {
      if (found && closed(found)) this.rest(found);
      return found;
    });
  }

  /** A table in memory, used now (a closed one joins the few kept); never the database. */
  known(id: string): Table | undefined {
    const table = this.live.get(id);
    if (table && closed(table)) this.rest(table);
    return table;
  }

  /** Whether the table is being read from the database (asks for it wait for that read). */
  isLoading(id: string): boolean {
    return this.loading.has(id);
  }

  /** A table already in memory, without touching the database. */
  peek(id: string): Table | undefined {
    return this.live.get(id);
  }

  /**
   * A closed table was used now (or lost its last watcher): it joins the few kept, and the
   * least recently used one nobody watches is let go.
   */
  rest(table: Table): void {
    if (this.live.get(table.id) !== table) return;
    this.resting.delete(table.id);
    this.resting.set(table.id, table);
    for (const [id, oldest] of this.resting) {
      if (this.resting.size <= CLOSED_KEPT) break;
      this.resting.delete(id);
      // A watched table stays; it rests again when its last watcher leaves.
      if (oldest.subscriptions.size === 0) this.drop(oldest);
    }
  }

  /** Stores a new table and takes it in, once it is on disk. */
  async open(stored: StoredTable, replaces?: string): Promise<Result<Table, MatchdayError>> {
    const table = freshTable(stored, this.find);
    if (!table.ok) return table;
    await this.write({ kind: 'table', table: stored, replaces });
    this.live.set(stored.id, table.value);
    return table;
  }

  /**
   * Rebuilds a table from the database, replacing (and retiring) the one in memory. If the
   * database cannot be read either, the old table is rebuilt from its own committed actions.
   * Its watchers move to the new table before anyone else who asked for it hears of it.
   */
  reload(id: string): Promise<Table | undefined> {
    const old = this.live.get(id);
    if (old) this.drop(old);
    return this.loadOnce(id, async () => {
      const table = await this.loadOr(id, old);
      if (table && old)
        for (const [key, sub] of old.subscriptions) table.subscriptions.set(key, sub);
      return table;
    });
  }

  /** Every table still being played, rebuilt; finished and abandoned ones are not read. */
  async restorePlaying(): Promise<Table[]> {
    const tables: Table[] = [];
    for (const id of await this.store.playingIds()) {
      const table = await this.get(id);
      if (table) tables.push(table);
    }
    return tables;
  }

  /** A table just closed: kept while watched, else let go (its row now says why). */
  letGo(table: Table): void {
    if (table.subscriptions.size > 0) this.rest(table);
    else this.drop(table);
  }

  /** Lets a table go from memory at once, watched or not (another process runs it now). */
  forget(table: Table): void {
    this.drop(table);
  }

  /** Lets a table go from memory: timers and bots let go of it too. */
  private drop(table: Table): void {
    if (this.live.get(table.id) === table) this.live.delete(table.id);
    this.resting.delete(table.id);
    table.retired = true;
  }

  /** `read` as the one read of table `id` under way: later asks wait for it. */
  private loadOnce(id: string, read: () => Promise<Table | undefined>): Promise<Table | undefined> {
    const reading = read().finally(() => {
      if (this.loading.get(id) === reading) this.loading.delete(id);
    });
    this.loading.set(id, reading);
    return reading;
  }

  private async loadOr(id: string, old: Table | undefined): Promise<Table | undefined> {
    try {
      return await this.load(id);
    } catch (error) {
      if (!old) throw error;
      this.log(`table ${id} could not be read back (${String(error)}); its committed moves stay`);
      const rebuilt = committedTable(old, this.find);
      if (!rebuilt.ok) return undefined;
      this.live.set(id, rebuilt.value);
      return rebuilt.value;
    }
  }

  private async load(id: string): Promise<Table | undefined> {
    const stored = await this.store.loadTable(id);
    if (!stored) return undefined;
    // Read after the row, as before: every action the row's state counts is among them.
    const actions = await this.store.loadActions(id);
    this.rebuilds++;
    const rebuilt = rebuildTable(stored, actions, this.find);
    if (!rebuilt.ok) {
      this.log(`table ${id} does not replay (${rebuilt.error.message}); it stays paused`);
      return undefined;
    }
    this.live.set(id, rebuilt.value);
    return rebuilt.value;
  }
}
