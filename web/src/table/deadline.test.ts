import assert from 'node:assert/strict';
import { it } from 'node:test';
import { localDeadline } from './deadline.ts';

it('counts the turn timer down on this device’s clock, whatever the server’s clock says', () => {
  // The server's clock is an hour ahead of ours: its deadline means nothing here.
  const serverNow = 1_767_225_600_000 + 3_600_000;
  const timer = { seat: 1, deadline: serverNow + 30_000, msLeft: 30_000 };
  const arrived = 1_767_225_600_000;
  assert.equal(localDeadline(timer, arrived), arrived + 30_000);
  assert.equal(localDeadline(null, arrived), 0);
});
