/**
 * A client's side of 'table' packets: rebuilds each seat's whole TableUpdate from the whole
 * packet that follows a join and the changes after it. Pure, for the web app, the test
 * clients and the bench alike.
 */
import type {
  ChoiceWords,
  KeyPatch,
  LegalChoice,
  SeatDelta,
  TablePacket,
  TableSummary,
  TableUpdate,
} from '../protocol.ts';
import { applyKeys, applyLines, isPlainObject, type SharedLine } from './patches.ts';

/** What a packet brought: one update per seat, or word that one before it was missed. */
export type Read =
  | { readonly kind: 'updates'; readonly updates: readonly TableUpdate[] }
  /** Ask for the whole table again ('resync'); nothing is shown until it comes. */
  | { readonly kind: 'missed' }
  /** A change after a missed one, dropped while the whole table is on its way. */
  | { readonly kind: 'waiting' };

interface SeatKept {
  readonly update: TableUpdate;
  readonly lines: readonly string[];
  readonly legal: readonly number[];
}

/** One table's packets, in the order they came. */
export class TableReader {
  /** The number of the last packet read; -1 before the first whole one or after a gap. */
  private n = -1;
  private summary: TableSummary | undefined;
  private timer: TableUpdate['timer'] = null;
  private words: ChoiceWords[] = [];
  private readonly seats = new Map<number, SeatKept>();

  read(packet: TablePacket): Read {
    const whole = packet.n === 0;
    if (!whole) {
      if (this.n < 0) return { kind: 'waiting' };
      if (packet.n !== this.n + 1) return this.missed();
    } else {
      this.words = [];
      this.seats.clear();
    }
    if (packet.table) this.summary = packet.table;
    if (packet.timer !== undefined) this.timer = packet.timer;
    if (packet.words) this.words = [...this.words, ...packet.words];
    const summary = this.summary;
    if (!summary) return this.missed();
    const table = { ...summary, version: packet.version };
    const updates: TableUpdate[] = [];
    const lines: (readonly string[])[] = [];
    const shared: SharedLine = (seatIndex, line) =>
      seatIndex < lines.length ? lines[seatIndex]?.[line] : undefined;
    for (const delta of packet.seats) {
      const kept = this.seatOrNothing(packet, delta, table, whole, shared);
      if (!kept) return this.missed();
      this.seats.set(delta.seat, kept);
      lines.push(kept.lines);
      updates.push(kept.update);
    }
    this.n = packet.n;
    return { kind: 'updates', updates };
  }

  private missed(): Read {
    this.n = -1;
    return { kind: 'missed' };
  }

  /** A seat's update; nothing if the packet does not fit what this reader holds. */
  private seatOrNothing(
    packet: TablePacket,
    delta: SeatDelta,
    table: TableSummary,
    whole: boolean,
    shared: SharedLine,
  ): SeatKept | undefined {
    try {
      return this.seat(packet, delta, table, whole, shared);
    } catch {
      return undefined;
    }
  }

  private seat(
    packet: TablePacket,
    delta: SeatDelta,
    table: TableSummary,
    whole: boolean,
    shared: SharedLine,
  ): SeatKept | undefined {
    const before = whole ? undefined : this.seats.get(delta.seat);
    if (!whole && !before) return undefined;
    const was = before?.update;
    const view = this.view(packet, delta, was?.view);
    const lines =
      delta.text !== undefined
        ? delta.text.split('\n')
        : delta.textLines
          ? applyLines(before?.lines ?? [], delta.textLines, shared)
          : (before?.lines ?? []);
    const text = delta.text ?? (delta.textLines ? lines.join('\n') : (was?.text ?? ''));
    const actions = delta.actions ?? was?.actions ?? [];
    const legalWords = delta.legal ?? before?.legal ?? [];
    const legal =
      delta.legal || delta.actions ? this.choices(actions, legalWords) : (was?.legal ?? []);
    const unseen = new Set(delta.unseen ?? []);
    const events = unseen.size ? packet.events.filter((_, i) => !unseen.has(i)) : packet.events;
    const update: TableUpdate = {
      table,
      seat: delta.seat,
      view,
      text,
      actors: delta.actors ?? was?.actors ?? [],
      actions,
      legal,
      window: delta.window !== undefined ? delta.window : (was?.window ?? null),
      canUndo: delta.canUndo ?? was?.canUndo ?? false,
      events: whole ? [] : events,
      history: whole ? events : [],
      timer: this.timer,
    };
    return { update, lines, legal: legalWords };
  }

  private view(packet: TablePacket, delta: SeatDelta, was: unknown): unknown {
    if (delta.view !== undefined) return delta.view;
    if (delta.viewKeys === undefined) return was;
    const patch =
      typeof delta.viewKeys === 'number'
        ? (packet.seats[delta.viewKeys]?.viewKeys as KeyPatch)
        : delta.viewKeys;
    if (!isPlainObject(was)) throw new Error('a view patch came for a view that is not an object');
    return applyKeys(was, patch);
  }

  private choices(actions: readonly number[], words: readonly number[]): LegalChoice[] {
    return words.map((number, i) => {
      const word = this.words[number];
      if (!word) throw new Error(`no words numbered ${number}`);
      return { action: actions[i] as number, ...word };
    });
  }
}

/** The readers of every table one client watches, by table id. */
export class TableReaders {
  private readonly tables = new Map<string, TableReader>();

  read(packet: TablePacket): Read {
    let reader = this.tables.get(packet.tableId);
    if (!reader) {
      reader = new TableReader();
      this.tables.set(packet.tableId, reader);
    }
    return reader.read(packet);
  }

  /** Forgets a table the client left. */
  forget(tableId: string): void {
    this.tables.delete(tableId);
  }
}
