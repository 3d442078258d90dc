/**
 * Device binding: a claimed seat belongs to the device that claimed it. The first join of a
 * seat (or its lobby claim) hands that device a token for the table; later joins of the seat
 * must bring it, so an invite link opened on a second device seats nobody. One device holds
 * one token per table, however many of its seats it plays (hot-seat).
 */
import type { Seat } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { Table } from './table.ts';
import { hashToken, newToken, tokenMatches } from './tokens.ts';

/** The device a join seats, and which of its seats are claimed only now. */
export interface Binding {
  /** The device's token for this table, e.g. 'mJ3x…'; the one it sent when that proved it. */
  readonly device: string;
  readonly deviceHash: Buffer;
  /** Seats to bind to the device and mark claimed, e.g. [1]. */
  readonly claims: readonly Seat[];
}

export function seatInUse(): Refusal {
  return refusal('seat-in-use', 'This seat is already taken — ask the host for a new link.');
}

/**
 * Whether `device` may take `seats` (all of this table, found by their tokens): every seat
 * bound already must be bound to it, or have been taken by `player`, the signed-in player
 * joining (a seat follows its player to any device).
 */
export function bindSeats(
  table: Table,
  seats: readonly Seat[],
  device: string | undefined,
  player?: string,
): Result<Binding, Refusal> {
  const held = deviceOf(table, device);
  for (const seat of seats) {
    const tableSeat = table.seats[seat];
    const bound = tableSeat?.deviceHash ?? null;
    const theirs = player !== undefined && tableSeat?.playerId === player;
    if (bound !== null && !theirs && !tokenMatches(bound, held.deviceHash)) return err(seatInUse());
  }
  const claims = seats.filter((seat) => {
    const s = table.seats[seat];
    return s !== undefined && (s.deviceHash === null || !s.claimed);
  });
  return ok({ ...held, claims });
}

/**
 * The device's token for this table: the one it sent if that proves a seat here, else a
 * fresh one, so that only tokens the server made ever bind a seat.
 */
export function deviceOf(
  table: Table,
  device: string | undefined,
): { readonly device: string; readonly deviceHash: Buffer } {
  if (device !== undefined) {
    const deviceHash = hashToken(device);
    if (table.seats.some((s) => tokenMatches(s.deviceHash, deviceHash))) {
      return { device, deviceHash };
    }
  }
  const fresh = newToken();
  return { device: fresh, deviceHash: hashToken(fresh) };
}
