/**
 * How far the 'tables' format's draw keeps players apart (tables-apart.ts): whole competitions
 * with places drawn from a seeded generator, each later round's repeat meetings against those
 * of the plain cut by standing, how many rounds the search went through, and the slowest draw:
 * `node src/competitions/tables-bench.ts [players] [seats] [rounds] [runs]`, or with no
 * arguments the fields docs/competitions.md keeps. A measurement, never a test: tests do not
 * depend on the machine's speed.
 */
import { Rng } from '../core/rng.ts';
import { seatsOf, type Fixture } from './competition.ts';
import { Meetings, repeatsOf, seatApart } from './tables-apart.ts';
import { drawTablesRound, tableSizes, tablesStandings } from './tables.ts';
import { fieldOf, playedTable } from './tables-testing.ts';

interface Tally {
  repeats: number;
  byStanding: number;
  rounds: number;
  exact: number;
  slowestMs: number;
}

/** The tables of `sizes` cut from the ranks in order: the draw without seating apart. */
function cut(sizes: readonly number[]): number[][] {
  let at = 0;
  return sizes.map((size) => {
    const table = Array.from({ length: size }, (_, i) => at + i);
    at += size;
    return table;
  });
}

function competition(players: number, seats: number, rounds: number, seed: string, tally: Tally) {
  const entrants = fieldOf(players);
  const fixtures: Fixture[] = [];
  const results = Rng.fromSeed(`${seed}/results`);
  for (let round = 1; round <= rounds; round++) {
    const ranked = tablesStandings(entrants, fixtures, seats, seed);
    const played = fixtures.map(seatsOf);
    const start = performance.now();
    const drawn = drawTablesRound(ranked, { seats, fewestSeats: 2 }, seed, round, played);
    tally.slowestMs = Math.max(tally.slowestMs, performance.now() - start);
    if (round > 1) {
      const ids = ranked.map((r) => r.id);
      const rank = new Map(ids.map((id, i) => [id, i]));
      const met = Meetings.of(ids, played);
      const sizes = tableSizes(ids.length, seats);
      tally.repeats += repeatsOf(
        drawn.tables.map((t) => t.map((id) => rank.get(id) ?? -1)),
        met,
      );
      tally.byStanding += repeatsOf(cut(sizes), met);
      tally.rounds++;
      if (seatApart(sizes, met).exact) tally.exact++;
    }
    drawn.tables.forEach((table, index) => {
      const places = table.map((_, i) => i + 1);
      results.shuffle(places);
      fixtures.push(playedTable(round, index, table, places));
    });
  }
}

const asked = process.argv.slice(2).map(Number);
const fields: readonly (readonly [number, number, number, number])[] =
  asked.length > 0
    ? [[asked[0] ?? 64, asked[1] ?? 4, asked[2] ?? 7, asked[3] ?? 10]]
    : [
        [12, 3, 7, 10],
        [16, 4, 5, 10],
        [20, 4, 7, 10],
        [64, 3, 7, 10],
        [64, 4, 7, 10],
        [64, 5, 7, 10],
        [256, 4, 7, 1],
      ];
for (const [players, seats, rounds, runs] of fields) {
  const tally: Tally = { repeats: 0, byStanding: 0, rounds: 0, exact: 0, slowestMs: 0 };
  for (let run = 0; run < runs; run++)
    competition(players, seats, rounds, `tables-bench/${run}`, tally);
  console.log(
    `${players} at ${seats} a table, ${rounds} rounds × ${runs}: ${tally.repeats} repeat meetings ` +
      `(cut by standing: ${tally.byStanding}); searched through in ${tally.exact} of ` +
      `${tally.rounds} later rounds; slowest draw ${tally.slowestMs.toFixed(0)} ms`,
  );
}
