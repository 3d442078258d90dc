import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_STOP, loadStop, saveStop } from './stopSetting.ts';

function store(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('the stop setting', () => {
  it('is remembered on the device, and stops when the person can respond until then', () => {
    const device = store();
    assert.equal(loadStop(device), DEFAULT_STOP);
    saveStop('always', device);
    assert.equal(loadStop(device), 'always');
  });

  it('reads anything unknown as the default', () => {
    const device = store();
    device.setItem('matchday.stop', 'sometimes');
    assert.equal(loadStop(device), 'can-respond');
  });
});
