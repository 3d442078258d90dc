/** The grid game's own rules (GG-n in grid-game.ts): dice-given moves, two-step moves, lines. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupChecked } from '../checked.ts';
import type { Seat } from '../game.ts';
import { Rng } from '../rng.ts';
import { teamsOf } from '../teams.ts';
import {
  CELLS,
  DESELECT,
  END,
  PIECES_PER_SEAT,
  ROLL,
  cellAt,
  gridGame,
  moveAction,
  selectAction,
  type GridState,
} from './grid-game.ts';

function start(options: Record<string, unknown> = {}, seed = 'grid', seats = 2): GridState {
  return gridGame.setup(gridGame.facts.options.parse(options), seats, Rng.fromSeed(seed));
}

/** Puts the pieces on `cells` (piece by piece, -1 leaves one off the pitch's way: far corner). */
function placeAll(s: GridState, cells: readonly number[], ball: number): void {
  s.pieceAt.fill(-1);
  cells.forEach((cell, piece) => {
    s.cellOf[piece] = cell;
    s.pieceAt[cell] = piece;
  });
  s.ball = ball;
  s.version++;
}

/** Gives the seat to move `moves` moves, as a roll would. */
function withMoves(s: GridState, moves: number): void {
  s.movesLeft = moves;
  s.version++;
}

/** A quiet position: everyone in the two side columns but those the test places. */
function quiet(s: GridState, placed: Readonly<Record<number, number>>, ball: number): void {
  const cells = Array.from({ length: 2 * PIECES_PER_SEAT }, (_, piece) =>
    piece < PIECES_PER_SEAT ? cellAt(0, 1 + piece) : cellAt(6, 1 + piece - PIECES_PER_SEAT),
  );
  for (const [piece, cell] of Object.entries(placed)) cells[Number(piece)] = cell;
  placeAll(s, cells, ball);
}

const chanceOf = (s: GridState, seat: Seat, action: number) => gridGame.chance?.(s, seat, action);

describe('grid game', () => {
  it('GG-1: four seats play two sides in seat order, each moving all of its side; three are refused', () => {
    assert.deepEqual(teamsOf(gridGame, 4), [
      [0, 2],
      [1, 3],
    ]);
    assert.ok(!setupChecked(gridGame, { seats: 3, seed: 'x' }).ok);
    const s = start({ steps: 'one' }, 'four', 4);
    const order: Seat[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const seat = gridGame.actors(s)[0] as Seat;
      order.push(seat);
      gridGame.applyOutcome?.(s, seat, ROLL, 0);
      const moves = gridGame.legalActions(s, seat).slice(1);
      const side = seat % 2;
      assert.ok(
        moves.every((a) => a >= moveAction(6 * side, 0) && a < moveAction(6 * side + 6, 0)),
        `seat ${seat} moves side ${side}'s pieces`,
      );
      gridGame.apply(s, seat, END);
    }
    assert.deepEqual(order, [0, 1, 2, 3]);
  });

  it("GG-5/GG-6: with four seats a goal is the side's, the other side kicks off, teammates share a place", () => {
    const s = start({ steps: 'one', goals: 1 }, 'four', 4);
    for (const seat of [0, 1]) {
      gridGame.apply(s, seat, ROLL);
      gridGame.apply(s, seat, END);
    }
    quiet(s, { 0: cellAt(3, 6) }, 0);
    withMoves(s, 1);
    gridGame.apply(s, 2, moveAction(0, cellAt(3, 8)));
    assert.deepEqual(s.scores, [1, 0]);
    assert.equal(s.ball, 2 * PIECES_PER_SEAT - 1);
    assert.deepEqual(gridGame.outcome(s), { scores: [1, 0, 1, 0], places: [1, 3, 1, 3] });
  });

  it('GG-2: a turn starts with a die roll of six equal faces, giving that many moves', () => {
    const s = start();
    assert.deepEqual(gridGame.legalActions(s, 0), [ROLL]);
    const faces = chanceOf(s, 0, ROLL);
    assert.deepEqual(
      faces,
      [1, 1, 1, 1, 1, 1].map((n) => n / 6),
    );
    gridGame.applyOutcome?.(s, 0, ROLL, 3);
    assert.equal(s.movesLeft, 4);
    assert.equal(chanceOf(s, 0, END), undefined, 'only the roll is chance');
    gridGame.apply(s, 0, END);
    assert.deepEqual([...gridGame.actors(s)], [1], 'ending the moves passes the turn');
  });

  it('GG-3: a pass runs along a line to the first teammate, its path the cells between', () => {
    const s = start({ steps: 'one' });
    quiet(s, { 0: cellAt(3, 2), 1: cellAt(5, 4) }, 0);
    withMoves(s, 2);
    const info = gridGame.actionInfo(s, 0, moveAction(0, cellAt(5, 4)));
    assert.deepEqual(info, {
      kind: 'move',
      side: 'pass',
      piece: 0,
      from: cellAt(3, 2),
      to: cellAt(5, 4),
      path: [cellAt(4, 3)],
    });
    gridGame.apply(s, 0, moveAction(0, cellAt(5, 4)));
    assert.equal(s.ball, 1);
    assert.equal(s.movesLeft, 1);
  });

  it('GG-3: a shot needs a clear line into the other goal mouth and scores (GG-5: kick-off)', () => {
    const s = start({ steps: 'one' });
    quiet(s, { 0: cellAt(3, 5), 6: cellAt(3, 7) }, 0);
    withMoves(s, 3);
    const shot = moveAction(0, cellAt(3, 8));
    assert.ok(!gridGame.legalActions(s, 0).includes(shot), 'a piece on the line blocks it');
    quiet(s, { 0: cellAt(3, 5), 6: cellAt(2, 7) }, 0);
    assert.deepEqual(gridGame.actionInfo(s, 0, shot).path, [cellAt(3, 6), cellAt(3, 7)]);
    gridGame.apply(s, 0, shot);
    assert.deepEqual(s.scores, [1, 0]);
    assert.equal(s.ball, 2 * PIECES_PER_SEAT - 1, 'the conceding seat kicks off');
    assert.deepEqual([...gridGame.actors(s)], [1], 'a goal ends the turn');
    assert.equal(s.movesLeft, -1);
  });

  it('GG-3: a run goes up to three cells around pieces, its path through free cells', () => {
    const s = start({ steps: 'one' });
    quiet(s, { 1: cellAt(3, 3), 7: cellAt(3, 4), 8: cellAt(2, 4), 9: cellAt(4, 4) }, 0);
    withMoves(s, 1);
    const behind = moveAction(1, cellAt(3, 5));
    assert.ok(!gridGame.legalActions(s, 0).includes(behind), 'around the wall takes four');
    const far = moveAction(1, cellAt(5, 5));
    const path = gridGame.actionInfo(s, 0, far).path ?? [];
    assert.equal(path.length, 2);
    let at = cellAt(3, 3);
    for (const cell of [...path, cellAt(5, 5)]) {
      assert.equal(s.pieceAt[cell], -1, 'the path crosses free cells');
      const step = Math.max(
        Math.abs((cell % 7) - (at % 7)),
        Math.abs(Math.floor(cell / 7) - Math.floor(at / 7)),
      );
      assert.equal(step, 1, 'the path goes in king steps');
      at = cell;
    }
    gridGame.apply(s, 0, far);
    assert.equal(s.cellOf[1], cellAt(5, 5));
    assert.deepEqual([...gridGame.actors(s)], [1], 'the last move ends the turn');
  });

  it('GG-3: a tackle next to the carrier takes the ball for two moves', () => {
    const s = start({ steps: 'one' });
    quiet(s, { 1: cellAt(3, 3), 6: cellAt(3, 4) }, 6);
    const tackle = moveAction(1, cellAt(3, 4));
    withMoves(s, 1);
    assert.ok(!gridGame.legalActions(s, 0).includes(tackle), 'one move is not enough');
    withMoves(s, 3);
    assert.equal(gridGame.actionInfo(s, 0, tackle).side, 'tackle');
    gridGame.apply(s, 0, tackle);
    assert.equal(s.ball, 1);
    assert.equal(s.movesLeft, 1);
  });

  it('GG-4: in two steps only movable pieces are selectable, and a turn allows three deselects', () => {
    const s = start();
    gridGame.applyOutcome?.(s, 0, ROLL, 5);
    const legal = gridGame.legalActions(s, 0);
    assert.equal(legal[0], END);
    const selectable = legal.slice(1);
    assert.ok(selectable.every((a) => a >= selectAction(0) && a <= selectAction(5)));
    for (let k = 0; k < 3; k++) {
      gridGame.apply(s, 0, selectable[0] as number);
      assert.equal(gridGame.legalActions(s, 0)[0], DESELECT);
      gridGame.apply(s, 0, DESELECT);
    }
    gridGame.apply(s, 0, selectable[0] as number);
    const moves = gridGame.legalActions(s, 0);
    assert.ok(!moves.includes(DESELECT), 'the fourth selection must move');
    assert.ok(moves.every((a) => a >= moveAction(0, 0) && a < moveAction(6, 0)));
  });

  it('GG-4: with one step, every seeded game has a decision of at least 100 legal actions', () => {
    for (let g = 0; g < 30; g++) {
      const s = start({ steps: 'one' }, `wide-${g}`);
      const chooser = Rng.fromSeed(`wide-chooser-${g}`);
      let widest = 0;
      while (gridGame.actors(s).length > 0) {
        const seat = gridGame.actors(s)[0] as Seat;
        const legal = gridGame.legalActions(s, seat);
        widest = Math.max(widest, legal.length);
        gridGame.apply(s, seat, legal[chooser.int(legal.length)] as number);
      }
      assert.ok(widest >= 100, `game ${g}: widest decision ${widest}`);
    }
  });

  it('GG-7: selects, deselects and moves that leave moves are taken back; never a roll, a shot, the end or a last move', () => {
    const takeBack = (s: GridState, action: number) => gridGame.takeBack?.(s, 0, action);
    const s = start();
    assert.equal(takeBack(s, ROLL), false, 'the roll');
    gridGame.applyOutcome?.(s, 0, ROLL, 2);
    assert.equal(takeBack(s, END), false, 'the end of the moves');
    assert.equal(takeBack(s, selectAction(5)), true, 'a select');
    gridGame.apply(s, 0, selectAction(5));
    assert.equal(takeBack(s, DESELECT), true, 'a deselect');
    const t = start({ steps: 'one' });
    quiet(t, { 0: cellAt(3, 5), 1: cellAt(1, 3), 6: cellAt(2, 7) }, 0);
    withMoves(t, 2);
    assert.equal(takeBack(t, moveAction(1, cellAt(1, 4))), true, 'a run with a move to spare');
    assert.equal(takeBack(t, moveAction(0, cellAt(3, 8))), false, 'a shot');
    withMoves(t, 1);
    assert.equal(takeBack(t, moveAction(1, cellAt(1, 4))), false, 'the last move ends the turn');
  });

  it('GG-6: the game ends at the goals to win or after the last turn', () => {
    const s = start({ turns: 2, goals: 1 });
    gridGame.apply(s, 0, ROLL);
    gridGame.apply(s, 0, END);
    gridGame.apply(s, 1, ROLL);
    gridGame.apply(s, 1, END);
    assert.deepEqual(gridGame.outcome(s), { scores: [0, 0], places: [1, 1] });
    const t = start({ goals: 1, steps: 'one' });
    quiet(t, { 0: cellAt(3, 6) }, 0);
    withMoves(t, 1);
    gridGame.apply(t, 0, moveAction(0, cellAt(3, 8)));
    assert.deepEqual(gridGame.outcome(t), { scores: [1, 0], places: [1, 2] });
    assert.equal(CELLS, 63);
  });
});
