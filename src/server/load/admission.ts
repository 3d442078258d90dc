/**
 * Admission control: while the process is overloaded, new work is refused with 'busy' so that
 * the tables already seated keep their pace. New work is a new table (created, or a lobby seat
 * claimed) and a new join: a spectator, a free seat opened for the first time, or a table not
 * in this process's memory (rebuilding it costs a read and a replay). What is never refused: a
 * seated person's actions and requests, and a join holding a seat someone already took (a
 * page coming back after a drop, a rematch's seats, bound to the same device) or a seat kept
 * for a named player (a competition's fixture, a rated table's creator): that table is already
 * here and its clock already runs, so turning its player away would lose them the game by
 * forfeit while saving nothing (found by #35's acceptance walk at load 14). Nor is the creator's
 * first join of their own seat (invite 'me'): the table was admitted when it was made, and
 * refusing its creator only leaves a table made for nobody (at twice saturation, 227 of 559
 * tables made in one bench run, #33).
 */
import type { FastifyInstance } from 'fastify';
import { refusal, type Refusal } from '../errors.ts';
import type { Table } from '../tables/table.ts';

/** Whether new work is refused now, and what the metrics say of it. */
export interface OverloadSignal {
  readonly overloaded: boolean;
  /**
   * The share of newcomers to let in while not overloaded, 0-1 (e.g. 0.3 as the door opens
   * again after an episode); absent: all.
   */
  admitShare?(): number;
  /** The signal's own figures for /api/metrics (e.g. the last loop delay read). */
  figures?(): Record<string, number>;
  close?(): void;
}

/**
 * What an HTTP refusal's Retry-After says, in seconds: past one calm period (3 s), and long
 * enough that the pages waiting to come in do not ask faster than the server can refuse.
 */
export const RETRY_AFTER_SECONDS = 5;

/** A 'busy' refusal: it says Retry-After in its body too, for a socket's acknowledgement. */
function busy(message: string): Refusal {
  return { ...refusal('busy', message), retryAfterSeconds: RETRY_AFTER_SECONDS };
}

const BUSY_CREATE = busy(
  'The server is too busy to start a new table just now; try again in a few seconds.',
);
const BUSY_JOIN = busy(
  'The server is too busy to seat anyone new just now; try again in a few seconds.',
);

export class Admission {
  private readonly signal: OverloadSignal;
  /** Tables (creations and lobby claims) refused since start, e.g. 12. */
  private refusedTables = 0;
  /** Joins refused since start, e.g. 30. */
  private refusedJoins = 0;
  /**
   * Newcomers owed a seat as the door opens again (0-1): each adds the share let in, and one
   * is let in whenever a whole one is owed; so a share of 0.25 lets in every fourth, and no
   * random draw decides.
   */
  private owed = 0;

  constructor(signal: OverloadSignal) {
    this.signal = signal;
  }

  /**
   * 'busy' while overloaded, or past the share let in as it opens again; counted. Asked once
   * an ask, as it arrives (refuseEarly).
   */
  table(): Refusal | undefined {
    if (this.letIn()) return undefined;
    this.refusedTables++;
    return BUSY_CREATE;
  }

  /**
   * 'busy' while overloaded; counted. The service's own check as it makes a table, behind
   * refuseEarly's for an HTTP ask: a share let in there must not be drawn from again (asked
   * twice, an ask at a share under a half was always refused), and a competition's fixture
   * (made by the server, on its schedule) is no newcomer to thin.
   */
  tableWhileOverloaded(): Refusal | undefined {
    if (!this.signal.overloaded) return undefined;
    this.refusedTables++;
    return BUSY_CREATE;
  }

  /**
   * 'busy' while overloaded, or past the share let in as it opens again, unless the join holds
   * a seat already taken or kept at a table here.
   */
  join(table: Table | undefined, tokens: readonly string[]): Refusal | undefined {
    if ((table && holdsTakenSeat(table, tokens)) || this.letIn()) return undefined;
    this.refusedJoins++;
    return BUSY_JOIN;
  }

  /** Whether a newcomer is let in now. */
  private letIn(): boolean {
    if (this.signal.overloaded) return false;
    const share = this.signal.admitShare?.() ?? 1;
    if (share >= 1) {
      this.owed = 0;
      return true;
    }
    // A tenth added ten times is a hair under 1: counted as whole.
    this.owed = Math.min(1, this.owed + share);
    if (this.owed < 1 - 1e-9) return false;
    this.owed = 0;
    return true;
  }

  metrics(): Record<string, number> {
    return {
      overloaded: this.signal.overloaded ? 1 : 0,
      refusedTables: this.refusedTables,
      refusedJoins: this.refusedJoins,
      ...this.signal.figures?.(),
    };
  }

  close(): void {
    this.signal.close?.();
  }
}

/**
 * Whether a token names a seat someone already took (claimed, or bound to a device), one kept
 * for a named player, or one made for the table's creator (admitted with the table).
 */
function holdsTakenSeat(table: Table, tokens: readonly string[]): boolean {
  for (const token of tokens) {
    const seat = table.seatOfToken(token);
    const taken = seat === undefined ? undefined : table.seats[seat];
    if (
      taken &&
      (taken.claimed ||
        taken.deviceHash !== null ||
        (taken.playerId ?? null) !== null ||
        taken.invite === 'me')
    )
      return true;
  }
  return false;
}

/** The routes that make a table or seat someone new: POST /api/tables and a lobby claim. */
const NEW_TABLE_ROUTES = /^\/api\/tables(\/[^/?]+\/claim)?(\?|$)/;

/**
 * Refuses a new table or lobby claim as its request arrives, before its body is read or an
 * address's allowance charged: while overloaded the pages waiting to come in ask again every
 * few seconds, and each refusal must cost next to nothing.
 */
export function refuseEarly(app: FastifyInstance, admission: Admission): void {
  app.addHook('onRequest', (request, reply, done) => {
    const busy =
      request.method === 'POST' && NEW_TABLE_ROUTES.test(request.url)
        ? admission.table()
        : undefined;
    if (!busy) {
      done();
      return;
    }
    void reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(busy);
  });
}
