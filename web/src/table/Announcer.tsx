/** The table's polite live region (announce.ts): the others' moves and a window opening. */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { GameEvent } from '../protocol.ts';
import { announcement, type Heard } from './announce.ts';

interface AnnouncerProps {
  readonly log: readonly GameEvent[];
  readonly window: boolean;
  /** Seats this browser plays: their own moves are not told. */
  readonly mine: readonly number[];
  readonly words: (text: string) => string;
}

export function Announcer({ log, window, mine, words }: AnnouncerProps): ReactElement {
  // The log already there when the page opens is history, not news.
  const heard = useRef<Heard>({ told: log.length, window });
  const [said, setSaid] = useState('');
  useEffect(() => {
    const text = announcement(heard.current, log, window, mine, words);
    heard.current = { told: log.length, window };
    if (text !== '') setSaid(text);
  }, [log, window, mine, words]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-announcer="">
      {said}
    </p>
  );
}
