import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ERROR_CODES } from '../../../src/core/errors.ts';
import { SERVER_ERROR_CODES } from '../../../src/server/protocol.ts';
import { ERROR_WORDS, errorWords } from './errorWords.ts';

describe('errors in words', () => {
  it('has a plain sentence for every code the server, the engines and the app can give', () => {
    for (const code of [...ERROR_CODES, ...SERVER_ERROR_CODES, 'offline' as const]) {
      const sentence = ERROR_WORDS[code] as string | undefined;
      assert.ok(sentence, `no words for '${code}'`);
      assert.match(sentence, /^[A-Z].*[.!?]$/, `'${code}' reads as a sentence`);
      assert.ok(!sentence.includes(code), `'${code}' is not repeated as a code`);
    }
  });

  it('has no words for codes nobody sends', () => {
    const known = new Set<string>([...ERROR_CODES, ...SERVER_ERROR_CODES, 'offline']);
    assert.deepEqual(
      Object.keys(ERROR_WORDS).filter((code) => !known.has(code)),
      [],
    );
  });

  it("adds the server's own words when they say more", () => {
    const stale = { code: 'stale', message: ERROR_WORDS.stale } as const;
    assert.deepEqual(errorWords(stale), { sentence: ERROR_WORDS.stale, detail: null });
    const clash = {
      code: 'bad-message',
      message: "Seat 1 and Seat 2 are both named 'Ann'.",
    } as const;
    assert.deepEqual(errorWords(clash), {
      sentence: 'The server could not accept that request.',
      detail: "Seat 1 and Seat 2 are both named 'Ann'.",
    });
  });
});
