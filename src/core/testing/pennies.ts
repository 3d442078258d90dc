/**
 * Matching pennies: the smallest game whose best play is a mixed strategy, for the search
 * bots' tests of simultaneous decisions. Two seats each lay a penny heads or tails up, in
 * secret; when both have laid, the pennies are shown. Seat 0 (the matcher) takes the round
 * if they match, seat 1 (the mismatcher) if they differ. Whoever takes more rounds wins.
 *
 * The 'biased' stakes change one case: two tails is a drawn round. In one round the matcher
 * then lays heads a third of the time and so does the mismatcher, and the matcher's expected
 * reward (win 1, draw ½, loss 0) is 1/3; with 'even' stakes each lays heads half the time and
 * the value is ½. A bot that lays one side for sure can be read: that is what the tests check.
 */
import { z } from 'zod';
import type { Game, GameEvent, Outcome, Seat, Viewer } from '../game.ts';
import { placesFromScores } from '../seats.ts';
import { seatRef } from '../seat-words.ts';

export const HEADS = 0;
export const TAILS = 1;
export const MATCHER = 0;
export const MISMATCHER = 1;
const NONE = -1;
const SIDES = ['heads', 'tails'] as const;

const options = z.strictObject({
  rounds: z.number().int().min(1).max(9).default(1).describe('How many rounds are played.'),
  stakes: z
    .enum(['even', 'biased'])
    .default('even')
    .describe("'biased': two tails is a drawn round instead of the matcher's."),
});
export type PenniesOptions = z.infer<typeof options>;

interface PenniesState {
  readonly rounds: number;
  readonly stakes: PenniesOptions['stakes'];
  /** Rounds played so far, e.g. 1. */
  played: number;
  /** Each seat's penny for the round under way, HEADS or TAILS; -1 while not laid. */
  readonly laid: number[];
  /** Rounds taken by each seat. */
  readonly taken: number[];
  /** The pennies of the last round shown, by seat; -1 before the first. */
  readonly shown: number[];
  readonly actorBuffer: Seat[];
}

export interface PenniesView {
  readonly viewer: Viewer;
  readonly rounds: number;
  readonly stakes: PenniesOptions['stakes'];
  readonly played: number;
  /** Who has laid a penny this round; which side stays hidden. */
  readonly hasLaid: readonly boolean[];
  /** The viewer's own penny this round, or -1. */
  readonly myPenny: number;
  readonly taken: readonly number[];
  readonly shown: readonly number[];
}

/** Who takes a round: MATCHER, MISMATCHER, or -1 for a drawn round (biased stakes only). */
export function roundTaker(stakes: PenniesOptions['stakes'], matcher: number, other: number) {
  if (matcher !== other) return MISMATCHER;
  return stakes === 'biased' && matcher === TAILS ? NONE : MATCHER;
}

function actors(s: PenniesState): readonly Seat[] {
  s.actorBuffer.length = 0;
  if (s.played < s.rounds)
    for (let seat = 0; seat < 2; seat++) if (s.laid[seat] === NONE) s.actorBuffer.push(seat);
  return s.actorBuffer;
}

function show(s: PenniesState, events?: GameEvent[]): void {
  const taker = roundTaker(s.stakes, s.laid[MATCHER] as number, s.laid[MISMATCHER] as number);
  if (taker !== NONE) s.taken[taker] = (s.taken[taker] as number) + 1;
  for (let seat = 0; seat < 2; seat++) s.shown[seat] = s.laid[seat] as number;
  s.laid.fill(NONE);
  s.played++;
  events?.push({
    kind: 'show',
    text: `The pennies show ${s.shown.map((p) => SIDES[p] ?? '?').join(' and ')}.`,
    ...(taker === NONE ? {} : { seat: taker }),
  });
}

export const pennies: Game<PenniesState, PenniesView, PenniesOptions> = {
  facts: {
    id: 'pennies',
    title: 'Matching pennies',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 2,
    chance: false,
    hiddenInformation: true,
    options,
    actionBound: 40,
  },
  setup: (o) => ({
    rounds: o.rounds,
    stakes: o.stakes,
    played: 0,
    laid: [NONE, NONE],
    taken: [0, 0],
    shown: [NONE, NONE],
    actorBuffer: [],
  }),
  actors,
  legalActions(s, seat, out = []) {
    out.length = 0;
    // A seat acts while the game lasts and its penny is not laid (as `actors` says).
    if (s.played < s.rounds && s.laid[seat] === NONE) out.push(HEADS, TAILS);
    return out;
  },
  actionLabel: (_s, _seat, action) => `Lay ${SIDES[action] ?? '?'}`,
  actionInfo: (_s, _seat, action) => ({ kind: 'lay', side: SIDES[action] ?? '?' }),
  apply(s, seat, action, events?: GameEvent[]) {
    s.laid[seat] = action;
    events?.push({ kind: 'lay', seat, text: `${seatRef(seat)} lays a penny.` });
    if (!s.laid.includes(NONE)) show(s, events);
  },
  outcome: (s): Outcome | undefined =>
    s.played < s.rounds
      ? undefined
      : { scores: s.taken.slice(), places: placesFromScores(s.taken) },
  view: (s, viewer) => ({
    viewer,
    rounds: s.rounds,
    stakes: s.stakes,
    played: s.played,
    hasLaid: s.laid.map((p) => p !== NONE),
    myPenny: viewer >= 0 ? (s.laid[viewer] ?? NONE) : NONE,
    taken: s.taken.slice(),
    shown: s.shown.slice(),
  }),
  describe: (v) =>
    `Round ${Math.min(v.played + 1, v.rounds)} of ${v.rounds}; rounds taken ${v.taken.join(' - ')}`,
  clone: (s) => ({
    ...s,
    laid: s.laid.slice(),
    taken: s.taken.slice(),
    shown: s.shown.slice(),
    actorBuffer: [],
  }),
  // A penny the viewer has not seen is taken back up, to be laid again (see determinize).
  determinize: (v, seat) => ({
    rounds: v.rounds,
    stakes: v.stakes,
    played: v.played,
    laid: v.hasLaid.map((_, p) => (p === seat ? v.myPenny : NONE)),
    taken: v.taken.slice(),
    shown: v.shown.slice(),
    actorBuffer: [],
  }),
};
