/**
 * Coin toss: the smallest game with chance, a simultaneous decision and hidden commitments.
 * Every seat calls heads or tails in secret; when all have called, a coin is tossed and every
 * right call scores a point. It lets the core's own tests (records, the runner, the
 * conformance suite) exercise the whole protocol without depending on any real game.
 */
import { z } from 'zod';
import type { Game, GameEvent, Seat, Viewer } from '../game.ts';
import { Rng } from '../rng.ts';
import { placesFromScores } from '../seats.ts';
import { seatRef } from '../seat-words.ts';

const NONE = -1;
const SIDES = ['heads', 'tails'] as const;

interface CoinTossState {
  readonly seats: number;
  readonly tosses: number;
  readonly rng: Rng;
  /** Tosses made so far, e.g. 2. */
  tossed: number;
  /** Each seat's secret call for the coming toss: 0 heads, 1 tails, -1 not yet called. */
  readonly calls: number[];
  readonly scores: number[];
  /** The last toss and the calls it settled, shown to everyone. */
  lastCoin: number;
  readonly lastCalls: number[];
  readonly actorBuffer: Seat[];
}

export interface CoinTossView {
  readonly viewer: Viewer;
  readonly seats: number;
  readonly tosses: number;
  readonly tossed: number;
  readonly scores: readonly number[];
  /** Who has called already; what they called stays hidden. */
  readonly called: readonly boolean[];
  /** The viewer's own call, or -1. */
  readonly myCall: number;
  readonly lastCoin: number;
  readonly lastCalls: readonly number[];
}

const options = z.strictObject({
  tosses: z.number().int().min(1).max(20).default(3).describe('How many times the coin is tossed.'),
});

function actors(s: CoinTossState): readonly Seat[] {
  s.actorBuffer.length = 0;
  if (s.tossed < s.tosses)
    for (let seat = 0; seat < s.seats; seat++) if (s.calls[seat] === NONE) s.actorBuffer.push(seat);
  return s.actorBuffer;
}

export const coinToss: Game<CoinTossState, CoinTossView, z.infer<typeof options>> = {
  facts: {
    id: 'coin-toss',
    title: 'Coin toss',
    version: '1.0.0',
    minSeats: 1,
    maxSeats: 4,
    chance: true,
    hiddenInformation: true,
    options,
    actionBound: 100,
  },
  setup: (o, seats, rng) => ({
    seats,
    tosses: o.tosses,
    rng,
    tossed: 0,
    calls: new Array<number>(seats).fill(NONE),
    scores: new Array<number>(seats).fill(0),
    lastCoin: NONE,
    lastCalls: new Array<number>(seats).fill(NONE),
    actorBuffer: [],
  }),
  actors,
  legalActions(s, seat, out = []) {
    out.length = 0;
    if (actors(s).includes(seat)) out.push(0, 1);
    return out;
  },
  actionLabel: (_s, _seat, action) => `Call ${SIDES[action] ?? '?'}`,
  actionInfo: (_s, _seat, action) => ({ kind: 'call', side: SIDES[action] ?? '?' }),
  apply(s, seat, action, events?: GameEvent[]) {
    s.calls[seat] = action;
    events?.push({ kind: 'call', seat, text: `${seatRef(seat)} calls.` });
    events?.push({
      kind: 'own-call',
      seat,
      text: `You call ${SIDES[action] ?? '?'}.`,
      visibleTo: [seat],
    });
    if (s.calls.includes(NONE)) return;
    const coin = s.rng.int(2);
    for (let p = 0; p < s.seats; p++) {
      if (s.calls[p] === coin) (s.scores[p] as number)++;
      s.lastCalls[p] = s.calls[p] as number;
    }
    s.lastCoin = coin;
    s.calls.fill(NONE);
    s.tossed++;
    events?.push({ kind: 'toss', text: `The coin shows ${SIDES[coin] ?? '?'}.` });
  },
  outcome: (s) =>
    s.tossed < s.tosses
      ? undefined
      : { scores: s.scores.slice(), places: placesFromScores(s.scores) },
  view: (s, viewer) => ({
    viewer,
    seats: s.seats,
    tosses: s.tosses,
    tossed: s.tossed,
    scores: s.scores.slice(),
    called: s.calls.map((c) => c !== NONE),
    myCall: viewer >= 0 ? (s.calls[viewer] as number) : NONE,
    lastCoin: s.lastCoin,
    lastCalls: s.lastCalls.slice(),
  }),
  describe: (v) => `Toss ${v.tossed + 1} of ${v.tosses}; scores ${v.scores.join(' - ')}`,
  clone: (s) => ({
    ...s,
    rng: s.rng.clone(),
    calls: s.calls.slice(),
    scores: s.scores.slice(),
    lastCalls: s.lastCalls.slice(),
    actorBuffer: [],
  }),
  // Calls the viewer has not seen are left to be made again (see determinize); the coin to
  // come is the caller's generator's.
  determinize: (v, seat, rng) => ({
    seats: v.seats,
    tosses: v.tosses,
    rng: Rng.fromRng(rng),
    tossed: v.tossed,
    calls: v.called.map((_, p) => (p === seat ? v.myCall : NONE)),
    scores: v.scores.slice(),
    lastCoin: v.lastCoin,
    lastCalls: v.lastCalls.slice(),
    actorBuffer: [],
  }),
};
