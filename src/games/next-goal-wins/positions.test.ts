/**
 * Legal-action counts in named positions: a table any change to move generation must keep
 * (or explain). Each position is an arranged match and the seat that decides.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { Rng } from '../../core/rng.ts';
import { declareAction, pickSlot, subIn, subOut } from './codes.ts';
import { nextGoalWins } from './engine.ts';
import { PLAIN, arrange, ballAt, legal, play, type Arrangement } from './fixtures.ts';
import { Phase, type MatchState } from './state.ts';
import { CORNER, DRIBBLE, MID, PASS, SHOOT, STK, DEF } from './stats.ts';

interface Position {
  readonly name: string;
  readonly make: () => MatchState;
  readonly legal: number;
}

const withMid = (name: string): Arrangement['squads'] => [
  [...PLAIN[0].slice(0, 2), name, ...PLAIN[0].slice(3)],
  PLAIN[1],
];

function picking(picked: number): MatchState {
  const s = nextGoalWins.setup(nextGoalWins.facts.options.parse({}), 2, Rng.fromSeed('picks'));
  for (let i = 0; i < picked; i++) play(s, pickSlot(i), 0);
  return s;
}

function at(a: Arrangement, place: number, how: 'pass' | 'cross' | 'none' = 'none'): MatchState {
  const s = arrange(a);
  ballAt(s, place, how);
  return s;
}

function then(s: MatchState, ...actions: number[]): MatchState {
  for (const a of actions) play(s, a);
  return s;
}

function setPiece(a: Arrangement, phase: Phase): MatchState {
  const s = arrange(a);
  s.kind = CORNER;
  s.phase = phase;
  s.taker = MID;
  return s;
}

const POSITIONS: readonly Position[] = [
  { name: 'first starter to choose', make: () => picking(0), legal: 7 },
  { name: 'last starter to choose', make: () => picking(3), legal: 4 },
  { name: 'keeper at kick-off', make: () => arrange(), legal: 3 },
  {
    name: 'keeper holding Through Ball and Route One',
    make: () => arrange({ tactics: [['Through Ball', 'Route One'], []] }),
    legal: 3 + 2,
  },
  { name: 'Max Gass on the ball', make: () => at({ squads: withMid('Max Gass') }, MID), legal: 4 },
  {
    name: 'a midfielder past its defender',
    make: () => {
      const s = at(
        {
          lineups: [
            [0, 1, 2, 3],
            [0, -1, 2, 3],
          ],
        },
        MID,
      );
      return then(s, declareAction(DRIBBLE));
    },
    legal: 3,
  },
  { name: 'striker after a cross', make: () => at({}, STK, 'cross'), legal: 2 },
  { name: 'striker starting the attack', make: () => at({}, STK), legal: 1 },
  {
    name: 'striker with Top Corner and Team Talk after a pass',
    make: () => at({ tactics: [['Top Corner', 'Team Talk'], []] }, STK, 'pass'),
    legal: 2 + 1 + 2,
  },
  {
    name: 'defending a pass with Max Gass',
    make: () =>
      then(
        at(
          { squads: [PLAIN[0], [...PLAIN[1].slice(0, 2), 'Max Gass', ...PLAIN[1].slice(3)]] },
          DEF,
        ),
        declareAction(PASS),
      ),
    legal: 3,
  },
  {
    name: 'defending a shot with Offside Trap and Goal-Line Clearance',
    make: () =>
      then(
        at({ tactics: [[], ['Offside Trap', 'Goal-Line Clearance']] }, STK, 'pass'),
        declareAction(SHOOT),
      ),
    legal: 4,
  },
  { name: 'a substitution break', make: () => arrange({ attackNo: 1 }), legal: 5 },
  {
    name: 'a break after one change',
    make: () => then(arrange({ attackNo: 1 }), subOut(STK), subIn(6)),
    legal: 4,
  },
  {
    name: 'bringing somebody on',
    make: () => then(arrange({ attackNo: 1 }), subOut(MID)),
    legal: 3,
  },
  {
    name: 'corner taker with Whipped Cross',
    make: () => setPiece({ tactics: [['Whipped Cross'], []] }, Phase.Taker),
    legal: 6,
  },
  { name: 'corner header', make: () => setPiece({}, Phase.Header), legal: 2 },
  { name: 'corner defence', make: () => setPiece({}, Phase.SetPieceDefence), legal: 3 },
  {
    name: 'corner taker with one outfielder left',
    make: () =>
      setPiece(
        {
          lineups: [
            [0, -1, -1, 3],
            [0, 1, 2, 3],
          ],
        },
        Phase.Taker,
      ),
    legal: 1,
  },
  {
    name: 'a striker barred from dribbling again',
    make: () => {
      const s = at({ options: { noRepeat: true } }, STK, 'pass');
      s.lastActs[3] = 1 << DRIBBLE;
      return s;
    },
    legal: 1,
  },
];

for (const p of POSITIONS) {
  it(`NGW-5, NGW-6 legal actions: ${p.name}: ${p.legal}`, () => {
    assert.equal(legal(p.make()).length, p.legal);
  });
}
