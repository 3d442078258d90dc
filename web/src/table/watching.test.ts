import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inviteFromLocation } from './seatTokens.ts';
import { isSpectator, spectatorPath } from './watching.ts';

describe('watching a table', () => {
  it('offers a link that opens the table as a spectator: no seat, no token', () => {
    const url = new URL(spectatorPath('x8aK0bLmq3Z_'), 'https://matchday.example');
    assert.equal(url.pathname, '/table/x8aK0bLmq3Z_');
    assert.equal(inviteFromLocation(url.search, url.hash), null);
  });

  it('watches when it plays no seat', () => {
    assert.equal(isSpectator([]), true);
    assert.equal(isSpectator([1]), false);
  });
});
