import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../protocol.ts';
import { announcement } from './announce.ts';

const event = (text: string, seat?: number): GameEvent =>
  seat === undefined ? { kind: 'x', text } : { kind: 'x', text, seat };
const plain = (text: string): string => text;

describe('announcement (what a screen reader is told)', () => {
  it('tells the others’ new events, not one’s own nor the old ones', () => {
    const log = [event('Old.', 1), event('Mine.', 0), event('Bo moves.', 1), event('Kick-off.')];
    assert.equal(
      announcement({ told: 1, window: false }, log, false, [0], plain),
      'Bo moves. Kick-off.',
    );
  });
  it('sums up a long burst: the last three, and how many came before', () => {
    const log = ['A.', 'B.', 'C.', 'D.', 'E.'].map((text) => event(text, 1));
    assert.equal(
      announcement({ told: 0, window: false }, log, false, [0], plain),
      '2 earlier events in the log. C. D. E.',
    );
  });
  it('tells a window opening once, whoever may answer it', () => {
    const log = [event('Bo plays Nuke.', 1)];
    assert.equal(
      announcement({ told: 0, window: false }, log, true, [0], plain),
      'Bo plays Nuke. A moment to respond: a window is open.',
    );
    assert.equal(announcement({ told: 1, window: true }, log, true, [0], plain), '');
  });
  it('says nothing for nothing new, or a log that starts again', () => {
    const log = [event('A.', 1)];
    assert.equal(announcement({ told: 1, window: false }, log, false, [0], plain), '');
    assert.equal(announcement({ told: 5, window: false }, log, false, [0], plain), '');
  });
  it('names seats in the table’s words', () => {
    const log = [event('{seat:1} rolls.', 1)];
    const words = (text: string): string => text.replace('{seat:1}', 'Bo');
    assert.equal(announcement({ told: 0, window: false }, log, false, [0], words), 'Bo rolls.');
  });
});
