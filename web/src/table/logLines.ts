/**
 * Which of the log's lines the event log shows (EventLog.tsx): the latest only until the
 * person asks for all. A Supernatural Soccer game runs to thousands of events (one in-view
 * moment came after 11,840 moves), and a list of every one cost the page seconds of drawing
 * at each load and each move.
 */

/** How many of the latest lines the list shows until the person asks for all. */
export const LATEST_LINES = 50;

/** The place in the log (from 0) of the first line shown, of `length` lines. */
export function firstShown(length: number, all: boolean): number {
  return all ? 0 : Math.max(0, length - LATEST_LINES);
}

/** Whether some lines are kept back until asked for, so the list offers to show them. */
export const someKeptBack = (length: number): boolean => length > LATEST_LINES;
