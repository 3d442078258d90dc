/**
 * Golazo's selection as a hook: the seat's choices in, the selected piece, its targets, the
 * hovered lane and the click out.
 */
import { useMemo, useState } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { highlighted, offerOf, selectedPiece } from '../../board/selection.ts';
import { choiceTo, pathTo, pitchClick } from './selection.ts';

export interface PitchSelection {
  /** The selected piece, e.g. 8 (Reds #9), 22 for the ball, or null. */
  readonly selected: number | null;
  /** The cells it may go to, ascending. */
  readonly targets: readonly number[];
  /** The cells the hovered move crosses and ends on. */
  readonly path: readonly number[];
  /** The hovered move, for its words. */
  readonly hovered: LegalChoice | undefined;
  /** The cells of the pieces that may be selected (or played by selecting them). */
  readonly selectable: readonly number[];
  readonly click: (cell: number) => void;
  readonly hover: (cell: number | null) => void;
  /** Drops the piece picked (Escape). */
  readonly cancel: () => void;
}

export function usePitchSelection(
  legal: readonly LegalChoice[],
  onChoose: ((choice: LegalChoice) => void) | undefined,
): PitchSelection {
  const offer = useMemo(() => offerOf(legal), [legal]);
  const [picked, setPicked] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const selected = selectedPiece(offer, picked);
  return {
    selected,
    targets: highlighted(offer, selected),
    path: over === null ? [] : pathTo(offer, legal, selected, over),
    hovered: over === null ? undefined : choiceTo(offer, legal, selected, over),
    click: (cell) => {
      const outcome = pitchClick(offer, selected, cell);
      if (outcome.kind === 'select') {
        setPicked(outcome.piece);
        return;
      }
      const choice = legal.find((c) => c.action === outcome.action);
      setPicked(null);
      setOver(null);
      if (choice) onChoose?.(choice);
    },
    selectable: [...offer.pieces.values()].flatMap((p) => (p.from === undefined ? [] : [p.from])),
    hover: setOver,
    cancel: () => {
      setPicked(null);
      setOver(null);
    },
  };
}
