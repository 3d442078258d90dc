import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BUSY_CALM,
  DEFAULT_LIMITS,
  FIRST_SHARE,
  OverloadDetector,
  watchesNothing,
  type LoadSample,
  type OverloadLimits,
} from './overload.ts';
import { LoadWatch, threadBusy, type LoadSampler } from './watch.ts';

const LIMITS: OverloadLimits = {
  loopDelayMs: 100,
  loopBusy: 0.5,
  commitDepth: 1000,
  commitAgeMs: 400,
  calmMs: 3000,
  calm: 0.5,
  sampleMs: 500,
  window: 3,
  reopenMs: 10_000,
};

/** The same, judging each reading alone: for the tests of what follows. */
const ONE_READING: OverloadLimits = { ...LIMITS, window: 1 };

/** Low readings, on a loop busy enough that its delay is what decides. */
const quiet: LoadSample = { loopDelayMs: 5, loopBusy: 0.8, commitDepth: 10, commitAgeMs: 20 };

describe('the overload detector', () => {
  it('is calm while every signal stays under its limit', () => {
    const detector = new OverloadDetector(LIMITS);
    const nearly = { loopDelayMs: 99, loopBusy: 1, commitDepth: 999, commitAgeMs: 399 };
    for (let t = 0; t < 10_000; t += 500) assert.equal(detector.observe(nearly, t), false);
    assert.equal(detector.episodes, 0);
  });

  for (const [signal, value] of [
    ['loopDelayMs', 100],
    ['commitDepth', 1000],
    ['commitAgeMs', 400],
  ] as const) {
    it(`is overloaded once ${signal} is at its limit in two of the last three readings`, () => {
      const detector = new OverloadDetector(LIMITS);
      assert.equal(detector.observe({ ...quiet, [signal]: value }, 0), false);
      assert.equal(detector.observe(quiet, 500), false);
      assert.equal(detector.observe({ ...quiet, [signal]: value }, 1000), true);
      assert.equal(detector.episodes, 1);
    });
  }

  it('is not overloaded by a spike (a collection, the start-up, a busy neighbour)', () => {
    const detector = new OverloadDetector(LIMITS);
    for (let t = 0; t < 15_000; t += 1500) {
      assert.equal(detector.observe({ ...quiet, loopDelayMs: 500 }, t), false);
      assert.equal(detector.observe(quiet, t + 500), false);
      assert.equal(detector.observe(quiet, t + 1000), false);
    }
    assert.equal(detector.episodes, 0);
  });

  it('does not count a late loop that is mostly idle: it waits on other processes', () => {
    const detector = new OverloadDetector(LIMITS);
    const starved = { ...quiet, loopDelayMs: 300, loopBusy: 0.3 };
    for (let t = 0; t < 10_000; t += 500) assert.equal(detector.observe(starved, t), false);
    assert.equal(detector.observe({ ...starved, loopBusy: 0.5 }, 10_000), false, 'one reading');
    assert.equal(detector.observe({ ...starved, loopBusy: 0.5 }, 10_500), true);
  });

  it('is calm again once the loop is under its busy limit, however late', () => {
    const detector = new OverloadDetector(ONE_READING);
    detector.observe({ ...quiet, loopDelayMs: 300 }, 0);
    // Busy 0.4 of a limit of 0.5: the gate is not halved (a late loop 0.44 busy with 21 tables
    // seated and the machine at load 11-15 kept the door shut for a minute, #33).
    const late = { ...quiet, loopDelayMs: 300, loopBusy: 0.4 };
    assert.equal(detector.observe(late, 500), true);
    assert.equal(detector.observe(late, 3000), true, 'not yet the calm period');
    assert.equal(detector.observe(late, 3500), false);
  });

  it('opens gradually after an episode: a share of newcomers rising from a tenth to all', () => {
    const detector = new OverloadDetector(ONE_READING);
    assert.equal(detector.admitShare(0), 1, 'before any episode, all');
    detector.observe({ ...quiet, loopDelayMs: 300 }, 0);
    assert.equal(detector.admitShare(0), 0, 'none while overloaded');
    detector.observe(quiet, 500);
    assert.equal(detector.admitShare(3000), 0, 'none until the calm period has passed');
    assert.equal(detector.observe(quiet, 3500), false);
    assert.equal(detector.admitShare(3500), FIRST_SHARE);
    assert.equal(detector.admitShare(4000), FIRST_SHARE, 'a tenth for the first second');
    assert.equal(detector.admitShare(3500 + 5000), 0.5);
    assert.equal(detector.admitShare(3500 + 9999), 0.9999);
    assert.equal(detector.admitShare(3500 + 10_000), 1);
    // Overloaded again while opening: none, then the opening starts again from a tenth.
    detector.observe({ ...quiet, loopDelayMs: 300 }, 20_000);
    assert.equal(detector.admitShare(20_000), 0);
    detector.observe(quiet, 20_500);
    detector.observe(quiet, 23_500);
    assert.equal(detector.admitShare(23_500), FIRST_SHARE);
  });

  it('opens at once with a reopening of 0', () => {
    const detector = new OverloadDetector({ ...ONE_READING, reopenMs: 0 });
    detector.observe({ ...quiet, loopDelayMs: 300 }, 0);
    detector.observe(quiet, 500);
    assert.equal(detector.observe(quiet, 3500), false);
    assert.equal(detector.admitShare(3500), 1);
  });

  it('stays overloaded until every signal is under half its limit for the calm period', () => {
    const detector = new OverloadDetector(ONE_READING);
    detector.observe({ ...quiet, loopDelayMs: 150 }, 0);
    // Under the limit but above half of it: not calm yet, however long.
    for (let t = 500; t <= 10_000; t += 500) {
      assert.equal(detector.observe({ ...quiet, loopDelayMs: 60 }, t), true);
    }
    // Calm from 10,500 ms: overloaded until 3 s of calm have passed.
    assert.equal(detector.observe(quiet, 10_500), true);
    assert.equal(detector.observe(quiet, 13_000), true);
    assert.equal(detector.observe(quiet, 13_500), false);
    assert.equal(detector.overloadedMs(20_000), 13_500);
    assert.equal(detector.episodes, 1);
  });

  it('starts the calm period again after a reading above half a limit', () => {
    const detector = new OverloadDetector(ONE_READING);
    detector.observe({ ...quiet, commitAgeMs: 500 }, 0);
    detector.observe(quiet, 1000);
    detector.observe({ ...quiet, commitDepth: 600 }, 3000);
    assert.equal(detector.observe(quiet, 4500), true, 'calm only since 4,500 ms');
    assert.equal(detector.observe(quiet, 7000), true);
    assert.equal(detector.observe(quiet, 7500), false);
  });

  it('counts each episode and the time spent in them', () => {
    const detector = new OverloadDetector(ONE_READING);
    detector.observe({ ...quiet, loopDelayMs: 200 }, 0);
    detector.observe(quiet, 0);
    detector.observe(quiet, 3000);
    detector.observe({ ...quiet, loopDelayMs: 200 }, 10_000);
    assert.equal(detector.episodes, 2);
    assert.equal(detector.overloadedMs(11_000), 3000 + 1000);
  });

  it('is overloaded once its loop is busy past loopBusyMax, before any delay says so', () => {
    const detector = new OverloadDetector({ ...LIMITS, loopBusyMax: 0.75 });
    const near = { ...quiet, loopBusy: 0.75 };
    assert.equal(detector.observe(near, 0), false);
    assert.equal(detector.observe({ ...quiet, loopBusy: 0.74 }, 500), false);
    assert.equal(detector.observe(near, 1000), true, 'two readings of three at the limit');
    assert.equal(detector.episodes, 1);
  });

  it(`is calm again once its loop is busy under ${String(BUSY_CALM)} of loopBusyMax, not half`, () => {
    const detector = new OverloadDetector({ ...ONE_READING, loopBusyMax: 0.75 });
    detector.observe({ ...quiet, loopBusy: 0.8 }, 0);
    // 0.61 of a core is past 0.8 × 0.75 = 0.6: not calm, however long.
    for (let t = 500; t <= 10_000; t += 500)
      assert.equal(detector.observe({ ...quiet, loopBusy: 0.61 }, t), true);
    // 0.55: under 0.6 but past half the limit (0.375), which would keep the door shut until
    // a good share of the seated tables had left.
    const calm = { ...quiet, loopBusy: 0.55 };
    assert.equal(detector.observe(calm, 10_500), true);
    assert.equal(detector.observe(calm, 13_000), true, 'not yet the calm period');
    assert.equal(detector.observe(calm, 13_500), false);
  });

  it('watches the loop busy share by default, and not when its limit is 0 or absent', () => {
    assert.equal(DEFAULT_LIMITS.loopBusyMax, 0.75);
    const busy = { ...quiet, loopBusy: 1 };
    assert.equal(new OverloadDetector({ ...ONE_READING, loopBusyMax: 0 }).observe(busy, 0), false);
    assert.equal(new OverloadDetector(ONE_READING).observe(busy, 0), false);
    const only = { ...ONE_READING, loopDelayMs: 0, commitDepth: 0, commitAgeMs: 0 };
    assert.equal(watchesNothing(only), true);
    assert.equal(watchesNothing({ ...only, loopBusyMax: 0.75 }), false);
  });

  it('watches no signal whose limit is 0', () => {
    const detector = new OverloadDetector({ ...ONE_READING, loopDelayMs: 0 });
    assert.equal(detector.observe({ ...quiet, loopDelayMs: 10_000 }, 0), false);
    assert.equal(detector.observe({ ...quiet, commitDepth: 1000 }, 0), true);
  });
});

describe('the loop busy share', () => {
  it("is the thread's CPU time over the time passed since the last reading", () => {
    let cpuMicros = 1_000_000;
    let now = 10_000;
    const busy = threadBusy(
      () => cpuMicros,
      () => now,
    );
    cpuMicros += 300_000;
    now += 500;
    assert.equal(busy(), 0.6);
    // A thread waiting for a core others hold uses little of it, however late its loop.
    cpuMicros += 50_000;
    now += 500;
    assert.equal(busy(), 0.1);
    assert.equal(busy(), 0, 'no time passed');
  });
});

describe('the load watch', () => {
  it('reads its sampler at each tick of its timer and on its clock', () => {
    let now = 0;
    let reading = quiet;
    const timer: { tick: () => void } = { tick: () => undefined };
    const ended = { stopped: false, closed: false };
    const sampler: LoadSampler = {
      sample: () => reading,
      close: () => {
        ended.closed = true;
      },
    };
    const watch = new LoadWatch(
      LIMITS,
      sampler,
      () => now,
      (ms, run) => {
        assert.equal(ms, LIMITS.sampleMs);
        timer.tick = run;
        return () => {
          ended.stopped = true;
        };
      },
    );
    const step = (ms: number, sample: LoadSample) => {
      now += ms;
      reading = sample;
      timer.tick();
    };
    step(500, quiet);
    assert.equal(watch.overloaded, false);
    step(500, { ...quiet, commitDepth: 5000 });
    assert.equal(watch.overloaded, false, 'one reading of three');
    step(500, { ...quiet, commitDepth: 5000 });
    assert.equal(watch.overloaded, true);
    // Calm once two of the last three readings are: from 2,500 ms, for 3 s.
    step(500, quiet);
    step(500, quiet);
    step(2999, quiet);
    assert.equal(watch.overloaded, true);
    step(1, quiet);
    assert.equal(watch.overloaded, false);
    assert.equal(watch.admitShare(), FIRST_SHARE, 'opening again from a tenth');
    now += 5000;
    assert.deepEqual(watch.figures(), {
      overloadEpisodes: 1,
      overloadedMs: 4000,
      admitShare: 0.5,
      loadLoopDelayMs: 5,
      loadLoopBusy: 0.8,
      loadCommitDepth: 10,
      loadCommitAgeMs: 20,
    });
    watch.close();
    assert.deepEqual(ended, { stopped: true, closed: true });
  });
});
