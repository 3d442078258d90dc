import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { leagueRows, leagueStandings, type LeagueResult } from './league-standings.ts';
import { roundRobin } from './round-robin.ts';

const game = (home: string, away: string, homeGoals: number, awayGoals: number): LeagueResult => ({
  home,
  away,
  homeGoals,
  awayGoals,
});

const order = (teams: string[], results: LeagueResult[], seed = 'league') =>
  leagueStandings(teams, results, seed).map((r) => r.team);

describe('league standings', () => {
  it('counts 3 for a win, 1 for a draw, 0 for a loss', () => {
    const rows = leagueRows(['a', 'b', 'c'], [game('a', 'b', 2, 0), game('b', 'c', 1, 1)]);
    assert.deepEqual(
      rows.map((r) => [
        r.team,
        r.played,
        r.won,
        r.drawn,
        r.lost,
        r.goalsFor,
        r.goalsAgainst,
        r.points,
      ]),
      [
        ['a', 1, 1, 0, 0, 2, 0, 3],
        ['b', 2, 0, 1, 1, 1, 3, 1],
        ['c', 1, 0, 1, 0, 1, 1, 1],
      ],
    );
    // The documented example: c above b on goal difference.
    assert.deepEqual(order(['a', 'b', 'c'], [game('a', 'b', 2, 0), game('b', 'c', 1, 1)]), [
      'a',
      'c',
      'b',
    ]);
  });

  it('breaks ties by points, goal difference, goals scored, then head to head', () => {
    // Goals scored: a and b both +1, a scored 3, b scored 1.
    assert.deepEqual(order(['a', 'b', 'x', 'y'], [game('a', 'x', 3, 2), game('b', 'y', 1, 0)]), [
      'a',
      'b',
      'x',
      'y',
    ]);
    // Head to head: b and c level on points, difference and goals; b beat c.
    const results = [
      game('c', 'b', 0, 1),
      game('c', 'x', 1, 0),
      game('b', 'y', 0, 1),
      game('x', 'y', 0, 0),
    ];
    const table = leagueStandings(['c', 'b', 'x', 'y'], results, 's');
    const b = table.find((r) => r.team === 'b');
    const c = table.find((r) => r.team === 'c');
    assert.deepEqual([b?.points, b?.goalDifference, b?.goalsFor], [3, 0, 1]);
    assert.deepEqual([c?.points, c?.goalDifference, c?.goalsFor], [3, 0, 1]);
    assert.deepEqual(
      table.map((r) => r.team),
      ['y', 'b', 'c', 'x'],
    );
    // Whatever the seed: head to head comes before the lots.
    assert.deepEqual(order(['c', 'b', 'x', 'y'], results, 'other'), ['y', 'b', 'c', 'x']);
  });

  it('draws lots, seeded, for teams level on everything', () => {
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'].map(
      (seed) => order(['p', 'q'], [game('p', 'q', 1, 1)], seed)[0],
    );
    assert.deepEqual(new Set(seeds), new Set(['p', 'q']));
    assert.deepEqual(
      order(['p', 'q'], [game('p', 'q', 1, 1)], 'a'),
      order(['q', 'p'], [game('q', 'p', 1, 1)], 'a'),
    );
  });

  it('on random double round robins: a sorted, complete table whose sums balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.infiniteStream(fc.tuple(fc.nat(4), fc.nat(4))),
        (n, scores) => {
          const teams = Array.from({ length: n }, (_, i) => `t${i}`);
          const results = roundRobin(teams, 2)
            .flat()
            .map(([home, away]) => {
              const [h, a] = scores.next().value as [number, number];
              return game(home, away, h, a);
            });
          const table = leagueStandings(teams, results, 'p');
          assert.deepEqual(table.map((r) => r.team).sort(), [...teams].sort());
          for (const [i, row] of table.entries()) {
            assert.equal(row.played, 2 * (n - 1));
            assert.equal(row.won + row.drawn + row.lost, row.played);
            assert.equal(row.points, 3 * row.won + row.drawn);
            const next = table[i + 1];
            if (next)
              assert.ok(
                row.points > next.points ||
                  (row.points === next.points &&
                    (row.goalDifference > next.goalDifference ||
                      (row.goalDifference === next.goalDifference &&
                        row.goalsFor >= next.goalsFor))),
              );
          }
          assert.equal(
            table.reduce((s, r) => s + r.goalDifference, 0),
            0,
          );
        },
      ),
      { seed: 35, numRuns: 300 },
    );
  });
});
