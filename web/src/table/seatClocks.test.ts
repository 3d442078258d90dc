import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CLOCK_PRESETS, clockOffset, clockWords, shownClocks } from './seatClocks.ts';

it('shows each waiting seat its bank and counts the deciding one down on this device’s clock', () => {
  // The server's clock is an hour ahead of ours: its deadlines are moved onto ours.
  const server = 1_767_225_600_000 + 3_600_000;
  const arrived = 1_767_225_600_000;
  const timer = { seat: 1, deadline: server + 30_000, msLeft: 30_000 };
  const offset = clockOffset(timer, arrived);
  assert.equal(offset, -3_600_000);
  const clocks = [
    { seat: 0, bankMs: 203_000, deadline: null },
    { seat: 1, bankMs: 30_000, deadline: server + 30_000 },
  ];
  assert.deepEqual(shownClocks(clocks, offset, arrived + 12_000), [
    { seat: 0, seconds: 203, running: false },
    { seat: 1, seconds: 18, running: true },
  ]);
  assert.equal(shownClocks(clocks, offset, arrived + 40_000)[1]?.seconds, 0, 'never below 0');
  assert.equal(clockOffset(null, arrived), 0);
});

it('says a clock setting in words', () => {
  assert.equal(clockWords({ baseSeconds: 300, incrementSeconds: 3 }), '5 min + 3 s a move');
  assert.equal(clockWords({ baseSeconds: 90, incrementSeconds: 0 }), '90 s');
  assert.deepEqual(CLOCK_PRESETS.map(clockWords), [
    '3 min + 2 s a move',
    '5 min + 3 s a move',
    '10 min + 5 s a move',
    '15 min + 10 s a move',
  ]);
});
