/**
 * When a process gives back the lease of a table it holds: only once the table has left its
 * memory and is over on disk.
 *
 * Closed in memory is not enough, for two reasons. Until its finish (or abandon) is committed
 * its row still says playing, and another process's scan would take the vacant table over,
 * bumping its fence under the commit on its way, which then fails with every other table's
 * actions in its batch ('unavailable' without any fault: bench:server with 2 processes refused
 * 21 and 86 actions so in two 20 s runs). And once over on disk, a finished table kept in
 * memory is still written to: its rematch's commit marks the old row (`rematch`), under the
 * old table's lease. Given back meanwhile, that lease is free for any scan that read the table
 * as playing just before its finish landed (the scan reads the rows, then the leases): that
 * process takes it, the rematch is refused 'unavailable', and its players stop there. A closed
 * table leaves memory once nobody watches it (at most house.ts's CLOSED_KEPT stay), so the
 * leases kept so are few.
 *
 * A table whose row is missing is being created (its first commit took the lease, the row is
 * not on disk yet): giving its lease back would let another process claim it meanwhile, and
 * one of the two be refused.
 */

/** What is known of a table for that: whether it is in memory here, and its row. */
export interface LeaseState {
  /** Whether this process has the table in memory, open or closed. */
  readonly inMemory: boolean;
  /** Its row on disk: whether it is closed (finished or abandoned); undefined when missing. */
  readonly rowClosed: boolean | undefined;
}

/** Whether the lease may be given back. */
export function mayLetGo(state: LeaseState): boolean {
  return !state.inMemory && state.rowClosed === true;
}
