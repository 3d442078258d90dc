/**
 * Hot-seat: when one browser holds several seats it shows one seat's view at a time, the one
 * that must act; where the game hides information, the device is handed over between them.
 */

/** The seat whose view to show now, or null for a spectator (no seats held). */
export function seatToShow(
  held: readonly number[],
  actors: readonly number[],
  previous: number | null,
): number | null {
  const keep = previous !== null && held.includes(previous) ? previous : null;
  if (keep !== null && actors.includes(keep)) return keep;
  const acting = held.find((seat) => actors.includes(seat));
  if (acting !== undefined) return acting;
  return keep ?? held[0] ?? null;
}

/**
 * Whether to cover the table with 'Pass the device to …' before showing `shown`: only in a
 * game with hidden information, only when several seats share this browser, and only until
 * the seat's player says who they are (`revealed`).
 */
export function mustPassDevice(
  hiddenInformation: boolean,
  heldCount: number,
  shown: number | null,
  revealed: number | null,
): boolean {
  return hiddenInformation && heldCount > 1 && shown !== null && shown !== revealed;
}
