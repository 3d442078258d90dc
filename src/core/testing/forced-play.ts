/**
 * Forced play: a decision whose only option is played by the engine, in its smallest form, for
 * proving that the conformance suite catches a public course that tells what a hand holds
 * (checkPublicCourse). With `leak: 'none'` it keeps the rule of issue #31: a seat whose turn
 * it is is asked, even when its hand leaves it one legal action. With `leak: 'autoplay'` it
 * plays a decision with a single option by itself, as Next Goal Wins 0.3.1 did: when a seat
 * holds no high card the turn goes straight on, so everyone learns that its hand holds none.
 * Deliberate: never serve it.
 *
 * Rules (numbered for the tests):
 * - FP-1 Two seats. A deck of 8 cards, valued 0 to 7, is shuffled and each seat is dealt two
 *   hidden cards; the rest stay face down.
 * - FP-2 The seats take turns, seat 0 first, for the set number of turns. On a turn a seat
 *   plays a high card (4 to 7) face up, scores its value and draws a hidden card, or holds.
 *   A seat with no high card may only hold, and is asked all the same.
 * - FP-3 After the last turn the higher score wins; equal scores share first place.
 */
import { z } from 'zod';
import type { Game, GameEvent, Seat, Viewer } from '../game.ts';
import { Rng } from '../rng.ts';
import { seatRef } from '../seat-words.ts';
import { placesFromScores } from '../seats.ts';

const NONE = -1;
const DECK = 8;
const HIGH = 4;
/** Actions: play the card of that value (4 to 7), or hold. */
export const HOLD = 0;

const LEAKS = ['none', 'autoplay'] as const;
type Leak = (typeof LEAKS)[number];

export interface ForcedPlayState {
  readonly rng: Rng;
  readonly turns: number;
  readonly leak: Leak;
  /** Turns taken so far; the seat on turn is taken mod 2. */
  taken: number;
  /** Each seat's two cards by value; -1 where the deck ran out. */
  readonly hands: number[];
  /** The cards face down; the top is the last. */
  readonly deck: number[];
  /** Cards played, face up, in order. */
  readonly played: number[];
  readonly scores: number[];
  readonly actorBuffer: Seat[];
}

export interface ForcedPlayView {
  readonly viewer: Viewer;
  readonly turns: number;
  readonly leak: Leak;
  readonly taken: number;
  /** The viewer's own two cards; empty for a spectator. */
  readonly hand: readonly number[];
  /** Cards each seat holds (a count is public). */
  readonly held: readonly number[];
  readonly deckSize: number;
  readonly played: readonly number[];
  readonly scores: readonly number[];
}

const options = z.strictObject({
  turns: z.number().int().min(1).max(20).default(8).describe('How many turns are taken.'),
  leak: z.enum(LEAKS).default('none').describe('A deliberate leak, to prove the checks fail.'),
});

const isHigh = (card: number): boolean => card >= HIGH;

function actors(s: ForcedPlayState): readonly Seat[] {
  const out = s.actorBuffer;
  out.length = 0;
  if (s.taken < s.turns) out.push(s.taken % 2);
  return out;
}

// FP-2: hold, then each high card held, ascending.
function legal(s: ForcedPlayState, seat: Seat, out: number[]): number[] {
  out.length = 0;
  if (s.taken >= s.turns || s.taken % 2 !== seat) return out;
  out.push(HOLD);
  const a = s.hands[2 * seat] as number;
  const b = s.hands[2 * seat + 1] as number;
  for (const card of a <= b ? [a, b] : [b, a]) if (isHigh(card)) out.push(card);
  return out;
}

function turn(s: ForcedPlayState, seat: Seat, action: number, events?: GameEvent[]): void {
  if (action === HOLD) {
    events?.push({ kind: 'hold', seat, text: `${seatRef(seat)} holds.` });
  } else {
    const at = s.hands[2 * seat] === action ? 2 * seat : 2 * seat + 1;
    s.hands[at] = s.deck.pop() ?? NONE;
    s.played.push(action);
    s.scores[seat] = (s.scores[seat] as number) + action;
    events?.push({ kind: 'play', seat, text: `${seatRef(seat)} plays ${action} and draws.` });
  }
  s.taken++;
}

const scratch: number[] = [];

export const forcedPlay: Game<ForcedPlayState, ForcedPlayView, z.infer<typeof options>> = {
  facts: {
    id: 'forced-play',
    title: 'Forced play',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 2,
    chance: true,
    hiddenInformation: true,
    options,
    actionBound: 20,
  },
  setup(o, _seats, rng) {
    const deck = Array.from({ length: DECK }, (_, c) => c);
    rng.shuffle(deck);
    const hands = [0, 1, 2, 3].map(() => deck.pop() as number);
    return {
      rng,
      turns: o.turns,
      leak: o.leak,
      taken: 0,
      hands,
      deck,
      played: [],
      scores: [0, 0],
      actorBuffer: [],
    };
  },
  actors,
  legalActions: (s, seat, out = []) => legal(s, seat, out),
  actionLabel: (_s, _seat, action) => (action === HOLD ? 'Hold' : `Play ${action}`),
  actionInfo: (_s, _seat, action) =>
    action === HOLD ? { kind: 'hold' } : { kind: 'play', card: action },
  apply(s, seat, action, events) {
    turn(s, seat, action, events);
    // The leak: a seat left one option (hold) is not asked.
    while (s.leak === 'autoplay' && s.taken < s.turns) {
      const next = s.taken % 2;
      if (legal(s, next, scratch).length !== 1) break;
      turn(s, next, HOLD, events);
    }
  },
  outcome: (s) =>
    s.taken < s.turns
      ? undefined
      : { scores: s.scores.slice(), places: placesFromScores(s.scores) },
  view: (s, viewer) => ({
    viewer,
    turns: s.turns,
    leak: s.leak,
    taken: s.taken,
    hand: viewer >= 0 ? s.hands.slice(2 * viewer, 2 * viewer + 2) : [],
    held: [0, 1].map((p) => s.hands.slice(2 * p, 2 * p + 2).filter((c) => c !== NONE).length),
    deckSize: s.deck.length,
    played: s.played.slice(),
    scores: s.scores.slice(),
  }),
  describe: (v) => `Turn ${v.taken + 1} of ${v.turns}; points ${v.scores.join(' - ')}`,
  clone: (s) => ({
    ...s,
    rng: s.rng.clone(),
    hands: s.hands.slice(),
    deck: s.deck.slice(),
    played: s.played.slice(),
    scores: s.scores.slice(),
    actorBuffer: [],
  }),
  // The cards a viewer cannot see (other hands, the deck) are dealt again at random.
  determinize(v, seat, rng) {
    const unseen = Array.from({ length: DECK }, (_, c) => c).filter(
      (c) => !v.hand.includes(c) && !v.played.includes(c),
    );
    const draw = Rng.fromRng(rng);
    draw.shuffle(unseen);
    const hands = [0, 1].flatMap((p) =>
      p === seat
        ? v.hand.slice()
        : [0, 1].map((k) => (k < (v.held[p] as number) ? (unseen.pop() as number) : NONE)),
    );
    return {
      rng: draw,
      turns: v.turns,
      leak: v.leak,
      taken: v.taken,
      hands,
      deck: unseen,
      played: v.played.slice(),
      scores: v.scores.slice(),
      actorBuffer: [],
    };
  },
};
