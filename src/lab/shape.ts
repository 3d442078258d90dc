/**
 * The shape of a game (issue #36, docs/lab.md "Shape of a game"): how wide the winning margin
 * was, and, for a game that can judge a position (its registry entry's `evaluation`, the same
 * estimate its search bots stop their playouts on), how the win probability went: how often the
 * favourite changed (lead changes), how often the winner came back from 10% or less (comebacks)
 * and how early the game was decided (decisiveness: the share of the game's decisions played
 * before the winner's win probability rose to 90% and stayed there).
 *
 * The evaluation is asked about the true state after every action; where it cannot judge (it
 * says so, e.g. in the middle of a turn) that point is skipped. It sees the whole state, hidden
 * cards included: the lab measures the game, it plays no seat.
 */
import type { Evaluation } from '../core/evaluation.ts';
import type { Outcome } from '../core/game.ts';
import type { PlayableGame } from '../core/playable.ts';
import { Counts, mergePairs, type Pairs } from './counts.ts';

/**
 * Where rollouts judge positions (hundreds of times a game's own cost: docs/lab.md), 1 game in
 * SHAPE_SAMPLE of a run is judged unless the game's registry entry states its own sample
 * (`PlayableGame.shapeSample`, sparser where judging is dearer) or the run says otherwise: a
 * sample, its size and its intervals stated in the report.
 */
export const SHAPE_SAMPLE = 64;

/**
 * Every how many games a run judges the course of: the run's `every` (LabConfig.shapeEvery) when
 * given; else every game where the game has its own evaluation, and where rollouts judge, 1 in
 * the game's `shapeSample` (SHAPE_SAMPLE when it states none). Never from a timing: the same run
 * judges the same games on every machine.
 */
export function shapeEveryOf(
  every: number | undefined,
  game: Pick<PlayableGame, 'evaluation' | 'shapeSample'>,
): number {
  return every ?? (game.evaluation ? 1 : (game.shapeSample ?? SHAPE_SAMPLE));
}

/** Whether game `index` of a run judged every `every` games is in its sample. */
export const inShapeSample = (index: number, every: number): boolean => index % every === 0;

/** A win probability at or above which a game counts as decided, e.g. 0.9. */
export const DECIDED = 0.9;
/** A win probability at or below which a winner counts as having come back, e.g. 0.1. */
export const COMEBACK = 0.1;

/** What the shape counts, as plain data that merges by addition. */
export interface ShapeTally {
  /** Finished games counted. */
  games: number;
  /** Winning margins: the winner's final score minus the best of the other sides'; 0 drawn. */
  margin: Pairs;
  /** Games the evaluation judged at least once, with a winner (not drawn). */
  judged: number;
  /** Lead changes per judged game (drawn games included). */
  leadChanges: Pairs;
  /** Judged games whose winner's win probability fell to COMEBACK or below at some point. */
  comebacks: number;
  /**
   * Decisiveness per judged game with a winner, in whole percent of its decisions: 0 decided
   * before the first action, 100 decided by the last one.
   */
  decided: Pairs;
}

export function emptyShape(): ShapeTally {
  return { games: 0, margin: [], judged: 0, leadChanges: [], comebacks: 0, decided: [] };
}

export function mergeShapes(a: ShapeTally, b: ShapeTally): ShapeTally {
  return {
    games: a.games + b.games,
    margin: mergePairs(a.margin, b.margin),
    judged: a.judged + b.judged,
    leadChanges: mergePairs(a.leadChanges, b.leadChanges),
    comebacks: a.comebacks + b.comebacks,
    decided: mergePairs(a.decided, b.decided),
  };
}

/**
 * The side that leads a judged point: the team (or seat) whose win probability is highest,
 * or -1 when two sides share the highest.
 */
export function leaderOf(
  rewards: ArrayLike<number>,
  seats: number,
  sideOf: ArrayLike<number>,
): number {
  let best = -Infinity;
  let leader = -1;
  for (let seat = 0; seat < seats; seat++) {
    const p = rewards[seat] as number;
    const side = sideOf[seat] as number;
    if (p > best) {
      best = p;
      leader = side;
    } else if (p === best && side !== leader) leader = -1;
  }
  return leader;
}

/** The winner's margin: its score minus the best score of any other side; 0 when level. */
export function marginOf(outcome: Outcome, sideOf: ArrayLike<number>): number {
  const { scores, places } = outcome;
  let winner = -1;
  for (let seat = 0; seat < places.length; seat++) if (places[seat] === 1) winner = seat;
  if (winner < 0) return 0;
  let other = -Infinity;
  for (let seat = 0; seat < scores.length; seat++)
    if (sideOf[seat] !== sideOf[winner]) other = Math.max(other, scores[seat] as number);
  return other === -Infinity ? 0 : Math.max(0, (scores[winner] as number) - other);
}

/** Watches the games of one chunk: the evaluation after every action, the outcome at the end. */
export class ShapeWatcher {
  private readonly evaluation: Evaluation | undefined;
  private readonly seats: number;
  private readonly sideOf: ArrayLike<number>;
  private readonly rewards: number[];
  // This game's judged points: after which decision, and each seat's win probability.
  private at = new Int32Array(256);
  private p: Float64Array;
  private points = 0;
  private games = 0;
  private judged = 0;
  private comebacks = 0;
  private readonly margin = new Counts();
  private readonly leadChanges = new Counts();
  private readonly decided = new Counts();

  /** `teamOf`: each seat's team, when the game plays in teams; else every seat is a side. */
  constructor(evaluation: Evaluation | undefined, seats: number, teamOf?: ArrayLike<number>) {
    this.evaluation = evaluation;
    this.seats = seats;
    this.sideOf = teamOf ?? Int32Array.from({ length: seats }, (_, seat) => seat);
    this.rewards = new Array<number>(seats).fill(0);
    this.p = new Float64Array(256 * seats);
  }

  /** Whether the game can judge positions: without, `after` need not be called. */
  get judges(): boolean {
    return this.evaluation !== undefined;
  }

  start(): void {
    this.points = 0;
  }

  /** `decisions` actions have been played. */
  after(state: unknown, decisions: number): void {
    const rewards = this.rewards;
    if (!this.evaluation?.(state, rewards)) return;
    if (this.points === this.at.length) this.grow();
    this.at[this.points] = decisions;
    const base = this.points * this.seats;
    for (let seat = 0; seat < this.seats; seat++) this.p[base + seat] = rewards[seat] as number;
    this.points++;
  }

  private grow(): void {
    const at = new Int32Array(this.at.length * 2);
    at.set(this.at);
    this.at = at;
    const p = new Float64Array(this.p.length * 2);
    p.set(this.p);
    this.p = p;
  }

  finish(outcome: Outcome, decisions: number): void {
    this.games++;
    this.margin.add(marginOf(outcome, this.sideOf));
    if (this.points === 0) return;
    this.judged++;
    const seats = this.seats;
    let changes = 0;
    let last = -1;
    for (let i = 0; i < this.points; i++) {
      const leader = leaderOf(this.p.subarray(i * seats, (i + 1) * seats), seats, this.sideOf);
      if (leader < 0) continue;
      if (last >= 0 && leader !== last) changes++;
      last = leader;
    }
    this.leadChanges.add(changes);
    const winner = winnerOf(outcome);
    if (winner < 0) return;
    let lowest = Infinity;
    // The last judged point below DECIDED: the game was decided at the next judged point.
    let decidedAt = this.at[0] as number;
    for (let i = 0; i < this.points; i++) {
      const p = this.p[i * seats + winner] as number;
      lowest = Math.min(lowest, p);
      if (p < DECIDED) decidedAt = i + 1 < this.points ? (this.at[i + 1] as number) : decisions;
    }
    if (lowest <= COMEBACK) this.comebacks++;
    this.decided.add(decisions > 0 ? Math.round((100 * decidedAt) / decisions) : 0);
  }

  tally(): ShapeTally {
    return {
      games: this.games,
      margin: this.margin.pairs(),
      judged: this.judged,
      leadChanges: this.leadChanges.pairs(),
      comebacks: this.comebacks,
      decided: this.decided.pairs(),
    };
  }
}

/** A seat that won (first place while some seat placed lower), or -1 for a drawn game. */
function winnerOf(outcome: Outcome): number {
  const places = outcome.places;
  let winner = -1;
  for (let seat = 0; seat < places.length; seat++) {
    if (places[seat] !== 1) continue;
    if (winner < 0) winner = seat;
  }
  return places.every((p) => p === 1) ? -1 : winner;
}
