/**
 * The chain at an open response window, as the log tells it: the responses played since the
 * window opened, latest first (the first to resolve). The engine says how deep the chain is;
 * its events, filled with seat names, say what each link is.
 */
import type { GameEvent } from '../protocol.ts';

/**
 * Event kinds that are not links of a chain: the moment itself, a pass, the clock, and a
 * teammate's resignation told to the table (ratings/resign.ts), which is no move.
 */
const NOT_LINKS = new Set(['window-point', 'pass', 'timeout', 'resign']);

/** The last `chain` events of the log that a seat played, latest first. */
export function chainLinks(log: readonly GameEvent[], chain: number): GameEvent[] {
  const links: GameEvent[] = [];
  for (let i = log.length - 1; i >= 0 && links.length < chain; i--) {
    const event = log[i] as GameEvent;
    if (event.seat !== undefined && !NOT_LINKS.has(event.kind)) links.push(event);
  }
  return links;
}
