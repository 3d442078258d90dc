/**
 * Seats that follow their player (issue #34): a seat records the player who took it
 * (tables/seating.ts), so that the same player, signed in on another device, can move the
 * seat there; and when a guest becomes an account, the guest's seats become the account's.
 */
import type { Seat } from '../../core/game.ts';
import { seatName } from '../../core/seats.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { TableAccess } from '../tables/access.ts';
import { evict, retire } from '../tables/reissue.ts';
import { invitePath } from '../tables/setup.ts';
import type { Table } from '../tables/table.ts';
import { hashToken, newToken } from '../tables/tokens.ts';

/** The seats of a playing table that `player` took, ascending, e.g. [1]. */
export function seatsOf(table: Table, player: string): Seat[] {
  if (table.finished || table.abandonedAt !== null) return [];
  return table.seats.flatMap((s, seat) => (s.playerId === player ? [seat] : []));
}

/**
 * Moves the player's first seat at the table to the asking device: a new link, which this
 * device opens; the device that played it until now is told it no longer does.
 */
export async function moveSeatHere(
  access: TableAccess,
  tableId: string,
  player: string,
): Promise<Result<{ readonly seat: Seat; readonly invite: string }, Refusal>> {
  const found = await access.table(tableId);
  if (!found.ok) return found;
  const table = found.value;
  const [seat] = seatsOf(table, player);
  const tableSeat = seat === undefined ? undefined : table.seats[seat];
  if (seat === undefined || !tableSeat) return err(notYours());
  const token = newToken();
  try {
    await retire(access, table, tableSeat, seat, hashToken(token));
  } catch (error) {
    access.log(`could not move seat ${seat} of ${tableId} to another device: ${String(error)}`);
    return err(refusal('unavailable', 'The seat could not be moved; try again.'));
  }
  evict(table, seat, 'You took this seat on another device; this browser no longer plays it.');
  access.publish(table);
  return ok({ seat, invite: invitePath(tableId, seat, token) });
}

/**
 * A guest became an account (or signed in to one): the guest's seats at the tables this
 * process runs become the account's, in memory and on disk. Finished games are carried by the
 * ratings book (mergePlayer). Resolves to how many seats moved.
 */
export async function carrySeats(
  access: Pick<TableAccess, 'house' | 'queue'>,
  from: string,
  to: string,
): Promise<number> {
  const writes: Promise<void>[] = [];
  for (const table of access.house.tables()) {
    for (const [seat, tableSeat] of table.seats.entries()) {
      if (tableSeat.playerId !== from) continue;
      tableSeat.playerId = to;
      const { tokenHash, claimed, deviceHash } = tableSeat;
      if (tokenHash === null) continue;
      // The seat's token, claim and device stay as they are; only its player changes.
      writes.push(
        access.queue.write({
          kind: 'token',
          tableId: table.id,
          seat,
          tokenHash,
          claimed,
          deviceHash,
          playerId: to,
        }),
      );
    }
  }
  await Promise.all(writes);
  return writes.length;
}

/** A deleted account's seats at the tables this process runs: default names, no player. */
export function forgetSeats(access: Pick<TableAccess, 'house' | 'publish'>, player: string): void {
  for (const table of access.house.tables()) {
    let changed = false;
    for (const [seat, tableSeat] of table.seats.entries()) {
      if (tableSeat.playerId !== player) continue;
      tableSeat.playerId = null;
      tableSeat.name = seatName(seat);
      changed = true;
    }
    if (changed) access.publish(table);
  }
}

function notYours(): Refusal {
  return refusal('not-seated', 'You hold no seat at this table.');
}
