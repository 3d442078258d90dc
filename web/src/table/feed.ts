/**
 * What one browser knows of a table: the latest update for each seat it joined as (or for
 * the spectator), and each one's event log. Pure, so that it is tested without a socket.
 */
import type { GameEvent, TableUpdate } from '../protocol.ts';

export interface SeatFeed {
  readonly update: TableUpdate;
  /** Everything that happened, as this seat may see it, oldest first. */
  readonly log: readonly GameEvent[];
}

export interface Feed {
  /** By TableUpdate.seat: a held seat, or -1 for a spectator. */
  readonly seats: ReadonlyMap<number, SeatFeed>;
  /** Seats that have had their first update since the last join (which carries the history). */
  readonly joined: ReadonlySet<number>;
}

export const EMPTY_FEED: Feed = { seats: new Map(), joined: new Set() };

/** A join was sent: the next update of every seat brings the whole history again. */
export function rejoin(feed: Feed): Feed {
  return { seats: feed.seats, joined: new Set() };
}

export function receive(feed: Feed, update: TableUpdate): Feed {
  const first = !feed.joined.has(update.seat);
  const previous = feed.seats.get(update.seat);
  const log =
    first || !previous
      ? update.history.length > 0
        ? update.history
        : update.events
      : [...previous.log, ...update.events];
  const seats = new Map(feed.seats).set(update.seat, { update, log });
  return { seats, joined: first ? new Set(feed.joined).add(update.seat) : feed.joined };
}

/** The newest update of any seat: the table's summary as last heard. */
export function latest(feed: Feed): TableUpdate | undefined {
  let newest: TableUpdate | undefined;
  for (const { update } of feed.seats.values())
    if (!newest || update.table.version >= newest.table.version) newest = update;
  return newest;
}
