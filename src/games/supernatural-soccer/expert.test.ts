import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AgentFactory } from '../../core/agent.ts';
import type { Action } from '../../core/game.ts';
import { duelWinsBySeat } from '../../core/testing/duel.ts';
import { wilson } from '../../core/wilson.ts';
import { distance } from './board.ts';
import { Kind, MOVE, PASS, playAction } from './actions.ts';
import { EXPERT, supernaturalExpert } from './expert.ts';
import { arrange, commitAll, emptyHands, game, giveHand, hex, newGame } from './fixtures.ts';
import { PLAIN, supernaturalHeuristic } from './heuristic.ts';
import { toGoal } from './judge.ts';
import { Card } from './rules.ts';
import type { SsState } from './state.ts';
import type { SupernaturalView } from './view.ts';

function decide(make: AgentFactory<SupernaturalView>, s: SsState, seat = 0): Action {
  return make(seat, 'e').act({
    seat,
    view: game.view(s, seat),
    legal: game.legalActions(s, seat),
    label: (a) => game.actionLabel(s, seat, a),
  });
}

/**
 * Mornoch to act, the wizards and the ball where given, A's player holding `hand` and nobody
 * else anything, `cards` committed.
 */
function position(
  cells: readonly number[],
  ball: number,
  cards: readonly number[],
  hand: readonly number[] = [],
): SsState {
  const s = newGame(4, 'expert', 3, 0);
  emptyHands(s);
  giveHand(s, 0, hand);
  arrange(s, cells, ball);
  commitAll(s, cards);
  return s;
}

/** Opponents of Mornoch standing next to `cell`. */
const opponentsNextTo = (s: SsState, cell: number): number =>
  [2, 3].filter((w) => distance(s.cellOf[w] as number, cell) === 1).length;

describe('SS-12.5 the expert that guides the hard level', () => {
  it('SS-12.5 a carrier ends clear of an opponent who may attack, as near the goal as it can', () => {
    // A carries from the centre; X stands next to the hex the plain heuristic runs to.
    const s = position([hex(0, 0), hex(-4, 3), hex(5, -2), hex(2, 3)], hex(0, 0), [
      Card.Move,
      Card.NoAction,
    ]);
    const plain = decide(supernaturalHeuristic, s) - MOVE;
    const expert = decide(supernaturalExpert, s) - MOVE;
    assert.equal(opponentsNextTo(s, plain), 1, 'the plain heuristic does not look');
    assert.equal(opponentsNextTo(s, expert), 0);
    assert.equal(toGoal(expert, 0), toGoal(plain, 0), 'no hex given up: another as near');
  });

  it("SS-12.5 the carrier's teammate, running up the field, keeps clear of opponents", () => {
    const s = position([hex(0, 0), hex(-4, -3), hex(2, -2), hex(-1, -3)], hex(0, 0), [
      Card.NoAction,
      Card.Move,
    ]);
    const plain = decide(supernaturalHeuristic, s, 2) - MOVE;
    const expert = decide(supernaturalExpert, s, 2) - MOVE;
    assert.equal(opponentsNextTo(s, plain), 1);
    assert.equal(opponentsNextTo(s, expert), 0);
    assert.equal(distance(expert, hex(6, -1)), distance(plain, hex(6, -1)), 'as far up the field');
  });

  it('SS-12.5 a tackler takes the hex beside the carrier nearest the goal it attacks', () => {
    const s = position([hex(-2, -1), hex(-4, 3), hex(1, 0), hex(3, 2)], hex(1, 0), [
      Card.Move,
      Card.NoAction,
    ]);
    const plain = decide(supernaturalHeuristic, s) - MOVE;
    const expert = decide(supernaturalExpert, s) - MOVE;
    for (const cell of [plain, expert]) assert.equal(distance(cell, hex(1, 0)), 1, 'beside X');
    // Hexes from Mornoch's own zone, the one Landraeth attacks.
    assert.ok(toGoal(expert, 1) > toGoal(plain, 1), 'further up the field');
  });

  it('SS-12.5 holds a Game Changer for a bigger gain than the plain heuristic', () => {
    // The ball loose on the centre hex, X one hex from it and A three: Sent Home on X makes
    // the race even, a small gain the plain heuristic takes and the expert lets go.
    const s = position(
      [hex(-3, 0), hex(-4, 3), hex(1, 0), hex(3, 0)],
      hex(0, 0),
      [Card.NoAction, Card.NoAction],
      [Kind.SentHome],
    );
    assert.equal(decide(supernaturalHeuristic, s), playAction(Kind.SentHome, 2));
    assert.equal(decide(supernaturalExpert, s), PASS);
    EXPERT.keep.forEach((worth, kind) => {
      assert.ok(worth >= (PLAIN.keep[kind] as number), `kind ${kind} held at least as long`);
    });
  });

  it('SS-12.5 beats the plain heuristic from either side (200 games, seats swapped)', () => {
    const games = 200;
    const bySeat = duelWinsBySeat(
      game,
      { agent: 'bot:expert', make: supernaturalExpert },
      { agent: 'bot:heuristic', make: supernaturalHeuristic },
      games,
    );
    // Measured 81.5% of 2,000 games on 1.0.0's rules (docs/bots.md), tuned there; on 1.1.0's
    // (issue #31: the pause before the reveal, the team's order, the deck) 69.9% of 1,000
    // (seeds duel-0 to duel-999: 73.0% as Mornoch, 66.8% as Landraeth). The interval's lower
    // end must clear 50% from each side (no game is drawn: a game ends at a team's target).
    for (const wins of bySeat) {
      const { low } = wilson(wins, games / 2);
      assert.ok(low > 0.5, `${wins} of ${games / 2}`);
    }
  });
});
