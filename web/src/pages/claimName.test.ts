import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { claimName } from './claimName.ts';

describe('the name typed in the lobby', () => {
  it('is sent trimmed, and not at all when blank', () => {
    assert.equal(claimName('  Bea '), 'Bea');
    assert.equal(claimName('   '), undefined);
    assert.equal(claimName(''), undefined);
  });
});
