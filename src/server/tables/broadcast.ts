/**
 * Sending a table to its watchers: after every change, one update per joined seat (or
 * spectator), each with the events since that client's previous update that it may see.
 */
import type { Viewer } from '../../core/game.ts';
import type { Subscription, Table } from './table.ts';
import {
  tableSummary,
  tableUpdate,
  viewerFrame,
  visibleEvents,
  type UpdateParts,
  type ViewerFrame,
} from './views.ts';

/** Builds each viewer's view once per change, however many clients watch as that viewer. */
class FrameCache {
  private readonly frames = new Map<Viewer, ViewerFrame>();
  readonly parts: UpdateParts;
  private readonly table: Table;

  constructor(table: Table) {
    this.table = table;
    const { timer } = table;
    this.parts = {
      table: tableSummary(table),
      // Nobody is waited for at a table closed as abandoned.
      actors: table.abandonedAt === null ? table.actors() : [],
      // Left now, as this change goes out: a client's clock may differ from the server's.
      timer: timer && { ...timer, msLeft: Math.max(0, timer.deadline - Date.now()) },
    };
  }

  frame(viewer: Viewer): ViewerFrame {
    let frame = this.frames.get(viewer);
    if (!frame) {
      frame = viewerFrame(this.table, viewer, this.parts.actors);
      this.frames.set(viewer, frame);
    }
    return frame;
  }
}

/** Tells every watcher (but `except`) what changed. */
export function broadcast(table: Table, except?: string): void {
  if (table.subscriptions.size === 0) return;
  const cache = new FrameCache(table);
  for (const sub of table.subscriptions.values()) {
    if (sub.watcher.id !== except) send(table, sub, cache, false);
  }
}

/** Tells the watchers of one seat alone, e.g. that its own Continue was taken. */
export function broadcastSeat(table: Table, seat: Viewer): void {
  const cache = new FrameCache(table);
  for (const sub of table.subscriptions.values()) {
    if (sub.seats.includes(seat)) send(table, sub, cache, false);
  }
}

/** Sends a client that has just joined its seats' views with the whole history. */
export function sendJoined(table: Table, sub: Subscription): void {
  send(table, sub, new FrameCache(table), true);
}

function send(table: Table, sub: Subscription, cache: FrameCache, joined: boolean): void {
  const { log } = table;
  for (const viewer of sub.seats) {
    const events = joined ? [] : visibleEvents(log, sub.cursor, viewer);
    const history = joined ? visibleEvents(log, 0, viewer) : [];
    sub.watcher.update(tableUpdate(cache.parts, viewer, cache.frame(viewer), events, history));
  }
  sub.cursor = log.length;
}
