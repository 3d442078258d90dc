/**
 * How long one legality query takes, in microseconds: `legalActions` on positions met in
 * seeded random games, for every decision and for the decisions that move a piece (a board
 * game's reachable squares or hexes: Supernatural Soccer's reach, SS-6). Each pass works on
 * fresh clones, untimed, so an engine's per-position cache (the field's last search) never
 * answers a timed call; what is timed is the query as a player's first look at a position
 * pays for it.
 */
import type { Action, AnyGame, Seat } from '../src/core/game.ts';
import { Rng } from '../src/core/rng.ts';

export interface QueryFigure {
  readonly game: string;
  readonly seats: number;
  /** Positions sampled, and the mean number of legal actions in them. */
  readonly positions: number;
  readonly meanActions: number;
  /** Microseconds per `legalActions` call over all sampled positions. */
  readonly legalMicroseconds: number;
  /** The same over the positions where a piece moves (absent if the game has none). */
  readonly movePositions: number;
  readonly moveMicroseconds?: number;
}

interface Position {
  readonly state: unknown;
  readonly seat: Seat;
  readonly moves: boolean;
}

const cpuMilliseconds = (): number => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/** Every `every`-th decision of seeded random games, up to `most` positions. */
function samplePositions(engine: AnyGame, seats: number, most: number, every = 5): Position[] {
  const options = engine.facts.options.parse({});
  const rng = Rng.fromSeed(`bench/queries/${engine.facts.id}/${seats}`);
  const legal: Action[] = [];
  const positions: Position[] = [];
  for (let game = 0; positions.length < most && game < 1000; game++) {
    const state = engine.setup(options, seats, Rng.fromRng(rng));
    for (let step = 0; positions.length < most; step++) {
      const actors = engine.actors(state);
      if (actors.length === 0) break;
      const seat = actors[0] as Seat;
      engine.legalActions(state, seat, legal);
      if (step % every === 0) {
        const moves = legal.some((a) => engine.actionInfo(state, seat, a).kind === 'move');
        positions.push({ state: engine.clone(state), seat, moves });
      }
      engine.apply(state, seat, legal[rng.int(legal.length)] as Action);
    }
  }
  return positions;
}

/** Microseconds per call over `positions`, timed pass by pass on fresh clones for `seconds`. */
function timeQueries(engine: AnyGame, positions: readonly Position[], seconds: number): number {
  if (positions.length === 0) return NaN;
  const legal: Action[] = [];
  let calls = 0;
  let spent = 0;
  while (spent < seconds * 1000) {
    const fresh = positions.map((p) => engine.clone(p.state));
    const start = cpuMilliseconds();
    for (let i = 0; i < fresh.length; i++)
      engine.legalActions(fresh[i], (positions[i] as Position).seat, legal);
    spent += cpuMilliseconds() - start;
    calls += fresh.length;
  }
  return (spent * 1000) / calls;
}

export function measureQueries(engine: AnyGame, seats: number, seconds: number): QueryFigure {
  const positions = samplePositions(engine, seats, 500);
  const legal: Action[] = [];
  let actions = 0;
  for (const p of positions) actions += engine.legalActions(p.state, p.seat, legal).length;
  const moving = positions.filter((p) => p.moves);
  const moveMicroseconds = timeQueries(engine, moving, seconds / 2);
  return {
    game: engine.facts.id,
    seats,
    positions: positions.length,
    meanActions: actions / Math.max(1, positions.length),
    legalMicroseconds: timeQueries(engine, positions, seconds / 2),
    movePositions: moving.length,
    ...(Number.isNaN(moveMicroseconds) ? {} : { moveMicroseconds }),
  };
}

/** The figures as lines under the games' table. */
export function queryLines(figures: readonly QueryFigure[]): string[] {
  return [
    'Legality queries (µs per legalActions call on fresh clones of positions from random games; "moves": positions where a piece moves, e.g. reachable hexes):',
    ...figures.map(
      (f) =>
        `${f.game.padEnd(20)} ${f.seats} seats  ${f.legalMicroseconds.toFixed(2).padStart(7)} µs  (${f.positions} positions, ${f.meanActions.toFixed(1)} actions each)${f.moveMicroseconds === undefined ? '' : `   moves ${f.moveMicroseconds.toFixed(2).padStart(7)} µs  (${f.movePositions} positions)`}`,
    ),
  ];
}
