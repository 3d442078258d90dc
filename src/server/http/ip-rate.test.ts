import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { AddressRate } from './ip-rate.ts';

describe('rates per address', () => {
  it('gives each address its own bucket, refilled on the clock', () => {
    let now = 0;
    const rate = new AddressRate({ perSecond: 1, burst: 2 }, () => now);
    assert.deepEqual(
      ['a', 'a', 'a', 'b'].map((address) => rate.take(address)),
      [true, true, false, true],
    );
    now += 1000;
    assert.deepEqual([rate.take('a'), rate.take('a')], [true, false]);
  });

  it('forgets addresses whose buckets refilled before those still spent', () => {
    let now = 0;
    const rate = new AddressRate({ perSecond: 0.1, burst: 2 }, () => now, 4);
    rate.take('busy');
    rate.take('busy');
    for (const address of ['a', 'b', 'c']) rate.take(address);
    // Ten seconds on, a, b and c are full again; 'busy' has one token back of two.
    now += 10_000;
    rate.take('new');
    assert.equal(rate.size, 2);
    assert.deepEqual([rate.take('busy'), rate.take('busy')], [true, false]);
  });

  it('remembers a bounded number of addresses however many arrive', () => {
    const rate = new AddressRate({ perSecond: 1, burst: 2 }, () => 0, 4);
    for (let i = 0; i < 100; i++) {
      rate.take(`scan-${i}`);
      assert.ok(rate.size <= 4, `${rate.size} addresses remembered`);
    }
  });

  it('reorders nothing for the address taken from last, and keeps the order for the rest', () => {
    const rate = new AddressRate({ perSecond: 0.001, burst: 1 }, () => 0, 4);
    assert.deepEqual(
      ['a', 'b', 'a'].map((address) => rate.take(address)),
      [true, true, false],
    );
    const deletes = mock.method(Map.prototype, 'delete');
    try {
      assert.equal(rate.take('a'), false);
      assert.equal(deletes.mock.callCount(), 0);
    } finally {
      deletes.mock.restore();
    }
    // Least recently seen first: b, a, c, d. A fifth address forgets b and a.
    for (const address of ['c', 'd', 'e']) rate.take(address);
    assert.deepEqual([rate.take('a'), rate.take('c')], [true, false]);
  });
});
