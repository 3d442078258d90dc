/**
 * Idle tables: since when nobody has played at each unfinished table in memory or been
 * connected to it. One left alone for the idle time is due to be closed as abandoned, so that
 * forgotten tables stop costing memory and start-up time. The clock is injected: tests turn
 * it by hand.
 */
import type { Table } from './table.ts';

export class IdleTables {
  /** Since when (epoch ms) each table has been quiet, as far as its watchers allow. */
  private readonly quiet = new Map<Table, number>();
  private readonly idleMs: number;
  private readonly now: () => number;

  constructor(idleMs: number, now: () => number) {
    this.idleMs = idleMs;
    this.now = now;
  }

  /** Something happened at the table now (an action, a watcher left); or at `since`. */
  active(table: Table, since: number = this.now()): void {
    this.quiet.set(table, since);
  }

  /** A playing table seen for the first time (opened, rebuilt) is quiet from now on. */
  track(table: Table): void {
    if (!this.quiet.has(table)) this.quiet.set(table, this.now());
  }

  forget(table: Table): void {
    this.quiet.delete(table);
  }

  /**
   * Tables quiet for the idle time with nobody watching and nothing waiting to be written:
   * closing them now changes nothing anyone is doing.
   */
  due(): Table[] {
    const cutoff = this.now() - this.idleMs;
    const due: Table[] = [];
    for (const [table, since] of this.quiet) {
      if (table.retired || table.finished || table.abandonedAt !== null) {
        this.quiet.delete(table);
        continue;
      }
      // A table whose turn clock runs moves on by itself when it runs out: a correspondence
      // table waits days for a move without being forgotten.
      const clocked = table.timer !== null;
      if (
        since <= cutoff &&
        !clocked &&
        table.subscriptions.size === 0 &&
        table.uncommitted === 0
      ) {
        due.push(table);
      }
    }
    return due;
  }

  get size(): number {
    return this.quiet.size;
  }
}
