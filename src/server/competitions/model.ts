/**
 * A competition as the server keeps it (issue #35): the data of src/competitions/competition.ts,
 * which both stores (sqlite-book.ts, postgres-book.ts) load and change in one transaction.
 * Every change is an `Op` computed from the loaded state by a pure function (lifecycle.ts), so
 * the rules are the same whichever store holds them.
 */

export {
  FORMATS,
  STATUSES,
  seatsOf,
  tableSeats,
  timed,
  type ClockSetting,
  type Format,
  type Status,
  type Settings,
  type CompetitionRow,
  type Entrant,
  type GameResult,
  type Fixture,
  type Competition,
  type NewFixture,
} from '../../competitions/competition.ts';
import type {
  Competition,
  CompetitionRow,
  Entrant,
  GameResult,
  NewFixture,
  Status,
} from '../../competitions/competition.ts';

/** A change to a competition, applied by the store in the transaction that computed it. */
export type Op =
  | { readonly kind: 'enter'; readonly entrant: Entrant }
  | { readonly kind: 'leave'; readonly player: string }
  | { readonly kind: 'withdraw'; readonly player: string; readonly at: number }
  | { readonly kind: 'status'; readonly status: Status; readonly at: number }
  /** A new round: refused by the store's key on (competition, round) if already paired. */
  | { readonly kind: 'round'; readonly round: number; readonly fixtures: readonly NewFixture[] }
  /** Only while the fixture has no table. */
  | {
      readonly kind: 'table';
      readonly round: number;
      readonly index: number;
      readonly tableId: string;
    }
  /** Only while the fixture has no result. */
  | {
      readonly kind: 'result';
      readonly round: number;
      readonly index: number;
      readonly result: GameResult;
    };

/**
 * A game a tick looks at, without reading its competition whole: paired (not a bye) and with
 * no result yet, or lost by forfeit (its table may have been left playing).
 */
export interface OpenGame {
  readonly round: number;
  readonly index: number;
  /** Null until its table is made. */
  readonly tableId: string | null;
  /** The seats that forfeited it, e.g. [1]; null while it has no result. */
  readonly forfeit: readonly number[] | null;
}

/** What a tick decides by for one competition: whether anything is due in it (service.ts). */
export interface TickView {
  readonly id: string;
  readonly status: Status;
  /** By round, then index. */
  readonly games: readonly OpenGame[];
}

/** The store of competitions: one transaction per `update`. */
export interface CompetitionBook {
  create(row: CompetitionRow): Promise<void>;
  get(id: string): Promise<Competition | undefined>;
  /**
   * The competitions of `ids` (those found), whole, in the order of `ids`: a tick's read of
   * every competition it drives, three queries in all, not three per competition.
   */
  getMany(ids: readonly string[]): Promise<Competition[]>;
  /**
   * Of the competitions of `ids` (those found), each one's status and open games, in the order
   * of `ids`: a tick's read, one query, of what it needs to decide which to load whole.
   */
  openGames(ids: readonly string[]): Promise<TickView[]>;
  /** Rows of a status, newest first; 'link' competitions only when `all`. */
  list(status: Status, limit: number): Promise<CompetitionRow[]>;
  /** Ids of competitions still in entry whose start time has come, and of those running. */
  active(now: number): Promise<string[]>;
  /** Ids of the competitions `player` entered (withdrawn or not), the newest first, at most `limit`. */
  entered(player: string, limit: number): Promise<string[]>;
  /** The competition and fixture a table plays, if any. */
  fixtureOfTable(
    tableId: string,
  ): Promise<{ id: string; round: number; index: number } | undefined>;
  /**
   * Locks the competition, reads it, and applies the ops `work` returns, all in one
   * transaction; `work`'s refusal (or an op the keys refuse) changes nothing. Resolves to the
   * competition after, or the refusal. A round already paired makes the transaction fail with
   * `RoundTaken`, which the lifecycle takes as "someone else paired it".
   */
  update<E>(
    id: string,
    work: (
      competition: Competition,
    ) => { ok: true; value: readonly Op[] } | { ok: false; error: E },
  ): Promise<{ ok: true; value: Competition } | { ok: false; error: E | 'unknown' }>;
  close(): Promise<void>;
}

/** A round that the store's key on (competition, round) refused: it was paired already. */
export class RoundTaken extends Error {
  constructor(id: string, round: number) {
    super(`round ${round} of ${id} was paired already`);
    this.name = 'RoundTaken';
  }
}
