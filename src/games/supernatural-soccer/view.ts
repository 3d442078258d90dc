/**
 * What a seat (or a spectator) may know (SS-11): the field, the score, the chain and the
 * discards are public; a hand only to its holder; a committed action card to its teammates
 * until the reveal. Never the deck's order or the generator. `stateFromView` builds a full
 * state from a view, everything hidden dealt at random (for `determinize`).
 */
import type { Seat, Viewer } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { NONE } from './board.ts';
import { isAsked } from './changers.ts';
import { actors, Card, handSize, newState } from './rules.ts';
import { EDITION_1_0 } from './facts.ts';
import {
  add,
  COMMITTED_WINDOW,
  handIndex,
  STEP_NAMES,
  Step,
  WINDOW_KINDS,
  type SsState,
} from './state.ts';
import { deckCounts, KIND_COUNT } from './vocabulary.ts';

export interface ChainLinkView {
  readonly seat: Seat;
  /** The Game Changer's kind, e.g. 9 (Counter Card). */
  readonly card: number;
  readonly target: number;
}

export interface SupernaturalView {
  readonly viewer: Viewer;
  readonly seats: number;
  readonly target: number;
  /** Each wizard's controlling seat, e.g. [0, 2, 1, 3]. */
  readonly controllers: readonly Seat[];
  /** Each wizard's hex. */
  readonly wizards: readonly number[];
  readonly ball: number;
  /** The carrying wizard, or -1. */
  readonly carrier: number;
  /** Each team's points. */
  readonly scores: readonly number[];
  readonly round: number;
  readonly turnTeam: number;
  /** 0 or 1: the turn's first or second action phase. */
  readonly phase: number;
  readonly turns: number;
  readonly step: (typeof STEP_NAMES)[number];
  /** The wizard acting or asked to attack, or -1. */
  readonly current: number;
  /** Whether each wizard has committed this phase. */
  readonly committed: readonly boolean[];
  /** Each committed action card the viewer may see (its team's, or all after the reveal), else -1. */
  readonly commitments: readonly number[];
  readonly done: readonly boolean[];
  readonly attacked: readonly boolean[];
  readonly declined: readonly boolean[];
  /** The viewer's hand as counts by kind (all 0 for a spectator), and those not playable yet. */
  readonly hand: readonly number[];
  readonly fresh: readonly number[];
  /** Cards in each seat's hand, and each seat's cards drawn by an exchange this phase. */
  readonly handSizes: readonly number[];
  readonly freshCounts: readonly number[];
  readonly deckSize: number;
  /** Discarded kinds in order, face up. */
  readonly discard: readonly number[];
  readonly chain: readonly ChainLinkView[];
  /** The open window's kind, or '' while none is open. */
  readonly window: string;
  /** Whether the viewer is asked in the open window, and whether it has passed there. */
  readonly asked: boolean;
  readonly passed: boolean;
  /** SS-10.3: whether each seat has let the open window's top link go (public). */
  readonly passes: readonly boolean[];
  /** SS-5.4: the wizard that let its teammate's action go first this phase, or -1. */
  readonly deferred: number;
  /** SS-6.3: whether each wizard took the ball by a Game Changer this phase (it stays put). */
  readonly stopped: readonly boolean[];
  /** '1.0.0' when the game is played by that version's rules (its records), else absent. */
  readonly edition?: typeof EDITION_1_0;
  /** Game Changers waiting for this phase's next kick. */
  readonly ghost: boolean;
  readonly heavy: boolean;
  readonly long: boolean;
  /** The opening roll-off: team 0's die, team 1's. */
  readonly rollOff: readonly number[];
}

/** SS-10.1: the pause between the last commitment and the reveal. */
const beforeReveal = (s: SsState): boolean =>
  s.step === Step.Window && s.windowKind === COMMITTED_WINDOW;

/** A seat's hand counts by kind (`counts` is the state's hands or fresh), all 0 for a spectator. */
function ownCounts(counts: readonly number[], viewer: Viewer): number[] {
  if (viewer < 0) return new Array<number>(KIND_COUNT).fill(0);
  const first = handIndex(viewer, 0);
  return counts.slice(first, first + KIND_COUNT);
}

/** Each seat's total of `counts` (the hands or the fresh cards). */
function seatSums(counts: readonly number[], seats: number): number[] {
  const out = new Array<number>(seats);
  for (let seat = 0; seat < seats; seat++) {
    let n = 0;
    for (let kind = 0; kind < KIND_COUNT; kind++) n += counts[handIndex(seat, kind)] as number;
    out[seat] = n;
  }
  return out;
}

const isCommitted = (card: number): boolean => card !== NONE;

/** SS-5.3: each wizard's committed card where `viewer` may see it now, else -1. */
function commitmentsOf(s: SsState, viewer: Viewer): number[] {
  // Every commitment after the reveal; before it, its team's only.
  if (s.step !== Step.Commit && !beforeReveal(s)) return s.commits.slice();
  const team = viewer >= 0 ? (s.teamOfSeat[viewer] as number) : NONE;
  return s.commits.map((card, w) => (w >> 1 === team ? card : NONE));
}

function chainOf(s: SsState): ChainLinkView[] {
  const links = s.chainKind.length;
  const out = new Array<ChainLinkView>(links);
  for (let link = 0; link < links; link++)
    out[link] = {
      seat: s.chainSeat[link] as Seat,
      card: s.chainKind[link] as number,
      target: s.chainTarget[link] as number,
    };
  return out;
}

/** A view of 1.0.0's rules: `edition` in its place, before the modifiers. */
function withEdition(v: SupernaturalView): SupernaturalView {
  const { ghost, heavy, long, rollOff, ...before } = v;
  return { ...before, edition: EDITION_1_0, ghost, heavy, long, rollOff };
}

// One object literal, no spread, its arrays copied (slice, map) or filled by index, not grown
// by pushes: bots and the lab build a view for every decision they read.
export function buildView(s: SsState, viewer: Viewer): SupernaturalView {
  const window = s.step === Step.Window;
  const view: SupernaturalView = {
    viewer,
    seats: s.seats,
    target: s.target,
    controllers: s.controller.slice(),
    wizards: s.cellOf.slice(),
    ball: s.ball,
    carrier: s.carrier,
    scores: s.scores.slice(),
    round: s.round,
    turnTeam: s.turnTeam,
    phase: s.phase,
    turns: s.turns,
    step: STEP_NAMES[s.step],
    current: s.current,
    committed: s.commits.map(isCommitted),
    commitments: commitmentsOf(s, viewer),
    done: s.done.slice(),
    attacked: s.attacked.slice(),
    declined: s.declined.slice(),
    hand: ownCounts(s.hands, viewer),
    fresh: ownCounts(s.fresh, viewer),
    handSizes: seatSums(s.hands, s.seats),
    freshCounts: seatSums(s.fresh, s.seats),
    deckSize: s.deck.length,
    discard: s.discard.slice(),
    chain: chainOf(s),
    window: window ? (WINDOW_KINDS[s.windowKind] ?? '') : '',
    asked: viewer >= 0 && window && ((s.passed[viewer] as boolean) || isAsked(s, viewer)),
    passed: viewer >= 0 && window && (s.passed[viewer] as boolean),
    passes: s.passed.map((passed) => window && passed),
    stopped: s.commits.map((_, w) => ((s.stopped >> w) & 1) === 1),
    deferred: s.deferred,
    ghost: s.ghost,
    heavy: s.heavy,
    long: s.long,
    rollOff: s.rollOff.slice(),
  };
  return s.firstEdition ? withEdition(view) : view;
}

/**
 * A full state `seat` cannot tell from the real one (SS-11): the other hands and the deck are
 * dealt at random from the cards it has not seen (under 1.0.0's rules, again while an open
 * window would have nobody to ask: its being open told that somebody held a card). A
 * commitment hidden from `seat` is taken back, to be made again. Who has passed in a window is
 * public (SS-12.4).
 */
export function stateFromView(v: SupernaturalView, seat: Seat, rng: Rng): SsState {
  const s = newState(
    v.edition ? { target: v.target, edition: v.edition } : { target: v.target },
    v.seats,
    Rng.fromRng(rng),
  );
  s.wizardAt.fill(NONE);
  v.wizards.forEach((cell, w) => {
    s.cellOf[w] = cell;
    s.wizardAt[cell] = w;
  });
  s.ball = v.ball;
  s.carrier = v.carrier;
  v.scores.forEach((n, team) => (s.scores[team] = n));
  s.round = v.round;
  s.turnTeam = v.turnTeam;
  s.phase = v.phase;
  s.turns = v.turns;
  s.step = STEP_NAMES.indexOf(v.step) as Step;
  s.current = v.current;
  v.commitments.forEach((c, w) => (s.commits[w] = c));
  v.done.forEach((d, w) => (s.done[w] = d));
  v.attacked.forEach((a, w) => (s.attacked[w] = a));
  v.declined.forEach((d, w) => (s.declined[w] = d));
  for (const kind of v.discard) s.discard.push(kind);
  for (const link of v.chain) {
    s.chainKind.push(link.card);
    s.chainTarget.push(link.target);
    s.chainSeat.push(link.seat);
  }
  if (v.window !== '') {
    s.windowKind = WINDOW_KINDS.indexOf(v.window as (typeof WINDOW_KINDS)[number]);
    s.resume =
      v.window === 'combat' ? Step.Combat : v.window === 'committed' ? Step.Commit : Step.Act;
  }
  v.passes.forEach((p, other) => (s.passed[other] = p));
  v.stopped.forEach((stop, w) => (s.stopped |= stop ? 1 << w : 0));
  s.deferred = v.deferred;
  s.ghost = v.ghost;
  s.heavy = v.heavy;
  s.long = v.long;
  v.rollOff.forEach((d, team) => (s.rollOff[team] = d));
  dealUnseen(s, v, seat, rng);
  if (beforeReveal(s)) guessCommitments(s, v, rng);
  return s;
}

/**
 * SS-10.1: at the pause before the reveal, the other team's chosen cards are not known: each is
 * drawn at random among the cards its player could have chosen (SS-5.2).
 */
function guessCommitments(s: SsState, v: SupernaturalView, rng: Rng): void {
  for (let w = 2 * s.turnTeam; w < 2 * s.turnTeam + 2; w++) {
    if (s.commits[w] !== NONE || !v.committed[w]) continue;
    const canExchange = handSize(s, s.controller[w] as Seat) > 0;
    const card = rng.int(canExchange ? 4 : 3);
    s.commits[w] = !canExchange && card === Card.Exchange ? Card.NoAction : card;
  }
}

function dealUnseen(s: SsState, v: SupernaturalView, seat: Seat, rng: Rng): void {
  const unseen = unseenCards(v, seat);
  for (let attempt = 0; ; attempt++) {
    rng.shuffle(unseen);
    s.hands.fill(0);
    s.fresh.fill(0);
    s.deck.length = 0;
    let next = 0;
    for (let kind = 0; kind < KIND_COUNT && seat >= 0; kind++) {
      s.hands[handIndex(seat, kind)] = v.hand[kind] as number;
      s.fresh[handIndex(seat, kind)] = v.fresh[kind] as number;
    }
    for (let p = 0; p < v.seats; p++) {
      if (p === seat) continue;
      for (let k = 0; k < (v.handSizes[p] as number); k++) {
        const kind = unseen[next++] as number;
        add(s.hands, handIndex(p, kind), 1);
        if (k < (v.freshCounts[p] as number)) add(s.fresh, handIndex(p, kind), 1);
      }
    }
    for (; next < unseen.length; next++) s.deck.push(unseen[next] as number);
    if (s.step !== Step.Window || actors(s).length > 0 || attempt >= 10_000) return;
  }
}

/** The Game Changers `seat` has not seen: the 39 less its hand, the discards and the chain. */
function unseenCards(v: SupernaturalView, seat: Seat): number[] {
  const left = deckCounts(v.edition !== undefined).slice();
  if (seat >= 0) v.hand.forEach((n, kind) => (left[kind] = (left[kind] as number) - n));
  for (const kind of v.discard) add(left, kind, -1);
  for (const link of v.chain) add(left, link.card, -1);
  const unseen: number[] = [];
  left.forEach((n, kind) => {
    for (let k = 0; k < n; k++) unseen.push(kind);
  });
  return unseen;
}
