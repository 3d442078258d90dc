/** The state of a game of Goal!: counts and flat arrays, so that a clone is a few slices. */
import type { Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';

export const Phase = {
  /** An ordinary turn: play or discard, then draw (GL-3.1); pass in the closing phase (GL-8.5). */
  Turn: 0,
  /** The defender answers a shot (GL-4.3). */
  Answer: 1,
  /** After a Free Kick: play one card or discard one (GL-7.1). */
  FreeKick: 2,
  Over: 3,
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

export interface GoalState {
  readonly seats: number;
  readonly rng: Rng;
  /** Each seat's side, 0 or 1, e.g. [0, 1, 0, 1] with 4 players (GL-2.1). */
  readonly sideOf: readonly number[];
  /** The turn order as seats, one cycle, e.g. [0, 1, 0, 2] with 3 players (GL-2.3). */
  readonly order: readonly Seat[];
  /** Cards each seat was dealt and holds between turns (GL-2.5), e.g. [6, 4, 4]. */
  readonly dealt: readonly number[];
  /** Cards in hand by kind: seat * KINDS + kind → count. */
  readonly hands: number[];
  /** The face-down pack as card kinds; the top card is the last. */
  readonly pack: number[];
  /** The face-up discard pile, oldest first (GL-3.4). */
  readonly discards: number[];
  /** Each side's formations on the table, packed (see formations.ts), oldest first. */
  readonly formations: [number[], number[]];
  /** Goals by side. */
  readonly goals: [number, number];
  /** Whether each side has played its Goalkeeper this half (GL-5.1): 0 or 1. */
  readonly keeperUsed: [number, number];
  /** Goalkeeper cards set aside out of play this half (GL-4.4). */
  keepersOut: number;
  /** 1 or 2. */
  half: number;
  /** The side that won the toss and kicked off the first half (GL-2.4). */
  tossWinner: number;
  /** Index into `order` of the player whose turn it is. */
  turn: number;
  phase: Phase;
  /** The side whose shot waits for an answer, or -1; and the index of its formation. */
  shotSide: number;
  shotIndex: number;
  /** With 4 players, after the pack ran out: turns without drawing (GL-8.5). */
  closing: boolean;
  /** Passes in a row in the closing phase. */
  passes: number;
  /** Turns played in the whole game. */
  turns: number;
  /**
   * GL-4.6 as version 1.0.0 played it (its edition): a shot that no card in the defender's hand
   * can save is a goal at once, the defender not asked.
   */
  readonly goalUnasked: boolean;
  readonly actorBuffer: Seat[];
}

export function currentSeat(s: GoalState): Seat {
  return s.order[s.turn] as Seat;
}

export function cloneState(s: GoalState): GoalState {
  return {
    ...s,
    rng: s.rng.clone(),
    hands: s.hands.slice(),
    pack: s.pack.slice(),
    discards: s.discards.slice(),
    formations: [s.formations[0].slice(), s.formations[1].slice()],
    goals: [s.goals[0], s.goals[1]],
    keeperUsed: [s.keeperUsed[0], s.keeperUsed[1]],
    actorBuffer: s.actorBuffer.slice(),
  };
}

/** A side's formations on the table. */
export function formationsOf(s: GoalState, side: number): number[] {
  return s.formations[side as 0 | 1];
}
