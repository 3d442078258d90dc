import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListedGame } from './api.ts';
import { WaitingWatch } from './waitingChanged.ts';

/** A listed game of one day per move, e.g. `game('t1', 'waiting')`. */
const game = (id: string, section: ListedGame['section']): ListedGame => ({
  id,
  game: 'goalkeepers',
  section,
  deadline: null,
  turnSeconds: 86_400,
  createdAt: '2026-11-30T00:00:00.000Z',
  finishedAt: null,
  seats: [],
});

describe('the tables waiting for the player, from one look to the next', () => {
  it('tells nothing at the first look, then each change of the waiting tables only', () => {
    const watch = new WaitingWatch();
    assert.equal(watch.see([game('t1', 'waiting'), game('t2', 'playing')]), false);
    assert.equal(watch.see([game('t2', 'playing'), game('t1', 'waiting')]), false, 'order');
    assert.equal(watch.see([game('t1', 'waiting'), game('t2', 'waiting')]), true, 'one more');
    assert.equal(watch.see([game('t1', 'finished'), game('t2', 'waiting')]), true, 'one less');
    assert.equal(watch.see([game('t2', 'waiting'), game('t3', 'playing')]), false, 'others');
    assert.equal(watch.see([]), true, 'none left');
  });
});
