/**
 * A Swiss tournament's standings: points, then Buchholz (the sum of the opponents' points),
 * then Sonneborn-Berger (the opponents' points weighted by the result against each), then
 * rating, then id. RULING: a bye adds its win to the points but nothing to either tie-break,
 * since it has no opponent whose points could count.
 */
import { DRAW, WIN, type SwissRound, type SwissRecord } from './swiss-records.ts';

/**
 * A line of the standings, in half points, e.g. `{ id: 'ana', halfPoints: 5, buchholz: 9,
 * sonnebornBerger: 7 }`.
 */
export interface SwissStanding {
  readonly id: string;
  readonly halfPoints: number;
  readonly buchholz: number;
  readonly sonnebornBerger: number;
}

/**
 * The standings, best first, from the records (swissRecords) and the rounds they came from.
 * Example: after a beat b and c drew d, the order is a, then c and d (by rating), then b.
 */
export function swissStandings(
  records: readonly SwissRecord[],
  rounds: readonly SwissRound[],
): SwissStanding[] {
  const points = new Map(records.map((r) => [r.id, r.halfPoints]));
  const lines = new Map(
    records.map((r) => [
      r.id,
      { id: r.id, halfPoints: r.halfPoints, buchholz: 0, sonnebornBerger: 0 },
    ]),
  );
  const credit = (id: string, opponent: string, scored: number): void => {
    const line = lines.get(id);
    const theirs = points.get(opponent) ?? 0;
    if (!line) return;
    line.buchholz += theirs;
    // Half points scored against them, times their half points, over a win's 2.
    line.sonnebornBerger += (scored * theirs) / WIN;
  };
  for (const round of rounds)
    for (const { first, second, outcome } of round.games) {
      const firstScored = outcome === 'first' ? WIN : outcome === 'draw' ? DRAW : 0;
      credit(first, second, firstScored);
      credit(second, first, WIN - firstScored);
    }
  const rating = new Map(records.map((r) => [r.id, r.rating]));
  return [...lines.values()].sort(
    (a, b) =>
      b.halfPoints - a.halfPoints ||
      b.buchholz - a.buchholz ||
      b.sonnebornBerger - a.sonnebornBerger ||
      (rating.get(b.id) ?? 0) - (rating.get(a.id) ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
