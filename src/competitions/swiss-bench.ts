/**
 * Times the pairing of a 1,000-player Swiss, round by round (results drawn from a seeded
 * generator): `node src/competitions/swiss-bench.ts [players] [rounds]`. Prints each round's
 * time; docs/competitions.md keeps the figure. A measurement, never a test: tests do not
 * depend on the machine's speed.
 */
import { Rng } from '../core/rng.ts';
import { pairSwissRound } from './swiss-pairing.ts';
import { swissRecords, type SwissRound } from './swiss-records.ts';

const players = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 9);
const rng = Rng.fromSeed('swiss-bench');
const entrants = Array.from({ length: players }, (_, i) => ({
  id: `p${i}`,
  rating: 1000 + rng.int(1200),
}));
const played: SwissRound[] = [];
const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  const records = swissRecords(entrants, played);
  const start = performance.now();
  const pairing = pairSwissRound(records, `swiss-bench/${round}`);
  const ms = performance.now() - start;
  times.push(ms);
  console.log(`round ${round + 1}: ${pairing.games.length} games paired in ${ms.toFixed(0)} ms`);
  const outcomes = ['first', 'second', 'draw'] as const;
  played.push({
    games: pairing.games.map((g) => ({ ...g, outcome: outcomes[rng.int(3)] ?? 'draw' })),
    bye: pairing.bye,
  });
}
times.sort((a, b) => a - b);
console.log(
  `${players} players, ${rounds} rounds: median ${times[rounds >> 1]?.toFixed(0)} ms, ` +
    `slowest ${times[rounds - 1]?.toFixed(0)} ms per round`,
);
