/**
 * The turn timer (a table's turnSeconds): each person who must decide has that long from the
 * moment their decision began; when it runs out, `expired` is told: a bot plays for them and
 * the log says so, or at a rated table the seat loses (service.ts, ratings/resign.ts).
 * Restarted in full after a server restart; in a cluster, a table taken over keeps the
 * deadlines its last owner recorded (`started`, then `inherit`), so a kill -9 gives no one
 * a fresh turn.
 *
 * Correspondence (issue #35): a table whose turnSeconds is whole days (isCorrespondence) gives
 * each decision that many days of real time (msPerSecond does not shorten them), and when the
 * days run out the rule is the same (`expired`). Its deadlines are written to
 * the database (games-list/turns.ts) and read back at start (`storedDeadlines`), so a restart
 * keeps each clock where it was instead of starting it again.
 *
 * A clock never goes dead while a deadline is pending: a timeout that fires early (Node's
 * timers count from the loop's cached time, Date.now() from the wall) re-arms for what is left,
 * and a seat the bot was asked to play for is asked again after a while, in case that decision
 * was lost (a failed worker, a refusal) — the answer that lands resets the seat's clock anyway.
 *
 * Real-time clocks (clock.ts, issue #35): a table with a clock gives each seat's decision its
 * bank instead of turnSeconds, charges the bank the time used when the decision ends (plus the
 * increment), and hands a seat that ran out to `expired` as the per-decision timer does.
 */
import type { Seat } from '../../core/game.ts';
import { isCorrespondence, type ClockSetting, type SeatClock as ShownClock } from '../protocol.ts';
import type { StoredSeat } from '../storage/rows.ts';
import type { Table } from './table.ts';
import { bankAfter, decisionBegan, decisionsOf, freshBanks, replayBanks } from './clock.ts';

export type TimerHandle = NodeJS.Timeout | number;

/** Time and timeouts, injected so that tests can drive them by hand. */
export interface Scheduler {
  now(): number;
  setTimeout(fire: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const SYSTEM_SCHEDULER: Scheduler = {
  now: () => Date.now(),
  setTimeout: (fire, ms) => setTimeout(fire, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle);
  },
};

interface SeatClock {
  /** The version at which the seat's decision began (its decisionStart), e.g. 12. */
  readonly since: number;
  /** When the person's time runs out, as shown to everyone (epoch ms). */
  readonly deadline: number;
  /** When the decision's time began to run here (epoch ms): what a clock's bank is charged from. */
  readonly began: number;
  /** When the timer next acts for the seat: the deadline, then each retry (epoch ms). */
  due: number;
}

interface Clock {
  readonly seats: Map<Seat, SeatClock>;
  handle: TimerHandle | undefined;
}

/** A person ran out of time: a bot plays their current decision, or at a rated table they lose. */
export type Expired = (table: Table, seat: Seat) => void;

/** A seat's decision and when its time runs out, e.g. { since: 12, deadline: 1767225600000 }. */
export interface SeatDeadline {
  readonly since: number;
  readonly deadline: number;
}

/** A seat's clock started: recorded where a process taking the table over can read it. */
export type Started = (table: Table, seat: Seat, deadline: SeatDeadline) => void;

export interface TurnTimerOptions {
  readonly expired: Expired;
  readonly started?: Started;
  readonly scheduler?: Scheduler;
  /** Milliseconds in one of the table's turn seconds: 1000, or less in tests. */
  readonly msPerSecond?: number;
  /** A table's real-time clock (clock.ts), if it has one; absent: none has. */
  readonly clockOf?: (table: Table) => ClockSetting | undefined;
}

/** A seat's decision under way when a clock table was rebuilt: its version and start (epoch ms). */
export interface RunningDecision {
  readonly since: number;
  readonly began: number;
}

/** Turn seconds after which the bot is asked again if a timed-out seat still has not moved. */
const RETRY_SECONDS = 2;

/** The longest timeout Node keeps (2^31 - 1 ms, 24.8 days); a longer one would fire at once. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The deadlines a rebuilt table's seats were last recorded waiting on (StoredSeat.turn), for
 * `inherit` after a restart. Each is tied to the seat's decision as the rebuild numbers it
 * (versions after a restart count actions, not the steps taken back before): the table is
 * where its last commit left it, so a seat recorded waiting waits on that same decision, or,
 * if the server stopped between an action and its turn's write, on the next one with the
 * deadline of the one before. Seats recorded without a clock are left out.
 */
export function storedDeadlines(
  table: Table,
  seats: readonly StoredSeat[],
): Map<Seat, SeatDeadline> {
  const deadlines = new Map<Seat, SeatDeadline>();
  for (const { seat, turn } of seats) {
    if (turn?.deadline == null) continue;
    deadlines.set(seat, { since: table.decisionStart[seat] ?? 0, deadline: turn.deadline });
  }
  return deadlines;
}

export class TurnTimer {
  private readonly clocks = new Map<Table, Clock>();
  private readonly expired: Expired;
  private readonly started: Started | undefined;
  private readonly scheduler: Scheduler;
  private readonly msPerSecond: number;
  private readonly clockOf: (table: Table) => ClockSetting | undefined;
  /** Each clock table's banks by seat, in ms. */
  private readonly banks = new Map<Table, number[]>();
  private closed = false;

  constructor(options: TurnTimerOptions) {
    this.expired = options.expired;
    this.started = options.started;
    this.scheduler = options.scheduler ?? SYSTEM_SCHEDULER;
    this.msPerSecond = options.msPerSecond ?? 1000;
    this.clockOf = options.clockOf ?? (() => undefined);
  }

  /** After a change: starts the clocks of people newly waited for, stops the others. */
  consider(table: Table): void {
    const setting = this.clockOf(table);
    const untimed = table.turnSeconds === 0 && !setting;
    if (this.closed || untimed || table.finished || table.retired) {
      this.clear(table);
      return;
    }
    const clock: Clock = this.clocks.get(table) ?? { seats: new Map(), handle: undefined };
    this.clocks.set(table, clock);
    // A response window runs on its own countdown, not on the turn timer.
    const inWindow = table.pause !== null || table.engineWindow() !== undefined;
    const waiting = inWindow ? [] : table.actors().filter((seat) => !table.isBot(seat));
    const now = this.scheduler.now();
    for (const [seat, entry] of clock.seats) {
      const since = table.decisionStart[seat] ?? 0;
      if (waiting.includes(seat) && entry.since === since) continue;
      clock.seats.delete(seat);
      if (setting) this.charge(table, setting, seat, now - entry.began, entry.since !== since);
    }
    for (const seat of waiting) {
      const since = table.decisionStart[seat] ?? 0;
      if (clock.seats.has(seat)) continue;
      const time = setting ? (this.banksOf(table, setting)[seat] ?? 0) : this.turnMs(table);
      const deadline = now + time;
      clock.seats.set(seat, { since, deadline, began: now, due: deadline });
      this.started?.(table, seat, { since, deadline });
    }
    this.arm(table, clock);
  }

  /**
   * Deadlines a table's last owner set (cluster/), for the next `consider`: a seat still at
   * the same decision keeps its deadline (one already past times out at once); any other
   * starts afresh.
   */
  inherit(table: Table, deadlines: ReadonlyMap<Seat, SeatDeadline>): void {
    this.clear(table);
    const seats = new Map<Seat, SeatClock>();
    for (const [seat, { since, deadline }] of deadlines) {
      seats.set(seat, { since, deadline, began: this.scheduler.now(), due: deadline });
    }
    this.clocks.set(table, { seats, handle: undefined });
  }

  /**
   * A rebuilt clock table's banks (clock.ts's replayBanks, from its stored actions' times) and
   * the decisions under way with when they began, for the next `consider`: a seat still at the
   * same decision runs out at its start plus its bank, as it would have without the restart.
   */
  restoreClock(
    table: Table,
    banks: readonly number[],
    running: ReadonlyMap<Seat, RunningDecision>,
  ): void {
    this.clear(table);
    this.banks.set(table, [...banks]);
    const seats = new Map<Seat, SeatClock>();
    for (const [seat, { since, began }] of running) {
      const deadline = began + (banks[seat] ?? 0);
      seats.set(seat, { since, deadline, began, due: deadline });
    }
    this.clocks.set(table, { seats, handle: undefined });
  }

  /**
   * A rebuilt clock table's clocks from its past (Table.clockPast, from the stored actions'
   * times): each seat's bank as the decisions it finished left it, and each seat deciding runs
   * out when its decision began plus its bank. False for a table without a clock or a past.
   */
  restorePast(table: Table): boolean {
    const setting = this.clockOf(table);
    const past = table.clockPast;
    if (!setting || !past) return false;
    const createdAt = Date.parse(table.createdAt);
    const decisions = decisionsOf(createdAt, past.actions);
    const banks = replayBanks(setting, table.seats.length, decisions, this.msPerSecond);
    const running = new Map<Seat, RunningDecision>();
    for (const seat of table.actors()) {
      if (table.isBot(seat)) continue;
      const began = decisionBegan(createdAt, past.actions, past.since[seat] ?? 0);
      running.set(seat, { since: table.decisionStart[seat] ?? 0, began });
    }
    this.restoreClock(table, banks, running);
    return true;
  }

  /**
   * A clock table's banks by seat (ms), e.g. [297000, 300000]: what each seat has left, not
   * counting the decision under way; undefined for a table without a clock.
   */
  banksOfTable(table: Table): readonly number[] | undefined {
    const setting = this.clockOf(table);
    return setting && this.banksOf(table, setting);
  }

  /** When the seat's time for its current decision runs out (epoch ms), if its clock runs. */
  deadlineOf(table: Table, seat: Seat): number | undefined {
    return this.clocks.get(table)?.seats.get(seat)?.deadline;
  }

  clear(table: Table): void {
    const clock = this.clocks.get(table);
    if (clock?.handle !== undefined) this.scheduler.clearTimeout(clock.handle);
    this.clocks.delete(table);
    this.banks.delete(table);
    table.timer = null;
    table.clocks = null;
  }

  /**
   * A clock table's clocks as the summary shows them (Table.clocks): every person's bank and,
   * while they decide, their deadline; a new list only when one of them changed, so that an
   * unchanged summary is not sent again.
   */
  private showClocks(table: Table, clock: Clock): void {
    const setting = this.clockOf(table);
    if (!setting) return;
    const banks = this.banksOf(table, setting);
    const shown: ShownClock[] = [];
    for (let seat = 0; seat < table.seats.length; seat++) {
      if (table.isBot(seat)) continue;
      const deadline = clock.seats.get(seat)?.deadline ?? null;
      shown.push({ seat, bankMs: banks[seat] ?? 0, deadline });
    }
    const before = table.clocks;
    const same =
      before?.length === shown.length &&
      shown.every((c, i) => {
        const was = before[i];
        return was?.bankMs === c.bankMs && was.deadline === c.deadline;
      });
    if (!same) table.clocks = shown;
  }

  /** Stops every clock for good: a closing server starts no more bots. */
  close(): void {
    this.closed = true;
    for (const table of [...this.clocks.keys()]) this.clear(table);
  }

  private banksOf(table: Table, setting: ClockSetting): number[] {
    let banks = this.banks.get(table);
    if (!banks) {
      banks = freshBanks(setting, table.seats.length, this.msPerSecond);
      this.banks.set(table, banks);
    }
    return banks;
  }

  /**
   * A seat's time stopped: its bank loses `usedMs` (never below 0) and, if its decision ended
   * (rather than a response window interrupting it), gains the increment.
   */
  private charge(
    table: Table,
    setting: ClockSetting,
    seat: Seat,
    usedMs: number,
    ended: boolean,
  ): void {
    const banks = this.banksOf(table, setting);
    const increment = ended ? setting.incrementSeconds * this.msPerSecond : 0;
    banks[seat] = bankAfter(banks[seat] ?? 0, usedMs, increment);
  }

  /** A decision's time: a live timer's seconds (shortened in tests), or whole real days. */
  private turnMs(table: Table): number {
    const msPerSecond = isCorrespondence(table.turnSeconds) ? 1000 : this.msPerSecond;
    return table.turnSeconds * msPerSecond;
  }

  /**
   * Sets the one timeout of the table at the earliest moment any of its seats is due; days
   * away, it fires at Node's longest timeout first and re-arms for what is left (`fire`).
   */
  private arm(table: Table, clock: Clock): void {
    if (clock.handle !== undefined) this.scheduler.clearTimeout(clock.handle);
    clock.handle = undefined;
    let first: { seat: Seat; deadline: number } | null = null;
    let due = Infinity;
    for (const [seat, entry] of clock.seats) {
      if (!first || entry.deadline < first.deadline) first = { seat, deadline: entry.deadline };
      due = Math.min(due, entry.due);
    }
    table.timer = first;
    this.showClocks(table, clock);
    if (!first) return;
    clock.handle = this.scheduler.setTimeout(
      () => {
        this.fire(table, clock);
      },
      Math.min(LONGEST_TIMEOUT_MS, Math.max(0, due - this.scheduler.now())),
    );
  }

  private fire(table: Table, clock: Clock): void {
    clock.handle = undefined;
    if (this.clocks.get(table) !== clock) return;
    const now = this.scheduler.now();
    const due: Seat[] = [];
    for (const [seat, entry] of clock.seats) {
      if (entry.due > now) continue;
      entry.due = now + RETRY_SECONDS * this.msPerSecond;
      // A seat whose decision moved on (its answer is applied, not yet committed) waits for
      // the commit to reset its clock; the bot must not play the seat's next decision.
      if (table.decisionStart[seat] === entry.since) due.push(seat);
    }
    // Re-armed first: whatever the bot does for these seats, the clock stays alive.
    this.arm(table, clock);
    for (const seat of due) this.expired(table, seat);
  }
}
