import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  bracketOrder,
  knockoutFirstRound,
  nextRound,
  tieWinner,
  type KnockoutEntrant,
  type KnockoutTie,
} from './knockout.ts';

/** Plays a bracket where the higher seed always wins; the rounds' ties, first to final. */
function favouritesWin(entrants: readonly KnockoutEntrant[]): KnockoutTie[][] {
  const seed = new Map(
    [...entrants]
      .sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : 1))
      .map((e, i) => [e.id, i + 1]),
  );
  const rounds = [knockoutFirstRound(entrants)];
  for (;;) {
    const ties = rounds.at(-1) ?? [];
    if (ties.length === 1) return rounds;
    const winners = ties.map((tie) => {
      if (tie.first === null || tie.second === null) return tieWinner(tie, undefined) ?? '';
      const firstBetter = (seed.get(tie.first) ?? 0) < (seed.get(tie.second) ?? 0);
      return (
        tieWinner(tie, {
          legs: [firstBetter ? { first: 1, second: 0 } : { first: 0, second: 1 }],
        }) ?? ''
      );
    });
    rounds.push(nextRound(winners));
  }
}

describe('knockout', () => {
  it('orders seeds so that the seeds of each first-round tie sum to size + 1', () => {
    assert.deepEqual(bracketOrder(8), [1, 8, 4, 5, 2, 7, 3, 6]);
    assert.deepEqual(bracketOrder(2), [1, 2]);
    for (const size of [2, 4, 8, 16, 32, 64, 128]) {
      const order = bracketOrder(size);
      assert.deepEqual(
        [...order].sort((a, b) => a - b),
        Array.from({ length: size }, (_, i) => i + 1),
      );
      for (let i = 0; i < size; i += 2)
        assert.equal((order[i] ?? 0) + (order[i + 1] ?? 0), size + 1);
    }
    assert.throws(() => bracketOrder(6), RangeError);
  });

  it('gives the byes to the top seeds', () => {
    const entrants = [
      { id: 'c', rating: 1700 },
      { id: 'a', rating: 1900 },
      { id: 'b', rating: 1800 },
    ];
    assert.deepEqual(knockoutFirstRound(entrants), [
      { first: 'a', second: null },
      { first: 'b', second: 'c' },
    ]);
  });

  it('on random fields: everyone drawn once, byes to the top seeds, top seeds meet last', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1000, max: 2500 }), { minLength: 2, maxLength: 70 }),
        (ratings) => {
          const entrants = ratings.map((rating, i) => ({ id: `e${i}`, rating }));
          const byRating = [...entrants].sort((a, b) => b.rating - a.rating).map((e) => e.id);
          const n = entrants.length;
          const size = 2 ** Math.ceil(Math.log2(n));
          const rounds = favouritesWin(entrants);
          const first = rounds[0] ?? [];
          assert.equal(first.length, size / 2);
          const drawn = first.flatMap((t) => [t.first, t.second]).filter((x) => x !== null);
          assert.deepEqual([...drawn].sort(), byRating.slice().sort());
          // The byes: exactly size − n, each against one of the top size − n seeds.
          const byes = first.filter((t) => t.first === null || t.second === null);
          assert.equal(byes.length, size - n);
          assert.deepEqual(
            byes.map((t) => t.first ?? t.second).sort(),
            byRating.slice(0, size - n).sort(),
          );
          assert.equal(rounds.length, Math.log2(size));
          // With favourites winning, the last 2^k are the top 2^k seeds: 1 v 2 in the final.
          for (const ties of rounds) {
            const left = ties.flatMap((t) => [t.first, t.second]).filter((x) => x !== null);
            if (ties !== first)
              assert.deepEqual([...left].sort(), byRating.slice(0, left.length).sort());
          }
          assert.deepEqual(rounds.at(-1), [{ first: byRating[0], second: byRating[1] }]);
        },
      ),
      { seed: 35, numRuns: 300 },
    );
  });

  it('decides a two-legged tie on aggregate, then by the decider', () => {
    const tie = { first: 'a', second: 'b' };
    const leg1 = { first: 2, second: 1 };
    assert.equal(tieWinner(tie, { legs: [leg1] }, 2), null);
    assert.equal(tieWinner(tie, { legs: [leg1, { first: 0, second: 0 }] }, 2), 'a');
    assert.equal(tieWinner(tie, { legs: [leg1, { first: 0, second: 3 }] }, 2), 'b');
    const level = { legs: [leg1, { first: 0, second: 1 }] };
    // Level on aggregate (no away-goals rule): the decider is still to play.
    assert.equal(tieWinner(tie, level, 2), null);
    assert.equal(tieWinner(tie, { ...level, decider: 'second' }, 2), 'b');
    assert.equal(tieWinner(tie, { ...level, decider: 'first' }, 2), 'a');
  });

  it('decides a single game, a draw by the decider; a bye goes through unplayed', () => {
    const tie = { first: 'a', second: 'b' };
    assert.equal(tieWinner(tie, { legs: [{ first: 0, second: 1 }] }), 'b');
    assert.equal(tieWinner(tie, { legs: [{ first: 1, second: 1 }] }), null);
    assert.equal(tieWinner(tie, { legs: [{ first: 1, second: 1 }], decider: 'first' }), 'a');
    assert.equal(tieWinner(tie, undefined), null);
    assert.equal(tieWinner({ first: 'a', second: null }, undefined), 'a');
    assert.equal(tieWinner({ first: null, second: 'b' }, undefined), 'b');
  });

  it('pairs the winners of neighbouring ties', () => {
    assert.deepEqual(nextRound(['a', 'd', 'b', 'c']), [
      { first: 'a', second: 'd' },
      { first: 'b', second: 'c' },
    ]);
    assert.throws(() => nextRound(['a', 'b', 'c']), RangeError);
    assert.throws(() => knockoutFirstRound([{ id: 'a', rating: 1 }]), RangeError);
  });
});
