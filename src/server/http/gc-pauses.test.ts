import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { constants } from 'node:perf_hooks';
import { GcPauses } from './gc-pauses.ts';

describe('GC pauses', () => {
  it('adds every pause up and keeps the longest until read, majors apart', () => {
    const pauses = new GcPauses();
    pauses.note({ duration: 3, detail: { kind: constants.NODE_PERFORMANCE_GC_MINOR } });
    pauses.note({ duration: 12, detail: { kind: constants.NODE_PERFORMANCE_GC_MAJOR } });
    pauses.note({ duration: 20, detail: { kind: constants.NODE_PERFORMANCE_GC_MINOR } });
    assert.deepEqual(pauses.read(), {
      gcPauseMsTotal: 35,
      gcPauses: 3,
      gcPauseMaxMs: 20,
      gcMajorPauseMaxMs: 12,
    });
    // The longest starts again from nothing; the total runs on.
    pauses.note({ duration: 1, detail: { kind: constants.NODE_PERFORMANCE_GC_MINOR } });
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
