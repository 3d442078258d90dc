/**
 * Sending a table to its watchers: after every change, one packet per client with every seat
 * (or the spectator) it watches as. A client's first packet after joining is whole; later ones
 * carry only what changed since its previous one (packet-writer.ts), built from the frames
 * of the change (frames.ts).
 */
import type { Viewer } from '../../core/game.ts';
import { FrameCache } from './frames.ts';
import type { Subscription, Table } from './table.ts';
import { PacketWriter } from './packet-writer.ts';

/** What each subscription was sent last: kept beside it, dropped with it. */
const writers = new WeakMap<Subscription, PacketWriter>();

/** Tells every watcher (but `except`) what changed. */
export function broadcast(table: Table, except?: string): void {
  if (table.subscriptions.size === 0) return;
  const cache = new FrameCache(table);
  for (const sub of table.subscriptions.values()) {
    if (sub.watcher.id !== except) send(table, sub, cache);
  }
}

/** Tells the watchers of one seat alone, e.g. that its own Continue was taken. */
export function broadcastSeat(table: Table, seat: Viewer): void {
  const cache = new FrameCache(table);
  for (const sub of table.subscriptions.values()) {
    if (sub.seats.includes(seat)) send(table, sub, cache);
  }
}

/** Sends a client that has just joined (or asked to resync) the whole table and history. */
export function sendJoined(table: Table, sub: Subscription): void {
  const writer = new PacketWriter();
  writers.set(sub, writer);
  sub.watcher.update(writer.whole(table, sub, new FrameCache(table)));
  sub.cursor = table.log.length;
}

/**
 * Tells a client that has just turned the table in words on every seat's whole text, or, off,
 * that there is none.
 */
export function sendWords(table: Table, sub: Subscription): void {
  const writer = writers.get(sub);
  if (!writer) {
    sendJoined(table, sub);
    return;
  }
  if (sub.words) writer.forgetText();
  send(table, sub, new FrameCache(table));
}

function send(table: Table, sub: Subscription, cache: FrameCache): void {
  const writer = writers.get(sub);
  if (!writer) {
    sendJoined(table, sub);
    return;
  }
  sub.watcher.update(writer.next(table, sub, cache));
  sub.cursor = table.log.length;
}
