/** NGW-22: the match order, as printed for 4, 5 and 6 seats and a round-robin for 2 and 3. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixturesFor, scheduleFor, sittingOut } from './schedule.ts';

/** The schedule in the booklet's notation: 'P1-P2' per match, one array per round. */
const named = (seats: number): string[][] =>
  scheduleFor(seats).map((round) => round.map(([a, b]) => `P${a + 1}-P${b + 1}`));

describe('NGW-22 match order', () => {
  it('NGW-22.1: 4 players play the printed order', () => {
    assert.deepEqual(named(4), [
      ['P1-P2', 'P3-P4'],
      ['P1-P3', 'P2-P4'],
      ['P1-P4', 'P2-P3'],
    ]);
  });

  it('NGW-22.1: 6 players play the printed order', () => {
    assert.deepEqual(named(6), [
      ['P1-P4', 'P2-P5', 'P3-P6'],
      ['P3-P4', 'P1-P2', 'P5-P6'],
      ['P2-P4', 'P1-P6', 'P3-P5'],
      ['P2-P6', 'P1-P3', 'P4-P5'],
      ['P1-P5', 'P2-P3', 'P4-P6'],
    ]);
  });

  it('NGW-22.1, NGW-22.3: 5 players play the printed order, one sitting out each round', () => {
    assert.deepEqual(named(5), [
      ['P1-P4', 'P2-P3'],
      ['P1-P2', 'P4-P5'],
      ['P1-P3', 'P2-P5'],
      ['P2-P4', 'P3-P5'],
      ['P1-P5', 'P3-P4'],
    ]);
    const schedule = scheduleFor(5);
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((round) => sittingOut(schedule, round, 5)),
      [[4], [2], [3], [0], [1]],
    );
  });

  it('NGW-22.2: 2 players meet once; 3 players play a round-robin with a sit-out each round', () => {
    assert.deepEqual(named(2), [['P1-P2']]);
    assert.deepEqual(named(3), [['P1-P2'], ['P1-P3'], ['P2-P3']]);
    const schedule = scheduleFor(3);
    assert.deepEqual(
      [0, 1, 2].map((round) => sittingOut(schedule, round, 3)),
      [[2], [1], [0]],
    );
  });

  for (const seats of [2, 3, 4, 5, 6]) {
    it(`NGW-22.1: ${seats} seats: every pair meets exactly once, one match per seat per round`, () => {
      const schedule = scheduleFor(seats);
      const pairs = new Set<string>();
      for (const round of schedule) {
        const playing = round.flat();
        assert.equal(new Set(playing).size, playing.length, 'a seat plays twice in a round');
        for (const [a, b] of round) {
          assert.notEqual(a, b);
          const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
          assert.ok(!pairs.has(key), `${key} meets twice`);
          pairs.add(key);
        }
      }
      assert.equal(pairs.size, (seats * (seats - 1)) / 2);
      assert.equal(fixturesFor(seats).length, pairs.size);
      assert.equal(schedule.length, seats % 2 === 0 ? seats - 1 : seats);
    });
  }

  it('refuses a seat count it has no order for', () => {
    assert.throws(() => scheduleFor(7), /no match order for 7 seats/);
  });
});
