import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatSeconds, progressFigures, progressLine } from './progress.ts';

describe('progress', () => {
  it('gives the share, the rate and the time left', () => {
    const f = progressFigures({ done: 250_000, total: 1_000_000, elapsed: 5000 });
    assert.equal(f.share, 0.25);
    assert.equal(f.rate, 50_000);
    assert.equal(f.eta, 15);
    assert.ok(Number.isNaN(progressFigures({ done: 0, total: 10, elapsed: 0 }).eta));
  });

  it('draws a bar with the rate and ETA', () => {
    assert.equal(
      progressLine({ done: 500, total: 1000, elapsed: 2000 }, 10),
      '[#####     ]  50% 500/1000 games · 250 games/s · ETA 2s',
    );
    assert.equal(formatSeconds(65.2), '1m06s');
    assert.equal(formatSeconds(Infinity), '?');
  });
});
