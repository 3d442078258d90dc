/**
 * The per-game quantities a comparison pairs between variants (play.ts measures them, the
 * report names them). Apart from the play loop, so that the report and its page (html.ts,
 * which the web app's Lab page also runs) need none of the engines' code.
 */

/** The metrics' names, in the order of `ChunkResult.paired`, e.g. 'Seat 1 win rate'. */
export function pairedMetrics(seats: number): string[] {
  const wins = Array.from({ length: seats }, (_, seat) => `Seat ${seat + 1} win rate`);
  return [...wins, 'Drawn games', 'Total score per game', 'Decisions per game', 'Turns per game'];
}
