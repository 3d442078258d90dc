/**
 * The rehearsal that chooses the Golazo browser tests' seed, without a browser: it plays the
 * same match each time from one seed, and the seed it chooses plays on to a shot's reveal.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findShotSeed, rehearse } from './golazo-rehearsal.ts';

const NAMES = ['Ana', 'Bo'];

describe('Golazo rehearsal of the browser tests’ play', () => {
  it('plays the same match from the same seed', () => {
    const [a, b] = [rehearse('golazo-e2e-7', NAMES), rehearse('golazo-e2e-7', NAMES)];
    assert.deepEqual(a, b);
    assert.ok(a.log.length > 10, a.log.join('\n'));
  });

  it('chooses a seed whose match reaches a shot, both picks revealed, after moves across', () => {
    const chosen = findShotSeed('golazo-e2e', NAMES);
    assert.ok(chosen.shot && !chosen.fullTime);
    assert.ok(chosen.movesAcross >= 3, String(chosen.movesAcross));
    assert.ok(
      chosen.log.some((line) => /^Aimed .+; the keeper covered /.test(line)),
      chosen.log.slice(-5).join('\n'),
    );
    assert.equal(rehearse(chosen.seed, NAMES).log.join('\n'), chosen.log.join('\n'));
  });

  it('stops at full time when the play never shoots', () => {
    // Whether a match reaches a shot is the seed's luck: some do not (about 1 in 250).
    const seeds = Array.from({ length: 1000 }, (_, i) => `golazo-e2e-${String(i)}`);
    const luckless = seeds.map((seed) => rehearse(seed, NAMES)).find((r) => !r.shot);
    assert.ok(luckless, 'every seed reached a shot');
    assert.ok(luckless.fullTime, luckless.log.slice(-5).join('\n'));
  });
});
