import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { maxWeightMatching, type WeightedEdge } from './blossom.ts';

/** The best (cardinality, weight) over every matching, by trying each edge in or out. */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): number[] {
  let best = [-1, -Infinity];
  const used = new Array<boolean>(n).fill(false);
  const walk = (k: number, count: number, weight: number): void => {
    if (k === edges.length) {
      const better = maxCardinality
        ? count > (best[0] as number) || (count === best[0] && weight > (best[1] as number))
        : weight > (best[1] as number);
      if (better) best = [count, weight];
      return;
    }
    walk(k + 1, count, weight);
    const [i, j, w] = edges[k] as WeightedEdge;
    if (!used[i] && !used[j]) {
      used[i] = used[j] = true;
      walk(k + 1, count + 1, weight + w);
      used[i] = used[j] = false;
    }
  };
  walk(0, 0, 0);
  return best;
}

/** The (cardinality, weight) of a mate array, checking it is a matching of the given edges. */
function measure(n: number, edges: readonly WeightedEdge[], mate: number[]): number[] {
  assert.equal(mate.length, n);
  let count = 0;
  let weight = 0;
  mate.forEach((m, v) => {
    if (m === -1 || m < v) return;
    assert.equal(mate[m], v);
    const edge = edges
      .filter(([i, j]) => (i === v && j === m) || (i === m && j === v))
      .reduce((a, e) => Math.max(a, e[2]), -Infinity);
    assert.ok(edge > -Infinity, `${v}–${m} is no edge`);
    count++;
    weight += edge;
  });
  return [count, weight];
}

const graph = fc.integer({ min: 1, max: 9 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.uniqueArray(
      fc.tuple(
        fc.integer({ min: 0, max: n - 1 }),
        fc.integer({ min: 0, max: n - 1 }),
        fc.integer({ min: -5, max: 40 }),
      ),
      { maxLength: 16, selector: ([i, j]) => `${Math.min(i, j)}-${Math.max(i, j)}` },
    ),
    maxCardinality: fc.boolean(),
  }),
);

describe('maxWeightMatching', () => {
  it('matches the example of its documentation', () => {
    assert.deepEqual(
      maxWeightMatching(3, [
        [0, 1, 6],
        [0, 2, 10],
        [1, 2, 5],
      ]),
      [2, -1, 0],
    );
  });

  it('finds the best matching that brute force finds, on thousands of small graphs', () => {
    fc.assert(
      fc.property(graph, ({ n, edges, maxCardinality }) => {
        const loops = edges.filter(([i, j]) => i !== j);
        const mate = maxWeightMatching(n, loops, maxCardinality);
        const [count, weight] = measure(n, loops, mate);
        const [bestCount, bestWeight] = bruteForce(n, loops, maxCardinality);
        // Without maxCardinality only the weight is asked for: a zero-weight edge may be in or out.
        assert.equal(weight, bestWeight);
        if (maxCardinality) assert.equal(count, bestCount);
      }),
      { seed: 35, numRuns: 3000 },
    );
  });

  it('reaches the same best weight from a warm start of greatest-weight edges', () => {
    fc.assert(
      fc.property(graph, fc.array(fc.nat()), ({ n, edges, maxCardinality }, picks) => {
        // Weights 1–4, so that many edges share the greatest weight.
        const loops = edges
          .filter(([i, j]) => i !== j)
          .map(([i, j, w]): WeightedEdge => [i, j, ((w + 5) % 4) + 1]);
        const top = Math.max(0, ...loops.map((e) => e[2]));
        const used = new Set<number>();
        const start: number[] = [];
        for (const pick of picks) {
          const k = pick % Math.max(1, loops.length);
          const [i, j, w] = loops[k] ?? [0, 0, 0];
          if (w !== top || w <= 0 || used.has(i) || used.has(j)) continue;
          used.add(i).add(j);
          start.push(k);
        }
        const mate = maxWeightMatching(n, loops, maxCardinality, start);
        const [count, weight] = measure(n, loops, mate);
        const [bestCount, bestWeight] = bruteForce(n, loops, maxCardinality);
        assert.equal(weight, bestWeight);
        if (maxCardinality) assert.equal(count, bestCount);
      }),
      { seed: 35, numRuns: 3000 },
    );
    assert.deepEqual(
      maxWeightMatching(
        4,
        [
          [0, 1, 5],
          [2, 3, 5],
          [1, 2, 1],
        ],
        true,
        [0],
      ),
      [1, 0, 3, 2],
    );
    assert.throws(
      () =>
        maxWeightMatching(
          3,
          [
            [0, 1, 5],
            [1, 2, 1],
          ],
          false,
          [1],
        ),
      RangeError,
    );
  });

  it('handles nested blossoms (the classic cases)', () => {
    // Blossom inside a blossom, relabelled and expanded (van Rantwijk's test cases 20–23 shapes).
    const nested: WeightedEdge[] = [
      [1, 2, 19],
      [1, 3, 20],
      [1, 8, 8],
      [2, 3, 25],
      [2, 4, 18],
      [3, 5, 18],
      [4, 5, 13],
      [4, 7, 7],
      [5, 6, 7],
    ];
    const mate = maxWeightMatching(9, nested);
    assert.equal(measure(9, nested, mate)[1], bruteForce(9, nested, false)[1]);
  });

  it('refuses a loop or a vertex out of range', () => {
    assert.throws(() => maxWeightMatching(2, [[0, 0, 1]]), RangeError);
    assert.throws(() => maxWeightMatching(2, [[0, 2, 1]]), RangeError);
  });
});
