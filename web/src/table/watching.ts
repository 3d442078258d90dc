/**
 * Watching a table: the link that lets anyone follow it as a spectator. It carries the table's
 * id only, never a seat or a token, so whoever opens it watches and cannot play.
 */

/** The spectator link's path, e.g. '/table/x8aK0bLmq3Z_'. */
export function spectatorPath(tableId: string): string {
  return `/table/${encodeURIComponent(tableId)}`;
}

/** A browser that plays no seat here watches. */
export function isSpectator(mine: readonly number[]): boolean {
  return mine.length === 0;
}
