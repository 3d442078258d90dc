/** Accounts' refusals in words: better-auth's codes as sentences, the server's own sentences kept. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { authWords, passkeyWords } from './authWords.ts';

describe('accounts in words', () => {
  it('says a wrong name or password as one sentence, never which was wrong', () => {
    assert.equal(
      authWords({
        status: 401,
        code: 'INVALID_USERNAME_OR_PASSWORD',
        message: 'Invalid username or password',
      }),
      'That name and password do not match an account.',
    );
  });

  it('keeps the server’s per-account throttling sentence, and words the per-address one', () => {
    const account = 'Too many sign-in attempts for this account; try again in 5 minutes.';
    assert.equal(authWords({ status: 429, message: account }), account);
    assert.equal(
      authWords({ status: 429, message: 'Too many requests. Please try again later.' }),
      'Too many attempts from your network. Wait a minute and try again.',
    );
  });

  it('keeps the server’s sentences about names, and has words when there are none', () => {
    const bidi = 'Names cannot contain control, invisible or text-direction characters.';
    assert.equal(authWords({ status: 400, code: 'BAD_NAME', message: bidi }), bidi);
    assert.equal(authWords({ status: 500 }), 'Something went wrong. Try again.');
    assert.equal(authWords(null), 'Something went wrong. Try again.');
  });

  it('words a cancelled passkey', () => {
    const cancelled = Object.assign(new Error('x'), { name: 'NotAllowedError' });
    assert.equal(passkeyWords(cancelled), 'The passkey was cancelled or timed out. Try again.');
  });
});
