/**
 * Where the field draws its pieces, kept apart from the DOM: the four wizards and the ball as
 * the view has them, or as an animation's frame moves them. Only a hex of the field is ever
 * drawn: a wizard or ball with no hex (-1, a number past the field, a frame left over from
 * events the view has moved past) is left where the view has it, or not drawn at all, so no
 * piece is ever placed at a coordinate that is not a number or off the board.
 */
import { CELLS, NONE } from '../../../../src/games/supernatural-soccer/board.ts';
import type { Frame } from './animation.ts';
import { cellCentre, type Point } from './geometry.ts';
import type { SupernaturalView } from './view.ts';

/** Whether `cell` is a hex of the field, e.g. 43; not -1, 87 or 2.5. */
export const onField = (cell: unknown): cell is number =>
  typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < CELLS;

/** A wizard as drawn: its hex and that hex's centre, and whether the ball is drawn on it. */
export interface DrawnWizard {
  readonly wizard: number;
  readonly cell: number;
  readonly at: Point;
  readonly withBall: boolean;
}

/** The ball drawn loose on a hex (or flying through it). */
export interface DrawnBall {
  readonly cell: number;
  readonly at: Point;
}

export interface DrawnPieces {
  /** The wizards drawn, in wizard order; one with no hex is left out. */
  readonly wizards: readonly DrawnWizard[];
  /** The loose ball, or null when a wizard carries it or it has no hex. */
  readonly ball: DrawnBall | null;
}

type PiecesView = Pick<SupernaturalView, 'wizards' | 'ball' | 'carrier'>;

/** The pieces to draw for `view`, moved by `frame` where it moves them onto the field. */
export function fieldPieces(view: PiecesView, frame: Frame | null): DrawnPieces {
  const sliding = frame?.wizard && onField(frame.wizard.cell) ? frame.wizard : undefined;
  const flying = onField(frame?.ball) ? frame.ball : undefined;
  const cellOf = (wizard: number): number =>
    sliding?.wizard === wizard ? sliding.cell : (view.wizards[wizard] ?? NONE);
  // The carrier takes the ball along, unless a frame flies it or the carrier has no hex.
  const carrier =
    flying === undefined && view.carrier !== NONE && onField(cellOf(view.carrier))
      ? view.carrier
      : NONE;
  const wizards: DrawnWizard[] = [];
  view.wizards.forEach((_, wizard) => {
    const cell = cellOf(wizard);
    if (onField(cell))
      wizards.push({ wizard, cell, at: cellCentre(cell), withBall: wizard === carrier });
  });
  const loose = flying ?? (carrier === NONE ? view.ball : NONE);
  return { wizards, ball: onField(loose) ? { cell: loose, at: cellCentre(loose) } : null };
}

/** A hex's centre when `cell` is on the field, else null (nothing to draw around it). */
export const centreOf = (cell: number | undefined): Point | null =>
  onField(cell) ? cellCentre(cell) : null;
