/**
 * What happened, in words, newest last; the list keeps its newest line in sight. It shows the
 * latest lines, with a button for the rest (logLines.ts). The list says how many events the
 * log holds (`data-events`), and each line its place in the log (`data-index`, from 0); its
 * numbers count from the game's first line.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { GameEvent } from '../protocol.ts';
import { LATEST_LINES, firstShown, someKeptBack } from './logLines.ts';

interface EventLogProps {
  readonly log: readonly GameEvent[];
  readonly words: (text: string) => string;
}

export function EventLog({ log, words }: EventLogProps): ReactElement {
  const list = useRef<HTMLOListElement | null>(null);
  const [all, setAll] = useState(false);
  // The newest line in sight as lines come, and as the earlier ones are shown or put away.
  useEffect(() => {
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
                : `Show all ${log.length.toLocaleString('en')} events`}
            </button>
          )}
          <ol
            ref={list}
            className="log"
            tabIndex={0}
            aria-label="Event log"
            start={first + 1}
            data-events={log.length}
          >
            {log.slice(first).map((event, i) => (
              <li
                key={first + i}
                className={`log__event log__event--${event.kind}`}
                data-index={first + i}
              >
                {words(event.text)}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
