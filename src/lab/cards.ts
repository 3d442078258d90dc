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
 * Counting names every legal action of every decision (cheaply where the game has a namer,
 * PlayableGame.actionName), so it runs only when a run asks for it (`LabConfig.metrics`); the
 * play loop pays one test per decision otherwise.
 */
import {
  emptyActionName,
  nameFromInfo,
  type ActionName,
  type ActionNamer,
} from '../core/action-name.ts';
import type { AnyGame, Outcome, Seat } from '../core/game.ts';
import { meanInterval, type Interval, type Moments } from './stats.ts';
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

/** A code not met yet, or one whose row depends on the state (fixedRow). */
const UNKNOWN = -1;

/**
 * Watches the games of one chunk through the protocol and counts cards and choices.
 *
 * It runs once per legal action of every decision, so it allocates nothing there and asks the
 * game as little as it can: a row is a small number (its key's index); a code that the game's
 * namer (PlayableGame.actionName) says names the same thing in every state has its row in a
 * table, asked of the game once per run; any other code is named again at each decision (by the
 * namer, else by actionInfo), and its row taken from the code's last name when the four fields
 * are the same (a code may mean another card or move in another state). A seat's rows of the
 * game are flags in a byte array, with the list of those touched, so a code whose row the seat
 * has already seen this game costs two array reads.
 */
export class CardWatcher {
  private readonly engine: AnyGame;
  private readonly namer: ActionNamer | undefined;
  private readonly seats: number;
  private readonly teamOf: ArrayLike<number> | undefined;
  // Rows by number: their keys, their numbers by key, their counts (made at a game's finish).
  private readonly keys: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly rows: (number[] | undefined)[] = [];
  // Named cards' rows by name, choices' by kind and side.
  private readonly cards = new Map<string, number>();
  private readonly choices = new Map<string, Map<string | undefined, number>>();
  // Per action code, the name its row was last made from, and that row.
  private readonly codeKind: (string | undefined)[] = [];
  private readonly codeSide: (string | undefined)[] = [];
  private readonly codeCard: (number | undefined)[] = [];
  private readonly codeName: (string | undefined)[] = [];
  private readonly codeRow: number[] = [];
  // Per action code, its row when its name is fixed (else UNKNOWN), and whether it is a card.
  private fixedRow = new Int32Array(64).fill(UNKNOWN);
  private fixedCard = new Uint8Array(64);
  // Per seat, this game's flags by row (HELD | DRAWN | PLAYED), the rows flagged, and plays.
  private readonly flags: Uint8Array[];
  private readonly touched: number[][];
  private readonly plays: Int32Array[];
  // Per seat, whether it has made its first decision of this game.
  private readonly decided: boolean[];
  // The name being read, and whether the last row found (rowOf) is a card's.
  private readonly name: ActionName = emptyActionName();
  private card = false;
  private readonly all: number[] = [0, 0, 0];

  constructor(engine: AnyGame, seats: number, teamOf?: ArrayLike<number>, namer?: ActionNamer) {
    this.engine = engine;
    this.namer = namer;
    this.seats = seats;
    this.teamOf = teamOf;
    this.flags = Array.from({ length: seats }, () => new Uint8Array(16));
    this.touched = Array.from({ length: seats }, () => []);
    this.plays = Array.from({ length: seats }, () => new Int32Array(16));
    this.decided = new Array<boolean>(seats).fill(false);
  }

  /** A new game begins. */
  start(): void {
    for (let seat = 0; seat < this.seats; seat++) {
      const flags = this.flags[seat] as Uint8Array;
      const plays = this.plays[seat] as Int32Array;
      const touched = this.touched[seat] as number[];
      for (const id of touched) {
        flags[id] = 0;
        plays[id] = 0;
      }
      touched.length = 0;
      this.decided[seat] = false;
    }
  }

  /**
   * `seat` must choose one of `legal` in `state`. A choice (an action without a card) counts as
   * offered only when the decision offers more than one action; a forced decision is counted by
   * `played` alone, from the one action's name.
   */
  offered(state: unknown, seat: Seat, legal: readonly number[]): void {
    const n = legal.length;
    if (n < 2) return;
    const drawn = this.decided[seat] === true;
    // Held in locals for the loop; naming a code (rowOf) may grow them, and they are read again.
    let fixedRow = this.fixedRow;
    let fixedCard = this.fixedCard;
    let flags = this.flags[seat] as Uint8Array;
    for (let i = 0; i < n; i++) {
      const action = legal[i] as number;
      const fixed = action < fixedRow.length ? (fixedRow[action] as number) : UNKNOWN;
      if (fixed !== UNKNOWN) {
        // Seen already this game: nothing to add.
        if (flags[fixed] === 0) this.hold(seat, fixed, drawn && fixedCard[action] === 1);
        continue;
      }
      const id = this.rowOf(state, seat, action);
      this.hold(seat, id, drawn && this.card);
      fixedRow = this.fixedRow;
      fixedCard = this.fixedCard;
      flags = this.flags[seat] as Uint8Array;
    }
  }

  /**
   * `seat` chose `action`, one of `legal`, in `state`, after `offered` with the same state and
   * legal actions and before the action is applied.
   */
  played(state: unknown, seat: Seat, action: number, legal: readonly number[]): void {
    const drawn = this.decided[seat] === true;
    this.decided[seat] = true;
    const fixed = action < this.fixedRow.length ? (this.fixedRow[action] as number) : UNKNOWN;
    const id = fixed !== UNKNOWN ? fixed : this.rowOf(state, seat, action);
    if (legal.length < 2) {
      // A forced decision: only a card counts, held (and drawn) as it is played.
      if (fixed !== UNKNOWN ? this.fixedCard[action] !== 1 : !this.card) return;
      this.hold(seat, id, drawn);
    }
    const flags = this.flags[seat] as Uint8Array;
    if (flags[id] === 0) (this.touched[seat] as number[]).push(id);
    flags[id] = (flags[id] === 0 ? HELD : (flags[id] as number)) | PLAYED;
    const plays = this.plays[seat] as Int32Array;
    plays[id] = (plays[id] as number) + 1;
  }

  /** Marks row `id` held by `seat` (and drawn) unless the seat has already seen it this game. */
  private hold(seat: Seat, id: number, drawn: boolean): void {
    const flags = this.flags[seat] as Uint8Array;
    if (flags[id] !== 0) return;
    flags[id] = HELD | (drawn ? DRAWN : 0);
    (this.touched[seat] as number[]).push(id);
  }

  /**
   * The row of `action` in `state` (its key's number), from the game's namer or its actionInfo;
   * sets `card` to whether it is a card's, and remembers the row for good when its name is fixed.
   */
  private rowOf(state: unknown, seat: Seat, action: number): number {
    const name = this.name;
    if (this.namer) this.namer(state, seat, action, name);
    else nameFromInfo(this.engine, state, seat, action, name, false);
    const { kind, side, card, cardName } = name;
    this.card = card !== undefined;
    if (action >= this.codeRow.length) this.growCodes(action + 1);
    let id: number;
    if (
      this.codeKind[action] === kind &&
      this.codeSide[action] === side &&
      this.codeCard[action] === card &&
      this.codeName[action] === cardName
    ) {
      id = this.codeRow[action] as number;
    } else {
      id =
        cardName !== undefined
          ? this.cardId(cardName)
          : card === undefined
            ? this.choiceId(kind, side)
            : this.idOf(rowKey(name));
      this.codeKind[action] = kind;
      this.codeSide[action] = side;
      this.codeCard[action] = card;
      this.codeName[action] = cardName;
      this.codeRow[action] = id;
    }
    if (name.fixed) {
      this.fixedRow[action] = id;
      this.fixedCard[action] = this.card ? 1 : 0;
    }
    return id;
  }

  /**
   * The row of a choice by its kind and side, found without building its key: a code whose
   * kind or side changes with the state (a move that is a step here and a dribble there) comes
   * here whenever it changes.
   */
  private choiceId(kind: string, side: string | undefined): number {
    let sides = this.choices.get(kind);
    if (!sides) {
      sides = new Map();
      this.choices.set(kind, sides);
    }
    let id = sides.get(side);
    if (id === undefined) {
      id = this.idOf(rowKey({ kind, ...(side === undefined ? {} : { side }) }));
      sides.set(side, id);
    }
    return id;
  }

  /** The row of a named card, found without building its key (a hand slot's code meets many). */
  private cardId(cardName: string): number {
    let id = this.cards.get(cardName);
    if (id === undefined) {
      id = this.idOf(rowKey({ kind: '', cardName }));
      this.cards.set(cardName, id);
    }
    return id;
  }

  /** The number of the row keyed `key`, made when new. */
  private idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keys.push(key);
      this.ids.set(key, id);
      this.rows.push(undefined);
      this.grow(id + 1);
    }
    return id;
  }

  /**
   * Makes the per-code arrays hold at least `size` codes, filled in order so that they stay
   * packed arrays (an array written first at a high index turns into a slow dictionary).
   */
  private growCodes(size: number): void {
    const end = Math.max(size, 2 * this.codeRow.length, 64);
    for (let code = this.codeRow.length; code < end; code++) {
      this.codeKind.push(undefined);
      this.codeSide.push(undefined);
      this.codeCard.push(undefined);
      this.codeName.push(undefined);
      this.codeRow.push(-1);
    }
    if (this.fixedRow.length < end) {
      const fixedRow = new Int32Array(end).fill(UNKNOWN);
      fixedRow.set(this.fixedRow);
      this.fixedRow = fixedRow;
      const fixedCard = new Uint8Array(end);
      fixedCard.set(this.fixedCard);
      this.fixedCard = fixedCard;
    }
  }

  /** Makes every seat's arrays hold at least `size` rows. */
  private grow(size: number): void {
    if ((this.flags[0]?.length ?? size) >= size) return;
    for (let seat = 0; seat < this.seats; seat++) {
      const flags = new Uint8Array(2 * size);
      flags.set(this.flags[seat] as Uint8Array);
      this.flags[seat] = flags;
      const plays = new Int32Array(2 * size);
      plays.set(this.plays[seat] as Int32Array);
      this.plays[seat] = plays;
    }
  }

  /** The game is over: every seat's result counts for its rows. */
  finish(outcome: Outcome): void {
    for (let seat = 0; seat < this.seats; seat++) {
      const share = headToHead(outcome.places, seat, this.teamOf);
      add(this.all, 0, share);
      const flags = this.flags[seat] as Uint8Array;
      const plays = this.plays[seat] as Int32Array;
      for (const id of this.touched[seat] as number[]) {
        const f = flags[id] as number;
        const row = this.row(id);
        if (f & HELD) add(row, SLOT.held, share);
        if (f & DRAWN) add(row, SLOT.drawn, share);
        if (f & PLAYED) add(row, SLOT.played, share);
        row[SLOT.plays] = (row[SLOT.plays] as number) + (plays[id] as number);
      }
    }
  }

  /** The counts so far, keys sorted: the rows of finished games. */
  tally(): CardTally {
    const out: CardTally = { [ALL]: [...this.all] };
    const counted = this.keys.filter((_, id) => this.rows[id] !== undefined);
    for (const key of counted.sort())
      out[key] = [...(this.rows[this.ids.get(key) as number] as number[])];
    return out;
  }

  private row(id: number): number[] {
    let row = this.rows[id];
    if (!row) {
      row = new Array<number>(WIDTH).fill(0);
      this.rows[id] = row;
    }
    return row;
  }
}

function add(row: number[], at: number, share: number): void {
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

/** Rows with their rates and intervals, cards first, each kind by improvement, highest first. */
export function cardsReport(tally: CardTally): CardsReport {
  const all = moments(tally[ALL] ?? [], 0);
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
      winHeld: meanInterval(held),
      winDrawn: meanInterval(drawn),
      winPlayed: meanInterval(played),
      winNotSeen: meanInterval(notSeen),
      winNotPlayed: meanInterval(notPlayed),
      improvement: card ? meanDifference(held, notSeen) : meanDifference(played, notPlayed),
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
  return { seatGames: all.n, overall: meanInterval(all), rows };
}
