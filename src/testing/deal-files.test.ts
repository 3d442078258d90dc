import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dealFiles } from './deal-files.ts';

describe('dealing test files to processes', () => {
  it('runs every file once, in as many shares as asked while files last', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 200 })),
        (files, count, costs) => {
          const shares = dealFiles(files, count, { costs, unknown: 20 });
          assert.equal(shares.length, Math.min(count, files.length));
          assert.deepEqual(shares.flat().sort(), [...files].sort());
          for (const share of shares) assert.ok(share.length > 0);
        },
      ),
    );
  });

  it('evens out the work, the longest files first', () => {
    const costs = { a: 135, b: 82, c: 60, d: 46, e: 44, f: 42, g: 37, h: 35 };
    const shares = dealFiles(Object.keys(costs), 3, { costs, unknown: 20 });
    assert.deepEqual(shares, [
      ['a', 'h'],
      ['b', 'e', 'g'],
      ['c', 'd', 'f'],
    ]);
    const loads = shares.map((share) => share.reduce((sum, f) => sum + costs[f as 'a'], 0));
    assert.deepEqual(loads, [170, 163, 148]);
  });

  it('prices a file it has no figure for at the given cost', () => {
    const shares = dealFiles(['new', 'old'], 2, { costs: { old: 10 }, unknown: 50 });
    assert.deepEqual(shares, [['new'], ['old']]);
  });

  it('refuses to deal to no process', () => {
    assert.throws(() => dealFiles(['a'], 0, { costs: {}, unknown: 1 }), /Cannot deal to 0/);
  });
});
