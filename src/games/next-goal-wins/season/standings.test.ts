/** NGW-31.5: a league's worth to each seat, against a brute-force count of every result. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { pointsFor } from './league.ts';
import { PendingMatches, expectedStandings } from './standings.ts';

interface League {
  points: number[];
  matches: { home: number; away: number; homeWins: number; draw: number }[];
}

const leagueArb: fc.Arbitrary<League> = fc.integer({ min: 2, max: 5 }).chain((seats) =>
  fc.record({
    points: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: seats, maxLength: seats }),
    matches: fc.array(
      fc
        .record({
          home: fc.integer({ min: 0, max: seats - 1 }),
          step: fc.integer({ min: 1, max: seats - 1 }),
          a: fc.double({ min: 0, max: 1, noNaN: true }),
          b: fc.double({ min: 0, max: 1, noNaN: true }),
        })
        .map(({ home, step, a, b }) => ({
          home,
          away: (home + step) % seats,
          homeWins: a * (1 - b),
          draw: (1 - a) * b,
        })),
      { maxLength: 6 },
    ),
  }),
);

/** Every combination of results, each seat's share of rivals finished behind it, weighted. */
function bruteForce({ points, matches }: League): number[] {
  const seats = points.length;
  const expected = new Array<number>(seats).fill(0);
  const visit = (m: number, table: number[], chance: number): void => {
    if (chance === 0) return;
    const match = matches[m];
    if (!match) {
      for (let seat = 0; seat < seats; seat++) {
        let share = 0;
        for (let rival = 0; rival < seats; rival++) {
          if (rival === seat) continue;
          const mine = table[seat] as number;
          const theirs = table[rival] as number;
          share += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
        }
        expected[seat] = (expected[seat] as number) + (chance * share) / (seats - 1);
      }
      return;
    }
    const { home, away, homeWins, draw } = match;
    for (const [goals, p] of [
      [[1, 0], homeWins],
      [[0, 0], draw],
      [[0, 1], 1 - homeWins - draw],
    ] as const) {
      const next = table.slice();
      next[home] = (next[home] as number) + pointsFor(goals[0], goals[1]);
      next[away] = (next[away] as number) + pointsFor(goals[1], goals[0]);
      visit(m + 1, next, chance * p);
    }
  };
  visit(0, points.slice(), 1);
  return expected;
}

function standings({ points, matches }: League): number[] {
  const pending = new PendingMatches();
  for (const m of matches) pending.add(m.home, m.away, m.homeWins, m.draw);
  const rewards: number[] = [];
  expectedStandings(points, pending, rewards);
  return rewards;
}

describe('NGW-31.5 a league’s worth to each seat', () => {
  it('NGW-31.5: is exactly the expected share of rivals finished ahead of, ties counting half', () => {
    fc.assert(
      fc.property(leagueArb, (league) => {
        const exact = bruteForce(league);
        const found = standings(league);
        found.forEach((r, seat) => {
          assert.ok(
            Math.abs(r - (exact[seat] as number)) < 1e-9,
            `seat ${seat}: ${r} vs ${exact[seat]}`,
          );
        });
        // Every pair of seats shares one unit: the rewards add up to half the seats.
        const total = found.reduce((a, b) => a + b, 0);
        assert.ok(Math.abs(total - league.points.length / 2) < 1e-9);
      }),
    );
  });

  it('NGW-31.5: a seat out of reach is sure of first place, and level seats with nothing left share', () => {
    const clear = standings({
      points: [9, 3, 0],
      matches: [{ home: 1, away: 2, homeWins: 0.4, draw: 0.3 }],
    });
    assert.equal(clear[0], 1);
    // Seat 2 never catches seat 1; against seat 3 it is ahead after a win or a draw (6-0,
    // 4-1) and level after a loss (3-3): (0 + 0.4 + 0.3 + 0.3 / 2) / 2 rivals.
    assert.ok(Math.abs((clear[1] as number) - 0.425) < 1e-12, `${clear[1]}`);
    assert.deepEqual(standings({ points: [4, 4], matches: [] }), [0.5, 0.5]);
  });
});
