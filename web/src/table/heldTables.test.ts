import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { heldTableIds, MOST_HELD, type ListedStore } from './heldTables.ts';

function store(entries: Record<string, unknown>): ListedStore {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (i) => keys[i] ?? null,
    getItem: (k) => (k in entries ? JSON.stringify(entries[k]) : null),
  };
}

describe('the tables this browser holds', () => {
  it('names the tables it holds a seat of or created, not ones it let go of, nor other keys', () => {
    const ids = heldTableIds(
      store({
        'matchday:table:played': { tokens: { 1: 'tok' }, invites: [] },
        'matchday:table:hosted': { tokens: {}, invites: [], host: 'h' },
        'matchday:table:forgotten': { tokens: {}, invites: [] },
        'matchday:lab': { tokens: { 0: 'x' } },
      }),
    );
    assert.deepEqual(ids, ['played', 'hosted']);
  });

  it('names no more than the server takes in one ask', () => {
    const many = Object.fromEntries(
      Array.from({ length: MOST_HELD + 5 }, (_, i) => [
        `matchday:table:t${i}`,
        { tokens: { 0: 'x' } },
      ]),
    );
    assert.equal(heldTableIds(store(many)).length, MOST_HELD);
  });
});
