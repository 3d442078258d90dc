import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  heldSeats,
  holdInvites,
  holdToken,
  inviteFromLocation,
  loadHeld,
  type KeyValueStore,
} from './seatTokens.ts';

function memory(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('seat tokens kept by table', () => {
  it('keeps tokens and invites apart for each table', () => {
    const store = memory();
    holdToken('t1', 2, 'token-two', store);
    holdToken('t1', 0, 'token-zero', store);
    holdInvites('t1', [{ seat: 1, invite: '/table/t1?seat=1#token=x' }], store);
    holdToken('t2', 1, 'other', store);
    const held = loadHeld('t1', store);
    assert.deepEqual(heldSeats(held), [0, 2]);
    assert.equal(held.tokens[2], 'token-two');
    assert.equal(held.invites.length, 1);
    assert.deepEqual(heldSeats(loadHeld('t3', store)), []);
  });

  it('reads the seat and token of an invite link', () => {
    assert.deepEqual(inviteFromLocation('?seat=1', '#token=abc'), { seat: 1, token: 'abc' });
    assert.equal(inviteFromLocation('', '#token=abc'), null);
    assert.equal(inviteFromLocation('?seat=1', ''), null);
  });
});
