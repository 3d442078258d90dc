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
 * Counting costs an `actionInfo` call per legal action of every decision, so it runs only when a
 * run asks for it (`LabConfig.metrics`); the play loop pays one test per decision otherwise.
 */
import type { ActionInfo, AnyGame, Outcome, Seat } from '../core/game.ts';
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

/** Watches the games of one chunk through the protocol and counts cards and choices. */
export class CardWatcher {
  private readonly engine: AnyGame;
  private readonly seats: number;
  private readonly teamOf: ArrayLike<number> | undefined;
  // Per seat, this game's rows and what happened to each (HELD | DRAWN | PLAYED).
  private readonly seen: Map<string, number>[];
  // Per seat, this game's plays by row.
  private readonly plays: Map<string, number>[];
  // Per seat, whether it has made its first decision of this game.
  private readonly decided: boolean[];
  private readonly rows = new Map<string, number[]>();
  // The keys of the last decision's legal actions, in order, when it offered more than one.
  private readonly keys: string[] = [];
  private offeredKeys = 0;
  private readonly cardKeys = new Map<string, Map<string, string>>();
  private readonly choiceKeys = new Map<string, Map<string, string>>();
  private readonly all: number[] = [0, 0, 0];

  constructor(engine: AnyGame, seats: number, teamOf?: ArrayLike<number>) {
    this.engine = engine;
    this.seats = seats;
    this.teamOf = teamOf;
    this.seen = Array.from({ length: seats }, () => new Map<string, number>());
    this.plays = Array.from({ length: seats }, () => new Map<string, number>());
    this.decided = new Array<boolean>(seats).fill(false);
  }

  /** A new game begins. */
  start(): void {
    for (let seat = 0; seat < this.seats; seat++) {
      (this.seen[seat] as Map<string, number>).clear();
      (this.plays[seat] as Map<string, number>).clear();
      this.decided[seat] = false;
    }
  }

  /**
   * `seat` must choose one of `legal` in `state`. A choice (an action without a card) counts as
   * offered only when the decision offers more than one action; a forced decision is counted by
   * `played` alone, from the one action's info.
   */
  offered(state: unknown, seat: Seat, legal: readonly number[]): void {
    this.offeredKeys = 0;
    if (legal.length < 2) return;
    const seen = this.seen[seat] as Map<string, number>;
    const drawn = this.decided[seat] === true;
    const keys = this.keys;
    for (let i = 0; i < legal.length; i++) {
      const info = this.engine.actionInfo(state, seat, legal[i] as number);
      const key = this.keyOf(info);
      keys[i] = key;
      if (!seen.has(key)) seen.set(key, HELD | (drawn && info.card !== undefined ? DRAWN : 0));
    }
    this.offeredKeys = legal.length;
  }

  /** `seat` chose `action`, one of `legal`, in `state`, before it is applied. */
  played(state: unknown, seat: Seat, action: number, legal: readonly number[]): void {
    const drawn = this.decided[seat] === true;
    this.decided[seat] = true;
    const seen = this.seen[seat] as Map<string, number>;
    const at = this.offeredKeys > 0 ? legal.indexOf(action) : -1;
    let key: string;
    if (at >= 0) {
      key = this.keys[at] as string;
    } else {
      // A forced decision: only a card counts, held (and drawn) as it is played.
      const info = this.engine.actionInfo(state, seat, action);
      if (info.card === undefined) return;
      key = this.keyOf(info);
      if (!seen.has(key)) seen.set(key, HELD | (drawn ? DRAWN : 0));
    }
    seen.set(key, (seen.get(key) ?? HELD) | PLAYED);
    const plays = this.plays[seat] as Map<string, number>;
    plays.set(key, (plays.get(key) ?? 0) + 1);
  }

  /** rowKey, with the strings kept: a key is built once per card or kind and side. */
  private keyOf(info: ActionInfo): string {
    const { kind, side, card, cardName } = info;
    if (cardName !== undefined) return this.cached(this.cardKeys, cardName, '', info);
    if (card === undefined) return this.cached(this.choiceKeys, kind, side ?? '', info);
    return rowKey(info);
  }

  private cached(
    keys: Map<string, Map<string, string>>,
    first: string,
    second: string,
    info: ActionInfo,
  ): string {
    let inner = keys.get(first);
    if (!inner) {
      inner = new Map<string, string>();
      keys.set(first, inner);
    }
    let key = inner.get(second);
    if (key === undefined) {
      key = rowKey(info);
      inner.set(second, key);
    }
    return key;
  }

  /** The game is over: every seat's result counts for its rows. */
  finish(outcome: Outcome): void {
    for (let seat = 0; seat < this.seats; seat++) {
      const share = headToHead(outcome.places, seat, this.teamOf);
      add(this.all, 0, share);
      const plays = this.plays[seat] as Map<string, number>;
      for (const [key, flags] of this.seen[seat] as Map<string, number>) {
        const row = this.row(key);
        if (flags & HELD) add(row, SLOT.held, share);
        if (flags & DRAWN) add(row, SLOT.drawn, share);
        if (flags & PLAYED) add(row, SLOT.played, share);
        row[SLOT.plays] = (row[SLOT.plays] as number) + (plays.get(key) ?? 0);
      }
    }
  }

  /** The counts so far, keys sorted. */
  tally(): CardTally {
    const out: CardTally = { [ALL]: [...this.all] };
    for (const key of [...this.rows.keys()].sort()) out[key] = [...(this.rows.get(key) ?? [])];
    return out;
  }

  private row(key: string): number[] {
    let row = this.rows.get(key);
    if (!row) {
      row = new Array<number>(WIDTH).fill(0);
      this.rows.set(key, row);
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
