import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Game } from '../../../src/core/game.ts';
import { Rng } from '../../../src/core/rng.ts';
import { gridGame, ROLL } from '../../../src/core/testing/grid-game.ts';
import type { LegalChoice } from '../protocol.ts';
import { clickCell, highlighted, offerOf, selectedPiece } from './selection.ts';

/** A grid game with its die rolled, for seat 0, and its choices as the server sends them. */
function rolled(steps: 'one' | 'two') {
  const game = gridGame as Game<unknown, unknown, unknown>;
  const state = game.setup(game.facts.options.parse({ steps }), 2, Rng.fromSeed('board'));
  game.apply(state, 0, ROLL);
  const choices = (): LegalChoice[] =>
    game.legalActions(state, 0).map((action) => ({
      action,
      label: game.actionLabel(state, 0, action),
      info: game.actionInfo(state, 0, action),
    }));
  return { game, state, choices };
}

describe('a board’s selection', () => {
  it('highlights exactly the cells the engine lets a selected piece reach, and plays the click', () => {
    const { choices } = rolled('one');
    const legal = choices();
    assert.ok(legal.length > 16, `${legal.length} actions`);
    const offer = offerOf(legal);
    const [piece] = offer.pieces.values();
    assert.ok(piece?.from !== undefined);
    const click = clickCell(offer, null, piece.from);
    assert.deepEqual(click, { kind: 'select', piece: piece.piece });
    const engineTargets = legal
      .filter((c) => c.info?.piece === piece.piece && c.info.to !== undefined)
      .map((c) => c.info?.to)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    assert.deepEqual(highlighted(offer, piece.piece), engineTargets);
    const to = engineTargets[0] as number;
    const move = legal.find((c) => c.info?.piece === piece.piece && c.info.to === to);
    assert.deepEqual(clickCell(offer, piece.piece, to), { kind: 'play', action: move?.action });
    assert.equal(selectedPiece(offer, null), null);
  });

  it('selects through the engine when selecting is a step, then offers that piece’s cells', () => {
    const { game, state, choices } = rolled('two');
    const offer = offerOf(choices());
    const [piece] = offer.pieces.values();
    assert.ok(piece?.from !== undefined && piece.select !== undefined);
    assert.deepEqual(clickCell(offer, null, piece.from), { kind: 'play', action: piece.select });
    game.apply(state, 0, piece.select);
    const next = offerOf(choices());
    assert.equal(selectedPiece(next, null), piece.piece);
    assert.ok(highlighted(next, piece.piece).length > 0);
  });

  it('does nothing for a click on a cell nothing stands on or goes to', () => {
    const offer = offerOf(rolled('one').choices());
    const taken = new Set([...offer.pieces.values()].map((p) => p.from));
    const empty = [...Array(63).keys()].find((cell) => !taken.has(cell) && cell > 30);
    assert.deepEqual(clickCell(offer, null, empty ?? 62), { kind: 'none' });
  });
});
