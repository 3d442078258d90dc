/**
 * The check every game's action space passes (src/core/action-space.ts): each code in a range
 * decodes to its range and index and encodes back to itself, and the label names it; a code in
 * a gap decodes to nothing. Returns how many codes it checked, so a test can say how many.
 */
import assert from 'node:assert/strict';
import type { ActionSpace } from '../action-space.ts';

export function checkActionSpace(space: ActionSpace): number {
  let codes = 0;
  let next = 0;
  for (const range of space.ranges) {
    for (let gap = next; gap < range.start; gap++)
      assert.equal(space.decode(gap), undefined, `code ${gap} lies in a gap`);
    for (let index = 0; index < range.size; index++) {
      const action = range.start + index;
      const decoded = space.decode(action);
      assert.deepEqual(decoded, { name: range.name, index }, `code ${action} decodes`);
      assert.equal(space.encode(decoded.name, decoded.index), action, `code ${action} round-trips`);
      assert.ok(space.label(action).startsWith(range.name), `code ${action}'s label`);
      codes++;
    }
    next = range.start + range.size;
  }
  assert.equal(space.decode(space.end), undefined, 'nothing past the end');
  return codes;
}
