import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { placesFromScores, seatName } from './seats.ts';

it('places share ties and skip the places below them', () => {
  assert.deepEqual(placesFromScores([3, 5, 3]), [2, 1, 2]);
  assert.deepEqual(placesFromScores([1, 1, 1]), [1, 1, 1]);
  assert.deepEqual(placesFromScores([4, 4, 2, 0]), [1, 1, 3, 4]);
  assert.deepEqual(placesFromScores([]), []);
  assert.equal(seatName(0), 'Seat 1');
});

it("a seat's place is one more than the number of seats that scored more", () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 8 }), (scores) => {
      const places = placesFromScores(scores);
      assert.equal(places.length, scores.length);
      scores.forEach((score, seat) => {
        assert.equal(places[seat], 1 + scores.filter((other) => other > score).length);
      });
      // Whoever scored best is first.
      if (scores.length > 0) assert.ok(places.includes(1));
    }),
  );
});
