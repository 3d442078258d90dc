/**
 * Chain cards: the smallest game with teams, a team's secret commitment and response windows
 * whose chains resolve last in, first out — what Supernatural Soccer's Game Changers and
 * Golazo's power cards need, without either game's rules. The core's tests (the conformance
 * suite's window and team checks, the server's tests over the wire) play it.
 *
 * Rules (numbered for the tests):
 * - CC-1 Two seats play one against one; four play in two teams, seats 0 and 2 against 1 and 3.
 *   Three seats are refused. Teammates share a score and a place.
 * - CC-2 The deck holds 30 cards: 16 shots (ids 0–15, worth id mod 4 + 1), 6 Blocks (16–21),
 *   4 Boosts (22–25) and 4 Counters (26–29). It is shuffled and every seat is dealt a hidden
 *   hand; before every round each hand is filled back up, the discards reshuffled into the
 *   deck when it runs out.
 * - CC-3 The teams take turns attacking, team 0 first, for the set number of rounds. Every
 *   seat of the attacking team commits one card from its hand, secretly and at the same time;
 *   a teammate sees the commitment at once, an opponent only that a card was committed.
 * - CC-4 When all have committed the cards are revealed: the shots' values are the points at
 *   stake (any other card committed is worth 0). Every reveal is a window point.
 * - CC-5 In the window a seat may play a card in answer: a Block if it defends, a Boost if it
 *   attacks (either at any depth of the chain), a Counter on a card of the other team on top
 *   of the chain. Every seat holding at least one card is asked, whether or not it holds an
 *   answer (hand sizes are public, the cards are not): one without an answer may only pass.
 *   Who is asked, who passed and when the window closes are public.
 * - CC-6 A card played becomes the next link of the chain, and every seat holding a card is
 *   asked again, also one that passed before. When all asked seats have passed (or no seat
 *   holds a card) the chain resolves last in, first out: a Counter cancels the link beneath
 *   it, a Block makes the points 0, a Boost adds 2; a cancelled link does nothing.
 * - CC-7 The attacking team scores the points; every card of the round is discarded.
 * - CC-8 After the last round the higher team score wins; equal scores share first place.
 */
import { z } from 'zod';
import { WINDOW_POINT, type Game, type GameEvent, type Seat, type Viewer } from '../game.ts';
import { Rng } from '../rng.ts';
import { placesFromScores } from '../seats.ts';
import { seatRef } from '../seat-words.ts';

const NONE = -1;
/** CC-2: the deck's size; each hand is a bit set over these ids. */
export const DECK_SIZE = 30;
/** The action that lets a window's moment go; cards are played or committed by their ids. */
export const PASS = DECK_SIZE;
export const FIRST_BLOCK = 16;
export const FIRST_BOOST = 22;
export const FIRST_COUNTER = 26;

export type CardKind = 'shot' | 'block' | 'boost' | 'counter';

export function cardKind(card: number): CardKind {
  if (card < FIRST_BLOCK) return 'shot';
  if (card < FIRST_BOOST) return 'block';
  return card < FIRST_COUNTER ? 'boost' : 'counter';
}

/** CC-2/CC-4: what a committed card is worth. */
export function cardValue(card: number): number {
  return card < FIRST_BLOCK ? (card % 4) + 1 : 0;
}

export function cardName(card: number): string {
  const kind = cardKind(card);
  return kind === 'shot' ? `Shot ${cardValue(card)}` : kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** CC-1: a seat's team, 0 or 1, for both seat counts. */
const teamOf = (seat: Seat): number => seat % 2;

type Phase = 'commit' | 'window' | 'over';

export interface ChainCardsState {
  readonly seats: number;
  readonly rounds: number;
  readonly handSize: number;
  readonly rng: Rng;
  phase: Phase;
  /** Rounds played so far, e.g. 2; the attacking team is round mod 2. */
  round: number;
  /** Each seat's hand as a bit set of card ids. */
  readonly hands: number[];
  /** Cards to draw, top last. */
  readonly deck: number[];
  /** Cards played, in the order they left play: public. */
  readonly discard: number[];
  /** Each seat's committed card this round, or -1. */
  readonly commits: number[];
  /** CC-4: the points at stake once revealed. */
  points: number;
  /** The chain's links, bottom first: who played which card. */
  readonly chainCards: number[];
  readonly chainSeats: number[];
  /** Who has passed on the chain's top link. */
  readonly passed: boolean[];
  readonly scores: number[];
  readonly actorBuffer: Seat[];
  readonly windowBuffer: { kind: string; pass: number; chain: number };
}

export interface ChainLink {
  readonly seat: Seat;
  readonly card: number;
}

export interface ChainCardsView {
  readonly viewer: Viewer;
  readonly seats: number;
  readonly rounds: number;
  readonly handSize: number;
  readonly phase: Phase;
  readonly round: number;
  /** The viewer's own hand, ascending; empty for a spectator. */
  readonly hand: readonly number[];
  readonly handSizes: readonly number[];
  readonly deckSize: number;
  readonly discard: readonly number[];
  readonly committed: readonly boolean[];
  /** Each committed card the viewer may see (its team's, or all once revealed), else -1. */
  readonly commitments: readonly number[];
  readonly points: number;
  readonly chain: readonly ChainLink[];
  /** Whether the viewer is asked on the chain's top link now (CC-5: who is asked is public). */
  readonly asked: boolean;
  /** Each seat's pass on the chain's top link, e.g. [true, false]: public (CC-5). */
  readonly passed: readonly boolean[];
  /** Each team's score. */
  readonly scores: readonly number[];
}

const options = z.strictObject({
  rounds: z.number().int().min(1).max(12).default(4).describe('How many rounds are played.'),
  handSize: z.number().int().min(2).max(4).default(3).describe('How many cards a hand holds.'),
});

const attacking = (s: ChainCardsState): number => s.round % 2;

function holds(hand: number, card: number): boolean {
  return ((hand >>> card) & 1) === 1;
}

/** CC-5: whether `seat` may play `card` in answer to what the chain's top is now. */
function playable(s: ChainCardsState, seat: Seat, card: number): boolean {
  const kind = cardKind(card);
  if (kind === 'block') return teamOf(seat) !== attacking(s);
  if (kind === 'boost') return teamOf(seat) === attacking(s);
  if (kind !== 'counter' || s.chainSeats.length === 0) return false;
  return teamOf(s.chainSeats[s.chainSeats.length - 1] as Seat) !== teamOf(seat);
}

function actors(s: ChainCardsState): readonly Seat[] {
  const out = s.actorBuffer;
  out.length = 0;
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.phase === 'commit') {
      if (teamOf(seat) === attacking(s) && s.commits[seat] === NONE) out.push(seat);
    } else if (s.phase === 'window' && !s.passed[seat] && s.hands[seat] !== 0) out.push(seat);
  }
  return out;
}

function teamSeats(s: ChainCardsState, seat: Seat): Seat[] {
  return Array.from({ length: s.seats }, (_, p) => p).filter((p) => teamOf(p) === teamOf(seat));
}

/** CC-2: fills every hand back up, reshuffling the discards into an empty deck. */
function refill(s: ChainCardsState): void {
  for (let seat = 0; seat < s.seats; seat++) {
    while (popcount(s.hands[seat] as number) < s.handSize) {
      if (s.deck.length === 0) {
        for (const card of s.discard) s.deck.push(card);
        s.discard.length = 0;
        s.rng.shuffle(s.deck);
      }
      const card = s.deck.pop();
      if (card === undefined) return;
      s.hands[seat] = (s.hands[seat] as number) | (1 << card);
    }
  }
}

function popcount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

/** CC-4: all committed: reveal, then open the window, or resolve at once if no seat holds a card. */
function reveal(s: ChainCardsState, events?: GameEvent[]): void {
  s.points = 0;
  for (let seat = 0; seat < s.seats; seat++)
    if (s.commits[seat] !== NONE) s.points += cardValue(s.commits[seat] as number);
  s.phase = 'window';
  s.passed.fill(false);
  if (events) {
    const cards = s.commits.filter((c) => c !== NONE);
    const names = cards.map(cardName).join(' and ');
    events.push({
      kind: 'reveal',
      text: `The attack reveals ${names}: ${s.points} at stake.`,
      data: { cards, points: s.points },
    });
    events.push({
      kind: WINDOW_POINT,
      text: 'The reveal may be answered.',
      data: { window: 'reveal' },
    });
  }
  if (actors(s).length === 0) resolve(s, events);
}

/** CC-6/CC-7: the chain resolves from its top down, the attack scores, the next round starts. */
function resolve(s: ChainCardsState, events?: GameEvent[]): void {
  let cancelled = false;
  for (let link = s.chainCards.length - 1; link >= 0; link--) {
    const card = s.chainCards[link] as number;
    const seat = s.chainSeats[link] as Seat;
    const kind = cardKind(card);
    if (!cancelled) {
      if (kind === 'block') s.points = 0;
      else if (kind === 'boost') s.points += 2;
    }
    events?.push({
      kind: 'resolve',
      seat,
      text: `Link ${link + 1}, ${seatRef(seat)}'s ${cardName(card)}, ${cancelled ? 'is cancelled' : 'resolves'}.`,
      data: { link: link + 1, card, cancelled },
    });
    cancelled = !cancelled && kind === 'counter';
    s.discard.push(card);
  }
  const team = attacking(s);
  s.scores[team] = (s.scores[team] as number) + s.points;
  events?.push({
    kind: 'score',
    seat: team,
    text: `${seatRef(team)}'s team scores ${s.points}.`,
    data: { team, points: s.points },
  });
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.commits[seat] !== NONE) s.discard.push(s.commits[seat] as number);
  }
  s.commits.fill(NONE);
  s.chainCards.length = 0;
  s.chainSeats.length = 0;
  s.points = 0;
  s.round++;
  if (s.round >= s.rounds) {
    s.phase = 'over';
    return;
  }
  s.phase = 'commit';
  refill(s);
}

function commit(s: ChainCardsState, seat: Seat, card: number, events?: GameEvent[]): void {
  s.hands[seat] = (s.hands[seat] as number) & ~(1 << card);
  s.commits[seat] = card;
  events?.push({ kind: 'commit', seat, text: `${seatRef(seat)} commits a card.` });
  events?.push({
    kind: 'team-commit',
    seat,
    text: `${seatRef(seat)} commits ${cardName(card)}.`,
    visibleTo: teamSeats(s, seat),
  });
  if (actors(s).length === 0) reveal(s, events);
}

function answer(s: ChainCardsState, seat: Seat, action: number, events?: GameEvent[]): void {
  if (action === PASS) {
    s.passed[seat] = true;
    // Public (CC-5): every seat holding a card is asked, so a pass tells nothing of its hand.
    events?.push({ kind: 'pass', seat, text: `${seatRef(seat)} passes.` });
  } else {
    s.hands[seat] = (s.hands[seat] as number) & ~(1 << action);
    s.chainCards.push(action);
    s.chainSeats.push(seat);
    s.passed.fill(false);
    events?.push({
      kind: 'play',
      seat,
      text: `${seatRef(seat)} plays ${cardName(action)}.`,
      data: { card: action, link: s.chainCards.length },
    });
  }
  if (actors(s).length === 0) resolve(s, events);
}

function newState(seats: number, rounds: number, handSize: number, rng: Rng): ChainCardsState {
  return {
    seats,
    rounds,
    handSize,
    rng,
    phase: 'commit',
    round: 0,
    hands: new Array<number>(seats).fill(0),
    deck: [],
    discard: [],
    commits: new Array<number>(seats).fill(NONE),
    points: 0,
    chainCards: [],
    chainSeats: [],
    passed: new Array<boolean>(seats).fill(false),
    scores: [0, 0],
    actorBuffer: [],
    windowBuffer: { kind: 'reveal', pass: PASS, chain: 0 },
  };
}

/**
 * Deals `unseen` (shuffled) to the hidden places of a determinized state. A commitment the
 * seat cannot see (an opponent's, CC-3) goes back into its committer's hand, to be made again.
 */
function deal(s: ChainCardsState, v: ChainCardsView, seat: Seat, unseen: readonly number[]): void {
  let next = 0;
  s.deck.length = 0;
  for (let p = 0; p < v.seats; p++) {
    const shown = v.commitments[p] as number;
    const reopened = v.committed[p] === true && shown === NONE;
    s.commits[p] = reopened ? NONE : shown;
    if (p === seat) continue;
    s.hands[p] = 0;
    for (let k = 0; k < (v.handSizes[p] as number) + (reopened ? 1 : 0); k++)
      s.hands[p] = (s.hands[p] as number) | (1 << (unseen[next++] as number));
  }
  for (; next < unseen.length; next++) s.deck.push(unseen[next] as number);
}

const bitsToCards = (bits: number): number[] =>
  Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => holds(bits, c));

export const chainCards: Game<ChainCardsState, ChainCardsView, z.infer<typeof options>> = {
  facts: {
    id: 'chain-cards',
    title: 'Chain cards',
    // 2.0.0: every seat holding a card is asked (CC-5), where 1.0.0 asked only seats holding an
    // answer, and so told everyone who held one. A test game: its 1.0.0 tables are not kept.
    version: '2.0.0',
    minSeats: 2,
    maxSeats: 4,
    chance: true,
    hiddenInformation: true,
    options,
    // CC-3/CC-6: per round 2 commitments, at most 14 responses each followed by 4 passes.
    actionBound: 12 * (2 + 14 * 5 + 4),
    teams: (seats) =>
      [0, 1].map((team) =>
        Array.from({ length: seats }, (_, p) => p).filter((p) => teamOf(p) === team),
      ),
    seatsProblem: (_o, seats) => (seats === 3 ? 'Chain cards takes 2 or 4 seats.' : undefined),
  },
  setup(o, seats, rng) {
    const s = newState(seats, o.rounds, o.handSize, rng);
    for (let card = 0; card < DECK_SIZE; card++) s.deck.push(card);
    rng.shuffle(s.deck);
    refill(s);
    return s;
  },
  actors,
  legalActions(s, seat, out = []) {
    out.length = 0;
    if (!actors(s).includes(seat)) return out;
    const hand = s.hands[seat] as number;
    for (let card = 0; card < DECK_SIZE; card++) {
      if (holds(hand, card) && (s.phase === 'commit' || playable(s, seat, card))) out.push(card);
    }
    if (s.phase === 'window') out.push(PASS);
    return out;
  },
  actionLabel: (s, _seat, action) =>
    action === PASS ? 'Pass' : `${s.phase === 'commit' ? 'Commit' : 'Play'} ${cardName(action)}`,
  actionInfo: (s, _seat, action) =>
    action === PASS
      ? { kind: 'pass' }
      : { kind: s.phase === 'commit' ? 'commit' : 'play', card: action },
  apply(s, seat, action, events) {
    if (s.phase === 'commit') commit(s, seat, action, events);
    else answer(s, seat, action, events);
  },
  window(s) {
    if (s.phase !== 'window') return undefined;
    s.windowBuffer.chain = s.chainCards.length;
    return s.windowBuffer;
  },
  outcome(s) {
    if (s.phase !== 'over') return undefined;
    const scores = Array.from({ length: s.seats }, (_, p) => s.scores[teamOf(p)] as number);
    return { scores, places: placesFromScores(scores) };
  },
  view: (s, viewer) => ({
    viewer,
    seats: s.seats,
    rounds: s.rounds,
    handSize: s.handSize,
    phase: s.phase,
    round: s.round,
    hand: viewer >= 0 ? bitsToCards(s.hands[viewer] as number) : [],
    handSizes: s.hands.map(popcount),
    deckSize: s.deck.length,
    discard: s.discard.slice(),
    committed: s.commits.map((c) => c !== NONE),
    commitments: s.commits.map((c, p) =>
      s.phase === 'window' || (viewer >= 0 && teamOf(viewer) === teamOf(p)) ? c : NONE,
    ),
    points: s.points,
    chain: s.chainCards.map((card, link) => ({ seat: s.chainSeats[link] as Seat, card })),
    asked: viewer >= 0 && s.phase === 'window' && actors(s).includes(viewer),
    passed: s.passed.slice(),
    scores: s.scores.slice(),
  }),
  describe(v) {
    const chain = v.chain.map((l) => `${seatRef(l.seat)} ${cardName(l.card)}`).join(' < ');
    return [
      `Round ${Math.min(v.round + 1, v.rounds)} of ${v.rounds}; scores ${v.scores.join(' - ')}`,
      `Hand: ${v.hand.map(cardName).join(', ') || '-'}`,
      v.phase === 'window' ? `At stake ${v.points}; chain: ${chain || 'empty'}` : '',
    ]
      .filter((line) => line !== '')
      .join('\n');
  },
  clone: (s) => ({
    ...s,
    rng: s.rng.clone(),
    hands: s.hands.slice(),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    commits: s.commits.slice(),
    chainCards: s.chainCards.slice(),
    chainSeats: s.chainSeats.slice(),
    passed: s.passed.slice(),
    scores: s.scores.slice(),
    actorBuffer: [],
    windowBuffer: { ...s.windowBuffer },
  }),
  // Cards the seat cannot see (other hands, hidden commitments, the deck) are dealt at random:
  // nothing public tells what a hand holds (CC-5: who is asked and who passed depend on hand
  // sizes alone). What earlier links revealed is not used.
  determinize(v, seat, rng) {
    const s = newState(v.seats, v.rounds, v.handSize, Rng.fromRng(rng));
    s.phase = v.phase;
    s.round = v.round;
    s.points = v.points;
    if (seat >= 0) s.hands[seat] = v.hand.reduce((bits, c) => bits | (1 << c), 0);
    s.discard.push(...v.discard);
    for (const link of v.chain) {
      s.chainCards.push(link.card);
      s.chainSeats.push(link.seat);
    }
    v.passed.forEach((passed, p) => (s.passed[p] = passed));
    v.scores.forEach((score, team) => (s.scores[team] = score));
    const seen = new Set([...v.hand, ...v.discard, ...s.chainCards, ...v.commitments]);
    const unseen = Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => !seen.has(c));
    rng.shuffle(unseen);
    deal(s, v, seat, unseen);
    return s;
  },
};
