import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { newSeed, newTableId } from './ids.ts';
import { RandomPool, secretBytes } from './random-pool.ts';
import { newToken } from './tokens.ts';

/** A pool of `size` bytes whose fills are counted and kept, each fill a different byte run. */
function countedPool(size: number): { pool: RandomPool; filled: Buffer[] } {
  const filled: Buffer[] = [];
  const pool = new RandomPool(size, (buffer) => {
    for (let i = 0; i < buffer.length; i++) buffer[i] = (filled.length * 31 + i * 7) & 0xff;
    filled.push(Buffer.from(buffer));
  });
  return { pool, filled };
}

describe('the random pool', () => {
  it('asks the generator once for as many draws as its buffer holds', () => {
    const { pool, filled } = countedPool(240);
    for (let i = 0; i < 10; i++) pool.base64url(24);
    assert.equal(filled.length, 1);
    pool.base64url(24);
    assert.equal(filled.length, 2);
  });

  it('hands out every byte once, in order, skipping only a tail too short for a draw', () => {
    const { pool, filled } = countedPool(100);
    const drawn = Array.from({ length: 9 }, () => Buffer.from(pool.base64url(24), 'base64url'));
    const first = filled[0];
    const second = filled[1];
    const third = filled[2];
    assert.ok(first && second && third);
    const expected = Buffer.concat([
      first.subarray(0, 96),
      second.subarray(0, 96),
      third.subarray(0, 24),
    ]);
    assert.deepEqual(Buffer.concat(drawn), expected);
  });

  it('refuses a draw larger than its buffer', () => {
    assert.throws(() => countedPool(16).pool.base64url(17), /holds 16 bytes/);
  });

  it('is where tokens, table ids and seeds come from', () => {
    const draw = mock.method(secretBytes, 'base64url');
    try {
      assert.match(newToken(), /^[A-Za-z0-9_-]{32}$/);
      assert.match(newTableId(), /^[A-Za-z0-9_-]{12}$/);
      assert.match(newSeed(), /^[A-Za-z0-9_-]{22}$/);
      assert.deepEqual(
        draw.mock.calls.map((call) => call.arguments),
        [[24], [9], [16]],
      );
    } finally {
      draw.mock.restore();
    }
  });

  it('gives distinct tokens across refills', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newToken()));
    assert.equal(tokens.size, 1000);
  });
});
