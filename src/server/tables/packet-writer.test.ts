import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR, type GameEvent, type Viewer } from '../../core/game.ts';
import type { FrameCache, ViewerFrame } from './frames.ts';
import { PacketWriter } from './packet-writer.ts';
import type { Subscription, Table } from './table.ts';

const event = (text: string, visibleTo?: number[]): GameEvent =>
  visibleTo ? { kind: 'note', text, visibleTo } : { kind: 'note', text };

/** A table's log and the little of its frames a packet reads; its summary set by the test. */
function scene(log: GameEvent[]): {
  table: Table;
  cache: FrameCache;
  setSummary: (summary: object) => void;
} {
  const frame: ViewerFrame = {
    view: {},
    actors: [],
    actions: [],
    legal: [],
    window: null,
    canUndo: false,
  };
  const parts = { version: log.length, summaryMark: {}, actors: [], timer: null };
  let summary: object = { version: log.length };
  const cache = { parts, summary: () => summary, frame: () => frame } as unknown as FrameCache;
  const setSummary = (next: object): void => {
    summary = next;
  };
  return { table: { id: 't', log } as unknown as Table, cache, setSummary };
}

const subscription = (seats: Viewer[]): Subscription => ({
  watcher: { id: 'w', update: () => undefined, offer: () => undefined, refused: () => undefined },
  seats,
  cursor: 0,
  words: false,
});

describe("a packet's events", () => {
  const log = [
    event('everyone'),
    event('seat 0 alone', [0]),
    event('seat 1 alone', [1]),
    event('seat 2 alone', [2]),
    event('seats 0 and 1', [0, 1]),
  ];

  it("are those any of the client's seats may see, each seat told the ones it may not", () => {
    const { table, cache } = scene(log);
    const packet = new PacketWriter().whole(table, subscription([0, 1]), cache);
    assert.deepEqual(
      packet.events.map((e) => e.text),
      ['everyone', 'seat 0 alone', 'seat 1 alone', 'seats 0 and 1'],
    );
    assert.deepEqual(
      packet.seats.map((s) => s.unseen),
      [[2], [1]],
    );
  });

  it('carry no unseen list for a seat that sees them all', () => {
    const { table, cache } = scene(log);
    const one = new PacketWriter().whole(table, subscription([1]), cache);
    assert.deepEqual(
      one.events.map((e) => e.text),
      ['everyone', 'seat 1 alone', 'seats 0 and 1'],
    );
    assert.equal(one.seats[0]?.unseen, undefined);
    const spectator = new PacketWriter().whole(table, subscription([SPECTATOR]), cache);
    assert.deepEqual(
      spectator.events.map((e) => e.text),
      ['everyone'],
    );
    assert.equal(spectator.seats[0]?.unseen, undefined);
  });
});

describe("a packet's table summary", () => {
  /** A cache whose summary and mark each packet sets anew. */
  function summaries(): {
    table: Table;
    cache: FrameCache;
    next: (summary: object, mark: object) => void;
  } {
    const { table, cache, setSummary } = scene([]);
    const parts = cache.parts as { version: number; summaryMark: unknown };
    return {
      table,
      cache,
      next: (summary, mark) => {
        setSummary(summary);
        parts.version = (summary as { version: number }).version;
        parts.summaryMark = mark;
      },
    };
  }

  it('goes whole after a join, then only when more than its version changed', () => {
    const { table, cache, next } = summaries();
    const writer = new PacketWriter();
    const sub = subscription([0]);
    const mark = {};
    next({ status: 'playing', version: 1 }, mark);
    assert.ok(writer.whole(table, sub, cache).table);
    // The same mark: the client has it.
    next({ status: 'playing', version: 2 }, mark);
    assert.equal(writer.next(table, sub, cache).table, undefined);
    // A new mark with the same facts: compared, and not sent again.
    next({ status: 'playing', version: 3 }, {});
    assert.equal(writer.next(table, sub, cache).table, undefined);
    next({ status: 'finished', version: 4 }, {});
    assert.deepEqual(writer.next(table, sub, cache).table, { status: 'finished', version: 4 });
  });
});

describe("a packet's view patches", () => {
  /** A cache whose frames (one per seat) each packet sets anew from the seats' views. */
  function views(): { table: Table; cache: FrameCache; show: (...seatViews: object[]) => void } {
    const { table, cache } = scene([]);
    let frames: ViewerFrame[] = [];
    (cache as { frame: (viewer: Viewer) => ViewerFrame }).frame = (viewer) =>
      frames[viewer] as ViewerFrame;
    const show = (...seatViews: object[]): void => {
      frames = seatViews.map((view) => ({
        view,
        actors: [],
        actions: [],
        legal: [],
        window: null,
        canUndo: false,
      }));
    };
    return { table, cache, show };
  }

  it("name the earlier seat whose patch is the same, and keep a different one's", () => {
    const { table, cache, show } = views();
    const writer = new PacketWriter();
    const sub = subscription([0, 1, 2]);
    show({ score: 0, hand: 1 }, { score: 0, hand: 2 }, { score: 0, hand: 3 });
    writer.whole(table, sub, cache);
    show({ score: 1, hand: 1 }, { score: 1, hand: 2 }, { score: 1, hand: 4 });
    assert.deepEqual(
      writer.next(table, sub, cache).seats.map((s) => s.viewKeys),
      [{ set: { score: 1 } }, 0, { set: { score: 1, hand: 4 } }],
    );
  });
});
