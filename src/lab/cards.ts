/**
 * Cards and choices ("17lands for tabletop games", issue #36): for every card, how often a seat
 * held it, drew it and played it, and how the seat did in those games; for every kind of action
 * that plays no card (Goalkeepers' rewards, Golazo's shot, pass and cross), how often it was
 * offered and chosen, and how the seat did when it chose it.
 *
 * The lab learns what a card is only from the protocol: the `card` and `cardName` of the
 * ActionInfo that the engine declares for each legal action. So a card is "held" at a decision
 * when one of the seat's legal actions names it (the seat could play, discard or pick it): a card
 * in hand that no rule lets the seat use is not seen, as the protocol shows nothing else of a
 * hand. A card is "drawn" when a seat first held it after its own first decision of the game (it
 * came into its hand, or into use, during play rather than in its opening hand).
 *
 * Counting looks at every legal action of every decision (cheaply where the game gives its
 * actions' rows as numbers, PlayableGame.actionIds), so it runs only when a run asks for it
 * (`LabConfig.metrics`); the play loop pays one test per decision otherwise.
 */
import {
  NO_SLOT,
  SCOPE_SLOTS,
  SMALL_IDS,
  type ActionIds,
  type KnownId,
  type OfferId,
  type SlotIds,
} from '../core/action-name.ts';
import type { AnyGame, Outcome, Seat } from '../core/game.ts';
import { meanInterval, perSeedMoments, type Interval, type Moments } from './stats.ts';
import { headToHead } from './tally.ts';

/**
 * Counts per row, added up over games, keyed 'card:<name>' or 'choice:<kind>'; the key ALL holds
 * every seat-game's result (n, sum, sum of squares). A row's vector is laid out as SLOT says.
 * Merges by adding vectors, as a probe's tally does (tally.ts mergeProbeTallies).
 */
export type CardTally = Record<string, number[]>;

/** The key of every seat-game's result. */
export const ALL = 'all';

/** A row's vector: three moments (n, sum, squares) per condition, then counters. */
export const SLOT = {
  held: 0,
  drawn: 3,
  played: 6,
  /** Times played (a card played twice in one game counts 2). */
  plays: 9,
} as const;
const WIDTH = 10;

const HELD = 1;
const DRAWN = 2;
const PLAYED = 4;

/** The row an action counts in, from its ActionInfo: its card, else its kind (and side). */
export function rowKey(info: {
  readonly kind: string;
  readonly side?: string;
  readonly card?: number;
  readonly cardName?: string;
}): string {
  if (info.cardName !== undefined) return `card:${info.cardName}`;
  if (info.card !== undefined) return `card:${info.kind} ${info.card}`;
  return info.side === undefined ? `choice:${info.kind}` : `choice:${info.kind} ${info.side}`;
}

/** An id whose row is not learnt yet. */
const UNKNOWN = -1;

/**
 * Watches the games of one chunk through the protocol and counts cards and choices.
 *
 * It runs once per legal action of every decision, so it allocates nothing there and asks the
 * game as little as it can: a row is a small number (its key's number), and an action is known
 * by the id the game's ActionIds give it (core/action-name.ts; the code itself for most games),
 * whose row is learnt from actionInfo the first time the id is met in the run. A seat's rows of
 * the game are flags in a byte array (every seat's in one, a seat's at its own offset), with the
 * list of those set; the ids a seat has met this game are stamped with the game's number, so a
 * legal action whose id the seat has already met costs one array read (and its id). Where a
 * game's codes keep their ids within a scope (ActionIds.scope, a Next Goal Wins match), a seat's
 * codes are stamped as met in its scope with their rows, and a code met again costs one array
 * read without asking its id. A game without ids has each action's row found from its
 * actionInfo, the row's number serving as its id. Where every code's id comes from a table of
 * fewer than 32 (ActionIds.small), a decision only ORs its ids into the seat's bit masks, and
 * the rows are counted from the masks once, at the game's end.
 */
export class CardWatcher {
  private readonly engine: AnyGame;
  private readonly ids: ActionIds;
  private readonly byCode: boolean;
  // Each code's small id (ActionIds.small). Per seat, bit masks of the small ids it has held this
  // game, held at its first decision (-1 before it) and played, and per seat and id the times
  // played: a decision only ORs its ids in, and a game's rows are counted from them at its end
  // (finishSmall). The ids whose rows are learnt (`learnt`), which are cards' (`cardIds`), and
  // the rows that are cards' (`cardRows`: fewer than SMALL_IDS rows, all learnt from small ids).
  private readonly small: Uint8Array | undefined;
  private readonly heldIds: Int32Array;
  private readonly firstIds: Int32Array;
  private readonly playedIds: Int32Array;
  private readonly idPlays: Int32Array;
  private learnt = 0;
  private cardIds = 0;
  private cardRows = 0;
  // Whether the game reports a decision's ids at once (ActionIds.offered).
  private readonly whole: boolean;
  private readonly seats: number;
  private readonly teamOf: ArrayLike<number> | undefined;
  // Rows by number: their keys, their numbers by key; their counts, row r's vector (SLOT) at
  // r * WIDTH of `sums`, and whether a finished game has counted it yet (`counted`).
  private readonly keys: string[] = [];
  private readonly numbers = new Map<string, number>();
  private sums = new Float64Array(16 * WIDTH);
  private counted = new Uint8Array(16);
  // Named cards' rows by name, choices' by kind and side.
  private readonly cards = new Map<string, number>();
  private readonly choices = new Map<string, Map<string | undefined, number>>();
  // Per id, its row (UNKNOWN until met) and whether the row is a card's; room for `idRoom` ids.
  private idRoom = 64;
  private idRow = new Int32Array(this.idRoom).fill(UNKNOWN);
  private idCard = new Uint8Array(this.idRoom);
  // Seat s has met id i at a decision of this game (its row held) when seen[s * idRoom + i] is
  // this game's stamp: one read per legal action already met, and nothing to clear between games.
  private seen: Int32Array;
  private stamp = 1;
  // The id of the action played, found while scanning a decision's legal actions by `ids.of`.
  private playedId = UNKNOWN;
  // Seat s's code c below `scopeCodes` was met in the seat's scope this game (ActionIds.scope)
  // when codeSeen[s * scopeCodes + c] is the seat's scope stamp, its row then codeRow's there: a
  // code met again in the same scope and game costs one array read, as a game's own code does.
  // A seat's scope is the object ids.scope gave at its last decision, its stamp renewed when that
  // changes and at every game's start.
  private readonly scopeCodes: number;
  private readonly codeSeen: Int32Array;
  private readonly codeRow: Int32Array;
  private readonly scopes: (object | undefined)[];
  private readonly scopeStamps: Int32Array;
  private scopeStamp = 0;
  // By slots within a scope (ActionIds.slots): each code's slot, and its bit in the first mask of
  // slots (0-30) or the second (31-61), a code of no slot having the second's sign bit (NO_SLOT_BIT);
  // per seat two bit masks each (at 2 * seat and 2 * seat + 1) of the slots it has resolved in its
  // scope, held there this game and held at its first decision of the game; per seat and slot, at
  // seat * SCOPE_SLOTS + slot, the slot's row, whether it is a card's, and the times played (a
  // slot played is held). A decision only ORs its slots in; the masks are folded into the rows'
  // flags (foldSlots) when the seat's scope changes and at the game's end.
  private readonly slotOf: Uint8Array | undefined;
  private readonly slotLo: Int32Array;
  private readonly slotHi: Int32Array;
  // The slots whose rows stay resolved from scope to scope (below ActionIds.fixedSlots), as masks.
  private readonly fixedLo: number;
  private readonly fixedHi: number;
  private readonly slotResolved: Int32Array;
  private readonly slotHeld: Int32Array;
  private readonly slotFirst: Int32Array;
  private readonly slotRow: Int32Array;
  private readonly slotCard: Uint8Array;
  private readonly slotPlays: Int32Array;
  // A new scope's slot ids (ActionIds.slotIds), asked from the first slot not fixed on.
  private readonly scopeIds = new Int32Array(SCOPE_SLOTS);
  private readonly fixedSlots: number;
  // For finishSlots, by row: the number of the seat's finish that last met it (rowMark) and its
  // flags then.
  private rowMarks = new Int32Array(16);
  private markedFlags = new Uint8Array(16);
  private rowMark = 0;
  // This game's flags by seat and row (HELD | DRAWN | PLAYED) and plays, seat s's row r at
  // s * rowRoom + r; the rows seat s flagged, from s * rowRoom on, and how many.
  private rowRoom = 16;
  private flags: Uint8Array;
  private plays: Int32Array;
  private touched: Int32Array;
  private readonly touchedCount: Int32Array;
  // Per seat, whether it has made its first decision of this game (1).
  private readonly decided: Uint8Array;
  // The decision being offered, for `offer`.
  private state: unknown = undefined;
  private seat = 0;
  private drawn = false;
  private readonly offer: OfferId = (id, action) => {
    const row = id < this.idRoom ? (this.idRow[id] as number) : UNKNOWN;
    if (row !== UNKNOWN && this.flags[this.seat * this.rowRoom + row] !== 0) return;
    this.meet(this.state, this.seat, id, action, this.drawn);
  };
  // Whether the seat being offered a decision holds id's row this game (learnt ids only).
  private readonly known: KnownId = (id) => {
    const row = id < this.idRoom ? (this.idRow[id] as number) : UNKNOWN;
    return row !== UNKNOWN && this.flags[this.seat * this.rowRoom + row] !== 0;
  };
  // The card flag of the row found last by infoRow.
  private infoCard = false;
  private readonly all = new Float64Array(3);

  constructor(engine: AnyGame, seats: number, teamOf?: ArrayLike<number>, ids?: ActionIds) {
    this.engine = engine;
    this.ids = ids ?? {
      of: (state, seat, action) => this.infoRow(state, seat, action),
      byCode: false,
    };
    this.byCode = this.ids.byCode;
    this.small = this.ids.small;
    this.heldIds = new Int32Array(seats);
    this.firstIds = new Int32Array(seats).fill(-1);
    this.playedIds = new Int32Array(seats);
    this.idPlays = new Int32Array(this.small === undefined ? 0 : seats * SMALL_IDS);
    this.whole = this.ids.offered !== undefined;
    this.seats = seats;
    this.teamOf = teamOf;
    this.seen = new Int32Array(seats * this.idRoom);
    this.flags = new Uint8Array(seats * this.rowRoom);
    this.plays = new Int32Array(seats * this.rowRoom);
    this.touched = new Int32Array(seats * this.rowRoom);
    this.touchedCount = new Int32Array(seats);
    this.decided = new Uint8Array(seats);
    this.scopeCodes = this.ids.scope?.codes ?? 0;
    this.codeSeen = new Int32Array(seats * this.scopeCodes);
    this.codeRow = new Int32Array(seats * this.scopeCodes);
    this.scopes = new Array<object | undefined>(seats).fill(undefined);
    this.scopeStamps = new Int32Array(seats);
    this.slotOf = this.ids.scope === undefined ? undefined : this.ids.slots;
    [this.slotLo, this.slotHi] = slotBits(this.slotOf ?? new Uint8Array(0));
    const slotSeats = this.slotOf === undefined ? 0 : seats;
    const fixed = this.ids.fixedSlots ?? 0;
    this.fixedSlots = fixed;
    this.fixedLo = fixed >= 31 ? 0x7fffffff : (1 << fixed) - 1;
    this.fixedHi = fixed <= 31 ? 0 : (1 << (fixed - 31)) - 1;
    this.slotResolved = new Int32Array(2 * slotSeats);
    this.slotHeld = new Int32Array(2 * slotSeats);
    this.slotFirst = new Int32Array(2 * slotSeats);
    this.slotRow = new Int32Array(slotSeats * SCOPE_SLOTS);
    this.slotCard = new Uint8Array(slotSeats * SCOPE_SLOTS);
    this.slotPlays = new Int32Array(slotSeats * SCOPE_SLOTS);
  }

  /** A new game begins. */
  start(): void {
    this.stamp++;
    for (let seat = 0; seat < this.seats; seat++) {
      const at = seat * this.rowRoom;
      for (let i = at, end = at + (this.touchedCount[seat] as number); i < end; i++) {
        const row = this.touched[i] as number;
        this.flags[at + row] = 0;
        this.plays[at + row] = 0;
      }
      this.touchedCount[seat] = 0;
      this.decided[seat] = 0;
      this.heldIds[seat] = 0;
      this.firstIds[seat] = -1;
      for (let rest = this.playedIds[seat] as number; rest !== 0; rest &= rest - 1)
        this.idPlays[seat * SMALL_IDS + lowestId(rest)] = 0;
      this.playedIds[seat] = 0;
      this.scopes[seat] = undefined;
      if (this.slotOf !== undefined) this.clearSlots(seat);
    }
  }

  /**
   * `seat` chose `action` among `legal` in `state` (before it is applied). A choice (an action
   * without a card) counts as offered only when the decision offers more than one action; at a
   * forced decision only a card counts, held as it is played.
   */
  decision(state: unknown, seat: Seat, legal: readonly number[], action: number): void {
    const small = this.small;
    if (small !== undefined) this.smallDecision(small, state, seat, legal, action);
    else this.codeDecision(state, seat, legal, action);
  }

  /** `decision` by the game's ids (ActionIds.of, scope or offered) or by code. */
  private codeDecision(state: unknown, seat: Seat, legal: readonly number[], action: number): void {
    const slotOf = this.slotOf;
    if (slotOf !== undefined) {
      if (this.slotDecision(slotOf, state, seat, legal, action)) return;
    }
    const drawn = this.decided[seat] === 1;
    this.decided[seat] = 1;
    const n = legal.length;
    if (n >= 2 && this.scopeCodes !== 0) {
      const scoped = this.scoped(state, seat);
      if (scoped !== 0) {
        this.played(seat, this.offeredInScope(state, seat, legal, drawn, action, scoped));
        return;
      }
    }
    if (n >= 2) this.offered(state, seat, legal, drawn, action);
    const id = this.byCode
      ? action
      : n >= 2 && !this.whole
        ? this.playedId
        : this.ids.of(state, seat, action);
    const known = id < this.idRoom ? (this.idRow[id] as number) : UNKNOWN;
    const row = known !== UNKNOWN ? known : this.rowOf(state, seat, id, action);
    if (n < 2) {
      if (this.idCard[id] !== 1) return;
      this.hold(seat, row, drawn);
    }
    this.played(seat, row);
  }

  /**
   * `decision` by slots (ActionIds.slots) when every code of it has one in the seat's scope: its
   * slots ORed into the seat's masks, a slot's row learnt the first time the seat meets it in the
   * scope; false (nothing counted) when a code has no slot or the seat no scope.
   */
  private slotDecision(
    slotOf: Uint8Array,
    state: unknown,
    seat: Seat,
    legal: readonly number[],
    action: number,
  ): boolean {
    const codes = slotOf.length;
    if (action >= codes) return false;
    const { slotLo, slotHi } = this;
    let lo = slotLo[action] as number;
    let hi = slotHi[action] as number;
    const n = legal.length;
    for (let i = 0; n >= 2 && i < n; i++) {
      const code = legal[i] as number;
      if (code >= codes) return false;
      lo |= slotLo[code] as number;
      hi |= slotHi[code] as number;
    }
    // Some code has no slot: its NO_SLOT_BIT is the sign's.
    if (hi < 0) return false;
    const scoped = this.scoped(state, seat);
    if (scoped === 0) return false;
    const drawn = this.decided[seat] === 1;
    this.decided[seat] = 1;
    const at = 2 * seat;
    const resolved = this.slotResolved;
    const missLo = lo & ~(resolved[at] as number);
    const missHi = hi & ~(resolved[at + 1] as number);
    if ((missLo | missHi) !== 0)
      this.resolveSlots(slotOf, state, seat, legal, action, missLo, missHi);
    const bySlot = seat * SCOPE_SLOTS + (slotOf[action] as number);
    // A forced decision holds only a card, as it is played.
    if (n < 2 && this.slotCard[bySlot] !== 1) return true;
    this.slotHeld[at] = (this.slotHeld[at] as number) | lo;
    this.slotHeld[at + 1] = (this.slotHeld[at + 1] as number) | hi;
    if (!drawn) {
      this.slotFirst[at] = lo;
      this.slotFirst[at + 1] = hi;
    }
    this.slotPlays[bySlot] = (this.slotPlays[bySlot] as number) + 1;
    return true;
  }

  /** Learns `seat`'s rows of the slots in `missLo` and `missHi`, each that of some of `legal` or `action`. */
  private resolveSlots(
    slotOf: Uint8Array,
    state: unknown,
    seat: Seat,
    legal: readonly number[],
    action: number,
    missLo: number,
    missHi: number,
  ): void {
    const at = 2 * seat;
    for (let i = -1, n = legal.length; i < n && (missLo | missHi) !== 0; i++) {
      const code = i < 0 ? action : (legal[i] as number);
      const slot = slotOf[code] as number;
      if (slot < 31 ? (missLo & (1 << slot)) === 0 : (missHi & (1 << (slot - 31))) === 0) continue;
      if (slot < 31) missLo &= ~(1 << slot);
      else missHi &= ~(1 << (slot - 31));
      const id = this.ids.of(state, seat, code);
      const row = this.rowOf(state, seat, id, code);
      this.slotRow[seat * SCOPE_SLOTS + slot] = row;
      this.slotCard[seat * SCOPE_SLOTS + slot] = this.idCard[id] as number;
      setSlot(this.slotResolved, at, slot);
    }
  }

  /**
   * Counts `seat`'s slots held and played in its scope into its rows' flags. A row's flags do not
   * hang on the order of its holds: held at the seat's first decision of the game it is not drawn,
   * held only later it is drawn when it is a card's. So a decision counted otherwise need not fold
   * the slots first, and a slot held at the first decision takes a row's drawn back.
   */
  private foldSlots(seat: Seat): void {
    const at = 2 * seat;
    const base = seat * SCOPE_SLOTS;
    const rows = seat * this.rowRoom;
    const { slotHeld, slotFirst, slotRow, slotCard, slotPlays, flags, plays } = this;
    for (let half = 0; half < 2; half++) {
      const first = slotFirst[at + half] as number;
      for (let rest = slotHeld[at + half] as number; rest !== 0; rest &= rest - 1) {
        const slot = base + 31 * half + lowestId(rest);
        const row = slotRow[slot] as number;
        let f = flags[rows + row] as number;
        if (f === 0) {
          this.touch(seat, row);
          f = slotCard[slot] === 1 ? HELD | DRAWN : HELD;
        }
        if ((first & rest & -rest) !== 0) f &= ~DRAWN;
        const times = slotPlays[slot] as number;
        if (times !== 0) {
          f |= PLAYED;
          plays[rows + row] = (plays[rows + row] as number) + times;
          slotPlays[slot] = 0;
        }
        flags[rows + row] = f;
      }
      slotHeld[at + half] = 0;
      slotFirst[at + half] = 0;
    }
  }

  /** Forgets `seat`'s slots of a game: their masks and plays, and the rows of those not fixed. */
  private clearSlots(seat: Seat): void {
    const at = 2 * seat;
    for (let half = 0; half < 2; half++) {
      for (let rest = this.slotHeld[at + half] as number; rest !== 0; rest &= rest - 1)
        this.slotPlays[seat * SCOPE_SLOTS + 31 * half + lowestId(rest)] = 0;
      this.slotHeld[at + half] = 0;
      this.slotFirst[at + half] = 0;
    }
    this.forgetScopedSlots(seat);
  }

  /** Forgets `seat`'s rows of the slots that are resolved anew in each scope (not fixed). */
  private forgetScopedSlots(seat: Seat): void {
    const at = 2 * seat;
    this.slotResolved[at] = (this.slotResolved[at] as number) & this.fixedLo;
    this.slotResolved[at + 1] = (this.slotResolved[at + 1] as number) & this.fixedHi;
  }

  /**
   * `decision` by small ids (ActionIds.small): the decision's ids ORed into the seat's masks, read
   * off the table; an id's row is learnt the first time the run meets it, and the game's rows are
   * counted at its end (finishSmall).
   */
  private smallDecision(
    small: Uint8Array,
    state: unknown,
    seat: Seat,
    legal: readonly number[],
    action: number,
  ): void {
    const n = legal.length;
    const id = small[action] as number;
    const bit = 1 << id;
    let mask = bit;
    for (let i = 0; n >= 2 && i < n; i++) mask |= 1 << (small[legal[i] as number] as number);
    if ((mask & ~this.learnt) !== 0) this.learnSmall(small, state, seat, legal, mask);
    // A forced decision holds only a card, as it is played.
    if (n < 2 && (this.cardIds & bit) === 0) mask = 0;
    const held = (this.heldIds[seat] as number) | mask;
    this.heldIds[seat] = held;
    if (this.firstIds[seat] === -1) this.firstIds[seat] = held;
    if (mask === 0) return;
    this.playedIds[seat] = (this.playedIds[seat] as number) | bit;
    const at = seat * SMALL_IDS + id;
    this.idPlays[at] = (this.idPlays[at] as number) + 1;
  }

  /** Learns the rows of the small ids in `mask` not learnt yet, each that of some of `legal`. */
  private learnSmall(
    small: Uint8Array,
    state: unknown,
    seat: Seat,
    legal: readonly number[],
    mask: number,
  ): void {
    for (let rest = mask & ~this.learnt; rest !== 0; rest &= rest - 1) {
      const id = lowestId(rest);
      const action = legal.find((code) => small[code] === id) as number;
      const row = this.rowOf(state, seat, id, action);
      this.learnt |= 1 << id;
      if (this.idCard[id] === 1) {
        this.cardIds |= 1 << id;
        this.cardRows |= 1 << row;
      }
    }
  }

  /** `seat` played an action of row `row`. */
  private played(seat: Seat, row: number): void {
    const at = seat * this.rowRoom + row;
    const flags = this.flags[at] as number;
    if (flags === 0) this.touch(seat, row);
    this.flags[at] = (flags === 0 ? HELD : flags) | PLAYED;
    this.plays[at] = (this.plays[at] as number) + 1;
  }

  /**
   * As `offered`, in `seat`'s scope (stamped `scoped`): a code met earlier in it is passed over,
   * its row held already. Returns the row of `action`, the one played.
   */
  private offeredInScope(
    state: unknown,
    seat: Seat,
    legal: readonly number[],
    drawn: boolean,
    action: number,
    scoped: number,
  ): number {
    const codes = this.scopeCodes;
    const at = seat * codes;
    const codeSeen = this.codeSeen;
    let playedRow = UNKNOWN;
    for (let i = 0, n = legal.length; i < n; i++) {
      const code = legal[i] as number;
      if (code < codes && codeSeen[at + code] === scoped) continue;
      const row = this.meetCode(state, seat, code, drawn, scoped);
      if (code === action) playedRow = row;
    }
    return playedRow !== UNKNOWN ? playedRow : (this.codeRow[at + action] as number);
  }

  /** `seat` meets `code` at a decision in its scope (stamped `scoped`); returns its row. */
  private meetCode(
    state: unknown,
    seat: Seat,
    code: number,
    drawn: boolean,
    scoped: number,
  ): number {
    const id = this.ids.of(state, seat, code);
    const row = this.rowOf(state, seat, id, code);
    if (code < this.scopeCodes) {
      this.codeSeen[seat * this.scopeCodes + code] = scoped;
      this.codeRow[seat * this.scopeCodes + code] = row;
    }
    this.hold(seat, row, drawn && this.idCard[id] === 1);
    return row;
  }

  /**
   * `seat` may choose any of `legal` (two or more) in `state`: their rows are held. Scanning by
   * `ids.of`, it keeps the id of `action` (the one played) in `playedId`.
   */
  private offered(
    state: unknown,
    seat: Seat,
    legal: readonly number[],
    drawn: boolean,
    action: number,
  ): void {
    const n = legal.length;
    const ids = this.ids;
    const stamp = this.stamp;
    if (this.whole) {
      this.state = state;
      this.seat = seat;
      this.drawn = drawn;
      (ids.offered as NonNullable<ActionIds['offered']>)(
        state,
        seat,
        legal,
        this.offer,
        this.known,
      );
      this.state = undefined;
    } else if (this.byCode) {
      // Held in locals for the loop; meeting an id may make room for more, and they are read again.
      let seen = this.seen;
      let room = this.idRoom;
      for (let i = 0; i < n; i++) {
        const code = legal[i] as number;
        if (code < room && seen[seat * room + code] === stamp) continue;
        const row = code < room ? (this.idRow[code] as number) : UNKNOWN;
        if (row !== UNKNOWN) this.hold(seat, row, drawn && this.idCard[code] === 1);
        else this.meet(state, seat, code, code, drawn);
        seen = this.seen;
        room = this.idRoom;
        seen[seat * room + code] = stamp;
      }
    } else {
      let seen = this.seen;
      let room = this.idRoom;
      for (let i = 0; i < n; i++) {
        const other = legal[i] as number;
        const id = ids.of(state, seat, other);
        if (other === action) this.playedId = id;
        if (id < room && seen[seat * room + id] === stamp) continue;
        this.meet(state, seat, id, other, drawn);
        seen = this.seen;
        room = this.idRoom;
        seen[seat * room + id] = stamp;
      }
    }
  }

  /**
   * The stamp of `seat`'s codes met in its scope (ActionIds.scope) this game, a new one when the
   * scope is not the one of its last decision; 0 when the seat has no scope now.
   */
  private scoped(state: unknown, seat: Seat): number {
    const scope = this.ids.scope?.of(state, seat);
    if (scope === undefined) return 0;
    if (scope !== this.scopes[seat]) {
      // No scope yet this game: nothing held by slots, nothing but the fixed slots resolved.
      if (this.slotOf !== undefined && this.scopes[seat] !== undefined) {
        this.foldSlots(seat);
        this.forgetScopedSlots(seat);
      }
      this.scopes[seat] = scope;
      this.scopeStamps[seat] = ++this.scopeStamp;
      const slotIds = this.ids.slotIds;
      if (this.slotOf !== undefined && slotIds !== undefined)
        this.resolveScope(slotIds, state, seat);
    }
    return this.scopeStamps[seat] as number;
  }

  /**
   * Learns `seat`'s rows of its slots in its new scope from their ids at once (ActionIds.slotIds)
   * instead of asking `of` slot by slot as their codes are met: a slot whose id is unknown (-1),
   * or whose row is not learnt yet, is left to resolveSlots.
   */
  private resolveScope(slotIds: SlotIds, state: unknown, seat: Seat): void {
    const out = this.scopeIds;
    slotIds(state, seat, out);
    const { idRow, idCard, slotRow, slotCard } = this;
    const room = this.idRoom;
    for (let slot = this.fixedSlots; slot < SCOPE_SLOTS; slot++) {
      const id = out[slot] as number;
      const row = id >= 0 && id < room ? (idRow[id] as number) : UNKNOWN;
      if (row === UNKNOWN) continue;
      slotRow[seat * SCOPE_SLOTS + slot] = row;
      slotCard[seat * SCOPE_SLOTS + slot] = idCard[id] as number;
      setSlot(this.slotResolved, 2 * seat, slot);
    }
  }

  /** `seat` meets id `id` (of `action`) at a decision: its row is held (and drawn). */
  private meet(state: unknown, seat: Seat, id: number, action: number, drawn: boolean): void {
    const row = this.rowOf(state, seat, id, action);
    this.hold(seat, row, drawn && this.idCard[id] === 1);
  }

  /** Marks row `row` held by `seat` (and drawn) unless the seat has already seen it this game. */
  private hold(seat: Seat, row: number, drawn: boolean): void {
    const at = seat * this.rowRoom + row;
    if (this.flags[at] !== 0) return;
    this.flags[at] = HELD | (drawn ? DRAWN : 0);
    this.touch(seat, row);
  }

  /** Adds `row` to the rows `seat` has flagged this game. */
  private touch(seat: Seat, row: number): void {
    const count = this.touchedCount[seat] as number;
    this.touched[seat * this.rowRoom + count] = row;
    this.touchedCount[seat] = count + 1;
  }

  /** The row of id `id`, learnt from the actionInfo of `action` (which has it) when new. */
  private rowOf(state: unknown, seat: Seat, id: number, action: number): number {
    if (id >= this.idRoom) this.makeIdRoom(id + 1);
    const known = this.idRow[id] as number;
    if (known !== UNKNOWN) return known;
    const row = this.infoRow(state, seat, action);
    this.idRow[id] = row;
    this.idCard[id] = this.infoCard ? 1 : 0;
    return row;
  }

  /** The row of `action` by its actionInfo; sets `infoCard` to whether it is a card's. */
  private infoRow(state: unknown, seat: Seat, action: number): number {
    const { kind, side, card, cardName } = this.engine.actionInfo(state, seat, action);
    this.infoCard = card !== undefined;
    if (cardName !== undefined) return this.cardRow(cardName);
    if (card === undefined) return this.choiceRow(kind, side);
    return this.numberOf(rowKey({ kind, card }));
  }

  /** The row of a choice by its kind and side, found without building its key. */
  private choiceRow(kind: string, side: string | undefined): number {
    let sides = this.choices.get(kind);
    if (!sides) {
      sides = new Map();
      this.choices.set(kind, sides);
    }
    let row = sides.get(side);
    if (row === undefined) {
      row = this.numberOf(rowKey({ kind, ...(side === undefined ? {} : { side }) }));
      sides.set(side, row);
    }
    return row;
  }

  /** The row of a named card, found without building its key. */
  private cardRow(cardName: string): number {
    let row = this.cards.get(cardName);
    if (row === undefined) {
      row = this.numberOf(rowKey({ kind: '', cardName }));
      this.cards.set(cardName, row);
    }
    return row;
  }

  /** The number of the row keyed `key`, made when new. */
  private numberOf(key: string): number {
    let row = this.numbers.get(key);
    if (row === undefined) {
      row = this.keys.length;
      this.keys.push(key);
      this.numbers.set(key, row);
      this.makeRowRoom(row + 1);
    }
    return row;
  }

  /** Makes the per-id arrays hold at least `size` ids. */
  private makeIdRoom(size: number): void {
    const old = this.idRoom;
    const room = Math.max(size, 2 * old);
    const idRow = new Int32Array(room).fill(UNKNOWN);
    idRow.set(this.idRow);
    this.idRow = idRow;
    const idCard = new Uint8Array(room);
    idCard.set(this.idCard);
    this.idCard = idCard;
    const seen = new Int32Array(this.seats * room);
    for (let seat = 0; seat < this.seats; seat++)
      seen.set(this.seen.subarray(seat * old, (seat + 1) * old), seat * room);
    this.seen = seen;
    this.idRoom = room;
  }

  /** Makes room for at least `size` rows per seat, every seat's flags and plays kept. */
  private makeRowRoom(size: number): void {
    const old = this.rowRoom;
    if (old >= size) return;
    const room = 2 * size;
    const sums = new Float64Array(room * WIDTH);
    sums.set(this.sums);
    this.sums = sums;
    const counted = new Uint8Array(room);
    counted.set(this.counted);
    this.counted = counted;
    const rowMarks = new Int32Array(room);
    rowMarks.set(this.rowMarks);
    this.rowMarks = rowMarks;
    this.markedFlags = new Uint8Array(room);
    const flags = new Uint8Array(this.seats * room);
    const plays = new Int32Array(this.seats * room);
    const touched = new Int32Array(this.seats * room);
    for (let seat = 0; seat < this.seats; seat++) {
      flags.set(this.flags.subarray(seat * old, (seat + 1) * old), seat * room);
      plays.set(this.plays.subarray(seat * old, (seat + 1) * old), seat * room);
      touched.set(this.touched.subarray(seat * old, (seat + 1) * old), seat * room);
    }
    this.flags = flags;
    this.plays = plays;
    this.touched = touched;
    this.rowRoom = room;
  }

  /** The game is over: every seat's result counts for its rows. */
  finish(outcome: Outcome): void {
    if (this.small !== undefined) {
      this.finishSmall(outcome);
      return;
    }
    const { sums, counted, touched, flags, plays } = this;
    for (let seat = 0; seat < this.seats; seat++) {
      const share = headToHead(outcome.places, seat, this.teamOf);
      add(this.all, 0, share);
      if (this.slotOf !== undefined) {
        if (this.touchedCount[seat] === 0) {
          this.finishSlots(seat, share);
          continue;
        }
        this.foldSlots(seat);
      }
      const at = seat * this.rowRoom;
      for (let i = at, end = at + (this.touchedCount[seat] as number); i < end; i++) {
        const number = touched[i] as number;
        const f = flags[at + number] as number;
        const row = number * WIDTH;
        counted[number] = 1;
        if (f & HELD) add(sums, row + SLOT.held, share);
        if (f & DRAWN) add(sums, row + SLOT.drawn, share);
        if (f & PLAYED) add(sums, row + SLOT.played, share);
        sums[row + SLOT.plays] =
          (sums[row + SLOT.plays] as number) + (plays[at + number] as number);
      }
    }
  }

  /**
   * `finish` for a seat all of whose rows of the game are its slots' in its scope (it has flagged
   * none): they are counted straight from its masks, as foldSlots and `finish` would count them,
   * a row held by two slots once (marked in `rowMarks`, its flags so far in `markedFlags`).
   */
  private finishSlots(seat: Seat, share: number): void {
    const at = 2 * seat;
    const base = seat * SCOPE_SLOTS;
    const mark = ++this.rowMark;
    const { sums, counted, slotHeld, slotFirst, slotRow, slotCard, slotPlays, rowMarks } = this;
    const markedFlags = this.markedFlags;
    // The slots held at the first decision come first: their rows are not drawn, whatever else.
    for (let later = 0; later < 2; later++) {
      for (let half = 0; half < 2; half++) {
        const first = slotFirst[at + half] as number;
        const held = slotHeld[at + half] as number;
        for (let rest = later === 0 ? held & first : held & ~first; rest !== 0; rest &= rest - 1) {
          const slot = base + 31 * half + lowestId(rest);
          const row = slotRow[slot] as number;
          const times = slotPlays[slot] as number;
          let f = times !== 0 ? HELD | PLAYED : HELD;
          let before = 0;
          if (rowMarks[row] === mark) {
            before = markedFlags[row] as number;
            f |= before;
          } else {
            rowMarks[row] = mark;
            if (later === 1 && slotCard[slot] === 1) f |= DRAWN;
          }
          markedFlags[row] = f;
          const fresh = f & ~before;
          const sum = row * WIDTH;
          counted[row] = 1;
          if (fresh & HELD) add(sums, sum + SLOT.held, share);
          if (fresh & DRAWN) add(sums, sum + SLOT.drawn, share);
          if (fresh & PLAYED) add(sums, sum + SLOT.played, share);
          if (times !== 0) {
            sums[sum + SLOT.plays] = (sums[sum + SLOT.plays] as number) + times;
            slotPlays[slot] = 0;
          }
        }
      }
    }
    for (let half = 0; half < 2; half++) {
      slotHeld[at + half] = 0;
      slotFirst[at + half] = 0;
    }
  }

  /**
   * `finish` by small ids: each seat's rows of the game from its masks of ids (a game by small ids
   * has fewer rows than SMALL_IDS, all learnt from them), in the same order of sums as `finish`.
   */
  private finishSmall(outcome: Outcome): void {
    const { sums, counted, idRow, idPlays } = this;
    for (let seat = 0; seat < this.seats; seat++) {
      const share = headToHead(outcome.places, seat, this.teamOf);
      add(this.all, 0, share);
      const held = this.heldIds[seat] as number;
      const first = this.firstIds[seat] as number;
      let heldRows = 0;
      let firstRows = 0;
      for (let rest = held; rest !== 0; rest &= rest - 1) {
        const id = lowestId(rest);
        const bit = 1 << (idRow[id] as number);
        heldRows |= bit;
        if ((first & (1 << id)) !== 0) firstRows |= bit;
      }
      let playedRows = 0;
      for (let rest = this.playedIds[seat] as number; rest !== 0; rest &= rest - 1) {
        const id = lowestId(rest);
        const row = idRow[id] as number;
        playedRows |= 1 << row;
        const at = row * WIDTH + SLOT.plays;
        sums[at] = (sums[at] as number) + (idPlays[seat * SMALL_IDS + id] as number);
      }
      for (let rest = heldRows; rest !== 0; rest &= rest - 1) {
        const row = lowestId(rest);
        counted[row] = 1;
        add(sums, row * WIDTH + SLOT.held, share);
      }
      // Drawn: a card's row none of whose ids the seat held at its first decision.
      for (let rest = heldRows & ~firstRows & this.cardRows; rest !== 0; rest &= rest - 1)
        add(sums, lowestId(rest) * WIDTH + SLOT.drawn, share);
      for (let rest = playedRows; rest !== 0; rest &= rest - 1)
        add(sums, lowestId(rest) * WIDTH + SLOT.played, share);
    }
  }

  /** The counts so far, keys sorted: the rows of finished games. */
  tally(): CardTally {
    const out: CardTally = { [ALL]: Array.from(this.all) };
    const counted = this.keys.filter((_, row) => this.counted[row] === 1);
    for (const key of counted.sort()) {
      const row = (this.numbers.get(key) as number) * WIDTH;
      out[key] = Array.from(this.sums.subarray(row, row + WIDTH));
    }
    return out;
  }
}

/** A code of no slot, in its second mask of slots (CardWatcher.slotHi): the sign bit, so it shows. */
const NO_SLOT_BIT = 1 << 31;

/** Each code's bit in the first mask of slots (0-30) and in the second (31-61, or NO_SLOT_BIT). */
function slotBits(slotOf: Uint8Array): [Int32Array, Int32Array] {
  const lo = new Int32Array(slotOf.length);
  const hi = new Int32Array(slotOf.length);
  for (let code = 0; code < slotOf.length; code++) {
    const slot = slotOf[code] as number;
    if (slot === NO_SLOT) hi[code] = NO_SLOT_BIT;
    else if (slot < 31) lo[code] = 1 << slot;
    else hi[code] = 1 << (slot - 31);
  }
  return [lo, hi];
}

/** Sets `slot`'s bit in the pair of masks at `at` (slots 0-30 in the first, 31-61 in the second). */
function setSlot(masks: Int32Array, at: number, slot: number): void {
  if (slot < 31) masks[at] = (masks[at] as number) | (1 << slot);
  else masks[at + 1] = (masks[at + 1] as number) | (1 << (slot - 31));
}

/** The lowest small id in a non-empty mask. */
function lowestId(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

function add(row: Float64Array, at: number, share: number): void {
  row[at] = (row[at] as number) + 1;
  row[at + 1] = (row[at + 1] as number) + share;
  row[at + 2] = (row[at + 2] as number) + share * share;
}

function moments(row: readonly number[], at: number): Moments {
  return { n: row[at] ?? 0, sum: row[at + 1] ?? 0, sumSquares: row[at + 2] ?? 0 };
}

function minus(a: Moments, b: Moments): Moments {
  return { n: a.n - b.n, sum: a.sum - b.sum, sumSquares: a.sumSquares - b.sumSquares };
}

/**
 * The difference of two independent means with its normal 95% interval, e.g. the win rate with
 * a card in hand minus the win rate of seats that never saw it.
 */
export function meanDifference(a: Moments, b: Moments): Interval {
  const x = meanInterval(a);
  const y = meanInterval(b);
  const value = x.value - y.value;
  if (!Number.isFinite(x.low) || !Number.isFinite(y.low))
    return { value, low: -Infinity, high: Infinity };
  const half = Math.hypot(x.high - x.value, y.high - y.value);
  return { value, low: value - half, high: value + half };
}

/** One card's or choice's row of the report. Win rates count a draw as half a win. */
export interface CardRow {
  /** The card's name, e.g. 'Ghost Ball', or the choice, e.g. 'reward goal'. */
  readonly name: string;
  readonly kind: 'card' | 'choice';
  /** Seat-games in which the seat held it (for a choice: was offered it), drew it, played it. */
  readonly held: number;
  readonly drawn: number;
  readonly played: number;
  /** Times it was played or chosen. */
  readonly plays: number;
  /** Seat-games that never saw it. */
  readonly notSeen: number;
  readonly winHeld: Interval;
  readonly winDrawn: Interval;
  readonly winPlayed: Interval;
  readonly winNotSeen: Interval;
  /** Held but never played (for a choice: offered, never chosen). */
  readonly winNotPlayed: Interval;
  /**
   * For a card, the improvement when drawn as 17lands defines it: win rate in hand minus win
   * rate never seen. For a choice: win rate when chosen minus when offered and not chosen.
   */
  readonly improvement: Interval;
}

export interface CardsReport {
  /** Seat-games counted (finished games times seats). */
  readonly seatGames: number;
  /** Every seat's win rate (a draw half a win): 50% at two seats. */
  readonly overall: Interval;
  readonly rows: readonly CardRow[];
}

/**
 * Rows with their rates and intervals, cards first, each kind by improvement, highest first.
 * `perSeed`: games played on each seed, `seats` in a rotated run, whose intervals then count
 * seeds (stats.ts perSeedMoments); the counts and rates are the games'.
 */
export function cardsReport(tally: CardTally, perSeed = 1): CardsReport {
  const all = moments(tally[ALL] ?? [], 0);
  const mean = (m: Moments): Interval => meanInterval(perSeedMoments(m, perSeed));
  const difference = (a: Moments, b: Moments): Interval =>
    meanDifference(perSeedMoments(a, perSeed), perSeedMoments(b, perSeed));
  const rows: CardRow[] = [];
  for (const [key, row] of Object.entries(tally)) {
    if (key === ALL) continue;
    const card = key.startsWith('card:');
    const held = moments(row, SLOT.held);
    const drawn = moments(row, SLOT.drawn);
    const played = moments(row, SLOT.played);
    const notSeen = minus(all, held);
    const notPlayed = minus(held, played);
    rows.push({
      name: key.slice(key.indexOf(':') + 1),
      kind: card ? 'card' : 'choice',
      held: held.n,
      drawn: drawn.n,
      played: played.n,
      plays: row[SLOT.plays] ?? 0,
      notSeen: notSeen.n,
      winHeld: mean(held),
      winDrawn: mean(drawn),
      winPlayed: mean(played),
      winNotSeen: mean(notSeen),
      winNotPlayed: mean(notPlayed),
      improvement: card ? difference(held, notSeen) : difference(played, notPlayed),
    });
  }
  const order = (r: CardRow): number =>
    Number.isNaN(r.improvement.value) ? -Infinity : r.improvement.value;
  rows.sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === 'card' ? -1 : 1) ||
      order(b) - order(a) ||
      a.name.localeCompare(b.name),
  );
  return { seatGames: all.n, overall: mean(all), rows };
}
