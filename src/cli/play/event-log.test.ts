import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPECTATOR } from '../../core/game.ts';
import { EventLog } from './event-log.ts';

describe('EventLog', () => {
  it('files public events for the table and private ones only with their seats', () => {
    const log = new EventLog([SPECTATOR, 0, 1]);
    log.add([
      { kind: 'roll', text: 'Seat 1 rolls.' },
      { kind: 'draw', text: 'Seat 2 draws the 7 of cups.', visibleTo: [1] },
    ]);
    assert.deepEqual(log.take(0), []);
    assert.deepEqual(log.take(1), ['Seat 2 draws the 7 of cups.']);
    assert.deepEqual(log.take(SPECTATOR), ['Seat 1 rolls.']);
  });

  it('gives each line once', () => {
    const log = new EventLog([SPECTATOR]);
    log.add([{ kind: 'roll', text: 'Seat 1 rolls.' }]);
    log.take(SPECTATOR);
    assert.deepEqual(log.take(SPECTATOR), []);
  });
});
