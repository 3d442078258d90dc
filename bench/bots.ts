/**
 * `npm run bench:bots`: how fast the search bot thinks, per game, on one core: ISMCTS
 * iterations per second from decisions met in seeded random games (each iteration
 * determinizes the view, walks the tree and plays a random playout to the end).
 *
 * BENCH_ITERATIONS sets the budget of each decision (default 5,000); `--json` prints JSON.
 * (The round-robin tournament of bot levels that issue #7 asks for is still to come.)
 */
import { cpus } from 'node:os';
import { search } from '../src/bots/search/ismcts.ts';
import type { Action, AnyGame, Seat } from '../src/core/game.ts';
import { Rng } from '../src/core/rng.ts';
import { playableGames } from '../src/games/registry.ts';

interface BotFigure {
  readonly game: string;
  readonly seats: number;
  readonly decisions: number;
  readonly iterationsPerSecond: number;
}

/** Decisions with a real choice, met by playing a seeded game at random. */
function decisions(engine: AnyGame, seats: number, count: number): { view: unknown; seat: Seat }[] {
  const found: { view: unknown; seat: Seat }[] = [];
  const rng = Rng.fromSeed(`bench-bots/${engine.facts.id}`);
  while (found.length < count) {
    const state = engine.setup(engine.facts.options.parse({}), seats, Rng.fromRng(rng));
    for (;;) {
      const actors = engine.actors(state);
      if (actors.length === 0 || found.length >= count) break;
      const seat = actors[0] as Seat;
      const legal = engine.legalActions(state, seat);
      if (legal.length > 1 && rng.int(4) === 0)
        found.push({ view: engine.view(state, seat), seat });
      engine.apply(state, seat, legal[rng.int(legal.length)] as Action);
    }
  }
  return found;
}

function measure(engine: AnyGame, iterations: number): BotFigure {
  const seats = engine.facts.minSeats;
  const points = decisions(engine, seats, 8);
  const rng = Rng.fromSeed('bench-bots/search');
  // Warm-up on the first decision, then time them all.
  search(engine, points[0]?.view, points[0]?.seat ?? 0, { budget: { iterations: 500 } }, rng);
  const started = performance.now();
  for (const { view, seat } of points) search(engine, view, seat, { budget: { iterations } }, rng);
  const seconds = (performance.now() - started) / 1000;
  return {
    game: engine.facts.id,
    seats,
    decisions: points.length,
    iterationsPerSecond: (points.length * iterations) / seconds,
  };
}

const iterations = Number(process.env['BENCH_ITERATIONS'] ?? 5000);
if (!Number.isInteger(iterations) || iterations <= 0) {
  console.error(
    `BENCH_ITERATIONS must be a positive whole number, not '${String(process.env['BENCH_ITERATIONS'])}'.`,
  );
  process.exit(2);
}
const figures = playableGames().map(({ engine }) => measure(engine, iterations));
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({ node: process.version, cpu: cpus()[0]?.model, iterations, figures }, null, 2),
  );
} else {
  console.log(
    `ISMCTS on one core: Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, ${iterations} iterations per decision, random playouts.`,
  );
  for (const f of figures) {
    console.log(
      `${f.game.padEnd(16)} ${f.seats} seats  ${Math.round(f.iterationsPerSecond).toLocaleString('en-US').padStart(9)} iterations/s  (${f.decisions} decisions)`,
    );
  }
}
