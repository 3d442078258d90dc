import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TokenBucket } from './rate-limit.ts';

describe('token bucket', () => {
  it('allows a burst, then refills at the rate', () => {
    let now = 0;
    const bucket = new TokenBucket({ perSecond: 10, burst: 3 }, () => now);
    assert.deepEqual(
      [1, 2, 3, 4].map(() => bucket.take()),
      [true, true, true, false],
    );
    now += 100;
    assert.equal(bucket.take(), true);
    assert.equal(bucket.take(), false);
    now += 10_000;
    assert.deepEqual(
      [1, 2, 3, 4].map(() => bucket.take()),
      [true, true, true, false],
    );
  });
});
