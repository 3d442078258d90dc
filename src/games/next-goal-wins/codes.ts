/**
 * Next Goal Wins' action codes: how each decision of a match is written as one integer (the
 * protocol's Action) and read back. Every kind of decision owns a block of codes from a fixed
 * first code. Records store these numbers, so a block never moves: a new kind of decision gets
 * a block of its own. Inside a block a code counts through its fields, the last one fastest;
 * a declaration, for instance, is its block's first code + (kind × 4 + tactic) × 2 + speed.
 */
import { ActionSpace } from '../../core/action-space.ts';
import type { Action } from '../../core/game.ts';
import { TACTIC_SLOTS } from './facts.ts';
import { EMPTY_PICK } from './lineup.ts';
import { SEASON_BLOCK, SEASON_BLOCK_SIZE } from './season/codes.ts';
import { MOVE_UP } from './stats.ts';

/** A tactic field: 0 for no tactic, else 1 + the hand slot it is played from. */
const TACTIC_FIELD = TACTIC_SLOTS + 1;
/** A place field: GK 0, DEF 1, MID 2, STK 3. */
const PLACES = 4;
/** An answer field's first tactic: after letting it go, defending and a speed battle. */
const FIRST_TACTIC_ANSWER = 3;

/**
 * Next Goal Wins' action codes as named ranges (core/action-space.ts), in code order, one range
 * per block: its first code, and how many codes it holds (the product of its fields' sizes).
 * The constants below are read from it and are the codes records hold, for ever
 * (action-space.test.ts pins them). Every block names its start: the gaps between are room that
 * was left, and no block may move. A season's decisions (season/codes.ts) follow the match's,
 * from 1000, so that the one space holds every code of the game, in both modes. Every edition
 * (edition.ts) numbers its actions so.
 */
export const NGW_ACTIONS = new ActionSpace([
  /** NGW-3.1: the squad slot 0-6 that starts in the next place, or EMPTY_PICK (7). */
  { name: 'pick', start: 0, size: EMPTY_PICK + 1 },
  /** NGW-11.2: done substituting, then the place 0-3 to take a footballer off from. */
  { name: 'substitution', start: 10, size: 1 + PLACES },
  /** NGW-11.3, NGW-12.1: the squad slot 0-6 of the footballer who comes on. */
  { name: 'bringOn', start: 20, size: 7 },
  /** NGW-6.1: action kind 0-7 (7: move up), tactic field, speed battle 0-1. */
  { name: 'declaration', start: 100, size: (MOVE_UP + 1) * TACTIC_FIELD * 2 },
  /** NGW-6.3: let it go, defend, defend in a speed battle, then a tactic's hand slot 0-2. */
  { name: 'answer', start: 200, size: FIRST_TACTIC_ANSWER + TACTIC_SLOTS },
  /** NGW-9.1: a crossing free kick, then a shooting one. */
  { name: 'freeKick', start: 210, size: 2 },
  /** NGW-9.2, NGW-9.3: tactic field, the taker's place 1-3 (0: nobody can). */
  { name: 'taker', start: 220, size: TACTIC_FIELD * PLACES },
  /** NGW-9.2: the heading footballer's place 1-3 (0: nobody can). */
  { name: 'header', start: 240, size: PLACES },
  /** NGW-9.5: tactic field, the defending footballer's place 1-3 (0: nobody can). */
  { name: 'setPieceDefender', start: 260, size: TACTIC_FIELD * PLACES },
  /** NGW-15.5: the place 0-3 of the footballer a tactic's change goes to. */
  { name: 'target', start: 280, size: PLACES },
  // A season's blocks (season/codes.ts), in code order.
  ...(['deck', 'stop', 'offer', 'letGo', 'dropTactic', 'loan'] as const).map((name) => ({
    name,
    start: SEASON_BLOCK[name],
    size: SEASON_BLOCK_SIZE[name],
  })),
]);

/** A match's blocks: the names of its decisions' ranges in NGW_ACTIONS. */
export type Block =
  | 'pick'
  | 'substitution'
  | 'bringOn'
  | 'declaration'
  | 'answer'
  | 'freeKick'
  | 'taker'
  | 'header'
  | 'setPieceDefender'
  | 'target';

const blockTable = <T>(value: (name: Block) => T): Readonly<Record<Block, T>> => ({
  pick: value('pick'),
  substitution: value('substitution'),
  bringOn: value('bringOn'),
  declaration: value('declaration'),
  answer: value('answer'),
  freeKick: value('freeKick'),
  taker: value('taker'),
  header: value('header'),
  setPieceDefender: value('setPieceDefender'),
  target: value('target'),
});

/** The first code of each match block (NGW_ACTIONS), with the fields its codes count through. */
export const BLOCK: Readonly<Record<Block, number>> = blockTable((name) => NGW_ACTIONS.start(name));

/** How many codes each match block holds: the product of its fields' sizes. */
export const BLOCK_SIZE: Readonly<Record<Block, number>> = blockTable(
  (name) => NGW_ACTIONS.range(name).size,
);

export { EMPTY_PICK };
export const pickSlot = (slot: number): Action => BLOCK.pick + slot;

export const DONE = BLOCK.substitution;
export const subOut = (place: number): Action => BLOCK.substitution + 1 + place;
export const subIn = (slot: number): Action => BLOCK.bringOn + slot;

/** tactic: -1 none, else the hand slot; speed: a skill's speed battle. */
export const declareAction = (kind: number, tactic = -1, speed = false): Action =>
  BLOCK.declaration + (kind * TACTIC_FIELD + tactic + 1) * 2 + (speed ? 1 : 0);
export const MOVE_UP_ACTION = declareAction(MOVE_UP);

export const NO_DEFENCE = BLOCK.answer;
export const DEFEND = BLOCK.answer + 1;
export const DEFEND_SPEED = BLOCK.answer + 2;
export const defendWith = (tactic: number): Action => BLOCK.answer + FIRST_TACTIC_ANSWER + tactic;

export const CROSSING_CHOICE = BLOCK.freeKick;
export const SHOOTING_CHOICE = BLOCK.freeKick + 1;

export const takerAction = (place: number, tactic = -1): Action =>
  BLOCK.taker + (tactic + 1) * PLACES + place;
export const headerAction = (place: number): Action => BLOCK.header + place;
export const setPieceDefender = (place: number, tactic = -1): Action =>
  BLOCK.setPieceDefender + (tactic + 1) * PLACES + place;
export const targetAction = (place: number): Action => BLOCK.target + place;

/** The place a substitution takes a footballer off from. */
export const placeTakenOff = (a: Action): number => a - subOut(0);
/** The squad slot of the footballer brought on. */
export const slotBroughtOn = (a: Action): number => a - BLOCK.bringOn;

// Fields are read back by whole-number division, written `(x / n) | 0`: V8 keeps it in
// integers, where Math.floor would take a detour through floating point on every move.

/** The fields of a declaration. */
export const declaredKind = (a: Action): number =>
  ((a - BLOCK.declaration) / (2 * TACTIC_FIELD)) | 0;
export const declaredTactic = (a: Action): number =>
  ((((a - BLOCK.declaration) / 2) | 0) % TACTIC_FIELD) - 1;
export const declaredSpeed = (a: Action): boolean => (a - BLOCK.declaration) % 2 === 1;

/** The hand slot of the tactic an answer is played with, or -1. */
export const answeredTactic = (a: Action): number => (a >= defendWith(0) ? a - defendWith(0) : -1);

/** The fields of a set-piece footballer's code, of the block `block` (taker or defender). */
export const setPiecePlace = (a: Action, block: number): number => (a - block) % PLACES;
export const setPieceTactic = (a: Action, block: number): number =>
  (((a - block) / PLACES) | 0) - 1;

export const headerPlace = (a: Action): number => a - BLOCK.header;
export const targetPlace = (a: Action): number => a - BLOCK.target;
