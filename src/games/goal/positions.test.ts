/**
 * Legal-action counts in named positions: a table any change to move generation must keep
 * (or explain). Each position is a hand, the pack and the table as arranged for one seat.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { Rng } from '../../core/rng.ts';
import { KINDS } from './cards.ts';
import { goal } from './engine.ts';
import { formationOf, withCard } from './formations.ts';
import { newGame } from './rules.ts';
import { Phase, currentSeat, type GoalState } from './state.ts';

interface Position {
  readonly name: string;
  readonly hand: readonly number[];
  readonly pack: number;
  readonly mine?: readonly (readonly number[])[];
  readonly phase?: Phase;
  readonly keeperUsed?: boolean;
  readonly closing?: boolean;
  readonly legal: number;
}

// [side (0 shooting, 1 saving), ...cards]
const POSITIONS: readonly Position[] = [
  {
    name: 'kick-off with three half-backs and a Free Kick',
    hand: [4, 5, 6, 12],
    pack: 36,
    legal: 4 + 3 + 3 + 1,
  },
  { name: 'kick-off with nothing to play', hand: [2, 3, 9, 11], pack: 36, legal: 4 },
  { name: 'a pair of the same card discards once', hand: [9, 9, 10, 10], pack: 36, legal: 2 },
  { name: 'both Goalkeepers in hand', hand: [1, 1, 4, 12], pack: 30, legal: 1 },
  {
    name: 'a used Goalkeeper still held',
    hand: [1, 4, 7, 8],
    pack: 30,
    keeperUsed: true,
    legal: 1,
  },
  {
    name: 'a shot one card away, three ways',
    hand: [7, 8, 9, 2],
    pack: 20,
    mine: [[0, 4]],
    legal: 4 + 3,
  },
  {
    name: 'two formations to feed',
    hand: [8, 9, 3, 11],
    pack: 20,
    mine: [
      [0, 4, 7],
      [1, 6, 2],
    ],
    legal: 4 + 2 + 1,
  },
  {
    name: 'a Free Kick with the pack empty',
    hand: [12, 2, 2, 3],
    pack: 0,
    closing: true,
    legal: 1,
  },
  { name: 'closing phase with a half-back', hand: [5, 9], pack: 0, closing: true, legal: 2 + 1 },
  {
    name: 'answering with a Goalkeeper and two completions',
    hand: [1, 2, 3, 9],
    pack: 10,
    mine: [
      [1, 4, 3],
      [1, 5, 2],
    ],
    phase: Phase.Answer,
    legal: 1 + 1 + 2,
  },
  {
    name: 'after a Free Kick, six cards',
    hand: [4, 5, 7, 12, 1, 2],
    pack: 10,
    phase: Phase.FreeKick,
    legal: 6 + 2 + 2,
  },
];

function position(p: Position): GoalState {
  const s = newGame(p.closing ? 4 : 2, Rng.fromSeed(p.name));
  s.hands.fill(0);
  const seat = currentSeat(s);
  for (const card of p.hand) (s.hands[seat * KINDS + card] as number)++;
  s.pack.length = p.pack;
  const side = s.sideOf[seat] as 0 | 1;
  s.formations[side].splice(
    0,
    Infinity,
    ...(p.mine ?? []).map(([kind = 0, first = 0, ...rest]) =>
      rest.reduce(withCard, formationOf(kind === 0 ? 0 : 1, first)),
    ),
  );
  s.phase = p.phase ?? Phase.Turn;
  s.keeperUsed[side] = p.keeperUsed ? 1 : 0;
  s.closing = p.closing ?? false;
  return s;
}

for (const p of POSITIONS) {
  it(`GL-3.2 legal actions: ${p.name}: ${p.legal}`, () => {
    const s = position(p);
    assert.equal(goal.legalActions(s, currentSeat(s)).length, p.legal);
  });
}
