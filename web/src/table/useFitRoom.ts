/**
 * Keeps `--fit-room` (px) on a board's root: the height its field may take so that the field
 * and the parts that must be seen with it end on the first screen (fitRoom.ts). Measured again
 * whenever the board or the page changes size (a window's banner coming in above, a hand
 * growing a row below) and when the viewport does; the board's CSS reads the variable with
 * a fallback for the first paint.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { roomLeft } from './fitRoom.ts';

/**
 * `grow`: the field, a selector inside the root; `must`: the parts that must end on the
 * screen with it (those beside the field do not count).
 */
export function useFitRoom<T extends HTMLElement>(grow: string, must: string): RefObject<T | null> {
  const root = useRef<T>(null);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const field = el.querySelector(grow);
      if (!field) return;
      const parts = [...el.querySelectorAll(must)].map((part) => part.getBoundingClientRect());
      const room = `${String(roomLeft(field.getBoundingClientRect(), parts, innerHeight, scrollY))}px`;
      if (el.style.getPropertyValue('--fit-room') !== room)
        el.style.setProperty('--fit-room', room);
    };
    const soon = (): void => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    const watch = new ResizeObserver(soon);
    watch.observe(el);
    watch.observe(document.body);
    addEventListener('resize', soon);
    return () => {
      watch.disconnect();
      removeEventListener('resize', soon);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [grow, must]);
  return root;
}
