import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mustPassDevice, seatToShow } from './hotseat.ts';

describe('hot-seat', () => {
  it('shows the held seat that must act', () => {
    assert.equal(seatToShow([0, 2], [2], 0), 2);
    assert.equal(seatToShow([0, 2], [0], 2), 0);
  });

  it('keeps the shown seat while nobody held must act', () => {
    assert.equal(seatToShow([0, 2], [1], 2), 2);
    assert.equal(seatToShow([0, 2], [1], null), 0);
  });

  it('keeps the shown seat during a simultaneous decision it is part of', () => {
    assert.equal(seatToShow([0, 2], [0, 2], 2), 2);
  });

  it('shows no seat to a spectator', () => {
    assert.equal(seatToShow([], [0], null), null);
  });

  it('hands the device over only for hidden information and several seats', () => {
    assert.equal(mustPassDevice(true, 2, 1, 0), true);
    assert.equal(mustPassDevice(true, 2, 1, 1), false);
    assert.equal(mustPassDevice(false, 2, 1, 0), false);
    assert.equal(mustPassDevice(true, 1, 1, null), false);
  });
});
