import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mayLetGo } from './let-go.ts';

describe('giving back the lease of a table', () => {
  it('only once it has left memory here and its row on disk is closed', () => {
    const cases = [
      // In memory, open or closed (its finish on its way to disk, or a rematch still to mark
      // its row): kept (the steady-state refusals).
      { inMemory: true, rowClosed: false, letGo: false },
      { inMemory: true, rowClosed: true, letGo: false },
      { inMemory: true, rowClosed: undefined, letGo: false },
      { inMemory: false, rowClosed: true, letGo: true },
      { inMemory: false, rowClosed: false, letGo: false },
      // Being created: its first commit took the lease, its row is not on disk yet.
      { inMemory: false, rowClosed: undefined, letGo: false },
    ];
    for (const { letGo, ...state } of cases)
      assert.equal(mayLetGo(state), letGo, JSON.stringify(state));
  });
});
