/**
 * When a process gives back the lease of a table it holds: only once the table is over on
 * disk. Closed in memory is not enough: until its finish (or abandon) is committed its row
 * still says playing, and another process's scan would take the vacant table over, bumping
 * its fence under the commit on its way, which then fails with every other table's actions in
 * its batch ('unavailable' without any fault: bench:server with 2 processes refused 21 and 86
 * actions so in two 20 s runs). A table whose row is missing is being created (its first
 * commit took the lease, the row is not on disk yet): giving its lease back would let another
 * process claim it meanwhile, and one of the two be refused.
 */

/** What is known of a table for that: `open` in memory here or not there, and its row. */
export interface LeaseState {
  /** In this process's memory: whether it is still open; undefined when not in memory. */
  readonly inMemoryOpen: boolean | undefined;
  /** Its row on disk: whether it is closed (finished or abandoned); undefined when missing. */
  readonly rowClosed: boolean | undefined;
}

/** Whether the lease may be given back. */
export function mayLetGo(state: LeaseState): boolean {
  if (state.inMemoryOpen === true) return false;
  return state.rowClosed === true;
}
