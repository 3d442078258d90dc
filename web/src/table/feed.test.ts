import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent, TableSummary, TableUpdate } from '../protocol.ts';
import { EMPTY_FEED, latest, receive, rejoin } from './feed.ts';

const said = (text: string): GameEvent => ({ kind: 'roll', text });

function update(seat: number, version: number, history: string[], events: string[]): TableUpdate {
  return {
    table: { version } as TableSummary,
    seat,
    view: null,
    canUndo: false,
    text: '',
    actors: [],
    actions: [],
    legal: [],
    window: null,
    events: events.map(said),
    history: history.map(said),
    timer: null,
  };
}

const texts = (events: readonly GameEvent[] | undefined) => events?.map((e) => e.text);

describe('the feed of a table', () => {
  it('starts each seat from the history of its join, then appends events', () => {
    let feed = receive(EMPTY_FEED, update(0, 2, ['a', 'b'], []));
    feed = receive(feed, update(0, 3, [], ['c']));
    assert.deepEqual(texts(feed.seats.get(0)?.log), ['a', 'b', 'c']);
  });

  it('replaces the log with the history after a rejoin, without doubles', () => {
    let feed = receive(EMPTY_FEED, update(1, 1, ['a'], []));
    feed = receive(rejoin(feed), update(1, 3, ['a', 'b', 'c'], []));
    assert.deepEqual(texts(feed.seats.get(1)?.log), ['a', 'b', 'c']);
  });

  it('keeps one log per seat and knows the newest update', () => {
    let feed = receive(EMPTY_FEED, update(0, 4, ['a'], []));
    feed = receive(feed, update(-1, 5, ['x'], []));
    assert.deepEqual(texts(feed.seats.get(-1)?.log), ['x']);
    assert.equal(latest(feed)?.seat, -1);
  });
});
