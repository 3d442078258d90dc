/**
 * The reachable cells a board highlights, timed per position for `npm run bench`:
 * `boardTargets` over a position's legal actions and their infos, in microseconds, on
 * positions met in seeded random games. Only games whose actions name pieces and cells (the
 * board games) get a row. Legal-move generation itself is timed for every game in
 * bench/queries.ts.
 */
import type { Action, AnyGame, Seat } from '../src/core/game.ts';
import { boardTargets } from '../src/core/board.ts';
import { Rng } from '../src/core/rng.ts';

export interface MoveQueryFigure {
  readonly game: string;
  /** Positions timed, e.g. 5,000: every decision of the seeded random games. */
  readonly positions: number;
  /** Legal actions per position on average, e.g. 64.2. */
  readonly actionsPerPosition: number;
  /** Microseconds per `boardTargets` of a position's legal actions (their infos included). */
  readonly targetsMicroseconds: number;
}

interface Position {
  readonly state: unknown;
  readonly seat: Seat;
  readonly legal: readonly Action[];
}

const GAMES = 30;

function cpuMicroseconds(): number {
  const { user, system } = process.threadCpuUsage();
  return user + system;
}

/** Every decision of `GAMES` seeded random 2-seat games, as clones. */
function positionsOf(engine: AnyGame): Position[] {
  const positions: Position[] = [];
  for (let g = 0; g < GAMES; g++) {
    const rng = Rng.fromSeed(`bench-moves/${g}`);
    const state = engine.setup(
      engine.facts.options.parse({}),
      2,
      Rng.fromSeed(`bench-moves/${g}/game`),
    );
    for (let step = 0; step < engine.facts.actionBound && !engine.outcome(state); step++) {
      const seat = engine.actors(state)[0] as Seat;
      const legal = engine.legalActions(state, seat).slice();
      positions.push({ state: engine.clone(state), seat, legal });
      engine.apply(state, seat, legal[rng.int(legal.length)] as Action);
    }
  }
  return positions;
}

/** Runs `query` over every position until `seconds` of CPU time; microseconds per position. */
function timePerPosition(
  positions: readonly Position[],
  seconds: number,
  query: (p: Position) => void,
): number {
  let done = 0;
  const start = cpuMicroseconds();
  let elapsed = 0;
  while (elapsed < seconds * 1e6) {
    for (const p of positions) query(p);
    done += positions.length;
    elapsed = cpuMicroseconds() - start;
  }
  return elapsed / done;
}

/** The row of a board game, or undefined for a game whose actions place nothing on a board. */
export function measureMoveQueries(engine: AnyGame, seconds: number): MoveQueryFigure | undefined {
  const positions = positionsOf(engine);
  const onBoard = positions.some(
    (p) => boardTargets(p.legal, (a) => engine.actionInfo(p.state, p.seat, a)).pieces.size > 0,
  );
  if (!onBoard) return undefined;
  const targetsMicroseconds = timePerPosition(positions, seconds, (p) => {
    boardTargets(p.legal, (a) => engine.actionInfo(p.state, p.seat, a));
  });
  const actions = positions.reduce((sum, p) => sum + p.legal.length, 0);
  return {
    game: engine.facts.id,
    positions: positions.length,
    actionsPerPosition: actions / positions.length,
    targetsMicroseconds,
  };
}

/** The figures as lines under the games/s table. */
export function moveQueryLines(figures: readonly MoveQueryFigure[]): string[] {
  if (figures.length === 0) return [];
  return [
    '',
    'Reachable cells per position of seeded random games (30 games, every decision), one core:',
    ...figures.map(
      (f) =>
        `${f.game.padEnd(22)} ${f.positions.toLocaleString('en-US').padStart(7)} positions, ${f.actionsPerPosition.toFixed(1).padStart(5)} legal actions each: reachable cells (boardTargets) ${f.targetsMicroseconds.toFixed(2).padStart(6)} µs`,
    ),
  ];
}
