import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CliFailure } from '../failure.ts';
import { parseOptionPairs } from './options.ts';

describe('parseOptionPairs', () => {
  it('reads JSON values as JSON and anything else as text', () => {
    const options = parseOptionPairs(['rounds=5', 'fast=true', 'name=Ana', 'code="7"', 'empty=']);
    assert.deepEqual(options, { rounds: 5, fast: true, name: 'Ana', code: '7', empty: '' });
  });

  it('splits at the first = only, and lets a later value win', () => {
    assert.deepEqual(parseOptionPairs(['rule=a=b', 'rounds=3', 'rounds=4']), {
      rule: 'a=b',
      rounds: 4,
    });
  });

  it('keeps __proto__ a plain key', () => {
    const options = parseOptionPairs(['__proto__={"polluted":1}']);
    assert.equal(Object.getPrototypeOf(options), Object.prototype);
    assert.deepEqual(Object.keys(options), ['__proto__']);
  });

  it('refuses a pair without a key or an =', () => {
    for (const pair of ['rounds', '=5', ' =5'])
      assert.throws(() => parseOptionPairs([pair]), CliFailure);
  });
});
