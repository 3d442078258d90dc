import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  carryOver,
  dropSeat,
  forgetRefused,
  heldSeats,
  holdDevice,
  holdHost,
  holdInvite,
  holdInvites,
  holdToken,
  inviteFromLocation,
  keepJoined,
  loadHeld,
  pruneSeats,
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

  it('keeps an invite link’s token only once a join seats it, under the seat it seated', () => {
    const store = memory();
    // A wrong link: refused, so nothing of it is kept and the right link is tried alone.
    assert.equal(forgetRefused('t1', 'bad-token', store), false);
    assert.deepEqual(loadHeld('t1', store).tokens, {});
    // The right link says seat 7, but the server seated its token at seat 1.
    const right = inviteFromLocation('?seat=7', '#token=right');
    keepJoined('t1', { seats: [1], device: 'device-one' }, right, store);
    const held = loadHeld('t1', store);
    assert.deepEqual(held.tokens, { 1: 'right' });
    assert.equal(held.device, 'device-one');
    // A join with held tokens keeps the device token and adds no seat.
    keepJoined('t1', { seats: [0, 1], device: 'device-one' }, null, store);
    assert.deepEqual(loadHeld('t1', store).tokens, { 1: 'right' });
  });

  it('lets go of tokens the server refuses, and of seats the table does not have', () => {
    const store = memory();
    holdToken('t1', 0, 'zero', store);
    holdToken('t1', 5, 'no such seat', store);
    holdInvites('t1', [{ seat: 9, invite: '/table/t1?seat=9#token=x' }], store);
    holdHost('t1', 'host', store);
    holdDevice('t1', 'device', store);
    assert.equal(pruneSeats('t1', 2, store), true);
    assert.deepEqual(loadHeld('t1', store).tokens, { 0: 'zero' });
    assert.deepEqual(loadHeld('t1', store).invites, []);
    assert.equal(pruneSeats('t1', 2, store), false);
    assert.equal(forgetRefused('t1', 'seat-in-use', store), true);
    const held = loadHeld('t1', store);
    assert.deepEqual(held.tokens, {});
    assert.equal(held.host, 'host', 'the host stays the host');
    assert.equal(forgetRefused('t1', 'illegal-action', store), false);
    assert.equal(forgetRefused('t1', 'unknown-table', store), true);
    assert.deepEqual(loadHeld('t1', store), { tokens: {}, invites: [] });
  });

  it('replaces a seat’s invite with its new link and drops a seat given away', () => {
    const store = memory();
    holdToken('t1', 1, 'old', store);
    holdToken('t1', 0, 'mine', store);
    holdInvites(
      't1',
      [
        { seat: 1, invite: '/old' },
        { seat: 2, invite: '/two' },
      ],
      store,
    );
    holdInvite('t1', { seat: 1, invite: '/new' }, store);
    dropSeat('t1', 1, store);
    const held = loadHeld('t1', store);
    assert.deepEqual(held.invites, [
      { seat: 1, invite: '/new' },
      { seat: 2, invite: '/two' },
    ]);
    assert.deepEqual(held.tokens, { 0: 'mine' });
  });

  it('carries the device and host tokens over to a rematch', () => {
    const store = memory();
    holdDevice('t1', 'device', store);
    holdHost('t1', 'host', store);
    holdToken('t2', 0, 'next', store);
    carryOver('t1', 't2', store);
    assert.deepEqual(loadHeld('t2', store), {
      tokens: { 0: 'next' },
      invites: [],
      device: 'device',
      host: 'host',
    });
  });
});
