import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Competition, Entrant, Fixture } from './competition.ts';
import { pairNext } from './next-round.ts';
import { byePoints, byesNeeded, drawTablesRound, tablePoints, tablesStandings } from './tables.ts';
import { entrant, playedTable, runningCompetition } from './tables-testing.ts';

const competition = (
  entrants: Entrant[],
  fixtures: Fixture[],
  settings: { seats: number; fewestSeats: number; rounds: number },
): Competition =>
  runningCompetition('tables', entrants, fixtures, { botLevel: 'normal', ...settings }, 'cTables');

describe('the tables format: points by place', () => {
  it('gives every table its winner seats − 1 and its last 0, whatever its size', () => {
    assert.deepEqual(tablePoints([1, 2, 3, 4], 4), [3, 2, 1, 0]);
    assert.deepEqual(tablePoints([2, 1, 3], 4), [1.5, 3, 0]);
    assert.deepEqual(tablePoints([1, 2], 4), [3, 0]);
    assert.deepEqual(tablePoints([1, 1, 3], 3), [1.5, 1.5, 0]);
    assert.equal(byePoints(4), 1.5);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 2, max: 6 }), (seats, n) => {
        const places = Array.from({ length: n }, (_, i) => i + 1);
        const points = tablePoints(places, seats);
        // The same mean at every table: a bye is worth exactly that mean.
        const mean = points.reduce((a, b) => a + b, 0) / n;
        assert.ok(Math.abs(mean - byePoints(seats)) < 1e-9);
      }),
      { seed: 35, numRuns: 100 },
    );
  });
});

describe('the tables format: standings', () => {
  it('orders by points, then first places, then opponents’ points, then rating, then a seeded lot', () => {
    const entrants = ['a', 'b', 'c', 'd', 'e', 'f'].map((p) => entrant(p));
    const round1 = [
      playedTable(1, 0, ['a', 'b', 'c'], [1, 2, 3]),
      playedTable(1, 1, ['d', 'e', 'f'], [2, 1, 3]),
    ];
    const rows = tablesStandings(entrants, round1, 3, 's');
    // a and e, b and d, c and f are level on everything but the lot.
    const pairs = [0, 2, 4].map((i) => [rows[i]?.id, rows[i + 1]?.id].sort());
    assert.deepEqual(pairs, [
      ['a', 'e'],
      ['b', 'd'],
      ['c', 'f'],
    ]);
    assert.deepEqual(
      rows.map((r) => r.points),
      [2, 2, 1, 1, 0, 0],
    );
    assert.deepEqual(tablesStandings(entrants, round1, 3, 's'), rows, 'the same lot each time');
    // Rating parts level lines before any lot.
    const rated = tablesStandings(
      entrants.map((e) =>
        e.player === 'e' || e.player === 'a' ? { ...e, rating: e.player === 'e' ? 1600 : 1550 } : e,
      ),
      round1,
      3,
      's',
    );
    assert.deepEqual(
      rated.slice(0, 2).map((r) => r.id),
      ['e', 'a'],
    );
    // First places part equal points: x won a table (2), y came second twice (1 + 1).
    const firsts = tablesStandings(
      ['x', 'y', 'p', 'q'].map((p) => entrant(p)),
      [
        playedTable(1, 0, ['x', 'p', 'q'], [1, 2, 2]),
        playedTable(2, 0, ['y', 'p', 'q'], [2, 1, 3]),
        playedTable(3, 0, ['y', 'q', 'p'], [2, 1, 3]),
      ],
      3,
      's',
    );
    const line = (rows: { id: string; points: number; firsts: number }[], id: string) =>
      rows.find((r) => r.id === id);
    assert.equal(line(firsts, 'x')?.points, line(firsts, 'y')?.points);
    assert.ok(firsts.findIndex((r) => r.id === 'x') < firsts.findIndex((r) => r.id === 'y'));
    // Opponents' points part equal points and firsts, before rating: x met stronger players.
    const met = tablesStandings(
      ['x', 'y', 'p', 'q', 'r', 's'].map((p) => entrant(p, p === 'y' ? 1800 : 1500)),
      [
        playedTable(1, 0, ['x', 'p', 'q'], [1, 2, 3]),
        playedTable(1, 1, ['y', 'r', 's'], [1, 2, 3]),
        playedTable(2, 0, ['p', 's', 'q'], [1, 2, 3]),
        playedTable(2, 1, ['x', 'y', 'r'], [1, 1, 3]),
      ],
      3,
      's',
    );
    assert.deepEqual(
      met.slice(0, 2).map((r) => [r.id, r.points, r.firsts, r.opponents]),
      [
        ['x', 3.5, 2, 7.5],
        ['y', 3.5, 2, 6.5],
      ],
    );
  });

  it('counts a bye as the mean points of a seat, and a game without result as nothing', () => {
    const entrants = ['a', 'b', 'c', 'd'].map((p) => entrant(p));
    const bye: Fixture = {
      ...playedTable(1, 1, ['d'], []),
      second: null,
      others: [],
      tableId: null,
      result: null,
    };
    const playing: Fixture = { ...playedTable(1, 0, ['a', 'b', 'c'], [1, 2, 3]), result: null };
    const rows = tablesStandings(entrants, [playing, bye], 4, 's');
    assert.deepEqual(rows[0], {
      id: 'd',
      points: 1.5,
      played: 1,
      byes: 1,
      firsts: 0,
      opponents: 0,
      rating: 1500,
    });
    assert.ok(rows.slice(1).every((r) => r.points === 0 && r.played === 0));
  });
});

describe('the tables format: drawing a round', () => {
  it('draws round 1 in snake order of rating, later rounds by standing (leaders together)', () => {
    const ranked = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'].map((id) => ({ id, byes: 0 }));
    const first = drawTablesRound(ranked, { seats: 4, fewestSeats: 4 }, 's', 1);
    assert.deepEqual(first.byes, []);
    assert.deepEqual(
      first.tables.map((t) => [...t].sort()),
      [
        ['r1', 'r4', 'r5', 'r8'],
        ['r2', 'r3', 'r6', 'r7'],
      ],
    );
    const later = drawTablesRound(ranked, { seats: 4, fewestSeats: 4 }, 's', 2);
    assert.deepEqual(
      later.tables.map((t) => [...t].sort()),
      [
        ['r1', 'r2', 'r3', 'r4'],
        ['r5', 'r6', 'r7', 'r8'],
      ],
    );
    // 10 at 4 a table: the larger table first.
    const ten = [...ranked, { id: 'r9', byes: 0 }, { id: 'rA', byes: 0 }];
    const sized = drawTablesRound(ten, { seats: 4, fewestSeats: 2 }, 's', 3);
    assert.deepEqual(
      sized.tables.map((t) => [...t].sort()),
      [
        ['r1', 'r2', 'r3', 'r4'],
        ['r5', 'r6', 'r7'],
        ['r8', 'r9', 'rA'],
      ],
    );
  });

  it('seats smaller tables when the game plays them, else gives byes to the lowest ranked', () => {
    assert.equal(byesNeeded(7, 3, 2), 0);
    assert.equal(byesNeeded(7, 3, 3), 1);
    assert.equal(byesNeeded(10, 4, 3), 0);
    assert.equal(byesNeeded(5, 4, 4), 1);
    assert.equal(byesNeeded(2, 3, 3), 2);
    const ranked = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'].map((id) => ({ id, byes: 0 }));
    const smaller = drawTablesRound(ranked, { seats: 3, fewestSeats: 2 }, 's', 1);
    assert.deepEqual(smaller.tables.map((t) => t.length).sort(), [2, 2, 3]);
    const byes = drawTablesRound(ranked, { seats: 3, fewestSeats: 3 }, 's', 1);
    assert.deepEqual(byes.byes, ['r7']);
    // Who had a bye already has no other while another may take it.
    const again = drawTablesRound(
      ranked.map((r) => (r.id === 'r7' ? { ...r, byes: 1 } : r)),
      { seats: 3, fewestSeats: 3 },
      's',
      2,
    );
    assert.deepEqual(again.byes, ['r6']);
  });

  it('on random fields: everyone seated once or on a bye, table sizes allowed, byes spread', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 2, max: 5 }),
        fc.string({ maxLength: 6 }),
        (field, seats, fewestRaw, seed) => {
          const fewest = Math.min(fewestRaw, seats);
          let ranked = Array.from({ length: field }, (_, i) => ({ id: `p${i}`, byes: 0 }));
          for (let round = 1; round <= 3; round++) {
            const drawn = drawTablesRound(ranked, { seats, fewestSeats: fewest }, seed, round);
            const seated = [...drawn.tables.flat(), ...drawn.byes].sort();
            assert.deepEqual(seated, ranked.map((r) => r.id).sort());
            for (const t of drawn.tables) assert.ok(t.length >= fewest && t.length <= seats);
            assert.equal(drawn.byes.length, byesNeeded(field, seats, fewest));
            assert.deepEqual(
              drawTablesRound(ranked, { seats, fewestSeats: fewest }, seed, round),
              drawn,
            );
            ranked = ranked.map((r) =>
              drawn.byes.includes(r.id) ? { ...r, byes: r.byes + 1 } : r,
            );
            const counts = ranked.map((r) => r.byes);
            assert.ok(Math.max(...counts) - Math.min(...counts) <= 1, 'byes go round');
          }
        },
      ),
      { seed: 35, numRuns: 300 },
    );
  });

  it('pairs a tables competition round by round and finishes after its rounds', () => {
    const entrants = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((p, i) => entrant(p, 1700 - i * 10));
    const settings = { seats: 3, fewestSeats: 3, rounds: 2 };
    const first = pairNext(competition(entrants, [], settings));
    assert.equal(first.kind, 'round');
    const tables = first.fixtures.filter((f) => f.second !== null);
    assert.equal(tables.length, 2);
    assert.ok(tables.every((f) => f.others?.length === 1));
    // Round 1 by rating: the lowest rated sits out; the top two head different tables.
    assert.deepEqual(
      first.fixtures.filter((f) => f.second === null).map((f) => f.first),
      ['g'],
    );
    const heads = tables.map((f) => [f.first, f.second, ...(f.others ?? [])]);
    assert.ok(heads.every((t) => !(t.includes('a') && t.includes('b'))));
    const played = first.fixtures.map((f) =>
      f.second === null
        ? { ...f, tableId: null, result: null }
        : { ...f, tableId: `t${f.index}`, result: { scores: [0, 0, 0], places: [1, 2, 3] } },
    );
    assert.equal(
      pairNext(
        competition(
          entrants,
          [{ ...played[0], result: null } as Fixture, ...played.slice(1)],
          settings,
        ),
      ).kind,
      'wait',
    );
    const second = pairNext(competition(entrants, played, settings));
    assert.equal(second.kind, 'round');
    assert.equal(second.round, 2);
    // Round 2 by standing: round 1's two winners (seat 0 of each table) meet at the first table.
    const top = second.fixtures[0];
    assert.ok(top && top.second !== null);
    const winners = tables.map((f) => f.first).sort();
    const seatedTop = [top.first, top.second, ...(top.others ?? [])];
    assert.ok(
      winners.every((w) => seatedTop.includes(w)),
      `${winners.join()} at the top table`,
    );
    assert.notEqual(second.fixtures.find((f) => f.second === null)?.first, 'g', 'g had its bye');
    const done = second.fixtures.map((f) =>
      f.second === null
        ? { ...f, tableId: null, result: null }
        : { ...f, tableId: `u${f.index}`, result: { scores: [0, 0, 0], places: [1, 2, 3] } },
    );
    assert.deepEqual(pairNext(competition(entrants, [...played, ...done], settings)), {
      kind: 'finish',
    });
  });
});
