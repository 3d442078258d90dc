import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashToken, newToken, tokenMatches } from './tokens.ts';

describe('seat tokens', () => {
  it('are long, url-safe and distinct', () => {
    const a = newToken();
    assert.match(a, /^[A-Za-z0-9_-]{32}$/);
    assert.notEqual(a, newToken());
  });

  it('match only their own hash', () => {
    const a = newToken();
    assert.ok(tokenMatches(hashToken(a), hashToken(a)));
    assert.ok(!tokenMatches(hashToken(a), hashToken(newToken())));
    assert.ok(!tokenMatches(null, hashToken(a)));
  });
});
