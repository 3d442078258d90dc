import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultSeats, seatRequest } from './seatPlan.ts';

describe('seats of a new table', () => {
  it('starts with me and bots up to the fewest seats, at least two', () => {
    assert.deepEqual(
      defaultSeats(2, 5).map((s) => s.player),
      ['me', 'bot:normal'],
    );
    assert.deepEqual(
      defaultSeats(3, 4).map((s) => s.player),
      ['me', 'bot:normal', 'bot:normal'],
    );
    assert.deepEqual(
      defaultSeats(1, 1).map((s) => s.player),
      ['me'],
    );
  });

  it('makes the requests the server parses', () => {
    assert.deepEqual(seatRequest({ player: 'bot:hard', name: ' Robo ' }), {
      kind: 'bot',
      level: 'hard',
      name: 'Robo',
    });
    assert.deepEqual(seatRequest({ player: 'friend', name: '' }), { kind: 'friend' });
  });
});
