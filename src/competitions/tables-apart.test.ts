/**
 * Seating a tables round apart (tables-apart.ts): named seatings, and whole competitions of
 * small fields over many rounds checked against every seating there is (no repeat meeting the
 * field could have avoided; of the seatings with the fewest, the nearest to the standings).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Rng } from '../core/rng.ts';
import { seatsOf, type Fixture } from './competition.ts';
import { Meetings, repeatsOf, seatApart } from './tables-apart.ts';
import { drawTablesRound, tableSizes, tablesStandings } from './tables.ts';
import { byeOf, fieldOf, playedTable } from './tables-testing.ts';

/** Every way to part `items` into tables of `sizes` (as a multiset), each once. */
function* partitions(items: readonly number[], sizes: readonly number[]): Generator<number[][]> {
  const [first, ...rest] = items;
  if (first === undefined) {
    yield [];
    return;
  }
  for (const size of new Set(sizes)) {
    const left = [...sizes];
    left.splice(left.indexOf(size), 1);
    for (const others of combinations(rest, size - 1)) {
      const remaining = rest.filter((p) => !others.includes(p));
      for (const tail of partitions(remaining, left)) yield [[first, ...others], ...tail];
    }
  }
}

function* combinations(items: readonly number[], k: number): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = 0; i + k <= items.length; i++)
    for (const tail of combinations(items.slice(i + 1), k - 1)) yield [items[i] as number, ...tail];
}

/** A seating's order for "nearest the standings": larger tables first, then by best player, flattened. */
function canonical(tables: readonly (readonly number[])[]): number[][] {
  return tables
    .map((t) => [...t].sort((a, b) => a - b))
    .sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/** The fewest repeats of any seating, and the first seating with them in rank order. */
function bestByHand(
  sizes: readonly number[],
  met: Meetings,
): { repeats: number; tables: number[][] } {
  let best = { repeats: Infinity, tables: [] as number[][], flat: [] as number[] };
  const everyone = Array.from({ length: met.players }, (_, i) => i);
  for (const seating of partitions(everyone, sizes)) {
    const repeats = repeatsOf(seating, met);
    const tables = canonical(seating);
    const flat = tables.flat();
    if (repeats < best.repeats || (repeats === best.repeats && lexLess(flat, best.flat)))
      best = { repeats, tables, flat };
  }
  return { repeats: best.repeats, tables: best.tables };
}

describe('seating a tables round apart', () => {
  it('keeps the standings when nobody met, and seats 6 who met in threes two and one', () => {
    const fresh = seatApart([4, 4], new Meetings(8));
    assert.deepEqual(fresh, {
      tables: [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ],
      repeats: 0,
      exact: true,
    });
    const met = Meetings.of(
      ['a', 'b', 'c', 'd', 'e', 'f'],
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ],
    );
    // By standing, both tables again (6 repeats); two of one and one of the other: 1 each.
    assert.deepEqual(seatApart([3, 3], met), {
      tables: [
        [0, 1, 3],
        [2, 4, 5],
      ],
      repeats: 2,
      exact: true,
    });
  });

  it('settles for its first guess, improved by swaps, when the budget is spent', () => {
    const met = Meetings.of(
      ['a', 'b', 'c', 'd', 'e', 'f'],
      [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ],
    );
    const cut = seatApart([3, 3], met, 1);
    assert.equal(cut.exact, false);
    assert.equal(cut.repeats, 2, 'the swaps found the fewest here too');
  });

  it('whole competitions of 3 to 12 over up to 7 rounds: no avoidable repeat, then the nearest to the standings', () => {
    let tried = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 2, max: 7 }),
        fc.string({ maxLength: 6 }),
        (field, seats, fewestRaw, rounds, seed) => {
          const settings = { seats, fewestSeats: Math.min(fewestRaw, seats) };
          const entrants = fieldOf(field);
          const fixtures: Fixture[] = [];
          const results = Rng.fromSeed(`${seed}/results`);
          for (let round = 1; round <= rounds; round++) {
            const ranked = tablesStandings(entrants, fixtures, seats, seed);
            const played = fixtures.filter((f) => f.second !== null).map(seatsOf);
            const drawn = drawTablesRound(ranked, settings, seed, round, played);
            if (round > 1 && drawn.tables.length > 0) {
              const seated = ranked.map((r) => r.id).filter((id) => !drawn.byes.includes(id));
              const met = Meetings.of(seated, played);
              const rank = new Map(seated.map((id, i) => [id, i]));
              const tables = canonical(drawn.tables.map((t) => t.map((id) => rank.get(id) ?? -1)));
              const sizes = tableSizes(seated.length, seats);
              const byHand = bestByHand(sizes, met);
              assert.equal(repeatsOf(tables, met), byHand.repeats, 'no avoidable repeat');
              assert.deepEqual(tables, byHand.tables, 'the nearest to the standings');
              assert.equal(seatApart(sizes, met).exact, true, 'searched through');
              tried++;
            }
            drawn.tables.forEach((table, index) => {
              const places = table.map((_, i) => i + 1);
              results.shuffle(places);
              fixtures.push(playedTable(round, index, table, places));
            });
            for (const bye of drawn.byes) fixtures.push(byeOf(round, fixtures.length, bye));
          }
        },
      ),
      { seed: 35, numRuns: 120 },
    );
    assert.ok(tried > 300, `${tried} rounds checked`);
  });
});
