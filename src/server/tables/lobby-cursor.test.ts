import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeCursor, parseCursor } from './lobby-cursor.ts';

describe('lobby cursors', () => {
  it('round-trip as URL-safe text', () => {
    const cursor = { createdAt: '2026-03-01T12:00:00.000Z', id: 'q3Z_x8aK0b-m' };
    const text = makeCursor(cursor);
    assert.match(text, /^[A-Za-z0-9_-]+$/);
    assert.deepEqual(parseCursor(text), { ok: true, value: cursor });
  });

  it('refuse text they did not make', () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    for (const text of ['', 'bm90IGpzb24', forged]) {
      const parsed = parseCursor(text);
      assert.equal(parsed.ok ? 'parsed' : parsed.error.code, 'bad-message', text);
    }
  });
});
