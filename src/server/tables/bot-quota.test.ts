import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BotTableQuota } from './bot-quota.ts';

describe('all-bot tables per address', () => {
  it('counts up to the limit per address, and each ended table makes room once', () => {
    const quota = new BotTableQuota(2);
    assert.equal(quota.reserve('1.2.3.4', 'a'), true);
    assert.equal(quota.reserve('1.2.3.4', 'b'), true);
    assert.equal(quota.reserve('1.2.3.4', 'c'), false);
    assert.equal(quota.reserve('5.6.7.8', 'd'), true, 'another address has its own room');
    quota.release('a');
    quota.release('a');
    assert.equal(quota.reserve('1.2.3.4', 'e'), true);
    assert.equal(quota.reserve('1.2.3.4', 'f'), false, 'releasing twice made room once');
    assert.equal(quota.size, 3);
  });

  it('forgets an address whose tables have all ended', () => {
    const quota = new BotTableQuota(1);
    quota.reserve('1.2.3.4', 'a');
    quota.release('a');
    quota.release('never-counted');
    assert.equal(quota.size, 0);
    assert.equal(quota.reserve('1.2.3.4', 'b'), true);
  });
});
