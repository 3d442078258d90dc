/**
 * Trapdoor: a response window in its smallest form, for proving that the conformance suite
 * catches a window that tells what a hand holds. With `leak: 'none'` it keeps the contract
 * (ResponseWindow); the two leaks are the ones Golazo and Supernatural Soccer had (issue #31):
 * `'opens'` opens a window only when some seat can spring a trap, `'asks'` asks only the
 * seats that can. Both are deliberate: never serve them.
 *
 * Rules (numbered for the tests):
 * - TD-1 Two seats. A deck of 6 cards, 2 traps (ids 0–1) and 4 blanks (2–5), is shuffled and
 *   each seat is dealt one hidden card; the rest stay face down.
 * - TD-2 The seats take turns stepping left or right, seat 0 first, for the set number of
 *   steps. Every step is a window point.
 * - TD-3 In the window every seat still holding its card is asked (hand sizes are public); a
 *   seat holding a trap may spring it, face up, for a point; any asked seat may pass. A trap
 *   sprung asks the seats still holding a card again. When all asked have passed the window
 *   closes and the next seat steps.
 * - TD-4 After the last step the more points win; equal points share first place.
 */
import { z } from 'zod';
import { WINDOW_POINT, type Game, type Seat, type Viewer } from '../game.ts';
import { Rng } from '../rng.ts';
import { seatRef } from '../seat-words.ts';
import { placesFromScores } from '../seats.ts';

const NONE = -1;
const DECK = 6;
const TRAPS = 2;
/** Actions: step left or right, spring the trap, pass. */
export const LEFT = 0;
export const RIGHT = 1;
export const SPRING = 2;
export const PASS = 3;

const isTrap = (card: number): boolean => card >= 0 && card < TRAPS;

export interface TrapdoorState {
  readonly rng: Rng;
  readonly steps: number;
  readonly leak: Leak;
  /** Steps taken so far; the mover is steps mod 2. */
  taken: number;
  /** Each seat's card, or -1 once sprung. */
  readonly hands: number[];
  /** The cards face down, unseen by all. */
  readonly deck: number[];
  /** Traps sprung in the open window, by seat, in order. */
  readonly chain: number[];
  /** Whether a window is open, and who has passed on its top link. */
  open: boolean;
  readonly passed: boolean[];
  readonly scores: number[];
  readonly actorBuffer: Seat[];
}

export interface TrapdoorView {
  readonly viewer: Viewer;
  readonly steps: number;
  readonly leak: Leak;
  readonly taken: number;
  /** The viewer's own card, or -1 (none, or a spectator). */
  readonly card: number;
  readonly holding: readonly boolean[];
  readonly chain: readonly number[];
  readonly open: boolean;
  readonly passed: readonly boolean[];
  readonly scores: readonly number[];
}

const LEAKS = ['none', 'opens', 'asks'] as const;
type Leak = (typeof LEAKS)[number];

const options = z.strictObject({
  steps: z.number().int().min(1).max(20).default(6).describe('How many steps are taken.'),
  leak: z.enum(LEAKS).default('none').describe('A deliberate leak, to prove the checks fail.'),
});

/** TD-3, or the leak: whether `seat` is asked in the open window. */
function eligible(s: TrapdoorState, seat: Seat): boolean {
  const card = s.hands[seat] as number;
  if (card === NONE || s.passed[seat]) return false;
  return s.leak === 'asks' ? isTrap(card) : true;
}

function actors(s: TrapdoorState): readonly Seat[] {
  const out = s.actorBuffer;
  out.length = 0;
  if (s.taken >= s.steps) return out;
  if (!s.open) out.push(s.taken % 2);
  else for (let seat = 0; seat < 2; seat++) if (eligible(s, seat)) out.push(seat);
  return out;
}

/** TD-2: the window point after a step (or a trap sprung): opens, or closes at once. */
function askAgain(s: TrapdoorState): void {
  s.passed.fill(false);
  s.open = s.leak === 'opens' ? s.hands.some(isTrap) : true;
  if (actors(s).length === 0) close(s);
}

function close(s: TrapdoorState): void {
  s.open = false;
  s.chain.length = 0;
  s.taken++;
}

export const trapdoor: Game<TrapdoorState, TrapdoorView, z.infer<typeof options>> = {
  facts: {
    id: 'trapdoor',
    title: 'Trapdoor',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 2,
    chance: true,
    hiddenInformation: true,
    options,
    actionBound: 20 * 6,
  },
  setup(o, _seats, rng) {
    const deck = Array.from({ length: DECK }, (_, c) => c);
    rng.shuffle(deck);
    const hands = [deck.pop() as number, deck.pop() as number];
    return {
      rng,
      steps: o.steps,
      leak: o.leak,
      taken: 0,
      hands,
      deck,
      chain: [],
      open: false,
      passed: [false, false],
      scores: [0, 0],
      actorBuffer: [],
    };
  },
  actors,
  legalActions(s, seat, out = []) {
    out.length = 0;
    if (!actors(s).includes(seat)) return out;
    if (!s.open) out.push(LEFT, RIGHT);
    else {
      if (isTrap(s.hands[seat] as number)) out.push(SPRING);
      out.push(PASS);
    }
    return out;
  },
  actionLabel: (_s, _seat, action) =>
    ['Step left', 'Step right', 'Spring the trap', 'Pass'][action] ?? '?',
  actionInfo: (_s, _seat, action) => ({
    kind: ['step', 'step', 'spring', 'pass'][action] ?? '?',
    index: action,
  }),
  apply(s, seat, action, events) {
    if (action === LEFT || action === RIGHT) {
      events?.push({ kind: 'step', seat, text: `${seatRef(seat)} steps.` });
      events?.push({ kind: WINDOW_POINT, text: 'A trap may be sprung.', data: { window: 'step' } });
      askAgain(s);
      return;
    }
    if (action === PASS) {
      s.passed[seat] = true;
      events?.push({ kind: 'pass', seat, text: `${seatRef(seat)} passes.` });
      if (actors(s).length === 0) close(s);
      return;
    }
    s.hands[seat] = NONE;
    s.chain.push(seat);
    s.scores[seat] = (s.scores[seat] as number) + 1;
    events?.push({ kind: 'spring', seat, text: `${seatRef(seat)} springs a trap.` });
    askAgain(s);
  },
  window: (s) => (s.open ? { kind: 'step', pass: PASS, chain: s.chain.length } : undefined),
  outcome: (s) =>
    s.taken < s.steps
      ? undefined
      : { scores: s.scores.slice(), places: placesFromScores(s.scores) },
  view: (s, viewer) => ({
    viewer,
    steps: s.steps,
    leak: s.leak,
    taken: s.taken,
    card: viewer >= 0 ? (s.hands[viewer] as number) : NONE,
    holding: s.hands.map((card) => card !== NONE),
    chain: s.chain.slice(),
    open: s.open,
    passed: s.passed.slice(),
    scores: s.scores.slice(),
  }),
  describe: (v) => `Step ${v.taken + 1} of ${v.steps}; points ${v.scores.join(' - ')}`,
  clone: (s) => ({
    ...s,
    rng: s.rng.clone(),
    hands: s.hands.slice(),
    deck: s.deck.slice(),
    chain: s.chain.slice(),
    passed: s.passed.slice(),
    scores: s.scores.slice(),
    actorBuffer: [],
  }),
  // The cards a viewer cannot see are dealt again at random; traps sprung (one a point) are
  // out of play, whichever of the two they were.
  determinize(v, seat, rng) {
    let sprung = v.scores.reduce((sum, points) => sum + points, 0);
    const unseen = Array.from({ length: DECK }, (_, c) => c).filter((c) => {
      if (c === v.card) return false;
      if (!isTrap(c) || sprung === 0) return true;
      sprung--;
      return false;
    });
    const draw = Rng.fromRng(rng);
    draw.shuffle(unseen);
    const hands = v.holding.map((held, p) =>
      p === seat ? v.card : held ? (unseen.pop() as number) : NONE,
    );
    return {
      rng: draw,
      steps: v.steps,
      leak: v.leak,
      taken: v.taken,
      hands,
      deck: unseen,
      chain: v.chain.slice(),
      open: v.open,
      passed: v.passed.slice(),
      scores: v.scores.slice(),
      actorBuffer: [],
    };
  },
};
