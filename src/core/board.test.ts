/** The board's offer, on the core's grid game and on hand-made infos. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boardTargets, destinations, moveTo, pieceOn } from './board.ts';
import type { Action, ActionInfo } from './game.ts';
import { Rng } from './rng.ts';
import { END, ROLL, DESELECT, gridGame, moveAction, selectAction } from './testing/grid-game.ts';

function rolled(steps: 'one' | 'two') {
  const s = gridGame.setup(gridGame.facts.options.parse({ steps }), 2, Rng.fromSeed('board'));
  gridGame.applyOutcome?.(s, 0, ROLL, 5);
  return s;
}

const targetsOf = (s: ReturnType<typeof rolled>) =>
  boardTargets(gridGame.legalActions(s, 0), (a) => gridGame.actionInfo(s, 0, a));

describe('board targets', () => {
  it('with one step, every piece of the seat to move has its destinations, each one action', () => {
    const s = rolled('one');
    const targets = targetsOf(s);
    assert.deepEqual(targets.others, [END]);
    assert.deepEqual(targets.clashes, []);
    assert.deepEqual([...targets.pieces.keys()], [0, 1, 2, 3, 4, 5]);
    for (const [piece, entry] of targets.pieces) {
      assert.equal(entry.from, s.cellOf[piece]);
      assert.equal(entry.select, undefined);
      const cells = destinations(targets, piece);
      assert.deepEqual(
        cells,
        [...cells].sort((a, b) => a - b),
      );
      for (const to of cells) assert.equal(moveTo(targets, piece, to), moveAction(piece, to));
    }
    const total = [...targets.pieces.values()].reduce((n, e) => n + e.moves.size, 0);
    assert.equal(total + 1, gridGame.legalActions(s, 0).length, 'every move is placed');
    assert.equal(pieceOn(targets, s.cellOf[3] as number)?.piece, 3);
    assert.equal(pieceOn(targets, 0), undefined);
    assert.equal(moveTo(targets, 0, s.cellOf[1] as number), undefined, 'no move onto a teammate');
  });

  it('with two steps, pieces offer their selection first, then the selected piece its cells', () => {
    const s = rolled('two');
    const before = targetsOf(s);
    assert.deepEqual(before.others, [END]);
    for (const [piece, entry] of before.pieces) {
      assert.equal(entry.select, selectAction(piece));
      assert.equal(entry.moves.size, 0);
    }
    gridGame.apply(s, 0, selectAction(3));
    const after = targetsOf(s);
    assert.deepEqual(after.others, [DESELECT]);
    assert.deepEqual([...after.pieces.keys()], [3]);
    assert.ok(destinations(after, 3).length > 0);
  });

  it('refuses to highlight what it cannot place without a doubt', () => {
    const infos: Record<number, ActionInfo> = {
      1: { kind: 'move', piece: 7, from: 40, to: 41 },
      2: { kind: 'move', piece: 7, from: 40, to: 41 },
      3: { kind: 'move', piece: 7, from: 39, to: 42 },
      4: { kind: 'select', piece: 7, from: 40 },
      5: { kind: 'select', piece: 7, from: 40 },
      6: { kind: 'place', to: 12 },
      7: { kind: 'deselect', piece: 7 },
    };
    const targets = boardTargets([1, 2, 3, 4, 5, 6, 7], (a: Action) => infos[a] as ActionInfo);
    assert.deepEqual(targets.clashes, [2, 3, 5]);
    assert.deepEqual(targets.others, [6, 7]);
    assert.deepEqual([...(targets.pieces.get(7)?.moves ?? [])], [[41, 1]]);
    assert.equal(targets.pieces.get(7)?.select, 4);
  });
});
