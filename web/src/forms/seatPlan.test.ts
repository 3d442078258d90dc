import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultSeats, namedForAccount, seatRequest } from './seatPlan.ts';

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

  it('names the first of my seats after my account while it has no name (#34 G3)', () => {
    const seats = defaultSeats(2, 2);
    assert.deepEqual(namedForAccount(seats, 'Acc Ana'), [
      { player: 'me', name: 'Acc Ana' },
      { player: 'bot:normal', name: '' },
    ]);
    // The request then names the seat, where it used to leave the server's 'Seat 1'.
    assert.deepEqual(namedForAccount(seats, 'Acc Ana').map(seatRequest), [
      { kind: 'me', name: 'Acc Ana' },
      { kind: 'bot', level: 'normal' },
    ]);
    // A name typed is kept; a guest (no account name) leaves the seats as they are.
    const typed = [{ player: 'me' as const, name: 'Captain' }, ...seats.slice(1)];
    assert.equal(namedForAccount(typed, 'Acc Ana'), typed);
    assert.equal(namedForAccount(seats, undefined), seats);
    // Hot seat: only the first of 'me' is the account's; the second is someone else here.
    const two = [
      { player: 'bot:easy' as const, name: '' },
      { player: 'me' as const, name: '' },
      { player: 'me' as const, name: '' },
    ];
    assert.deepEqual(
      namedForAccount(two, 'Bo').map((s) => s.name),
      ['', 'Bo', ''],
    );
  });
});
