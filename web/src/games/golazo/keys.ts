/**
 * The pitch by keyboard (issue #37, accessibility): one cell of the pitch is in the Tab order
 * (roving focus), the arrow keys move between cells as the screen shows them, Home and End go
 * to a row's ends.
 */

/** Where `key` moves focus from `index` in a grid of `columns` a row, `count` cells; null: not a move. */
export function gridStep(
  index: number,
  key: string,
  columns: number,
  count: number,
): number | null {
  const column = index % columns;
  switch (key) {
    case 'ArrowLeft':
      return column > 0 ? index - 1 : index;
    case 'ArrowRight':
      return column < columns - 1 && index + 1 < count ? index + 1 : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'Home':
      return index - column;
    case 'End':
      return Math.min(index - column + columns, count) - 1;
    default:
      return null;
  }
}

/**
 * The cell that holds the pitch's place in the Tab order: the one last focused while it is
 * still worth a stop, else the selected piece's, else the first cell that acts (a target, a
 * piece to select), else the first cell on screen.
 */
export function rovingCell(
  onScreen: readonly number[],
  focused: number | null,
  selected: number,
  acting: ReadonlySet<number>,
): number {
  if (focused !== null && onScreen.includes(focused)) return focused;
  if (selected >= 0) return selected;
  return onScreen.find((cell) => acting.has(cell)) ?? onScreen[0] ?? 0;
}
