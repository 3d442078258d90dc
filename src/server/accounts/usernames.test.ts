/** Account names, checked as seat names are (names.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { shownName, usernameKey, whyNameRefused } from './usernames.ts';

describe('account names', () => {
  it('takes names of letters, digits, spaces and emoji', () => {
    for (const name of ['Ann Lee', 'José 10', 'Zoë', '李小龙', 'Ana 👩‍💻', 'O’Neil']) {
      assert.equal(whyNameRefused(name), undefined, name);
    }
  });

  it('refuses control, bidi and invisible characters', () => {
    for (const name of ['Ann\u202Eeil', 'A\u2066nn\u2069', 'Bob\u200B', 'Cy\u0007d', 'Dee\u00AD']) {
      assert.match(whyNameRefused(name) ?? '', /control, invisible or text-direction/u, name);
    }
  });

  it('refuses reserved names and seat names, however written', () => {
    for (const name of ['Guest', 'GUEST 12', 'ｇｕｅｓｔ', 'admin', 'Bot', 'Seat 3', 'seat#1']) {
      assert.match(whyNameRefused(name) ?? '', /reserved/u, name);
    }
  });

  it('refuses names too short or too long', () => {
    assert.match(whyNameRefused('Al') ?? '', /at least 3/u);
    assert.match(whyNameRefused('x'.repeat(41)) ?? '', /at most 40/u);
  });

  it('compares names NFKC and case-folded: full-width and case variants share a key', () => {
    assert.equal(usernameKey('ＡＮＮ  Lee'), usernameKey('ann lee'));
    assert.equal(shownName('  Ann Lee '), 'Ann Lee');
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 20 }), (name) => {
        assert.equal(usernameKey(usernameKey(name)), usernameKey(name));
        assert.equal(usernameKey(name.toUpperCase()), usernameKey(name.toLowerCase()));
      }),
    );
  });
});
