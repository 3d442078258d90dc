/** What happened, in words, newest last; the list keeps its newest line in sight. */
import { useEffect, useRef, type ReactElement } from 'react';
import type { GameEvent } from '../protocol.ts';

interface EventLogProps {
  readonly log: readonly GameEvent[];
  readonly words: (text: string) => string;
}

export function EventLog({ log, words }: EventLogProps): ReactElement {
  const list = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [log.length]);
  return (
    <section className="panel" aria-labelledby="log-title">
      <h2 id="log-title" className="panel__title">
        What happened
      </h2>
      {log.length === 0 ? (
        <p className="log__empty">Nothing yet.</p>
      ) : (
        <ol ref={list} className="log" tabIndex={0} aria-label="Event log">
          {log.map((event, i) => (
            <li key={i} className={`log__event log__event--${event.kind}`}>
              {words(event.text)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
