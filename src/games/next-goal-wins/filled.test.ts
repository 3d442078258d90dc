import assert from 'node:assert/strict';
import { it } from 'node:test';
import { minusOnes, zeros } from './filled.ts';

it('zeros and minusOnes give new arrays of the length asked, never one shared', () => {
  assert.deepEqual(zeros(3), [0, 0, 0]);
  assert.deepEqual(minusOnes(2), [-1, -1]);
  assert.deepEqual(zeros(0), []);
  const a = zeros(4);
  a[1] = 7;
  a.push(9);
  assert.deepEqual(zeros(4), [0, 0, 0, 0], 'changing one array leaves the next untouched');
  const b = minusOnes(4);
  b.length = 1;
  assert.deepEqual(minusOnes(4), [-1, -1, -1, -1]);
});
