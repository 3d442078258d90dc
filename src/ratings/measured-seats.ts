/**
 * The seat advantages the lab has measured, as the server's ratings book reads them: the rows
 * of measured-seats.data.ts, written by `node src/server/ratings/measure-seats.ts` from the plan
 * of option sets in src/server/ratings/seat-plan.ts (every game at its defaults, and the sets one
 * option away from them), each keyed by rating mode and the canonical key of its options.
 *
 * RULING (#34): a row's offsets are used only where the lab found an edge: some side's share
 * lies outside 50% at 95% for the row as a whole (its margin widened for the row's n sides,
 * Bonferroni; seat-advantage.ts `hasEdge`). A row every side of which is within noise of 50% is
 * rated with plain expectations, marked 'even': an offset from noise would move ratings for no
 * reason. Options the lab has not measured get no offsets either, marked 'unmeasured'.
 */
import { MEASURED_SEAT_ROWS } from './measured-seats.data.ts';
import { seatAdvantageTable } from './seat-advantage.ts';

export { MEASURED_SEAT_ROWS };

/** The measured rows as the ratings book's seat advantages (seat-advantage.ts). */
export const MEASURED_SEAT_ADVANTAGE = seatAdvantageTable(MEASURED_SEAT_ROWS);
