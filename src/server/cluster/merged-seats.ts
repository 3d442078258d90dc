/**
 * A guest who becomes an account keeps their live seats (issue #34) on every process of a
 * cluster, not only on the one that answered the sign-up (RULING, docs/ratings.md "Guests
 * and deleted accounts"). The process that merges publishes the merge on MERGED; every process
 * (itself too) re-keys the guest's seats at the tables whose lease it holds, in memory and on
 * disk. A table nobody runs at that moment (its owner died, the takeover not come yet) is
 * re-keyed when it is taken over, from the ratings book's aliases (player_aliases), which the
 * merge wrote in its own transaction: so a process that missed the message (cut off from
 * Redis, it loses its leases too) leaves nothing behind.
 */
import { z } from 'zod';
import type { CommitQueue } from '../tables/commit-queue.ts';
import type { Table } from '../tables/table.ts';

/** Where a merge is told to every process. */
export const MERGED = 'matchday:merged';

const mergedMessage = z.strictObject({ guest: z.string().min(1), account: z.string().min(1) });
export type MergedMessage = z.infer<typeof mergedMessage>;

/** The merge a MERGED message tells, or undefined if it is not one. */
export function readMerged(text: string): MergedMessage | undefined {
  try {
    const parsed = mergedMessage.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The table's seats whose player is a key of `accounts` become that account's, in memory and
 * on disk; the seat's token, claim and device stay as they are. Resolves to how many moved.
 */
export async function rekeySeats(
  table: Table,
  queue: Pick<CommitQueue, 'write'>,
  accounts: ReadonlyMap<string, string>,
): Promise<number> {
  const writes: Promise<void>[] = [];
  for (const [seat, tableSeat] of table.seats.entries()) {
    const account = tableSeat.playerId ? accounts.get(tableSeat.playerId) : undefined;
    if (account === undefined) continue;
    tableSeat.playerId = account;
    const { tokenHash, claimed, deviceHash } = tableSeat;
    if (tokenHash === null) continue;
    writes.push(
      queue.write({
        kind: 'token',
        tableId: table.id,
        seat,
        tokenHash,
        claimed,
        deviceHash,
        playerId: account,
      }),
    );
  }
  await Promise.all(writes);
  return writes.length;
}

/** The players of a table's seats, to look up in the aliases. */
export function playersAt(table: Table): string[] {
  return [...new Set(table.seats.flatMap((s) => (s.playerId ? [s.playerId] : [])))];
}
