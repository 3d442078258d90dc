/** NGW-23: points and the tie-break order of the league table. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { leagueTable, type Result } from './league.ts';

const r = (home: number, away: number, h: number, a: number): Result => ({
  home,
  away,
  goals: [h, a],
});
const order = (seats: number, results: readonly Result[]): [number, number][] =>
  leagueTable(seats, results).map((row) => [row.seat, row.place]);

describe('NGW-23 league table', () => {
  it('NGW-23.1: a win is 3 points, a draw 1, a loss 0; goals are counted both ways', () => {
    const table = leagueTable(3, [r(0, 1, 2, 1), r(0, 2, 1, 1), r(1, 2, 0, 3)]);
    const row = (seat: number) => table.find((x) => x.seat === seat);
    assert.deepEqual(row(0), {
      seat: 0,
      place: 2,
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 3,
      goalsAgainst: 2,
      goalDifference: 1,
      points: 4,
    });
    assert.equal(row(2)?.points, 4);
    assert.equal(row(1)?.points, 0);
    assert.equal(row(1)?.lost, 2);
  });

  it('NGW-23.2: level on points, the better goal difference is higher', () => {
    // Seats 0 and 2 both have 4 points; seat 2 has +3, seat 0 +1.
    assert.deepEqual(order(3, [r(0, 1, 2, 1), r(0, 2, 1, 1), r(1, 2, 0, 3)]), [
      [2, 1],
      [0, 2],
      [1, 3],
    ]);
  });

  it('NGW-23.2: level on points and goal difference, more goals scored is higher', () => {
    // Seats 0 and 1 each win 1-0 against seat 2... seat 1 wins 3-2 instead: same +1, more goals.
    assert.deepEqual(order(3, [r(0, 2, 1, 0), r(1, 2, 3, 2), r(0, 1, 2, 2)]), [
      [1, 1],
      [0, 2],
      [2, 3],
    ]);
  });

  it('NGW-23.2: level on the first three keys, head-to-head points decide', () => {
    // Seats 0 and 1: 6 points, 4 scored, 3 conceded each; seat 0 beat seat 1.
    const results = [
      r(0, 1, 1, 0),
      r(0, 2, 0, 2),
      r(0, 3, 3, 1),
      r(1, 2, 2, 1),
      r(1, 3, 2, 1),
      r(2, 3, 0, 0),
    ];
    const table = leagueTable(4, results);
    const keys = (seat: number) => {
      const row = table.find((x) => x.seat === seat);
      return [row?.points, row?.goalDifference, row?.goalsFor];
    };
    assert.deepEqual(keys(0), keys(1));
    assert.deepEqual(order(4, results), [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
  });

  it('NGW-23.3: seats that no key separates share a place, and the next place is skipped', () => {
    // Two seats, a 1-1 draw: both first.
    assert.deepEqual(order(2, [r(0, 1, 1, 1)]), [
      [0, 1],
      [1, 1],
    ]);
    // Three seats, each beats one other 1-0: all level everywhere, all first.
    assert.deepEqual(order(3, [r(0, 1, 1, 0), r(1, 2, 1, 0), r(2, 0, 1, 0)]), [
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    // Before any match everybody shares first place.
    assert.deepEqual(
      order(4, []).map(([, place]) => place),
      [1, 1, 1, 1],
    );
  });
});
