/**
 * The per-game quantities a comparison pairs between variants (play.ts measures them, the
 * report names them). Apart from the play loop, so that the report and its page (html.ts,
 * which the web app's Lab page also runs) need none of the engines' code.
 */

/** The metrics' names, in the order of `ChunkResult.paired`, e.g. 'Seat 1 win rate'. */
export function pairedMetrics(seats: number, restricted = false): string[] {
  const wins = Array.from({ length: seats }, (_, seat) => `Seat ${seat + 1} win rate`);
  return [
    ...wins,
    'Drawn games',
    'Total score per game',
    'Decisions per game',
    'Turns per game',
    // With a restricted bot (restrict.ts): the first bot's share, wherever it sat.
    ...(restricted ? [RESTRICTED_METRIC] : []),
  ];
}

/**
 * The first bot's head-to-head share (a win plus half a draw at two sides), in whichever seat it
 * sat: a restricted variant's paired difference from the first variant is what the restriction
 * costs it.
 */
export const RESTRICTED_METRIC = 'First bot head-to-head';
