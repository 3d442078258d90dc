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
  return {
    viewer,
    seats: s.seats,
    sideOf: s.sideOf.slice(),
    order: s.order.slice(),
    turn: s.turn,
    current: currentSeat(s),
    phase: PHASES[s.phase],
    hand: viewer >= 0 ? handList(s.hands, viewer) : null,
    handSizes: Array.from({ length: s.seats }, (_, seat) => handList(s.hands, seat).length),
    packSize: s.pack.length,
    discards: s.discards.slice(),
    formations: s.formations.map((list) =>
      list.map(
        (f) => ({ side: sideOf(f) === 0 ? 'shooting' : 'saving', cards: cardsOf(f) }) as const,
      ),
    ),
    goals: s.goals.slice(),
    keeperUsed: s.keeperUsed.map((used) => used === 1),
    keepersOut: s.keepersOut,
    half: s.half,
    tossWinner: s.tossWinner,
    shot: s.shotSide >= 0 ? { side: s.shotSide, index: s.shotIndex } : null,
    closing: s.closing,
    passes: s.passes,
    turns: s.turns,
    ...(s.goalUnasked ? { edition: EDITION_1_0 } : {}),
  };
}

function handList(hands: readonly number[], seat: Seat): number[] {
  const cards: number[] = [];
  for (let kind = 1; kind < KINDS; kind++) {
    for (let n = hands[seat * KINDS + kind] as number; n > 0; n--) cards.push(kind);
  }
  return cards;
}

/**
 * A full state consistent with what `seat` has seen: every card it cannot see (other hands
 * and the pack) is dealt at random, with the caller's generator, from the cards unaccounted for.
 */
export function stateFromView(v: GoalView, seat: Seat, rng: Rng): GoalState {
  const unseen = PACK_COUNTS.slice();
  const seen = [...(v.hand ?? []), ...v.discards, ...v.formations.flat().flatMap((f) => f.cards)];
  for (const card of seen) (unseen[card] as number)--;
  (unseen[GOALKEEPER] as number) -= v.keepersOut;
  const pool: number[] = [];
  unseen.forEach((count, kind) => {
    for (let n = 0; n < count; n++) pool.push(kind);
  });
  rng.shuffle(pool);
  const hands = new Array<number>(v.seats * KINDS).fill(0);
  for (let p = 0; p < v.seats; p++) {
    const cards = p === seat ? (v.hand ?? []) : pool.splice(0, v.handSizes[p] ?? 0);
    for (const card of cards) (hands[p * KINDS + card] as number)++;
  }
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
  return list.map((f) => {
    const [first = 0, ...rest] = f.cards;
    let packedFormation = formationOf(f.side === 'shooting' ? 0 : 1, first);
    for (const card of rest) packedFormation = withCard(packedFormation, card);
    return packedFormation;
  });
}
