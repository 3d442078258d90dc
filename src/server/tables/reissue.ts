/**
 * The host gives a seat a new link: when a link went to the wrong person, or a friend's
 * device was lost. The seat gets a new token and belongs to no device until the new link is
 * opened; the old token is refused from then on, and whoever watched the seat with it is
 * told and watches as a spectator.
 */
import { SPECTATOR, type Seat } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { ReissuedSeat } from '../protocol.ts';
import type { TableAccess } from './access.ts';
import { invitePath } from './setup.ts';
import type { Table, TableSeat } from './table.ts';
import { hashToken, newToken, tokenMatches } from './tokens.ts';

export async function reissueSeat(
  access: TableAccess,
  tableId: string,
  hostToken: string,
  seat: Seat,
): Promise<Result<ReissuedSeat, Refusal>> {
  const found = await access.table(tableId);
  if (!found.ok) return found;
  const table = found.value;
  if (!tokenMatches(table.hostHash, hashToken(hostToken))) {
    return err(refusal('bad-token', 'That is not the host token of this table.'));
  }
  if (table.finished) return err(refusal('game-over', 'The game is over.'));
  const tableSeat = table.seats[seat];
  if (!tableSeat || tableSeat.tokenHash === null) {
    return err(refusal('bad-message', `Seat ${seat} is not a person's seat at this table.`));
  }
  const token = newToken();
  try {
    await retire(access, table, tableSeat, seat, hashToken(token));
  } catch (error) {
    access.log(`could not save a new link for seat ${seat} of ${tableId}: ${String(error)}`);
    return err(refusal('unavailable', 'The new link could not be saved; try again.'));
  }
  evict(table, seat);
  access.publish(table);
  return ok({ tableId, seat, token, invite: invitePath(tableId, seat, token) });
}

/**
 * Gives the seat its new token and frees it: in memory at once, so that the old token is
 * refused from now on, then on disk before anyone is told; undone if the disk refuses.
 */
export async function retire(
  access: TableAccess,
  table: Table,
  tableSeat: TableSeat,
  seat: Seat,
  tokenHash: Buffer,
): Promise<void> {
  const before = { ...tableSeat };
  tableSeat.tokenHash = tokenHash;
  tableSeat.claimed = false;
  tableSeat.deviceHash = null;
  try {
    await access.queue.write({
      kind: 'token',
      tableId: table.id,
      seat,
      tokenHash,
      claimed: false,
      deviceHash: null,
    });
  } catch (error) {
    tableSeat.tokenHash = before.tokenHash;
    tableSeat.claimed = before.claimed;
    tableSeat.deviceHash = before.deviceHash;
    throw error;
  }
}

/** Whoever watched the seat with its old token loses it, and hears why. */
export function evict(
  table: Table,
  seat: Seat,
  why = 'The host gave this seat a new link; this browser no longer plays it.',
): void {
  const gone = refusal('bad-token', why);
  for (const sub of table.subscriptions.values()) {
    if (!sub.seats.includes(seat)) continue;
    const rest = sub.seats.filter((s) => s !== seat);
    sub.seats = rest.length > 0 ? rest : [SPECTATOR];
    sub.watcher.refused(gone);
  }
}
