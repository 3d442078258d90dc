/**
 * Actions as ascending integers, in the order a phase meets them: commitments, the carrying
 * out of a move, kick or exchange, combat, then the window's pass and the Game Changers.
 *
 * A move is one action (its destination), not a select-then-destination pair: the committed
 * action card already says which wizard moves, so selecting it would be an empty step.
 */
import { ActionSpace } from '../../core/action-space.ts';
import { CELLS } from './board.ts';
import { KIND_COUNT } from './vocabulary.ts';

/**
 * How many targets a kind's play takes: a wizard (4), a pair of wizards (4 × 4, own first), a
 * wizard and a direction (4 × 6), a direction (6), or none (1).
 */
export const TARGETS: readonly number[] = [4, 16, 4, 24, 1, 1, 6, 1, 1, 1];

/**
 * The action codes as named ranges (core/action-space.ts), in code order: the codes records
 * hold, for ever (action-space.test.ts pins them). Each kind's plays are a range of its own,
 * `play-<kind>`, its targets long; LET_FIRST (1.1.0) comes after them, so 1.0.0's stand.
 */
export const SS_ACTIONS = new ActionSpace([
  /** SS-5.2: commit action card 0–3 (move, kick, exchange, no action) for your next wizard. */
  { name: 'commit', size: 4 },
  /** SS-6.1: a move that stays put (always there, so a boxed-in wizard can still act). */
  { name: 'stay', size: 1 },
  /** SS-6: move to cell c. */
  { name: 'move', size: CELLS },
  /** SS-7.1: kick in direction d. */
  { name: 'kick', size: 6 },
  /** SS-7.4: discard a Game Changer of kind k to draw one. */
  { name: 'exchange', size: KIND_COUNT },
  /** SS-8: attack the carrier, or let the chance go. */
  { name: 'attack', size: 1 },
  { name: 'decline', size: 1 },
  /** SS-10.3: let a window's moment go. */
  { name: 'pass', size: 1 },
  /** SS-9, SS-10: play a Game Changer of each kind on one of its targets. */
  ...TARGETS.map((size, kind) => ({ name: `play-${String(kind)}`, size })),
  /** SS-5.4: the wizard whose action is next lets its teammate's go first. */
  { name: 'let-first', size: 1 },
]);

export const COMMIT = SS_ACTIONS.start('commit');
export const STAY = SS_ACTIONS.start('stay');
export const MOVE = SS_ACTIONS.start('move');
export const KICK = SS_ACTIONS.start('kick');
export const EXCHANGE = SS_ACTIONS.start('exchange');
export const ATTACK = SS_ACTIONS.start('attack');
export const DECLINE = SS_ACTIONS.start('decline');
export const PASS = SS_ACTIONS.start('pass');

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

/** The first action of each kind's plays. */
export const PLAY_OF: readonly number[] = TARGETS.map((_, kind) =>
  SS_ACTIONS.start(`play-${String(kind)}`),
);
/**
 * SS-5.4: the wizard whose action is next lets its teammate's go first (after every play, so
 * that 1.0.0's codes stay as they were).
 */
export const LET_FIRST = SS_ACTIONS.start('let-first');
export const ACTION_COUNT = SS_ACTIONS.end;

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
