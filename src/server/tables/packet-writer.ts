/**
 * One client's 'table' packets at one table: whole after a join, then only what changed since
 * the packet before, numbered so that the client notices one it missed and asks again.
 */
import { canSee, type GameEvent, type Viewer } from '../../core/game.ts';
import type {
  ChoiceWords,
  KeyPatch,
  LegalChoice,
  LineEdit,
  SeatDelta,
  TablePacket,
  TableSummary,
} from '../protocol.ts';
import { diffKeys, diffLines, isPlainObject, keepsFields, sameJson } from '../realtime/patches.ts';
import type { FrameCache, ViewerFrame } from './frames.ts';
import type { Subscription, Table } from './table.ts';

/** What a seat was sent last: one record per seat, updated in place with every packet. */
interface SeatSent {
  frame: ViewerFrame;
  /** Its text's lines; undefined while the client has words off. */
  lines: readonly string[] | undefined;
  legal: readonly number[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export class PacketWriter {
  private n = 0;
  private summary: TableSummary | undefined;
  /** The mark of the summary the client has (UpdateParts.summaryMark). */
  private summaryMark: object | undefined;
  private timed = false;
  /** By viewer + 1 (the spectator first). */
  private readonly seats: (SeatSent | undefined)[] = [];
  /** The number of every label and info sent, by wordKey. */
  private readonly words = new Map<string, number>();
  private wordCount = 0;

  whole(table: Table, sub: Subscription, cache: FrameCache): TablePacket {
    return this.packet(table, sub, cache, 0, true);
  }

  next(table: Table, sub: Subscription, cache: FrameCache): TablePacket {
    return this.packet(table, sub, cache, sub.cursor, false);
  }

  private packet(
    table: Table,
    sub: Subscription,
    cache: FrameCache,
    from: number,
    whole: boolean,
  ): TablePacket {
    const { parts } = cache;
    const newWords: ChoiceWords[] = [];
    const { events, unseen } = eventsFor(table.log, from, sub.seats);
    // A loop, not map: no closure for each packet.
    const seats: Mutable<SeatDelta>[] = [];
    for (let i = 0; i < sub.seats.length; i++) {
      const delta = this.seat(sub.seats[i] as Viewer, cache, whole, newWords, sub.words);
      if (unseen[i]?.length) delta.unseen = unseen[i];
      seats.push(delta);
    }
    shareViewPatches(seats);
    if (sub.words)
      shareTextLines(
        seats,
        sub.seats.map((viewer) => cache.textLines(viewer)),
      );
    const packet: Mutable<TablePacket> = {
      tableId: table.id,
      n: whole ? 0 : ++this.n,
      version: parts.version,
      events,
      seats,
    };
    const summaryKnown =
      !whole &&
      this.summary !== undefined &&
      (parts.summaryMark === this.summaryMark || sameSummary(this.summary, cache.summary()));
    if (!summaryKnown) {
      const summary = cache.summary();
      packet.table = summary;
      this.summary = summary;
    }
    this.summaryMark = parts.summaryMark;
    if (whole || parts.timer || this.timed) packet.timer = parts.timer;
    this.timed = parts.timer !== null;
    if (newWords.length > 0) packet.words = newWords;
    return packet;
  }

  private seat(
    viewer: Viewer,
    cache: FrameCache,
    whole: boolean,
    newWords: ChoiceWords[],
    words: boolean,
  ): Mutable<SeatDelta> {
    const frame = cache.frame(viewer);
    const lines = words ? cache.textLines(viewer) : undefined;
    const legal: number[] = [];
    for (const choice of frame.legal) legal.push(this.wordNumber(choice, newWords));
    const sent = this.seats[viewer + 1];
    if (whole || !sent) {
      if (sent) {
        sent.frame = frame;
        sent.lines = lines;
        sent.legal = legal;
      } else this.seats[viewer + 1] = { frame, lines, legal };
      return {
        seat: viewer,
        view: frame.view,
        ...(words ? { text: cache.text(viewer) } : {}),
        actors: frame.actors,
        actions: frame.actions,
        legal,
        window: frame.window,
        ...(frame.canUndo ? { canUndo: true } : {}),
      };
    }
    // What was sent before, read before the record takes what is sent now.
    const was = sent.frame;
    const wasLines = sent.lines;
    const wasLegal = sent.legal;
    sent.frame = frame;
    sent.lines = lines;
    sent.legal = legal;
    const delta: Mutable<SeatDelta> = { seat: viewer };
    if (isPlainObject(was.view) && isPlainObject(frame.view)) {
      const keys = diffKeys(was.view, frame.view);
      // A view whose fields come or go goes whole, so that its fields keep the engine's order.
      if (keys && keepsFields(was.view, keys)) delta.viewKeys = keys;
      else if (keys) delta.view = frame.view;
    } else if (!sameJson(was.view, frame.view)) delta.view = frame.view;
    if (lines && !wasLines) delta.text = cache.text(viewer);
    // Turned off: the text is gone until it is turned on again.
    else if (!lines && wasLines) delta.text = '';
    else if (lines && wasLines) {
      const textLines = diffLines(wasLines, lines);
      if (textLines) delta.textLines = textLines;
    }
    if (!sameJson(was.actors, frame.actors)) delta.actors = frame.actors;
    if (!sameJson(was.actions, frame.actions)) delta.actions = frame.actions;
    if (!sameJson(wasLegal, legal)) delta.legal = legal;
    if (!sameJson(was.window, frame.window)) delta.window = frame.window;
    if (was.canUndo !== frame.canUndo) delta.canUndo = frame.canUndo;
    return delta;
  }

  /** Sends every seat's whole text in the next packet (the client turned words on). */
  forgetText(): void {
    for (const sent of this.seats) if (sent) sent.lines = undefined;
  }

  /** A choice's number, given it the first time it is sent. */
  private wordNumber(choice: LegalChoice, newWords: ChoiceWords[]): number {
    const { label, info } = choice;
    const key = wordKey(label, info);
    const known = this.words.get(key);
    if (known !== undefined) return known;
    const number = this.wordCount++;
    this.words.set(key, number);
    newWords.push(info ? { label, info } : { label });
    return number;
  }
}

/**
 * A choice's words as one key: its label and its info's JSON, looked up in one step instead of
 * comparing the info field by field with each one sent under the label. Those lists stay short
 * in Goalkeepers, yet the comparisons cost 10.3 µs an action in bench:server's profile against
 * 7.1 for the key; and where an info carries a roll's odds (Golazo, Supernatural Soccer), which
 * differ from decision to decision, a client's list under one label grows through the game.
 * Equal infos whose fields come in another order get a number of their own, which the client
 * is told as it is of any new one.
 */
function wordKey(label: string, info: unknown): string {
  return info === undefined ? label : `${label}\u0000${JSON.stringify(info)}`;
}

/**
 * The events from `from` on that any of `viewers` may see, and for each viewer the indexes
 * among them it may not.
 */
function eventsFor(
  log: readonly GameEvent[],
  from: number,
  viewers: readonly Viewer[],
): { events: GameEvent[]; unseen: (number[] | undefined)[] } {
  const events: GameEvent[] = [];
  // Filled in only for a viewer that misses an event: most changes have none.
  const unseen: (number[] | undefined)[] = [];
  for (let i = from; i < log.length; i++) {
    const event = log[i] as GameEvent;
    let seenBy = 0;
    for (const viewer of viewers) if (canSee(event, viewer)) seenBy++;
    if (seenBy === 0) continue;
    if (seenBy < viewers.length)
      viewers.forEach((viewer, v) => {
        if (!canSee(event, viewer)) (unseen[v] ??= []).push(events.length);
      });
    events.push(event);
  }
  return { events, unseen };
}

/** A seat whose view changed as an earlier seat's did names that seat instead. */
function shareViewPatches(seats: Mutable<SeatDelta>[]): void {
  for (let i = 1; i < seats.length; i++) {
    const keys = seats[i]?.viewKeys as KeyPatch | undefined;
    if (keys) (seats[i] as Mutable<SeatDelta>).viewKeys = samePatchBefore(seats, i, keys) ?? keys;
  }
}

/** The first seat before `i` whose view patch is `keys` (a loop: no closure per seat). */
function samePatchBefore(
  seats: readonly SeatDelta[],
  i: number,
  keys: KeyPatch,
): number | undefined {
  for (let j = 0; j < i; j++) {
    const earlier = seats[j]?.viewKeys;
    if (typeof earlier === 'object' && sameJson(earlier, keys)) return j;
  }
  return undefined;
}

/** A changed line that an earlier seat's new text has too (at that index) names that seat. */
function shareTextLines(seats: Mutable<SeatDelta>[], lines: readonly (readonly string[])[]): void {
  for (let i = 1; i < seats.length; i++) {
    const delta = seats[i] as Mutable<SeatDelta>;
    const patch = delta.textLines;
    if (!patch) continue;
    let shared: Record<string, string | LineEdit | number> | undefined;
    for (const key in patch.lines) {
      const line = lines[i]?.[Number(key)];
      const same = lines.findIndex((other, j) => j < i && other[Number(key)] === line);
      if (same >= 0) (shared ??= { ...patch.lines })[key] = same;
    }
    if (shared) delta.textLines = { count: patch.count, lines: shared };
  }
}

/** Whether two summaries differ in nothing but the version. */
function sameSummary(a: TableSummary, b: TableSummary): boolean {
  if (a === b) return true;
  const x = a as unknown as Readonly<Record<string, unknown>>;
  const y = b as unknown as Readonly<Record<string, unknown>>;
  for (const key in x) if (key !== 'version' && !sameJson(x[key], y[key])) return false;
  return Object.keys(x).length === Object.keys(y).length;
}
