import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { swissRecords, type SwissRound } from './swiss-records.ts';
import { swissStandings } from './swiss-standings.ts';

describe('Swiss standings', () => {
  const entrants = [
    { id: 'a', rating: 1500 },
    { id: 'b', rating: 1600 },
    { id: 'c', rating: 1400 },
    { id: 'd', rating: 1450 },
    { id: 'e', rating: 1300 },
  ];

  it('ranks by points, then rating when nothing else separates', () => {
    const rounds: SwissRound[] = [
      {
        games: [
          { first: 'a', second: 'b', outcome: 'first' },
          { first: 'c', second: 'd', outcome: 'draw' },
        ],
        bye: 'e',
      },
    ];
    const table = swissStandings(swissRecords(entrants, rounds), rounds);
    // a and e on a win each; a's opponent b has 0, e's bye counts nothing: rating decides.
    assert.deepEqual(
      table.map((s) => [s.id, s.halfPoints, s.buchholz, s.sonnebornBerger]),
      [
        ['a', 2, 0, 0],
        ['e', 2, 0, 0],
        ['d', 1, 1, 0.5],
        ['c', 1, 1, 0.5],
        ['b', 0, 2, 0],
      ],
    );
  });

  it('breaks equal points by Buchholz, then Sonneborn-Berger, then rating', () => {
    const rounds: SwissRound[] = [
      {
        games: [
          { first: 'a', second: 'b', outcome: 'first' },
          { first: 'c', second: 'd', outcome: 'first' },
        ],
        bye: 'e',
      },
      {
        games: [
          { first: 'a', second: 'c', outcome: 'draw' },
          { first: 'e', second: 'b', outcome: 'second' },
        ],
        bye: 'd',
      },
    ];
    const table = swissStandings(swissRecords(entrants, rounds), rounds);
    const line = (id: string) => table.find((s) => s.id === id);
    // a: 3 half points, opponents b (2) and c (3): Buchholz 5, SB (2·2 + 1·3) / 2 = 3.5.
    assert.deepEqual(line('a'), { id: 'a', halfPoints: 3, buchholz: 5, sonnebornBerger: 3.5 });
    // c: 3 half points, opponents d (2) and a (3): Buchholz 5, SB (2·2 + 1·3) / 2 = 3.5.
    assert.deepEqual(line('c'), { id: 'c', halfPoints: 3, buchholz: 5, sonnebornBerger: 3.5 });
    // b, d and e on 2: b met a (3) and e (2): 5; d met c (3): 3; e met b (2): 2.
    assert.deepEqual(
      table.map((s) => s.id),
      ['a', 'c', 'b', 'd', 'e'],
    );
  });
});
