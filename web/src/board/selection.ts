/**
 * A board's selection, kept apart from the DOM (as chessground keeps its state): which piece
 * is selected and what a click on a cell does, read from the legal choices alone through
 * core/board.ts, so that a board highlights exactly the destinations the engine accepts.
 */
import {
  boardTargets,
  destinations,
  moveTo,
  pieceOn,
  type BoardTargets,
} from '../../../src/core/board.ts';
import type { ActionInfo } from '../../../src/core/game.ts';
import type { LegalChoice } from '../protocol.ts';

/** The board's offer for a seat's choices; a choice without an info places nothing. */
export function offerOf(legal: readonly LegalChoice[]): BoardTargets {
  const infos = new Map(legal.map((c) => [c.action, c.info ?? NOTHING]));
  return boardTargets(
    legal.map((c) => c.action),
    (action) => infos.get(action) ?? NOTHING,
  );
}

const NOTHING: ActionInfo = { kind: 'other' };

/** What a click on a cell does: play an action, select a piece (on the board only), or nothing. */
export type CellClick =
  | { readonly kind: 'play'; readonly action: number }
  | { readonly kind: 'select'; readonly piece: number }
  | { readonly kind: 'none' };

/**
 * A click on `cell` with `selected` the piece selected now (or null): a highlighted cell plays
 * its move; a piece that may move is selected, through the engine's own select action when
 * selecting is a step of the game's; anything else does nothing.
 */
export function clickCell(offer: BoardTargets, selected: number | null, cell: number): CellClick {
  if (selected !== null) {
    const action = moveTo(offer, selected, cell);
    if (action !== undefined) return { kind: 'play', action };
  }
  const piece = pieceOn(offer, cell);
  if (!piece) return { kind: 'none' };
  if (piece.select !== undefined) return { kind: 'play', action: piece.select };
  return { kind: 'select', piece: piece.piece };
}

/**
 * The piece selected on the board: the one a person picked, while it still may move, or else
 * the only piece with moves when no piece waits to be picked (the engine's own selection).
 */
export function selectedPiece(offer: BoardTargets, picked: number | null): number | null {
  if (picked !== null && destinations(offer, picked).length > 0) return picked;
  const moving = [...offer.pieces.values()].filter((p) => p.moves.size > 0);
  const picking = [...offer.pieces.values()].some((p) => p.select !== undefined);
  return moving.length === 1 && !picking ? (moving[0]?.piece ?? null) : null;
}

/** The cells to highlight: the selected piece's destinations, ascending. */
export function highlighted(offer: BoardTargets, selected: number | null): readonly number[] {
  return selected === null ? [] : destinations(offer, selected);
}
