/** The database's rows as the server uses them, and how they are read back. */
import type { SQLOutputValue } from 'node:sqlite';
import type { Outcome } from '../../core/game.ts';

export type SeatInvite = 'me' | 'friend' | 'bot';

export interface StoredSeat {
  readonly seat: number;
  readonly name: string;
  /** How the creator set the seat up. */
  readonly invite: SeatInvite;
  /** 'human', or a bot descriptor such as 'bot:hard'. */
  readonly agent: string;
  /** SHA-256 of the seat's token; null for bots. */
  readonly tokenHash: Buffer | null;
  readonly claimed: boolean;
  /** SHA-256 of the device token of whoever claimed the seat; null while nobody has. */
  readonly deviceHash: Buffer | null;
  /**
   * The player (a better-auth user id: an account or a guest) who took the seat, so that it
   * follows them to another device; null or absent while nobody signed in has. Bots have none.
   */
  readonly playerId?: string | null;
  /**
   * The decision the seat's person was last recorded waiting on (the version it began at, e.g.
   * 12) and when its time runs out (epoch ms), if it has a clock: absent or null when none.
   */
  readonly turn?: { readonly since: number; readonly deadline: number | null } | null;
}

export interface StoredTable {
  readonly id: string;
  readonly game: string;
  readonly engineVersion: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly turnSeconds: number;
  /**
   * A real-time clock per seat (tables/clock.ts), e.g. { baseSeconds: 300, incrementSeconds: 3 };
   * absent or null: none (turnSeconds rules).
   */
  readonly clock?: StoredClock | null;
  /** Seconds of a response window's countdown, e.g. 10. */
  readonly windowSeconds: number;
  readonly listed: boolean;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly outcome: Outcome | null;
  readonly rematch: string | null;
  /** SHA-256 of the creator's host token (null for tables made before hosts had one). */
  readonly hostHash: Buffer | null;
  /** When the table was closed for lack of play, e.g. '2026-01-02T10:00:00.000Z'. */
  readonly abandonedAt: string | null;
  readonly seats: readonly StoredSeat[];
}

/** A table's real-time clock setting, as protocol.ts's clockSchema gives it. */
export interface StoredClock {
  readonly baseSeconds: number;
  readonly incrementSeconds: number;
}

export interface StoredAction {
  readonly idx: number;
  readonly seat: number;
  readonly action: number;
  /** Played by the turn timer's bot for a human who ran out of time. */
  readonly timeout: boolean;
  /** When it was played (epoch ms), where the read asks for it: a clock's banks follow from it. */
  readonly at?: number | null;
}

export interface ActionRow extends StoredAction {
  readonly tableId: string;
  /** When it was played (epoch ms): how long a table has been quiet survives a restart. */
  readonly at: number;
}

export interface FinishedRow {
  readonly tableId: string;
  readonly outcome: Outcome;
  readonly finishedAt: string;
}

export type Row = Record<string, SQLOutputValue>;

export function readTable(row: Row, seats: StoredSeat[]): StoredTable {
  return {
    id: String(row.id),
    game: String(row.game),
    engineVersion: String(row.engine_version),
    options: JSON.parse(String(row.options)) as Record<string, unknown>,
    seed: String(row.seed),
    turnSeconds: Number(row.turn_seconds),
    clock: row.clock == null ? null : (JSON.parse(String(row.clock)) as StoredClock),
    windowSeconds: Number(row.window_seconds),
    listed: row.listed === 1,
    createdAt: String(row.created_at),
    finishedAt: row.finished_at === null ? null : String(row.finished_at),
    outcome: row.outcome === null ? null : (JSON.parse(String(row.outcome)) as Outcome),
    rematch: row.rematch === null ? null : String(row.rematch),
    hostHash: readHash(row.host_hash),
    abandonedAt: row.abandoned_at == null ? null : String(row.abandoned_at),
    seats,
  };
}

export function readSeat(row: Row): StoredSeat {
  return {
    seat: Number(row.seat),
    name: String(row.name),
    invite: String(row.invite) as SeatInvite,
    agent: String(row.agent),
    tokenHash: readHash(row.token_hash),
    claimed: row.claimed === 1,
    deviceHash: readHash(row.device_hash),
    playerId: row.player_id == null ? null : String(row.player_id),
    // Only a seat recorded waiting carries one, so seats read back equal the seats written.
    ...(row.turn_since == null
      ? {}
      : {
          turn: {
            since: Number(row.turn_since),
            deadline: row.turn_deadline == null ? null : Number(row.turn_deadline),
          },
        }),
  };
}

function readHash(value: SQLOutputValue | undefined): Buffer | null {
  return value instanceof Uint8Array ? Buffer.from(value) : null;
}

export function readAction(row: Row): StoredAction {
  return {
    idx: Number(row.idx),
    seat: Number(row.seat),
    action: Number(row.action),
    timeout: row.timeout === 1,
    ...(row.at === undefined ? {} : { at: row.at === null ? null : Number(row.at) }),
  };
}
