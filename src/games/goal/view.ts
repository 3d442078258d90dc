/**
 * What a player of Goal! may know: their own hand, how many cards everyone holds, the pack's
 * size, the face-up discards and everything on the table. Never another hand, never the
 * pack's order (GL-2.1: partners do not see each other's hands either).
 */
import type { Seat, Viewer } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { KINDS } from './cards.ts';
import { GOALKEEPER, PACK_COUNTS } from './vocabulary.ts';
import { cardsOf, formationOf, sideOf, withCard } from './formations.ts';
import { EDITION_1_0 } from './facts.ts';
import { DEALT } from './seating.ts';
import type { Phase } from './state.ts';
import { currentSeat, type GoalState } from './state.ts';

export interface FormationView {
  /** 'shooting' or 'saving'. */
  readonly side: 'shooting' | 'saving';
  /** The cards in the order played, e.g. [4, 7]. */
  readonly cards: readonly number[];
}

export interface GoalView {
  readonly viewer: Viewer;
  readonly seats: number;
  /** Each seat's side, 0 or 1. */
  readonly sideOf: readonly number[];
  /** One cycle of the turn order, as seats. */
  readonly order: readonly Seat[];
  readonly turn: number;
  /** Whose turn it is. */
  readonly current: Seat;
  readonly phase: 'turn' | 'answer' | 'free-kick' | 'over';
  /** The viewer's hand as card kinds, ascending (e.g. [4, 7, 7, 12]); null for a spectator. */
  readonly hand: readonly number[] | null;
  readonly handSizes: readonly number[];
  readonly packSize: number;
  readonly discards: readonly number[];
  /** Each side's formations on the table, oldest first. */
  readonly formations: readonly (readonly FormationView[])[];
  readonly goals: readonly number[];
  readonly keeperUsed: readonly boolean[];
  readonly keepersOut: number;
  readonly half: number;
  readonly tossWinner: number;
  /** The shot waiting for an answer: its side and formation index; null when none. */
  readonly shot: { readonly side: number; readonly index: number } | null;
  readonly closing: boolean;
  readonly passes: number;
  readonly turns: number;
  /** The earlier engine version whose rules are played ('1.0.0', GL-4.6); absent for today's. */
  readonly edition?: typeof EDITION_1_0;
}

const PHASES = ['turn', 'answer', 'free-kick', 'over'] as const;

export function buildView(s: GoalState, viewer: Viewer): GoalView {
  const view: Mutable<GoalView> = {
    viewer,
    seats: s.seats,
    sideOf: s.sideOf.slice(),
    order: s.order.slice(),
    turn: s.turn,
    current: currentSeat(s),
    phase: PHASES[s.phase],
    hand: viewer >= 0 ? handList(s.hands, viewer) : null,
    handSizes: handSizes(s),
    packSize: s.pack.length,
    discards: s.discards.slice(),
    formations: [formationViews(s.formations[0]), formationViews(s.formations[1])],
    goals: [s.goals[0], s.goals[1]],
    keeperUsed: [s.keeperUsed[0] === 1, s.keeperUsed[1] === 1],
    keepersOut: s.keepersOut,
    half: s.half,
    tossWinner: s.tossWinner,
    shot: s.shotSide >= 0 ? { side: s.shotSide, index: s.shotIndex } : null,
    closing: s.closing,
    passes: s.passes,
    turns: s.turns,
  };
  if (s.goalUnasked) view.edition = EDITION_1_0;
  return view;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function handList(hands: readonly number[], seat: Seat): number[] {
  const cards: number[] = [];
  for (let kind = 1; kind < KINDS; kind++) {
    for (let n = hands[seat * KINDS + kind] as number; n > 0; n--) cards.push(kind);
  }
  return cards;
}

/** How many cards each seat holds. */
function handSizes(s: GoalState): number[] {
  const sizes: number[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    let size = 0;
    for (let kind = 1; kind < KINDS; kind++) {
      const n = s.hands[seat * KINDS + kind] as number;
      if (n > 0) size += n;
    }
    sizes.push(size);
  }
  return sizes;
}

function formationViews(list: readonly number[]): FormationView[] {
  const views: FormationView[] = [];
  for (const f of list)
    views.push({ side: sideOf(f) === 0 ? 'shooting' : 'saving', cards: cardsOf(f) });
  return views;
}

/**
 * A full state consistent with what `seat` has seen: every card it cannot see (other hands
 * and the pack) is dealt at random, with the caller's generator, from the cards unaccounted for.
 */
export function stateFromView(v: GoalView, seat: Seat, rng: Rng): GoalState {
  const unseen = PACK_COUNTS.slice();
  const hand = v.hand ?? NO_CARDS;
  for (const card of hand) (unseen[card] as number)--;
  for (const card of v.discards) (unseen[card] as number)--;
  for (const side of v.formations)
    for (const f of side) for (const card of f.cards) (unseen[card] as number)--;
  (unseen[GOALKEEPER] as number) -= v.keepersOut;
  const pool: number[] = [];
  for (let kind = 0; kind < unseen.length; kind++)
    for (let n = 0; n < (unseen[kind] as number); n++) pool.push(kind);
  rng.shuffle(pool);
  const hands = new Array<number>(v.seats * KINDS).fill(0);
  // Each other seat takes its hand from the front of the shuffled pool; the rest is the pack.
  let dealt = 0;
  for (let p = 0; p < v.seats; p++) {
    if (p === seat) {
      for (const card of hand) (hands[p * KINDS + card] as number)++;
      continue;
    }
    const end = Math.min(pool.length, dealt + Math.max(0, v.handSizes[p] ?? 0));
    for (; dealt < end; dealt++) (hands[p * KINDS + (pool[dealt] as number)] as number)++;
  }
  if (dealt > 0) pool.splice(0, dealt);
  return {
    seats: v.seats,
    rng: Rng.fromRng(rng),
    sideOf: v.sideOf.slice(),
    order: v.order.slice(),
    dealt: DEALT[v.seats] as readonly number[],
    hands,
    pack: pool,
    discards: v.discards.slice(),
    formations: [packed(v.formations[0] ?? []), packed(v.formations[1] ?? [])],
    goals: [v.goals[0] ?? 0, v.goals[1] ?? 0],
    keeperUsed: [v.keeperUsed[0] ? 1 : 0, v.keeperUsed[1] ? 1 : 0],
    keepersOut: v.keepersOut,
    half: v.half,
    tossWinner: v.tossWinner,
    turn: v.turn,
    phase: PHASES.indexOf(v.phase) as Phase,
    shotSide: v.shot ? v.shot.side : -1,
    shotIndex: v.shot ? v.shot.index : -1,
    closing: v.closing,
    passes: v.passes,
    turns: v.turns,
    goalUnasked: v.edition !== undefined,
    actorBuffer: [v.current],
  };
}

function packed(list: readonly FormationView[]): number[] {
  const formations: number[] = [];
  for (const f of list) {
    let packedFormation = formationOf(f.side === 'shooting' ? 0 : 1, f.cards[0] ?? 0);
    for (let i = 1; i < f.cards.length; i++)
      packedFormation = withCard(packedFormation, f.cards[i] as number);
    formations.push(packedFormation);
  }
  return formations;
}

const NO_CARDS: readonly number[] = [];
