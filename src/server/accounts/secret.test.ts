/** The session secret: the operator's, or one made once and kept in the data directory. */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { authSecret } from './secret.ts';

describe('the auth secret', () => {
  it('is made once, kept owner-only in DATA_DIR/auth-secret, and read back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'matchday-secret-'));
    try {
      const made = authSecret(undefined, dir);
      assert.ok(made.length >= 32);
      const file = join(dir, 'auth-secret');
      assert.equal(readFileSync(file, 'utf8').trim(), made);
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.equal(authSecret(undefined, dir), made);
      assert.equal(authSecret('', dir), made);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the operator’s BETTER_AUTH_SECRET, and refuses one shorter than 32', () => {
    const dir = mkdtempSync(join(tmpdir(), 'matchday-secret-'));
    try {
      const given = 'x'.repeat(32);
      assert.equal(authSecret(given, dir), given);
      assert.throws(() => authSecret('short', dir), /at least 32 characters/u);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
