/**
 * Legal-action counts in named positions (as chess engines keep perft tables): a change to the
 * movement, kick or card rules that alters what a seat may do shows up here as a count.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STARTS } from './board.ts';
import { Kind } from './actions.ts';
import { arrange, commitAll, emptyHands, game, giveHand, hex, newGame } from './fixtures.ts';
import { Card } from './rules.ts';
import type { SsState } from './state.ts';

interface Named {
  readonly name: string;
  readonly seats: number;
  readonly setup: (s: SsState) => void;
  /** The seat asked, and how many legal actions it has. */
  readonly seat: number;
  readonly count: number;
}

const start = (s: SsState): void => {
  arrange(s, STARTS, hex(0, 0));
};

const POSITIONS: readonly Named[] = [
  {
    name: 'SS-5.2 commit, empty hand: Move, Kick, No Action',
    seats: 4,
    setup: () => undefined,
    seat: 0,
    count: 3,
  },
  {
    name: 'SS-6.1 A moves from its start at kick-off (6 hexes, the ball a destination)',
    seats: 4,
    setup: (s) => {
      start(s);
      commitAll(s, [Card.Move, Card.NoAction]);
    },
    seat: 0,
    // Staying, plus 60 hexes: the ball's hex reached, nothing through it, around B.
    count: 61,
  },
  {
    name: 'SS-6.1 the carrier on the centre hex (4 hexes)',
    seats: 4,
    setup: (s) => {
      arrange(
        s,
        STARTS.map((c, w) => (w === 0 ? hex(0, 0) : c)),
        hex(0, 0),
      );
      commitAll(s, [Card.Move, Card.NoAction]);
    },
    seat: 0,
    // 61 hexes lie within 4 of the centre, 10 of them off the field (rows beyond a and g):
    // 51, less A's own and the three other wizards', plus staying: 48.
    count: 48,
  },
  {
    name: 'SS-6.2 boxed in at the west goal: only staying',
    seats: 4,
    setup: (s) => {
      arrange(s, [hex(-6, 0), hex(-5, 0), hex(-5, -1), hex(-6, 1)], hex(0, 0));
      commitAll(s, [Card.Move, Card.NoAction]);
    },
    seat: 0,
    count: 1,
  },
  {
    name: 'SS-7.1 a kick from the centre: six lines',
    seats: 4,
    setup: (s) => {
      arrange(
        s,
        STARTS.map((c, w) => (w === 0 ? hex(0, 0) : c)),
        hex(0, 0),
      );
      commitAll(s, [Card.Kick, Card.NoAction]);
    },
    seat: 0,
    count: 6,
  },
  {
    name: 'SS-7.1 a kick from the north-west corner a1: three lines',
    seats: 4,
    setup: (s) => {
      arrange(
        s,
        STARTS.map((c, w) => (w === 0 ? hex(-4, -3) : c)),
        hex(-4, -3),
      );
      commitAll(s, [Card.Kick, Card.NoAction]);
    },
    seat: 0,
    count: 3,
  },
  {
    name: 'SS-10 a window, four seats, Telekinesis and Body Swap: pass + 24 + 3',
    seats: 4,
    setup: (s) => {
      giveHand(s, 1, [Kind.Telekinesis, Kind.BodySwap]);
      commitAll(s, [Card.NoAction, Card.NoAction]);
    },
    seat: 1,
    count: 28,
  },
  {
    name: 'SS-10 a window, two seats, Body Swap, Nuke and a Counter Card with no chain: pass + 6 + 4',
    seats: 2,
    setup: (s) => {
      giveHand(s, 1, [Kind.BodySwap, Kind.Nuke, Kind.Counter]);
      commitAll(s, [Card.NoAction, Card.NoAction]);
    },
    seat: 1,
    count: 11,
  },
  {
    name: 'SS-8.1 combat: attack or not',
    seats: 4,
    setup: (s) => {
      arrange(s, [hex(0, 0), hex(-4, 3), hex(1, 0), hex(4, 3)], hex(1, 0));
      commitAll(s, [Card.NoAction, Card.NoAction]);
    },
    seat: 0,
    count: 2,
  },
];

describe('legal-action counts in named positions', () => {
  for (const p of POSITIONS) {
    it(p.name, () => {
      const s = newGame(p.seats, 'positions', 3, 0);
      emptyHands(s);
      p.setup(s);
      assert.equal(game.legalActions(s, p.seat).length, p.count);
    });
  }
});
