/**
 * Sending a table to its watchers: after every change, one packet per client with every seat
 * (or the spectator) it watches as. A client's first packet after joining is whole; later ones
 * carry only what changed since its previous one (packet-writer.ts).
 */
import type { Viewer } from '../../core/game.ts';
import type { Subscription, Table } from './table.ts';
import { liveSummary, summaryAt, type LiveSummary } from './live-summary.ts';
import type { TableSummary } from '../protocol.ts';
import { viewerFrame, type UpdateParts, type ViewerFrame } from './views.ts';
import { PacketWriter } from './packet-writer.ts';

/** Builds each viewer's view once per change, however many clients watch as that viewer. */
export class FrameCache {
  private readonly frames = new Map<Viewer, ViewerFrame>();
  // Asked for only by clients that show the table in words: made on first asking.
  private texts: Map<Viewer, string> | undefined;
  private lines: Map<Viewer, readonly string[]> | undefined;
  readonly parts: UpdateParts;
  private readonly table: Table;
  private readonly live: LiveSummary;

  constructor(table: Table) {
    this.table = table;
    const { timer } = table;
    this.live = liveSummary(table);
    this.parts = {
      version: table.version,
      summaryMark: this.live.mark,
      // Nobody is waited for at a table closed as abandoned.
      actors: table.abandonedAt === null ? table.actors() : [],
      // Left now, as this change goes out: a client's clock may differ from the server's.
      timer: timer && { ...timer, msLeft: Math.max(0, timer.deadline - Date.now()) },
    };
  }

  /** The table's summary at this change: copied only for a packet that carries it. */
  summary(): TableSummary {
    return summaryAt(this.live, this.parts.version);
  }

  frame(viewer: Viewer): ViewerFrame {
    let frame = this.frames.get(viewer);
    if (!frame) {
      frame = viewerFrame(this.table, viewer, this.parts.actors);
      this.frames.set(viewer, frame);
    }
    return frame;
  }

  /** The table in words for the viewer, described from its view on first asking. */
  text(viewer: Viewer): string {
    this.texts ??= new Map();
    let text = this.texts.get(viewer);
    if (text === undefined) {
      text = this.table.game.engine.describe(this.frame(viewer).view);
      this.texts.set(viewer, text);
    }
    return text;
  }

  /** The viewer's text, split into lines (for line patches). */
  textLines(viewer: Viewer): readonly string[] {
    this.lines ??= new Map();
    let lines = this.lines.get(viewer);
    if (!lines) {
      lines = this.text(viewer).split('\n');
      this.lines.set(viewer, lines);
    }
    return lines;
  }
}

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
