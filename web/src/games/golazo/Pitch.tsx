/**
 * The pitch drawn to scale (GZ-1): 9 × 14 cells as buttons, each with its marks, its counter
 * and the ball; the selected piece's reachable cells highlighted, the hovered move's lane, the
 * last move. A click or Enter on a cell selects or moves (see selection.ts).
 */
import { memo, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { BALL, COLUMNS, NONE, shirtOf, teamOfCounter } from '../../../../src/games/golazo/board.ts';
import { TEAM_NAMES } from '../../../../src/games/golazo/vocabulary.ts';
import {
  aboveHalfway,
  cellWords,
  cellsOnScreen,
  homeTeam,
  marksOf,
  markTitle,
  pitchPieces,
  type CellMarks,
} from './pitch.ts';
import { gridStep, rovingCell } from './keys.ts';
import type { Frame } from './glide.ts';
import type { PitchSelection } from './usePitchSelection.ts';
import { useLatest } from '../../ui/useLatest.ts';
import type { GolazoView } from './view.ts';

interface PitchProps {
  readonly view: GolazoView;
  readonly selection: PitchSelection;
  readonly last: { from: number; to: number } | null;
  readonly busy: boolean;
  /** A frame of the others' moves to draw instead of the view's pieces, or null. */
  readonly frame: Frame | null;
}

const DICE = ['', '⚀', '⚁', '⚂', '⚃'];

export function Pitch(props: PitchProps): ReactElement {
  const { view, selection, busy, frame } = props;
  const home = homeTeam(view.viewer);
  const { counterAt, ball, centre } = pitchPieces(view, frame, home);
  const last = frame ?? props.last;
  const targets = new Set(selection.targets);
  const path = new Set(selection.path);
  const selectedCell =
    selection.selected === null
      ? NONE
      : selection.selected === BALL
        ? ball
        : (view.cells[selection.selected] ?? NONE);
  const onScreen = cellsOnScreen(home);
  const selectable = new Set(selection.selectable);
  const [focused, setFocused] = useState<number | null>(null);
  const grid = useRef<HTMLDivElement | null>(null);
  const on = useCellHandlers(selection, setFocused);
  const acting = new Set([...selection.targets, ...selection.selectable]);
  // One cell in the Tab order; the arrow keys move among the rest (issue #37).
  const rover = rovingCell(onScreen, focused, selectedCell, acting);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && selection.selected !== null) {
      selection.cancel();
      event.preventDefault();
      return;
    }
    const at = onScreen.indexOf(rover);
    const next = gridStep(at, event.key, COLUMNS, onScreen.length);
    if (next === null) return;
    event.preventDefault();
    const cell = onScreen[next] ?? rover;
    setFocused(cell);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${String(cell)}"]`)?.focus();
  };
  return (
    <div className="gz-pitch-frame">
      <p className="gz-goal">{TEAM_NAMES[1 - home]}’ goal</p>
      <div
        className={frame ? 'gz-pitch gz-pitch--moving' : 'gz-pitch'}
        role="group"
        aria-label="Pitch"
        aria-busy={busy || frame !== null}
        aria-describedby="gz-pitch-keys"
        ref={grid}
        onKeyDown={onKeyDown}
      >
        <p id="gz-pitch-keys" className="visually-hidden">
          Arrow keys move between cells, Enter selects or moves, Escape drops the selection.
        </p>
        {onScreen.map((cell) => {
          const counter = counterAt[cell] ?? NONE;
          return (
            <PitchCell
              key={cell}
              cell={cell}
              className={cellClasses(marksOf(cell), home, cell, {
                target: targets.has(cell),
                path: path.has(cell),
                selected: cell === selectedCell,
                ballSelected: selection.selected === BALL,
                last: last !== null && (cell === last.from || cell === last.to),
              })}
              counter={counter}
              ball={cell === ball ? (centre ? 'centre' : 'loose') : 'none'}
              does={cellDoes(cell, targets, selectable, selectedCell)}
              rover={cell === rover}
              selected={cell === selectedCell}
              on={on}
            />
          );
        })}
      </div>
      <p className="gz-goal">{TEAM_NAMES[home]}’ goal</p>
    </div>
  );
}

/** What a cell does with the pointer and focus: the same functions at every render. */
interface CellHandlers {
  readonly click: (cell: number) => void;
  readonly hover: (cell: number | null) => void;
  readonly focus: (cell: number) => void;
}

/** Handlers that act on the latest selection, made once so that unchanged cells are skipped. */
function useCellHandlers(
  selection: PitchSelection,
  setFocused: (cell: number) => void,
): CellHandlers {
  const latest = useLatest(selection);
  return useMemo(
    () => ({
      click: (cell) => {
        latest.current.click(cell);
      },
      hover: (cell) => {
        latest.current.hover(cell);
      },
      focus: (cell) => {
        setFocused(cell);
        latest.current.hover(cell);
      },
    }),
    [latest, setFocused],
  );
}

interface PitchCellProps {
  readonly cell: number;
  readonly className: string;
  /** The counter on it, or NONE. */
  readonly counter: number;
  /** The ball on it, e.g. 'centre' at a kick-off. */
  readonly ball: 'none' | 'loose' | 'centre';
  /** What Enter on it does, in words (cellDoes). */
  readonly does: string;
  /** The cell that holds the pitch's place in the Tab order. */
  readonly rover: boolean;
  readonly selected: boolean;
  readonly on: CellHandlers;
}

/**
 * One cell as a button, drawn again only when what it shows changes: an update or a hover
 * changes a few of the 126 (issue #32).
 */
const PitchCell = memo(function PitchCell({
  cell,
  className,
  counter,
  ball,
  does,
  rover,
  selected,
  on,
}: PitchCellProps): ReactElement {
  return (
    <button
      type="button"
      className={className}
      data-cell={cell}
      data-counter={counter >= 0 ? counter : undefined}
      tabIndex={rover ? 0 : -1}
      aria-pressed={selected}
      onClick={() => {
        on.click(cell);
      }}
      onMouseEnter={() => {
        on.hover(cell);
      }}
      onFocus={() => {
        on.focus(cell);
      }}
      onMouseLeave={() => {
        on.hover(null);
      }}
    >
      {/* The name, in words; the marks and the shirt drawn are said in it. */}
      <span className="visually-hidden">{cellWords(cell, counter, ball === 'loose') + does}</span>
      <CellMarksView marks={marksOf(cell)} title={markTitle(cell)} />
      {counter >= 0 && (
        <span
          className={`gz-counter gz-counter--${teamOfCounter(counter) === 0 ? 'reds' : 'blues'}`}
          aria-hidden="true"
        >
          {shirtOf(counter)}
        </span>
      )}
      {ball !== 'none' && (
        <span
          className={ball === 'centre' ? 'gz-ball gz-ball--centre' : 'gz-ball'}
          aria-hidden="true"
        />
      )}
    </button>
  );
});

/** What Enter on a cell does, for its name: ', go here', ', select', ', selected'. */
function cellDoes(
  cell: number,
  targets: ReadonlySet<number>,
  selectable: ReadonlySet<number>,
  selectedCell: number,
): string {
  if (targets.has(cell)) return ', go here';
  if (cell === selectedCell) return ', selected';
  return selectable.has(cell) ? ', select' : '';
}

/** A cell's mark, its meaning in a tooltip (hidden from screen readers: the cell's name says it). */
function CellMarksView({
  marks,
  title,
}: {
  readonly marks: CellMarks;
  readonly title: string;
}): ReactElement | null {
  if (marks.number > 0)
    return (
      <span className="gz-mark" aria-hidden="true" title={title}>
        {marks.number}
      </span>
    );
  if (marks.crossDice > 0)
    return (
      <span className="gz-mark gz-mark--dice" aria-hidden="true" title={title}>
        {DICE[marks.crossDice]}
      </span>
    );
  if (marks.longShot)
    return (
      <span className="gz-mark" aria-hidden="true" title={title}>
        LS
      </span>
    );
  if (marks.kickOff)
    return <span className="gz-mark gz-mark--kick-off" aria-hidden="true" title={title} />;
  return null;
}

interface CellState {
  readonly target: boolean;
  readonly path: boolean;
  readonly selected: boolean;
  readonly ballSelected: boolean;
  readonly last: boolean;
}

function cellClasses(marks: CellMarks, home: number, cell: number, state: CellState): string {
  const classes = ['gz-cell'];
  if (marks.area >= 0) classes.push('gz-cell--area');
  if (marks.crossDice > 0) classes.push('gz-cell--cross');
  if (aboveHalfway(cell, home)) classes.push('gz-cell--halfway');
  if (state.target) classes.push(state.ballSelected ? 'gz-cell--lane' : 'gz-cell--target');
  if (state.path) classes.push('gz-cell--path');
  if (state.selected) classes.push('gz-cell--selected');
  if (state.last) classes.push('gz-cell--last');
  return classes.join(' ');
}
