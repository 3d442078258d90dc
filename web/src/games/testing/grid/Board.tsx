/**
 * The grid test game's board (src/core/testing/grid-game.ts), served only with the server's
 * MATCHDAY_TEST_GAMES=1: the pitch, its pieces and the ball; a click on a piece selects it and
 * highlights exactly the cells the engine lets it reach; a click on one plays that move.
 */
import type { ReactElement } from 'react';
import type { GridView } from '../../../../../src/core/testing/grid-game.ts';
import { useBoardSelection } from '../../../board/useBoardSelection.ts';
import type { BoardProps } from '../../types.ts';

const COLUMNS = 7;
const ROWS = 9;

export function isGridView(view: unknown): view is GridView {
  return typeof view === 'object' && view !== null && 'cells' in view && 'ball' in view;
}

export function GridBoard({ view, legal, onChoose, busy }: BoardProps): ReactElement | null {
  const selection = useBoardSelection(legal, busy ? undefined : onChoose);
  if (!isGridView(view)) return null;
  const pieceAt = new Map(view.cells.map((cell, piece) => [cell, piece]));
  const targets = new Set(selection.targets);
  // Seat 0's goal line at the bottom: rows are drawn from the far end down.
  const rows = [...Array(ROWS).keys()].reverse();
  return (
    <div className="grid-board" role="grid" aria-label="Pitch">
      {rows.map((row) => (
        <div key={row} className="grid-board__row" role="row">
          {[...Array(COLUMNS).keys()].map((column) => {
            const cell = row * COLUMNS + column;
            const piece = pieceAt.get(cell);
            const classes = ['grid-board__cell'];
            if (targets.has(cell)) classes.push('grid-board__cell--target');
            if (piece !== undefined && piece === selection.selected)
              classes.push('grid-board__cell--selected');
            return (
              <button
                key={cell}
                type="button"
                role="gridcell"
                className={classes.join(' ')}
                data-cell={cell}
                data-piece={piece}
                aria-label={`Cell ${String(cell)}${piece === undefined ? '' : `, piece ${String(piece)}`}`}
                onClick={() => {
                  selection.click(cell);
                }}
              >
                {piece === undefined ? '' : piece === view.ball ? `${piece}●` : String(piece)}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
