/**
 * Actions as ascending integers, in the order a phase meets them: commitments, the carrying
 * out of a move, kick or exchange, combat, then the window's pass and the Game Changers.
 *
 * A move is one action (its destination), not a select-then-destination pair: the committed
 * action card already says which wizard moves, so selecting it would be an empty step.
 */
import { CELLS } from './board.ts';
import { KIND_COUNT } from './vocabulary.ts';

/** SS-5.2: commit action card 0–3 (move, kick, exchange, no action) for your next wizard. */
export const COMMIT = 0;
/** SS-6.1: a move that stays put (always there, so a boxed-in wizard can still act). */
export const STAY = 4;
/** SS-6: move to cell c: MOVE + c. */
export const MOVE = 5;
/** SS-7.1: kick in direction d: KICK + d. */
export const KICK = MOVE + CELLS;
/** SS-7.4: discard a Game Changer of kind k to draw one: EXCHANGE + k. */
export const EXCHANGE = KICK + 6;
/** SS-8: attack the carrier, or let the chance go. */
export const ATTACK = EXCHANGE + KIND_COUNT;
export const DECLINE = ATTACK + 1;
/** SS-10.3: let a window's moment go. */
export const PASS = DECLINE + 1;

/** Card kinds, as numbered in the vocabulary (SS-9.2). */
export const Kind = {
  Nuke: 0,
  BodySwap: 1,
  SentHome: 2,
  Telekinesis: 3,
  Whoops: 4,
  GhostBall: 5,
  Bounce: 6,
  HeavyBall: 7,
  LongBall: 8,
  Counter: 9,
} as const;

/**
 * How many targets a kind's play takes: a wizard (4), a pair of wizards (4 × 4, own first), a
 * wizard and a direction (4 × 6), a direction (6), or none (1).
 */
export const TARGETS: readonly number[] = [4, 16, 4, 24, 1, 1, 6, 1, 1, 1];

/** The first action of each kind's plays. */
export const PLAY_OF: readonly number[] = TARGETS.reduce<number[]>(
  (starts, _n, kind) => [
    ...starts,
    kind === 0 ? PASS + 1 : (starts[kind - 1] as number) + (TARGETS[kind - 1] as number),
  ],
  [],
);
/**
 * SS-5.4: the wizard whose action is next lets its teammate's go first (after every play, so
 * that 1.0.0's codes stay as they were).
 */
export const LET_FIRST = (PLAY_OF[KIND_COUNT - 1] as number) + (TARGETS[KIND_COUNT - 1] as number);
export const ACTION_COUNT = LET_FIRST + 1;

/** Whether an action plays a Game Changer. */
export const isPlay = (action: number): boolean =>
  action >= (PLAY_OF[0] as number) && action < LET_FIRST;

export const playAction = (kind: number, target: number): number =>
  (PLAY_OF[kind] as number) + target;

/** A play action's kind and target. */
export function decodePlay(action: number): { kind: number; target: number } {
  let kind = KIND_COUNT - 1;
  while ((PLAY_OF[kind] as number) > action) kind--;
  return { kind, target: action - (PLAY_OF[kind] as number) };
}
