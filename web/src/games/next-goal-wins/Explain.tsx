/**
 * A word on a card that explains itself (explain.ts): the explanation shows while a mouse
 * rests on it or the keyboard focuses it, and a tap or a click pins it open until the next
 * tap, Escape or leaving the word. It is the word's description for screen readers at all
 * times. A button, so it works with touch and keyboard alike; never a bare title.
 */
import { useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** The gap kept between an explanation and the window's edges, in pixels. */
const EDGE = 8;

interface ExplainProps {
  /** The word as printed, e.g. 'PAS' or the skill's name. */
  readonly children: ReactNode;
  /** The explanation, one paragraph per entry. */
  readonly text: readonly string[];
  /** Its name for screen readers when the word is an abbreviation, e.g. 'passing'. */
  readonly label?: string;
  /** False for the many small words a card repeats: the card's own button explains them all. */
  readonly focusable?: boolean;
  readonly className?: string;
}

export function Explain({
  children,
  text,
  label,
  focusable = true,
  className = '',
}: ExplainProps): ReactElement {
  const id = useId();
  const [hover, setHover] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hover || pinned;
  const box = useRef<HTMLSpanElement>(null);
  // Kept inside the window: a word near an edge would push its explanation off the screen.
  // Placed as it opens, from where it stands unshifted, and again whenever the page or the
  // board around it changes size while it is open (a phone turned, the board's columns
  // reflowing), since a shift measured before that would leave it off the edge. The shift is
  // written to the element here, not through React's style, so the two never disagree.
  useLayoutEffect(() => {
    const text = box.current;
    if (!open || !text) return;
    const place = (): void => {
      text.style.transform = '';
      const { left, right } = text.getBoundingClientRect();
      const room = document.documentElement.clientWidth - EDGE;
      const shift = Math.round(Math.max(EDGE - left, Math.min(0, room - right)));
      if (shift !== 0) text.style.transform = `translateX(${shift}px)`;
    };
    place();
    const watch = new ResizeObserver(place);
    watch.observe(document.documentElement);
    const board = text.closest('.ngw');
    if (board) watch.observe(board);
    return () => {
      watch.disconnect();
      text.style.transform = '';
    };
  }, [open]);
  const close = (): void => {
    setHover(false);
    setPinned(false);
  };
  return (
    <span className={`ngw-explain ${className}`}>
      <button
        type="button"
        className="ngw-explain__term"
        aria-expanded={open}
        aria-describedby={id}
        tabIndex={focusable ? 0 : -1}
        onPointerEnter={(e) => {
          if (e.pointerType === 'mouse') setHover(true);
        }}
        onPointerLeave={(e) => {
          if (e.pointerType === 'mouse') setHover(false);
        }}
        onFocus={() => {
          setHover(true);
        }}
        onBlur={close}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        onClick={(e) => {
          // A word on a card the player may click must not also make that choice.
          e.stopPropagation();
          if (pinned) close();
          else setPinned(true);
        }}
      >
        {/*
         * A word with a name of its own (an abbreviation, a card) says only that name: as text
         * rather than an aria-label, which would have to hold every word shown (issue #37).
         */}
        {label === undefined ? (
          children
        ) : (
          <>
            <span className="ngw-explain__shown" aria-hidden="true">
              {children}
            </span>
            <span className="visually-hidden">{label}</span>
          </>
        )}
      </button>
      <span id={id} ref={box} role="tooltip" className="ngw-explain__text" hidden={!open}>
        {text.map((paragraph) => (
          <span key={paragraph} className="ngw-explain__para">
            {paragraph}
          </span>
        ))}
      </span>
    </span>
  );
}
