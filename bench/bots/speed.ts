/**
 * How fast the search bot thinks, per game, on one core: MCTS / ISMCTS iterations per second
 * from decisions met in seeded random games (each iteration determinizes the view, walks the
 * tree and plays a random playout to the end), and the same for the hard level's settings.
 */
import { levelSettings } from '../../src/bots/levels.ts';
import { search, type SearchSettings } from '../../src/bots/search/ismcts.ts';
import type { Action, AnyGame, Seat } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import type { PlayableGame } from '../../src/games/registry.ts';
import { WIDE_CELLS, wide } from './wide.ts';

export interface SpeedFigure {
  /** The game and its variant, e.g. 'next-goal-wins (match)'. */
  readonly game: string;
  readonly seats: number;
  readonly decisions: number;
  /** Random playouts, no prior: the plain MCTS figure the targets speak of. */
  readonly iterationsPerSecond: number;
  /** The hard level's settings (prior at every node, heuristic playout steps). */
  readonly hardIterationsPerSecond: number;
}

/** Decisions with a real choice, met by playing a seeded game at random. */
function decisions(
  engine: AnyGame,
  options: unknown,
  seats: number,
  count: number,
): { view: unknown; seat: Seat }[] {
  const found: { view: unknown; seat: Seat }[] = [];
  const rng = Rng.fromSeed(`bench-bots/${engine.facts.id}`);
  while (found.length < count) {
    const state = engine.setup(engine.facts.options.parse(options), seats, Rng.fromRng(rng));
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

function rate(
  engine: AnyGame,
  points: readonly { view: unknown; seat: Seat }[],
  settings: SearchSettings,
  iterations: number,
): number {
  const rng = Rng.fromSeed('bench-bots/search');
  const first = points[0];
  // Warm-up on the first decision, then time them all.
  if (first)
    search(engine, first.view, first.seat, { ...settings, budget: { iterations: 300 } }, rng);
  const started = performance.now();
  for (const { view, seat } of points)
    search(engine, view, seat, { ...settings, budget: { iterations } }, rng);
  return (points.length * iterations) / ((performance.now() - started) / 1000);
}

export function measureSpeed(
  game: PlayableGame,
  label: string,
  options: unknown,
  iterations: number,
  seats = game.engine.facts.minSeats,
): SpeedFigure {
  const { engine } = game;
  const points = decisions(engine, options, seats, 8);
  return {
    game: label,
    seats,
    decisions: points.length,
    iterationsPerSecond: rate(engine, points, { budget: {} }, iterations),
    hardIterationsPerSecond: rate(
      engine,
      points,
      levelSettings('hard', game, 'iterations'),
      Math.max(1, Math.round(iterations / 10)),
    ),
  };
}

/** The synthetic wide game's figure: search cost where nodes have about 1,100 children. */
export interface WideFigure {
  readonly cells: number;
  readonly decisions: number;
  readonly iterations: number;
  readonly iterationsPerSecond: number;
}

/**
 * Iterations per second on the wide game (bench/bots/wide.ts) from a few decisions of a
 * seeded random game, random playouts: what the tree's child lookup costs at 1,100 actions.
 */
export function measureWideSpeed(iterations: number): WideFigure {
  const points = decisions(wide, {}, 2, 4);
  return {
    cells: WIDE_CELLS,
    decisions: points.length,
    iterations,
    iterationsPerSecond: rate(wide, points, { budget: {} }, iterations),
  };
}
