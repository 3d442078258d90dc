/**
 * A board's selection as a hook: give it the seat's choices and a way to play one; it says
 * which cells to highlight and handles a click on a cell.
 */
import { useMemo, useState } from 'react';
import type { LegalChoice } from '../protocol.ts';
import { clickCell, highlighted, offerOf, selectedPiece } from './selection.ts';

export interface BoardSelection {
  /** The selected piece, e.g. 3, or null. */
  readonly selected: number | null;
  /** The cells the selected piece may go to, ascending. */
  readonly targets: readonly number[];
  /** The person clicked a cell. */
  readonly click: (cell: number) => void;
}

export function useBoardSelection(
  legal: readonly LegalChoice[],
  onChoose: ((choice: LegalChoice) => void) | undefined,
): BoardSelection {
  const offer = useMemo(() => offerOf(legal), [legal]);
  const [picked, setPicked] = useState<number | null>(null);
  const selected = selectedPiece(offer, picked);
  return {
    selected,
    targets: highlighted(offer, selected),
    click: (cell) => {
      const outcome = clickCell(offer, selected, cell);
      if (outcome.kind === 'select') setPicked(outcome.piece);
      if (outcome.kind !== 'play') return;
      const choice = legal.find((c) => c.action === outcome.action);
      setPicked(null);
      if (choice) onChoose?.(choice);
    },
  };
}
