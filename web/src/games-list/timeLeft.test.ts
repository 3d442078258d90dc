import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { timeControl, timeLeft } from './timeLeft.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('time left in words', () => {
  it('says the two largest units, rounded down', () => {
    assert.equal(timeLeft(2 * DAY + 3 * HOUR + 59 * MINUTE), '2 days 3 h');
    assert.equal(timeLeft(DAY), '1 day');
    assert.equal(timeLeft(DAY - 1), '23 h 59 min');
    assert.equal(timeLeft(5 * HOUR), '5 h');
    assert.equal(timeLeft(12 * MINUTE + 59_999), '12 min');
    assert.equal(timeLeft(59_999), 'under a minute');
    assert.equal(timeLeft(0), 'no time left');
    assert.equal(timeLeft(-5), 'no time left');
  });

  it('names a table’s time control', () => {
    assert.equal(timeControl(86_400), '1 day per move');
    assert.equal(timeControl(3 * 86_400), '3 days per move');
    assert.equal(timeControl(30), '30 s per move');
    assert.equal(timeControl(0), 'no clock');
  });
});
