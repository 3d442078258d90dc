/** What the seating and rematch helpers need of the tables' service. */
import type { Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { GameFinder } from '../games.ts';
import type { StoreReader } from '../storage/store.ts';
import type { CommitQueue } from './commit-queue.ts';
import type { TableHouse } from './house.ts';
import type { Table } from './table.ts';

export interface TableAccess {
  readonly house: TableHouse;
  readonly queue: CommitQueue;
  readonly reader: StoreReader;
  readonly find: GameFinder;
  /** A table by id, from memory or the database; 'unknown-table' or 'unavailable'. */
  table(id: string): Promise<Result<Table, Refusal>>;
  /** Tells a table's watchers of a change to its seats, once its moves are all on disk. */
  publish(table: Table, except?: string): void;
  /** A table has just changed (or opened): timers, watchers and bots catch up. */
  changed(table: Table): void;
  /** Signed-in players took seats: their turns are recorded for "your move" (games-list/). */
  playersSeated?(table: Table): void;
  /** Why this signed-in player may not take a seat here (a rated table's rules), or undefined. */
  seatRefusal?(table: Table, player: string): Promise<Refusal | undefined>;
  log(message: string): void;
}

export function badToken(): Refusal {
  return refusal('bad-token', 'That token does not belong to a seat of this table.');
}

export function notSeated(): Refusal {
  return refusal('not-seated', 'Join the table as this seat first.');
}
