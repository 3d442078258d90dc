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

  it('shows a cool-down or a rating range once, in the server’s exact words (#34 G5)', () => {
    const message =
      'You left 3 rated games in the last 24 hours, so you may not create or join a rated ' +
      'table for 1 hour more (until 07:08 UTC). Casual tables are open to you.';
    assert.deepEqual(errorWords({ code: 'cooling-down', message }), {
      sentence: message,
      detail: null,
    });
    const range =
      'This rated table is for ratings 1300 to 1700; your rating in Goalkeepers is 1900.';
    assert.deepEqual(errorWords({ code: 'out-of-range', message: range }), {
      sentence: range,
      detail: null,
    });
    // Without words of the server's, the sentence stands.
    assert.deepEqual(errorWords({ code: 'cooling-down', message: '' }), {
      sentence: ERROR_WORDS['cooling-down'],
      detail: null,
    });
  });
});
