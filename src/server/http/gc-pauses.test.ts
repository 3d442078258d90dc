import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { constants } from 'node:perf_hooks';
import { GcPauses, type GcEntry } from './gc-pauses.ts';

const { NODE_PERFORMANCE_GC_MINOR: MINOR, NODE_PERFORMANCE_GC_MAJOR: MAJOR } = constants;

/** A collection's entry as the observer hands it over: its pause in ms and its kind. */
const pause = (duration: number, kind: number): GcEntry => ({ duration, detail: { kind } });

describe('GC pauses', () => {
  it('adds every pause up and keeps the longest until read, majors apart', () => {
    const pauses = new GcPauses();
    pauses.note(pause(3, MINOR));
    pauses.note(pause(12, MAJOR));
    pauses.note(pause(20, MINOR));
    assert.deepEqual(pauses.read(), {
      gcPauseMsTotal: 35,
      gcPauses: 3,
      gcPauseMaxMs: 20,
      gcMajorPauseMaxMs: 12,
    });
    // The longest starts again from nothing; the total runs on.
    pauses.note(pause(1, MINOR));
    assert.deepEqual(pauses.read(), {
      gcPauseMsTotal: 36,
      gcPauses: 4,
      gcPauseMaxMs: 1,
      gcMajorPauseMaxMs: 0,
    });
  });

  it("hears this process's own collections once started", async () => {
    const pauses = new GcPauses();
    pauses.start();
    try {
      // Garbage until a collection is reported: the wait is for the event, not for a time.
      let kept: number[][] = [];
      for (let round = 0; round < 10_000 && pauses.read().gcPauses === 0; round++) {
        kept = Array.from({ length: 1000 }, (_, i) => [i, round]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      assert.ok(kept.length > 0);
      const figures = pauses.read();
      assert.ok(figures.gcPauses > 0, 'a collection was heard');
      assert.ok(figures.gcPauseMsTotal > 0);
    } finally {
      pauses.stop();
    }
  });
});
