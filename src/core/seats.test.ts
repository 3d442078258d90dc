import assert from 'node:assert/strict';
import { it } from 'node:test';
import { placesFromScores, seatName } from './seats.ts';

it('places share ties and skip the places below them', () => {
  assert.deepEqual(placesFromScores([3, 5, 3]), [2, 1, 2]);
  assert.deepEqual(placesFromScores([1, 1, 1]), [1, 1, 1]);
  assert.deepEqual(placesFromScores([4, 4, 2, 0]), [1, 1, 3, 4]);
  assert.equal(seatName(0), 'Seat 1');
});
