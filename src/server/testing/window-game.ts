/**
 * Answers: the smallest game with response windows, for the server's own tests of pacing
 * (the real test games live in src/core/testing/). On a seat's turn it makes a move; after
 * every move a window point comes, and every seat still holding an answer card may play it
 * (opening the next link of a chain, which everyone holding a card may answer again) or
 * pass. When all asked seats pass, the chain resolves last in, first out and the next seat
 * moves. Everything is public, so a view is the whole state, and asking only the seats that
 * hold a card is a public rule (ResponseWindow): it tells nothing hidden. `spread` gives a move that many
 * choices (a decision of 100+ legal actions, to measure updates).
 */
import { z } from 'zod';
import { WINDOW_POINT, type Game, type GameEvent, type Seat } from '../../core/game.ts';
import { placesFromScores } from '../../core/seats.ts';
import { seatRef } from '../../core/seat-words.ts';

/** The pass in a window; answers are ANSWER; moves are MOVE + choice. */
export const PASS = 0;
export const ANSWER = 1;
export const MOVE = 2;

const options = z.strictObject({
  moves: z.number().int().min(1).max(50).default(3).describe('Moves in the game.'),
  cards: z
    .array(z.number().int().min(0).max(9))
    .max(4)
    .default([])
    .describe('Answer cards per seat.'),
  spread: z.number().int().min(1).max(500).default(1).describe('Choices of one move.'),
});
type Options = z.infer<typeof options>;

export interface AnswersState {
  seats: number;
  moves: number;
  spread: number;
  made: number;
  turn: Seat;
  cards: number[];
  /** Answers played and waiting to resolve, by seat, in order. */
  chain: Seat[];
  /** Seats asked in the open window that have not passed; null while no window is open. */
  asked: Seat[] | null;
  scores: number[];
}

function actors(s: AnswersState): readonly Seat[] {
  if (s.made >= s.moves) return [];
  return s.asked ?? [s.turn];
}

/** A window point: the seats holding a card are asked; none holding one, play moves on. */
function windowPoint(s: AnswersState, events?: GameEvent[]): void {
  events?.push({ kind: WINDOW_POINT, text: 'A moment to answer.', data: { window: 'answer' } });
  const holders = s.cards.flatMap((n, seat) => (n > 0 ? [seat] : []));
  s.asked = holders.length > 0 ? holders : null;
  if (!s.asked) resolve(s, events);
}

function resolve(s: AnswersState, events?: GameEvent[]): void {
  for (let i = s.chain.length - 1; i >= 0; i--) {
    const seat = s.chain[i] as Seat;
    (s.scores[seat] as number)++;
    events?.push({ kind: 'resolve', seat, text: `${seatRef(seat)}'s answer resolves.` });
  }
  s.chain = [];
  s.asked = null;
  s.turn = (s.turn + 1) % s.seats;
}

export const answers: Game<AnswersState, AnswersState, Options> = {
  facts: {
    id: 'answers',
    title: 'Answers',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 4,
    chance: false,
    hiddenInformation: false,
    options,
    actionBound: 500,
  },
  setup: (o: Options, seats: number) => ({
    seats,
    moves: o.moves,
    spread: o.spread,
    made: 0,
    turn: 0,
    cards: Array.from({ length: seats }, (_, seat) => o.cards[seat] ?? 0),
    chain: [],
    asked: null,
    scores: new Array<number>(seats).fill(0),
  }),
  actors,
  legalActions(s, seat, out = []) {
    out.length = 0;
    if (!actors(s).includes(seat)) return out;
    if (s.asked) out.push(PASS, ANSWER);
    else for (let i = 0; i < s.spread; i++) out.push(MOVE + i);
    return out;
  },
  actionLabel: (_s, _seat, action) =>
    action === PASS ? 'Pass' : action === ANSWER ? 'Answer' : `Move ${action - MOVE}`,
  actionInfo: (_s, _seat, action) =>
    action === PASS
      ? { kind: 'pass' }
      : action === ANSWER
        ? { kind: 'answer' }
        : { kind: 'move', index: action - MOVE },
  window: (s) => (s.asked ? { kind: 'answer', pass: PASS, chain: s.chain.length } : undefined),
  apply(s, seat, action, events) {
    if (action === PASS) {
      s.asked = (s.asked ?? []).filter((asked) => asked !== seat);
      events?.push({ kind: 'pass', seat, text: `${seatRef(seat)} passes.` });
      if (s.asked.length === 0) resolve(s, events);
      return;
    }
    if (action === ANSWER) {
      (s.cards[seat] as number)--;
      s.chain.push(seat);
      events?.push({ kind: 'answer', seat, text: `${seatRef(seat)} answers.` });
      windowPoint(s, events);
      return;
    }
    s.made++;
    events?.push({ kind: 'move', seat, text: `${seatRef(seat)} makes move ${action - MOVE}.` });
    if (s.made < s.moves) windowPoint(s, events);
  },
  outcome: (s) =>
    s.made < s.moves ? undefined : { scores: s.scores.slice(), places: placesFromScores(s.scores) },
  view: (s) => answers.clone(s),
  describe: (v) => `Move ${v.made + 1} of ${v.moves}; chain ${v.chain.length}`,
  clone: (s) => ({
    ...s,
    cards: s.cards.slice(),
    chain: s.chain.slice(),
    asked: s.asked?.slice() ?? null,
    scores: s.scores.slice(),
  }),
  determinize: (v) => answers.clone(v),
};
