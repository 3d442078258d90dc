import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hiddenCharacter, nameKey, whyNamesClash } from './names.ts';
import type { CreatedTable, ErrorBody } from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';

describe('seat names', () => {
  it('may not hold control, invisible or text-direction characters', () => {
    const refused = {
      'a tab': 'Ann\tBob',
      'a C1 control': 'Ann\u0085',
      'a right-to-left override': 'Ann\u202Eniw',
      'a right-to-left isolate': '\u2067Ann',
      'a left-to-right mark': 'Ann\u200E',
      'an Arabic letter mark': 'Ann\u061C',
      'a zero-width space': 'A\u200Bnn',
      'a lone zero-width joiner': 'An\u200Dn',
      'a byte-order mark': '\uFEFFAnn',
      'a line separator': 'Ann\u2028Bob',
      'a Hangul filler': '\u3164',
      'a lone surrogate': 'Ann\uD800',
    };
    for (const [what, name] of Object.entries(refused)) {
      assert.notEqual(hiddenCharacter(name), undefined, what);
    }
    assert.equal(hiddenCharacter('Ann\u202Eniw'), 'U+202E');
  });

  it('may hold any script, accents and emoji, flags and joined emoji too', () => {
    for (const name of [
      'Zoë',
      'Müller',
      'محمد',
      '山田',
      '⚽ Ann',
      '👩‍💻 Kim',
      '🏴󠁧󠁢󠁥󠁮󠁧󠁿 Three Lions',
      '🇧🇷 Seleção',
      'Jean-Luc O’Neil',
    ]) {
      assert.equal(hiddenCharacter(name), undefined, name);
    }
  });

  it('read the same when they differ only in case, spacing or compatibility forms', () => {
    assert.equal(nameKey('  Ann   Lee '), nameKey('ann lee'));
    assert.equal(nameKey('Ａｎｎ'), nameKey('ann'));
    assert.equal(nameKey('Straße'), nameKey('STRASSE'));
    assert.equal(nameKey('e\u0301'), nameKey('\u00E9'));
    assert.notEqual(nameKey('Ann'), nameKey('Anne'));
  });

  it('clash when two seats read the same', () => {
    assert.match(whyNamesClash(['Ann', 'Bob', 'ANN ']) ?? '', /Seat 1 and Seat 3 are both named/);
    assert.equal(whyNamesClash(['Ann', 'Bob', 'Seat 3']), undefined);
  });

  it("clash when a seat is named like another seat's default, but not its own", () => {
    for (const name of ['Seat 2', 'seat2', 'SEAT  #02', 'Ｓｅａｔ ２', 'Seat 0', 'Seat 9']) {
      assert.match(whyNamesClash([name, 'Seat 2']) ?? '', /reads as another seat's name/, name);
    }
    assert.equal(whyNamesClash(['seat 1', 'Bob']), undefined);
    assert.equal(whyNamesClash(['Seats 2 fans', 'Seat 2']), undefined);
  });
});

describe('seat names over the wire', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  const create = (names: readonly (string | undefined)[]) =>
    server.api<CreatedTable | ErrorBody>('/api/tables', {
      body: {
        game: 'goalkeepers',
        seats: names.map((name) => ({ kind: 'me', ...(name === undefined ? {} : { name }) })),
      },
    });

  it('refuses hidden characters, duplicates and borrowed default names with a clear 400', async () => {
    const cases: [(string | undefined)[], RegExp][] = [
      [
        ['Ann\u202E', 'Bob'],
        /seats\.0\.name: Names cannot contain control, invisible or text-direction characters/,
      ],
      [['Ann', ' ann'], /Seat 1 and Seat 2 are both named 'ann'/],
      [['Seat 2', undefined], /Seat 1 cannot be named 'Seat 2'/],
    ];
    for (const [names, message] of cases) {
      const answer = await create(names);
      assert.equal(answer.status, 400, JSON.stringify(names));
      const body = answer.body as ErrorBody;
      assert.equal(body.code, 'bad-message');
      assert.match(body.message, message);
    }
  });

  it('keeps good names, stored in NFC', async () => {
    const answer = await create(['Zoe\u0308', 'Seat 2']);
    assert.equal(answer.status, 201);
    const created = answer.body as CreatedTable;
    assert.deepEqual(
      created.table.seats.map((seat) => seat.name),
      ['Zo\u00EB', 'Seat 2'],
    );
  });
});
