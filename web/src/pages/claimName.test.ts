import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { claimName } from './claimName.ts';

describe('the name typed in the lobby', () => {
  it('is sent trimmed, and not at all when blank', () => {
    assert.equal(claimName('  Bea '), 'Bea');
    assert.equal(claimName('   '), undefined);
    assert.equal(claimName(''), undefined);
  });

  it("is a signed-in account's name when left blank, unless another seat has it (#34 G3)", () => {
    assert.equal(claimName('', 'Pia Key'), 'Pia Key');
    assert.equal(claimName('  ', 'Pia Key', ['Ana']), 'Pia Key');
    assert.equal(claimName('Pia', 'Pia Key'), 'Pia', 'a name typed wins');
    assert.equal(claimName('', 'Pia Key', ['pia key']), undefined, 'a clash keeps the seat’s');
    assert.equal(claimName('', undefined), undefined, 'a guest keeps the seat’s name');
  });
});
