/**
 * Golazo's selection on the pitch, on top of the shared board selection (web/src/board/): the
 * ball is a piece of its own (a pass moves it, GZ-5.3), standing on its carrier's cell, so a
 * click on the carrier selects the carrier, and a second click selects the ball and shows the
 * open passing lanes.
 */
import { moveTo, type BoardTargets } from '../../../../src/core/board.ts';
import type { LegalChoice } from '../../protocol.ts';
import { oddsLine } from '../../board/odds.ts';

/** What a click on a cell does. */
export type PitchClick =
  | { readonly kind: 'play'; readonly action: number }
  | { readonly kind: 'select'; readonly piece: number | null };

/**
 * A click on `cell` with `selected` the selected piece (or null): a highlighted cell plays its
 * move; a cell with pieces that may move selects the first of them, or the next after the one
 * selected (the carrier, then the ball); any other cell clears the selection.
 */
export function pitchClick(offer: BoardTargets, selected: number | null, cell: number): PitchClick {
  if (selected !== null) {
    const action = moveTo(offer, selected, cell);
    if (action !== undefined) return { kind: 'play', action };
  }
  const here = [...offer.pieces.values()].filter((p) => p.from === cell);
  const at = here.findIndex((p) => p.piece === selected);
  const next = here[(at + 1) % Math.max(here.length, 1)];
  if (!next) return { kind: 'select', piece: null };
  if (next.select !== undefined) return { kind: 'play', action: next.select };
  return { kind: 'select', piece: next.piece };
}

/**
 * The cells a move to `to` crosses, for the hover: the pass's lane (the info's path) and the
 * cell itself; empty when `to` is not a target of the selected piece.
 */
export function pathTo(
  offer: BoardTargets,
  legal: readonly LegalChoice[],
  selected: number | null,
  to: number,
): readonly number[] {
  if (selected === null) return [];
  const action = moveTo(offer, selected, to);
  if (action === undefined) return [];
  const info = legal.find((c) => c.action === action)?.info;
  return [...(info?.path ?? []), to];
}

/** The choice a move to `to` plays, for the hint under the pitch, or undefined. */
export function choiceTo(
  offer: BoardTargets,
  legal: readonly LegalChoice[],
  selected: number | null,
  to: number,
): LegalChoice | undefined {
  if (selected === null) return undefined;
  const action = moveTo(offer, selected, to);
  return action === undefined ? undefined : legal.find((c) => c.action === action);
}

/**
 * The moves the team has left once `choice` is played, for the hover (GZ-5): a tackle costs
 * two, a slide tackle gambles them all, any other move one. Undefined for a choice that is not
 * a move on the pitch, or is a placement (GZ-8.1, GZ-9.10), which spends no move.
 */
export function movesAfter(choice: LegalChoice, movesLeft: number): number | undefined {
  const side = choice.info?.kind === 'move' ? choice.info.side : undefined;
  if (side === undefined || side === 'place') return undefined;
  if (side === 'slide-tackle') return 0;
  return Math.max(0, movesLeft - (side === 'tackle' ? 2 : 1));
}

/**
 * A hovered move's odds when dice decide it, in the engine's words from its info, e.g. a slide
 * tackle (GZ-13.2): ' · misses: the moves are lost 67% · is sent off 17% · …'; '' otherwise.
 */
export function oddsWords(choice: LegalChoice): string {
  const odds = oddsLine(choice.info?.outcomes);
  return odds ? ` · ${odds}` : '';
}
