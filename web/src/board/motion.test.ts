import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadMotion, saveMotion, stepMillis } from './motion.ts';

function memoryStore(): { getItem(k: string): string | null; setItem(k: string, v: string): void } {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      items.set(k, v);
    },
  };
}

describe('the animation speed setting', () => {
  it('starts at normal, or off for a person who asked for reduced motion', () => {
    assert.equal(loadMotion(memoryStore(), false), 'normal');
    assert.equal(loadMotion(memoryStore(), true), 'off');
  });

  it('remembers a chosen speed over the system preference', () => {
    const store = memoryStore();
    saveMotion('fast', store);
    assert.equal(loadMotion(store, true), 'fast');
    saveMotion('off', store);
    assert.equal(loadMotion(store, false), 'off');
  });

  it('ignores a saved value it does not know', () => {
    const store = memoryStore();
    store.setItem('matchday.motion', 'warp');
    assert.equal(loadMotion(store, false), 'normal');
  });

  it('takes no time when off, and less when fast than normal', () => {
    assert.equal(stepMillis('off'), 0);
    assert.ok(stepMillis('fast') > 0 && stepMillis('fast') < stepMillis('normal'));
  });
});
