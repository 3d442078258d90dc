/**
 * What happened, in words, newest last; the list keeps its newest line in sight. It shows the
 * latest lines, with a button for the rest (logLines.ts). The list says how many events the
 * log holds (`data-events`), and each line its place in the log (`data-index`, from 0); its
 * numbers count from the game's first line.
 */
import { memo, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { GameEvent } from '../protocol.ts';
import { LATEST_LINES, firstShown, someKeptBack } from './logLines.ts';

/** '11,840': made once, since toLocaleString makes a formatter at each call (issue #32). */
const COUNT = new Intl.NumberFormat('en');

interface EventLogProps {
  readonly log: readonly GameEvent[];
  readonly words: (text: string) => string;
}

export function EventLog({ log, words }: EventLogProps): ReactElement {
  const list = useRef<HTMLOListElement | null>(null);
  const [all, setAll] = useState(false);
  // The newest line in sight as lines come, and as the earlier ones are shown or put away:
  // scrolled before the page is drawn, with the new line, never after it (issue #32).
  useLayoutEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [log.length, all]);
  const first = firstShown(log.length, all);
  const long = someKeptBack(log.length);
  return (
    <section className="panel" aria-labelledby="log-title">
      <h2 id="log-title" className="panel__title">
        What happened
      </h2>
      {log.length === 0 ? (
        <p className="log__empty">Nothing yet.</p>
      ) : (
        <>
          {long && (
            <button
              type="button"
              className="button button--quiet log__more"
              aria-expanded={all}
              onClick={() => {
                setAll(!all);
              }}
            >
              {all
                ? `Show the latest ${String(LATEST_LINES)} only`
                : `Show all ${COUNT.format(log.length)} events`}
            </button>
          )}
          <ol
            ref={list}
            className="log"
            tabIndex={0}
            aria-label="Event log"
            data-events={log.length}
          >
            {log.slice(first).map((event, i) => (
              <LogLine
                key={first + i}
                index={first + i}
                kind={event.kind}
                text={words(event.text)}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * One line, drawn once: a new event adds its line and leaves the others as they are (#32).
 * Its number is its own (`value`), not the list's `start` counted on: a `start` that moved at
 * each new line had Chromium lay out the number of every line shown again.
 */
const LogLine = memo(function LogLine(props: {
  readonly index: number;
  readonly kind: string;
  readonly text: string;
}): ReactElement {
  return (
    <li
      className={`log__event log__event--${props.kind}`}
      data-index={props.index}
      value={props.index + 1}
    >
      {props.text}
    </li>
  );
});
