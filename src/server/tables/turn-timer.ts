/**
 * The turn timer (a table's turnSeconds): each person who must decide has that long from the
 * moment their decision began; when it runs out, a bot plays for them and the log says so.
 * Restarted in full after a server restart.
 */
import type { Seat } from '../../core/game.ts';
import type { Table } from './table.ts';

interface Clock {
  /** When each waiting person's time runs out, with the decision it belongs to. */
  readonly deadlines: Map<Seat, { readonly since: number; readonly deadline: number }>;
  handle: NodeJS.Timeout | undefined;
}

export type Expired = (table: Table, seat: Seat) => void;

export class TurnTimer {
  private readonly clocks = new Map<Table, Clock>();
  private readonly expired: Expired;
  private readonly now: () => number;

  constructor(expired: Expired, now: () => number = Date.now) {
    this.expired = expired;
    this.now = now;
  }

  /** After a change: starts the clocks of people newly waited for, stops the others. */
  consider(table: Table): void {
    if (table.turnSeconds === 0 || table.finished || table.retired) {
      this.clear(table);
      return;
    }
    const clock: Clock = this.clocks.get(table) ?? { deadlines: new Map(), handle: undefined };
    this.clocks.set(table, clock);
    const waiting = table.actors().filter((seat) => !table.isBot(seat));
    for (const seat of clock.deadlines.keys()) {
      if (!waiting.includes(seat)) clock.deadlines.delete(seat);
    }
    for (const seat of waiting) {
      const since = table.decisionStart[seat] ?? 0;
      if (clock.deadlines.get(seat)?.since === since) continue;
      clock.deadlines.set(seat, { since, deadline: this.now() + table.turnSeconds * 1000 });
    }
    this.arm(table, clock);
  }

  clear(table: Table): void {
    const clock = this.clocks.get(table);
    if (clock?.handle) clearTimeout(clock.handle);
    this.clocks.delete(table);
    table.timer = null;
  }

  close(): void {
    for (const table of [...this.clocks.keys()]) this.clear(table);
  }

  private arm(table: Table, clock: Clock): void {
    if (clock.handle) clearTimeout(clock.handle);
    clock.handle = undefined;
    let first: { seat: Seat; deadline: number } | null = null;
    for (const [seat, { deadline }] of clock.deadlines) {
      if (!first || deadline < first.deadline) first = { seat, deadline };
    }
    table.timer = first;
    if (!first) return;
    clock.handle = setTimeout(
      () => {
        this.fire(table, clock);
      },
      Math.max(0, first.deadline - this.now()),
    );
  }

  private fire(table: Table, clock: Clock): void {
    clock.handle = undefined;
    const now = this.now();
    for (const [seat, { deadline }] of clock.deadlines) {
      if (deadline <= now) this.expired(table, seat);
    }
  }
}
