/**
 * Issue #37: a board's field takes the height the first screen leaves it. What must be seen
 * with the field (its buttons, the hand) is measured rather than guessed: the field may take
 * the viewport's height less what stands above it (the site's header, the table's status, a
 * window's banner) and less what is stacked under it that must end on the screen too.
 */

/** An element's box, as getBoundingClientRect gives it (viewport coordinates). */
export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** Left free under the last part, so its border or shadow is not cut. */
export const FIT_MARGIN = 6;

/**
 * The height in px the field `grow` may take so that it, and each of `must` stacked under it,
 * end inside a viewport `viewportHeight` tall with the page at its top (`scrollY` is how far
 * it is scrolled now). A part beside the field (no column in common with it) does not count:
 * the field's height does not push it down. Never below 0.
 */
export function roomLeft(
  grow: Box,
  must: readonly Box[],
  viewportHeight: number,
  scrollY: number,
): number {
  let below = 0;
  for (const part of must) {
    const stacked = part.left < grow.right && part.right > grow.left;
    if (stacked && part.bottom > grow.bottom) below = Math.max(below, part.bottom - grow.bottom);
  }
  const top = grow.top + scrollY;
  return Math.max(0, Math.floor(viewportHeight - top - below - FIT_MARGIN));
}
