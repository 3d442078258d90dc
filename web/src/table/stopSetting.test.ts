import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TableUpdate } from '../protocol.ts';
import { DEFAULT_STOP, loadStop, passAtOnce, saveStop } from './stopSetting.ts';

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

describe("'can-respond' at a window (#31)", () => {
  const asked = (actions: number[], askedAs: 'respond' | 'continue' | null = 'respond') =>
    ({
      actions,
      window: {
        kind: 'reveal',
        chain: 0,
        deadline: 0,
        msLeft: 0,
        asked: askedAs,
        pass: askedAs === 'respond' ? 30 : null,
      },
    }) as unknown as TableUpdate;

  it('passes at once when pass is all the seat may do, and only then', () => {
    assert.equal(passAtOnce('can-respond', asked([30])), 30);
    assert.equal(passAtOnce('can-respond', asked([16, 30])), null, 'it holds an answer: stopped');
    assert.equal(passAtOnce('always', asked([30])), null, "'always' stops it anyway");
    assert.equal(passAtOnce('never', asked([30])), null, "'never': the server passes");
    assert.equal(passAtOnce('can-respond', asked([], 'continue')), null);
    assert.equal(
      passAtOnce('can-respond', { actions: [30], window: null } as unknown as TableUpdate),
      null,
    );
  });
});
