import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { Rng, SeedHash } from './rng.ts';

it('the same seed gives the same sequence; another seed another', () => {
  const draw = (seed: string) =>
    Array.from(
      { length: 8 },
      (
        (r) => () =>
          r.nextUint32()
      )(Rng.fromSeed(seed)),
    );
  assert.deepEqual(draw('7'), draw('7'));
  assert.notDeepEqual(draw('7'), draw('8'));
});

it('the sequence is fixed forever: records depend on it', () => {
  const rng = Rng.fromSeed('matchday');
  assert.deepEqual([rng.int(6), rng.int(6), rng.int(6), rng.int(1000)], [4, 5, 0, 312]);
});

it('int(n) stays in range and is uniform', () => {
  fc.assert(
    fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 20; i++) {
        const x = rng.int(n);
        assert.ok(Number.isInteger(x) && x >= 0 && x < n);
      }
    }),
  );
  const rng = Rng.fromSeed('uniform');
  const counts = new Array<number>(6).fill(0);
  const draws = 60_000;
  for (let i = 0; i < draws; i++) (counts[rng.int(6)] as number)++;
  const expected = draws / 6;
  const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  assert.ok(chiSquare < 20.5, `chi-square ${chiSquare} over 5 degrees of freedom (p < 0.001)`);
});

it('a clone continues identically and independently', () => {
  const a = Rng.fromSeed('clone');
  a.nextUint32();
  const b = a.clone();
  assert.deepEqual(a.words(), b.words());
  assert.equal(a.nextUint32(), b.nextUint32());
  a.nextUint32();
  assert.notDeepEqual(a.words(), b.words());
  b.copyFrom(a);
  assert.deepEqual(a.words(), b.words());
});

it('shuffle permutes; fromRng and seed() hand out independent children', () => {
  const rng = Rng.fromSeed('shuffle');
  const items = Array.from({ length: 20 }, (_, i) => i);
  rng.shuffle(items);
  assert.deepEqual(
    [...items].sort((x, y) => x - y),
    Array.from({ length: 20 }, (_, i) => i),
  );
  assert.notDeepEqual(
    items,
    Array.from({ length: 20 }, (_, i) => i),
  );
  const parent = Rng.fromSeed('parent');
  assert.notDeepEqual(Rng.fromRng(parent).words(), Rng.fromRng(parent).words());
  assert.notEqual(parent.seed(), parent.seed());
  const f = parent.float();
  assert.ok(f >= 0 && f < 1);
});

it('a SeedHash seeds exactly as the string it stands for, without building it', () => {
  fc.assert(
    fc.property(fc.string(), fc.nat(), fc.string(), (prefix, n, suffix) => {
      const rng = Rng.fromSeed('');
      const start = new SeedHash().text(prefix);
      new SeedHash().copyFrom(start).decimal(n).seed(rng);
      assert.deepEqual(rng.words(), Rng.fromSeed(`${prefix}${n}`).words());
      const hash = new SeedHash().copyFrom(start).decimal(n).text(suffix);
      assert.deepEqual(Rng.fromHash(hash).words(), Rng.fromSeed(`${prefix}${n}${suffix}`).words());
    }),
  );
  const long = 'a long seed, longer than any scratch buffer: '.repeat(5);
  assert.deepEqual(Rng.fromHash(new SeedHash().text(long)).words(), Rng.fromSeed(long).words());
  const big = Number.MAX_SAFE_INTEGER;
  assert.deepEqual(
    Rng.fromHash(new SeedHash().text('x/').decimal(big)).words(),
    Rng.fromSeed(`x/${big}`).words(),
  );
  assert.throws(() => new SeedHash().decimal(-1), RangeError);
});

it('restart starts a generator afresh in place, as a new one from the same hash', () => {
  const rng = Rng.fromSeed('used');
  rng.nextUint32();
  new SeedHash().text('fresh').seed(rng);
  assert.deepEqual(rng.words(), Rng.fromSeed('fresh').words());
});
