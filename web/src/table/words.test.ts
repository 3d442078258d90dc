import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seatRef } from '../../../src/core/seat-words.ts';
import type { SeatSummary } from '../protocol.ts';
import { clock, nameSeats, ordinal } from './words.ts';

const seat = (n: number, name: string) => ({ seat: n, name }) as SeatSummary;

describe('words about a table', () => {
  it("puts the table's names into the engine's sentences", () => {
    const seats = [seat(0, 'Ana'), seat(1, 'Bo')];
    assert.equal(
      nameSeats(`${seatRef(0)} passes a PENALTY die to ${seatRef(1)}.`, seats),
      'Ana passes a PENALTY die to Bo.',
    );
    assert.equal(nameSeats(`${seatRef(2)} rolls.`, seats), 'Seat 3 rolls.');
    // A player's own words are theirs: only the engine's placeholders name seats.
    assert.equal(nameSeats('Seat 2 is a fine name.', seats), 'Seat 2 is a fine name.');
  });

  it('writes places and clocks', () => {
    assert.deepEqual([1, 2, 3, 4, 11, 22].map(ordinal), [
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ]);
    assert.equal(clock(83), '1:23');
    assert.equal(clock(-2), '0:00');
  });
});
