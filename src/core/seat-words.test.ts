import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SEAT_REF_PATTERN, fillSeats, seatRef } from './seat-words.ts';
import { seatName } from './seats.ts';

const names = ['Ana', 'Bo', 'Cy'];
const nameOf = (seat: number): string => names[seat] ?? seatName(seat);

describe('seats in an engine’s words', () => {
  it('fills each placeholder with the seat’s name, and leaves the rest as it was', () => {
    const text = `${seatRef(0)} passes a PENALTY die to ${seatRef(1)}.`;
    assert.equal(fillSeats(text, nameOf), 'Ana passes a PENALTY die to Bo.');
    assert.equal(fillSeats(`${seatRef(4)}'s turn.`, seatName), "Seat 5's turn.");
    assert.equal(
      fillSeats('Seat 3 {seat:} {seat:x} {Seat:1}', nameOf),
      'Seat 3 {seat:} {seat:x} {Seat:1}',
    );
  });

  it('never reads a name for placeholders: a player may be called anything', () => {
    const odd = (seat: number): string => (seat === 0 ? '{seat:1}' : 'Seat 1');
    assert.equal(fillSeats(`${seatRef(0)} and ${seatRef(1)}`, odd), '{seat:1} and Seat 1');
  });

  it('matches a placeholder with its seat in a regular expression', () => {
    const found = new RegExp(`^${SEAT_REF_PATTERN} rolls`).exec(`${seatRef(12)} rolls 2 TEAM.`);
    assert.equal(found?.[1], '12');
  });

  it('replaces every placeholder, touches no other text and never leaves one behind', () => {
    const plain = fc.string().filter((s) => !new RegExp(SEAT_REF_PATTERN).test(s));
    const pieces = fc.array(fc.tuple(plain, fc.nat(99)), { maxLength: 8 });
    fc.assert(
      fc.property(
        pieces,
        plain,
        fc.array(fc.string(), { minLength: 100, maxLength: 100 }),
        (parts, end, anyNames) => {
          const text = parts.map(([words, seat]) => words + seatRef(seat)).join('') + end;
          const expected =
            parts.map(([words, seat]) => words + (anyNames[seat] ?? '')).join('') + end;
          assert.equal(
            fillSeats(text, (seat) => anyNames[seat] ?? ''),
            expected,
          );
          assert.doesNotMatch(fillSeats(text, seatName), new RegExp(SEAT_REF_PATTERN));
        },
      ),
    );
  });
});
