/**
 * Which row of the lab's cards table an action counts in, as a number a game gives cheaply
 * (src/lab/cards.ts). The row is read from the action's ActionInfo: its card's name (`cardName`),
 * else its `kind` and `card`, else its `kind` and `side`. The lab asks it of every legal action of
 * every decision, so a game says it by a small whole number instead of building an ActionInfo,
 * and may report a whole decision's numbers at once; the lab asks ActionInfo once per number and
 * run (issue #36: the metrics add at most 20% to the lab's cost per game).
 */
import type { Action, Seat } from './game.ts';

/** Hears one id among a decision's legal actions and one legal `action` that has it. */
export type OfferId = (id: number, action: Action) => void;

/**
 * Whether the lab needs no more of an id at this decision: the seat already holds its row this
 * game. A game may leave such ids unreported, and skip the work of finding them.
 */
export type KnownId = (id: number) => boolean;

/** A part of a game's state within which the ids of its lower codes are fixed (ActionIds.scope). */
export interface IdScope {
  /** The codes kept by the scope: 0 up to this, e.g. 1000 for a Next Goal Wins match's. */
  readonly codes: number;
  /**
   * `seat`'s scope in `state`: an object that stays the same (===) only as long as `of` gives
   * each of the seat's legal codes below `codes` the id it gave before (e.g. the match being
   * played, made anew for every match); undefined when there is none (the lab then asks `of`).
   */
  readonly of: (state: unknown, seat: Seat) => object | undefined;
}

/**
 * Writes into `out` (SCOPE_SLOTS long), for each slot from ActionIds.fixedSlots on, the id that
 * `of` gives every code of that slot while `seat` stays in its scope in `state` (ActionIds.scope),
 * or -1 (none known: the lab then asks `of` when the slot's codes are met).
 */
export type SlotIds = (state: unknown, seat: Seat, out: Int32Array) => void;

/** A game's ids of its actions' rows (PlayableGame.actionIds). */
export interface ActionIds {
  /**
   * The id of `seat`'s legal `action` in `state`: a whole number from 0 up (a few thousand at
   * most), the same for two actions only when their ActionInfos count in the same row, in every
   * state of games with the same options; e.g. Golazo gives every move that is a pass one id.
   * One row may have several ids (Goal!'s codes that play and discard the same card).
   */
  readonly of: (state: unknown, seat: Seat, action: Action) => number;
  /**
   * Whether `of` is the action code itself (every code counts in one row in every state): the
   * lab then reads the code and does not call `of`.
   */
  readonly byCode: boolean;
  /**
   * Every code's id from a table (`small[code]`), when each code counts in one row in every state
   * and every id is below 31 (`of` then gives the table's): the lab holds a decision's ids as one
   * bit mask, read off the table without asking `of`, and looks further only at ids the seat does
   * not hold yet this game. E.g. Goal!'s codes by their card (discarding, starting with and adding
   * a Striker count in one row).
   */
  readonly small?: Uint8Array;
  /**
   * Where `of` may be kept by code: within a scope, each code below `scope.codes` that is legal
   * for a seat has the id it had there before, so the lab asks `of` once per code, seat and scope
   * instead of at every decision. E.g. a Next Goal Wins match: a squad slot holds one footballer
   * and a hand slot one tactic for the whole match (a played tactic leaves its slot empty, which
   * no code names).
   */
  readonly scope?: IdScope;
  /**
   * Within a scope, the slot of each code below `scope.codes` (`slots[code]`, below SCOPE_SLOTS,
   * or NO_SLOT): the codes of one slot have one id for a seat within a scope, so the lab holds a
   * decision's slots as bit masks and asks `of` once per slot, seat and scope; a decision with a
   * code of no slot is counted code by code. E.g. a Next Goal Wins match: a squad slot's
   * footballer, a hand slot's tactic, or a kind of action (every code of one kind has one id).
   */
  readonly slots?: Uint8Array;
  /**
   * The slots below this have one id in every scope, for every seat (a kind of action's), so the
   * lab asks `of` once per such slot and seat in a run (ActionIds.slots).
   */
  readonly fixedSlots?: number;
  /**
   * Every slot's id at once (ActionIds.slots) when `seat` enters a scope, so that the lab asks
   * `of` for none of them (issue #36: a Next Goal Wins match's seven squad slots and three hand
   * slots, asked one by one, cost a few percent of a random game).
   */
  readonly slotIds?: SlotIds;
  /**
   * The ids of all of `legal` (the legal actions of `seat` in `state`) at once: calls `offer` at
   * least once for every id among them, with a legal action that has it, and for no other id.
   * For a game whose decisions offer many actions of few rows (Golazo's moves), without asking
   * `of` action by action; without it the lab calls `of` for each. An id for which `known` (when
   * given) says true may be left out: once a seat has held every row a decision could offer, the
   * game need not look at the decision's actions at all.
   */
  readonly offered?: (
    state: unknown,
    seat: Seat,
    legal: readonly Action[],
    offer: OfferId,
    known?: KnownId,
  ) => void;
}

/** The ids of a game whose every code counts in one row whatever the state: the code. */
export const IDS_BY_CODE: ActionIds = { of: (_state, _seat, action) => action, byCode: true };

/** Longest bit mask of small ids (ActionIds.small): ids 0 to 30, so that a mask stays positive. */
export const SMALL_IDS = 31;

/**
 * The ids of a game whose `codes` codes each count in one row in every state, by the code's id
 * in `idOf` (below SMALL_IDS): a table, and `of` reading it.
 */
export function smallIds(codes: number, idOf: (action: Action) => number): ActionIds {
  const small = new Uint8Array(codes);
  for (let code = 0; code < codes; code++) {
    const id = idOf(code);
    if (!(Number.isInteger(id) && id >= 0 && id < SMALL_IDS))
      throw new Error(`code ${code}: id ${id} is not below ${SMALL_IDS}`);
    small[code] = id;
  }
  return { of: (_state, _seat, action) => small[action] as number, byCode: false, small };
}

/** How many slots a scope's codes may have (ActionIds.slots): two bit masks of 31. */
export const SCOPE_SLOTS = 62;

/** A code that has no slot in its scope (ActionIds.slots). */
export const NO_SLOT = 255;
