import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { roundRobin } from './round-robin.ts';

describe('roundRobin (circle method)', () => {
  it('matches its documented example', () => {
    assert.deepEqual(roundRobin(['a', 'b', 'c', 'd']), [
      [
        ['a', 'd'],
        ['b', 'c'],
      ],
      [
        ['c', 'a'],
        ['d', 'b'],
      ],
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ]);
  });

  it('meets every other team once a leg, once a round at most, home and away balanced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 21 }),
        fc.constantFrom(1 as const, 2 as const),
        (n, legs) => {
          const teams = Array.from({ length: n }, (_, i) => `t${i}`);
          const rounds = roundRobin(teams, legs);
          assert.equal(rounds.length, legs * (n % 2 === 0 ? n - 1 : n));
          const meetings = new Map<string, number>();
          const home = new Map<string, number>();
          for (const round of rounds) {
            const playing = round.flat();
            assert.equal(new Set(playing).size, playing.length);
            // An odd field rests exactly one team a round.
            assert.equal(playing.length, n - (n % 2));
            for (const [h, a] of round) {
              const key = [h, a].sort().join('-');
              meetings.set(key, (meetings.get(key) ?? 0) + 1);
              home.set(h, (home.get(h) ?? 0) + 1);
            }
          }
          assert.equal(meetings.size, (n * (n - 1)) / 2);
          for (const count of meetings.values()) assert.equal(count, legs);
          const games = legs * (n - 1);
          for (const team of teams) {
            const h = home.get(team) ?? 0;
            assert.ok(Math.abs(h - (games - h)) <= 1, `${team}: ${h} home of ${games}`);
          }
          if (legs === 2) {
            // The second leg swaps each fixture of the first.
            const half = rounds.length / 2;
            rounds.slice(half).forEach((round, r) => {
              assert.deepEqual(
                round,
                rounds[r]?.map(([h, a]) => [a, h]),
              );
            });
          }
        },
      ),
      { seed: 35, numRuns: 200 },
    );
  });
});
