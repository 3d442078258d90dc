/**
 * "Your move" in the database (issue #35): for each seat that matters, the decision it waits
 * on and when its time runs out (seats.turn_since, seats.turn_deadline), written whenever that
 * changes. The games list reads it to put a player's waiting tables first with their time
 * left, and a restart reads a correspondence table's deadlines back (turn-timer.ts's
 * storedDeadlines), so its days-long clocks go on where they were.
 *
 * Seats that matter: a person's seat with a player (an account or a guest), and every person's
 * seat of a correspondence table. Bots' seats and anonymous seats of live tables cost nothing.
 * A seat whose player takes it while it waits (a friend opening the link) is written then
 * (TableAccess.playersSeated).
 */
import type { Seat } from '../../core/game.ts';
import { isCorrespondence } from '../protocol.ts';
import type { WriteOp } from '../storage/contract.ts';
import type { Table } from '../tables/table.ts';

/** What a seat waits on, as written, e.g. '12/1767225600000'; '' for nothing. */
type Written = string;

export class TurnRecorder {
  /** Each table's seats as last written; a table not in it has all its seats written. */
  private readonly written = new WeakMap<Table, Map<Seat, Written>>();
  private readonly write: (op: WriteOp) => Promise<void>;
  private readonly log: (message: string) => void;

  constructor(write: (op: WriteOp) => Promise<void>, log: (message: string) => void) {
    this.write = write;
    this.log = log;
  }

  /**
   * After a change: writes the seats whose decision or deadline changed. `deadlineOf` is the
   * turn timer's (TurnTimer.deadlineOf); a table paused at a response window waits on nobody.
   */
  consider(table: Table, deadlineOf: (seat: Seat) => number | undefined): void {
    const correspondence = isCorrespondence(table.turnSeconds);
    const known = this.written.get(table);
    const written = known ?? new Map<Seat, Written>();
    this.written.set(table, written);
    let actors: readonly Seat[] | undefined;
    for (const [seat, person] of table.seats.entries()) {
      if (person.agent !== 'human' || !(correspondence || person.playerId)) continue;
      actors ??= table.pause !== null || table.engineWindow() ? [] : table.actors();
      const waiting = actors.includes(seat);
      const since = waiting ? (table.decisionStart[seat] ?? 0) : null;
      const deadline = waiting ? (deadlineOf(seat) ?? null) : null;
      const now = since === null ? '' : `${String(since)}/${String(deadline)}`;
      if (known && (written.get(seat) ?? '') === now) continue;
      written.set(seat, now);
      this.send(table, written, { kind: 'turn', tableId: table.id, seat, since, deadline });
    }
  }

  /** A failed write is logged and forgotten, so that the table's next change writes it again. */
  private send(table: Table, written: Map<Seat, Written>, op: WriteOp & { kind: 'turn' }): void {
    this.write(op).catch((error: unknown) => {
      written.set(op.seat, '?');
      this.log(
        `table ${table.id}: could not record seat ${String(op.seat)}'s turn (${String(error)})`,
      );
    });
  }
}
