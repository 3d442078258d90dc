import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mayLetGo } from './let-go.ts';

describe('giving back the lease of a table', () => {
  it('only once its row on disk is closed, never while it plays here', () => {
    const cases = [
      // Closed in memory, its finish still on its way to disk: kept (the steady-state refusals).
      { inMemoryOpen: false, rowClosed: false, letGo: false },
      { inMemoryOpen: false, rowClosed: true, letGo: true },
      { inMemoryOpen: false, rowClosed: undefined, letGo: false },
      { inMemoryOpen: true, rowClosed: true, letGo: false },
      { inMemoryOpen: true, rowClosed: false, letGo: false },
      { inMemoryOpen: undefined, rowClosed: true, letGo: true },
      { inMemoryOpen: undefined, rowClosed: false, letGo: false },
      // Being created: its first commit took the lease, its row is not on disk yet.
      { inMemoryOpen: undefined, rowClosed: undefined, letGo: false },
    ];
    for (const { letGo, ...state } of cases)
      assert.equal(mayLetGo(state), letGo, JSON.stringify(state));
  });
});
