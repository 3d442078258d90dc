/**
 * What a board may highlight, read from the legal actions alone: for each piece, the action
 * that selects it and the cells it can reach, each with the one action that takes it there.
 * The one source of truth for every board (the web's, the CLI's, a test's), so what a board
 * offers is exactly what the engine accepts: the conformance suite checks it on every game
 * whose actions carry `piece` and `to` (core/testing/conformance.ts). Pure data, no DOM: the
 * web imports it.
 */
import type { Action, ActionInfo } from './game.ts';

/** One piece's part of the board's offer. */
export interface PieceTargets {
  /** The piece, in the game's numbering, e.g. 7. */
  readonly piece: number;
  /** The cell it stands on, e.g. 41; undefined when no action says. */
  from: number | undefined;
  /** The action that selects it when selecting is a step of its own, e.g. 10. */
  select: Action | undefined;
  /** Each cell it can reach and the one action that moves it there, e.g. 43 → 214. */
  readonly moves: Map<number, Action>;
}

export interface BoardTargets {
  /** Every piece some legal action names as selected or moved, by piece. */
  readonly pieces: Map<number, PieceTargets>;
  /** The legal actions that place nothing on the board (roll, end, pass, deselect …), in order. */
  readonly others: Action[];
  /**
   * Actions a board cannot place without a doubt: a second action for a (piece, cell) already
   * taken, or one whose `from` disagrees with the piece's. Never highlighted; a game with any
   * fails the conformance suite.
   */
  readonly clashes: Action[];
}

/** The board's offer for `legal`, each action described by `infoOf` (the game's actionInfo). */
export function boardTargets(
  legal: readonly Action[],
  infoOf: (action: Action) => ActionInfo,
): BoardTargets {
  const targets: BoardTargets = { pieces: new Map(), others: [], clashes: [] };
  for (const action of legal) place(targets, action, infoOf(action));
  return targets;
}

function place(targets: BoardTargets, action: Action, info: ActionInfo): void {
  const { piece, to, from } = info;
  const moves = piece !== undefined && to !== undefined;
  const selects = piece !== undefined && info.kind === 'select' && to === undefined;
  if (!moves && !selects) {
    targets.others.push(action);
    return;
  }
  const entry = pieceEntry(targets, piece);
  if (from !== undefined && entry.from !== undefined && from !== entry.from) {
    targets.clashes.push(action);
    return;
  }
  entry.from ??= from;
  if (moves && !entry.moves.has(to)) entry.moves.set(to, action);
  else if (selects && entry.select === undefined) entry.select = action;
  else targets.clashes.push(action);
}

function pieceEntry(targets: BoardTargets, piece: number): PieceTargets {
  let entry = targets.pieces.get(piece);
  if (!entry) {
    entry = { piece, from: undefined, select: undefined, moves: new Map() };
    targets.pieces.set(piece, entry);
  }
  return entry;
}

/** The cells to highlight for `piece`, ascending; empty for a piece with nowhere to go. */
export function destinations(targets: BoardTargets, piece: number): number[] {
  const moves = targets.pieces.get(piece)?.moves;
  return moves ? [...moves.keys()].sort((a, b) => a - b) : [];
}

/** The action a click on `to` plays once `piece` is selected, or undefined: not a target. */
export function moveTo(targets: BoardTargets, piece: number, to: number): Action | undefined {
  return targets.pieces.get(piece)?.moves.get(to);
}

/** The piece standing on `cell` that the board may select or move, or undefined. */
export function pieceOn(targets: BoardTargets, cell: number): PieceTargets | undefined {
  for (const entry of targets.pieces.values()) if (entry.from === cell) return entry;
  return undefined;
}
