import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnyGame } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { Deadline, MARGIN, MOST_RESERVED } from './deadline.ts';
import { search } from './ismcts.ts';
import { engine, midGame } from './positions.ts';

/**
 * Virtual time: `game` with every iteration (each `determinize`) costing `costs(i)` ms of it,
 * read through `clock`, which may show it only in steps of `tick` ms, as a thread's CPU time
 * does. No reading depends on how fast the machine is.
 */
function timed(game: AnyGame, costs: (iteration: number) => number, tick = 0) {
  const time = { now: 0, iterations: 0 };
  const slow: AnyGame = Object.create(game) as AnyGame;
  slow.determinize = (view, seat, rng) => {
    time.now += costs(time.iterations++);
    return game.determinize(view, seat, rng);
  };
  const clock = (): number => (tick > 0 ? Math.floor(time.now / tick) * tick : time.now);
  return { slow, clock, time };
}

/** The clock's time a search of `milliseconds` takes on `game` made slow by `costs`. */
function decide(costs: (iteration: number) => number, milliseconds: number, tick = 0) {
  const game = engine('goal');
  const { state, seat } = midGame(game, 'deadline');
  const { slow, clock, time } = timed(game, costs, tick);
  const start = clock();
  const root = search(
    slow,
    game.view(state, seat),
    seat,
    { budget: { milliseconds }, clock },
    Rng.fromSeed('d'),
  );
  return { taken: clock() - start, visits: root.visits, time };
}

describe('a search on the clock', () => {
  it('ends its last iteration by its deadline when iterations are long', () => {
    // 7 ms an iteration: 7 fit in 50 ms; an eighth, begun at 49 ms, would end at 56.
    const { taken, visits } = decide(() => 7, 50);
    assert.ok(taken <= 50, `took ${taken} ms of a 50 ms budget`);
    assert.equal(visits, 7);
  });

  it('ends by its deadline on a clock that moves in ticks', () => {
    // Iterations of 0.25 ms read on a clock of 3 ms ticks (a thread's CPU time moves in steps
    // of up to 4 ms): a reading lags by up to a tick, and no budget here is a whole number of
    // ticks, so stopping at the first reading past the deadline reads a tick past it.
    for (const budget of [50, 150, 500]) {
      const { taken, time } = decide(() => 0.25, budget, 3);
      assert.ok(taken <= budget, `took ${taken} ms of ${budget} by its clock`);
      // It keeps back the margin and about one tick, no more.
      const least = budget * (1 - MARGIN) - 2 * 3;
      assert.ok(time.now >= least, `stopped at ${time.now} ms of ${budget}`);
    }
  });

  it('uses its budget but the margin when iterations are short and the clock is fine', () => {
    // 1 ms an iteration: 147 fit in 150 ms less the margin of 2% (3 ms).
    const { taken, visits } = decide(() => 1, 150);
    assert.equal(taken, 147);
    assert.equal(visits, 147);
  });

  it('keeps back at most a tenth of its budget after one long step', () => {
    // The first iteration takes 40 ms (a collection, say), the rest 1 ms each.
    const { time } = decide((i) => (i === 0 ? 40 : 1), 150);
    const least = 150 * (1 - MOST_RESERVED - MARGIN) - 1;
    assert.ok(time.now >= least, `stopped at ${time.now} ms of 150`);
    assert.ok(time.now <= 150);
  });
});

describe('Deadline', () => {
  it('is near once the time left, less the margin, is less than the longest step seen', () => {
    // A budget of 100 ms from 0: answered by 100, less the margin of 2 ms.
    let now = 0;
    const deadline = new Deadline(() => now, 100);
    // Steps of 3 ms: near at 96, where one more step would end at 99, past 98.
    do now += 3;
    while (!deadline.near());
    assert.equal(now, 96);
  });

  it('keeps back a tenth of its budget at most', () => {
    let now = 0;
    const deadline = new Deadline(() => now, 100);
    now = 40;
    assert.equal(deadline.near(), false, 'a step of 40 is kept back only as 10');
    // Steps of 1 ms from then: near at 89, where 10 kept back would end at 99, past 98.
    do now += 1;
    while (!deadline.near());
    assert.equal(now, 89);
  });
});
