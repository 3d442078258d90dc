import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR, type GameEvent, type Viewer } from '../../core/game.ts';
import type { FrameCache } from './broadcast.ts';
import { PacketWriter } from './packet-writer.ts';
import type { Subscription, Table } from './table.ts';
import type { ViewerFrame } from './views.ts';

const event = (text: string, visibleTo?: number[]): GameEvent =>
  visibleTo ? { kind: 'note', text, visibleTo } : { kind: 'note', text };

/** A table's log and the little of its frames a packet reads. */
function scene(log: GameEvent[]): { table: Table; cache: FrameCache } {
  const frame: ViewerFrame = {
    view: {},
    actors: [],
    actions: [],
    legal: [],
    window: null,
    canUndo: false,
  };
  const cache = {
    parts: { table: { version: log.length }, actors: [], timer: null },
    frame: () => frame,
  } as unknown as FrameCache;
  return { table: { id: 't', log } as unknown as Table, cache };
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
