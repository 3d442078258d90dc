/**
 * The value of the latest committed render, for handlers made once: a board's cells take the
 * same handlers at every render, so a memoised cell whose own props did not change is not
 * drawn again (issue #32: the page's CPU per table update). The handlers read the ref when an
 * event comes, never while rendering; it is set after each commit, before any event can see it.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
