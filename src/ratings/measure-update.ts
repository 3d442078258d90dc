/**
 * The CPU cost of one rating update, measured with a loop (no test asserts a time: tests never
 * depend on machine speed). Run: `node src/ratings/measure-update.ts`; docs/ratings.md keeps
 * the figures. Prints e.g. "two-sided Glicko-2: 0.5 µs per game".
 */
import { rateTwoSided } from './two-sided.ts';
import { rateField } from './weng-lin.ts';
import type { Rating } from './rating.ts';

const GAMES = 100_000;

/** Every result is summed here, so the compiler cannot drop an update as unused. */
let sink = 0;

/** CPU microseconds per call of `update` over GAMES calls, after a warm-up. */
function measure(update: (i: number) => number): number {
  for (let i = 0; i < GAMES / 10; i++) sink += update(i);
  const start = process.cpuUsage();
  for (let i = 0; i < GAMES; i++) sink += update(i);
  const { user, system } = process.cpuUsage(start);
  return (user + system) / GAMES;
}

/** A spread of players, so no update repeats the last one's numbers. */
const player = (i: number): Rating => ({
  rating: 1000 + ((i * 37) % 1000),
  deviation: 45 + ((i * 13) % 455),
  volatility: 0.06,
});

const lines = [
  [
    'two-sided Glicko-2',
    measure(
      (i) =>
        rateTwoSided({ players: [player(i), player(i + 1)], score: i % 3 === 0 ? 0.5 : 1 })[0]
          .rating,
    ),
  ],
  [
    'Weng-Lin, 4 seats',
    measure(
      (i) =>
        rateField({
          seats: [[player(i)], [player(i + 1)], [player(i + 2)], [player(i + 3)]],
          places: [1, 2, 3, 4],
        })[0]?.[0]?.rating ?? NaN,
    ),
  ],
  [
    'Weng-Lin, 2 teams of 2',
    measure(
      (i) =>
        rateField({
          seats: [
            [player(i), player(i + 1)],
            [player(i + 2), player(i + 3)],
          ],
          places: [2, 1],
        })[0]?.[0]?.rating ?? NaN,
    ),
  ],
] as const;
for (const [what, micros] of lines) console.log(`${what}: ${micros.toFixed(1)} µs per game`);
if (!Number.isFinite(sink)) throw new Error('An update gave a rating that is not a number.');
