/**
 * What a screen reader is told, politely, as a table goes on (issue #37, accessibility): the
 * others' moves since the last update, and a response window opening. Once an update, never
 * per animation frame, and never one's own moves (the person just made them).
 */
import type { GameEvent } from '../protocol.ts';

/** At most this many of the others' sentences an update: a bot's burst is summed up. */
export const MOST_SAID = 3;

export interface Heard {
  /** The log's length when last told, e.g. 12. */
  readonly told: number;
  /** Whether a window was open when last told. */
  readonly window: boolean;
}

/**
 * The words for the log grown from `heard.told` to `log` and the window now open or not, e.g.
 * 'Bo rolls 2 TEAM, 1 GOAL. A moment to respond: a window is open.'; '' when nothing is new.
 * A log shorter than before (a new table's) says nothing.
 */
export function announcement(
  heard: Heard,
  log: readonly GameEvent[],
  window: boolean,
  mine: readonly number[],
  words: (text: string) => string,
): string {
  const fresh = log.length > heard.told ? log.slice(heard.told) : [];
  const others = fresh.filter((event) => event.seat === undefined || !mine.includes(event.seat));
  const said = others.slice(-MOST_SAID).map((event) => words(event.text));
  const skipped = others.length - said.length;
  const parts = [
    ...(skipped > 0 ? [`${String(skipped)} earlier events in the log.`] : []),
    ...said,
    ...(window && !heard.window ? ['A moment to respond: a window is open.'] : []),
  ];
  return parts.join(' ');
}
