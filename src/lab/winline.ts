/**
 * A finished game's win-probability line (issue #36): the game replayed from its record, its
 * registry entry's evaluation (the one the shape metric uses, shape.ts) asked after every
 * action, and the moment that decided it: the action after which the winner's win probability
 * rose to 90% (DECIDED) and stayed there. Pure and synchronous: the server runs it in a worker
 * thread (src/server/replays/), never on the serving thread; the lab averages the same
 * decisiveness per variant (shape.ts `decided`).
 */
import type { Evaluation } from '../core/evaluation.ts';
import { ok, type Result } from '../core/result.ts';
import type { MatchdayError } from '../core/errors.ts';
import { replayRecord, type GameRecord } from '../core/record.ts';
import type { PlayableGame } from '../core/playable.ts';
import { DECIDED } from './shape.ts';
import { RolloutJudge } from './rollouts.ts';

export interface WinLinePoint {
  /** Actions played, e.g. 0 for the start. */
  readonly action: number;
  /** Each seat's win probability there (the evaluation's expected reward), e.g. [0.62, 0.38]. */
  readonly p: readonly number[];
}

export interface WinLine {
  readonly game: string;
  readonly seats: number;
  /** Actions of the game. */
  readonly actions: number;
  /** Whether the positions were judged (always, since rollouts judge a game without evaluation). */
  readonly evaluated: boolean;
  /** What judged them: the game's own evaluation, or short random rollouts (rollouts.ts). */
  readonly judgedBy: 'evaluation' | 'rollouts';
  /** The judged points, in order (points where the evaluation cannot judge are left out). */
  readonly points: readonly WinLinePoint[];
  /** The seat that won alone or first, or -1 for a drawn or unfinished game. */
  readonly winner: number;
  /**
   * The deciding moment: the action after which the winner's win probability was DECIDED or
   * more at every judged point to the end; absent without a winner or a judged point.
   */
  readonly decidedAt?: number;
}

/** Rounded for the wire and the page: four places are finer than a plot draws. */
const round = (x: number): number => Math.round(x * 10000) / 10000;

/** The line of a finished (or unfinished) game from its record, or why the record cannot replay. */
export function winLine(record: GameRecord, game: PlayableGame): Result<WinLine, MatchdayError> {
  const seats = record.seats.length;
  // A game without an evaluation of its own is judged by rollouts seeded by its record.
  let evaluation: Evaluation | undefined = game.evaluation;
  if (!evaluation) {
    const judge = new RolloutJudge(game.engine, seats);
    judge.begin(record.seed);
    evaluation = judge.evaluation;
  }
  const rewards = new Array<number>(seats).fill(0);
  const points: WinLinePoint[] = [];
  const judge = (state: unknown, action: number): void => {
    if (evaluation(state, rewards)) points.push({ action, p: rewards.map(round) });
  };
  let started = false;
  const replayed = replayRecord(
    record,
    () => ok(game.engine),
    (step, state) => {
      // The start is judged from the first step's state before it: not available; the
      // line starts at even odds, as every seat does before a move.
      if (!started) {
        started = true;
        points.push({ action: 0, p: new Array<number>(seats).fill(round(1 / seats)) });
      }
      judge(state, step.index + 1);
    },
  );
  if (!replayed.ok) return replayed;
  const outcome = replayed.value.outcome;
  const places = outcome?.places ?? [];
  const firsts = places.filter((p) => p === 1).length;
  const winner = outcome && firsts > 0 && firsts < places.length ? places.indexOf(1) : -1;
  let decidedAt: number | undefined;
  if (winner >= 0 && points.length > 0) {
    decidedAt = points[0]?.action ?? 0;
    for (let i = 0; i < points.length; i++) {
      const point = points[i] as WinLinePoint;
      if ((point.p[winner] as number) < DECIDED)
        decidedAt = points[i + 1]?.action ?? record.actions.length;
    }
  }
  return ok({
    game: record.game,
    seats,
    actions: record.actions.length,
    evaluated: true,
    judgedBy: game.evaluation ? 'evaluation' : 'rollouts',
    points,
    winner,
    ...(decidedAt === undefined ? {} : { decidedAt }),
  });
}
