import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { KeyPatch, LinePatch } from '../protocol.ts';
import { applyKeys, applyLines, diffKeys, diffLines, keepsFields, sameJson } from './patches.ts';

/** Small objects of JSON values, as views are; some fields named as what objects inherit. */
const record = fc.dictionary(
  fc.constantFrom(
    'round',
    'hand',
    'phase',
    'roll',
    'points',
    'turns',
    '__proto__',
    'constructor',
    'toString',
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
/** Texts whose lines change a number or a marker at a time, as described tables do. */
const line = fc
  .tuple(fc.constantFrom('▶ ', '  ', ''), fc.constantFrom('(you) ', ''), fc.nat(12), fc.nat(3))
  .map(([turn, you, hand, points]) => `${turn}${you}Seat 1: ${hand} in hand; ${points} points`);
const text = fc.array(fc.oneof(line, fc.constantFrom('Round 1', 'Roll: 3', '', '✓ ✓')), {
  maxLength: 6,
});

describe('patches', () => {
  it('a key patch turns the old object into the new one, and is absent when nothing changed', () => {
    fc.assert(
      fc.property(record, record, (before, after) => {
        const patch = diffKeys(before, after);
        const rebuilt = patch ? applyKeys(before, patch) : before;
        assert.ok(sameJson(rebuilt, after), JSON.stringify({ before, after, patch }));
        assert.equal(patch === undefined, sameJson(before, after));
        // Through the wire, as JSON.
        const sent = patch && (JSON.parse(JSON.stringify(patch)) as typeof patch);
        assert.ok(sameJson(sent ? applyKeys(before, sent) : before, after));
      }),
    );
  });

  it('a line patch turns the old text into the new one, with only the changed lines', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const patch = diffLines(before, after);
        const sent = patch && (JSON.parse(JSON.stringify(patch)) as LinePatch);
        assert.deepEqual(sent ? applyLines(before, sent) : before, after);
        assert.equal(patch === undefined, isDeepStrictEqual(before, after));
        for (const i of Object.keys(patch?.lines ?? {}))
          assert.notEqual(before[Number(i)], after[Number(i)], `line ${i} is sent unchanged`);
      }),
    );
  });

  it('keeps the fields in their order, new ones last, and says when fields come or go', () => {
    const before = { round: 1, hand: [6, 6], roll: null };
    const changed = { set: { hand: [5, 7] } };
    assert.equal(
      JSON.stringify(applyKeys(before, changed)),
      '{"round":1,"hand":[5,7],"roll":null}',
    );
    assert.ok(keepsFields(before, changed));
    assert.ok(!keepsFields(before, { set: { tieBreaker: true } }));
    assert.ok(!keepsFields(before, { drop: ['roll'] }));
  });

  it('reads each field of the new object once, and no more when none was dropped', () => {
    let reads = 0;
    const counted = <T extends object>(object: T): T =>
      new Proxy(object, {
        get(target, key, receiver) {
          reads++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    const before = { round: 1, hand: [6, 6], roll: null, turns: 3 };
    assert.deepEqual(diffKeys(before, counted({ round: 2, hand: [6, 6], roll: null, turns: 3 })), {
      set: { round: 2 },
    });
    assert.equal(reads, 4);
    // A dropped field is still found.
    assert.deepEqual(diffKeys(before, { round: 1, hand: [6, 6], roll: null }), { drop: ['turns'] });
    assert.deepEqual(diffKeys(before, { round: 1, hand: [6, 6], roll: null, turns: undefined }), {
      drop: ['turns'],
    });
  });

  it('sends a line whose middle changed as an edit of the old one', () => {
    const patch = diffLines(
      ['▶ (you) Seat 1: 3 in hand, 1 goal kept; 0 points', 'Round 1'],
      ['  (you) Seat 1: 2 in hand, 1 goal kept; 0 points', 'Round 1'],
    );
    assert.deepEqual(patch, { count: 2, lines: { 0: [0, 31, '  (you) Seat 1: 2'] } });
  });

  it('a "__proto__" field from JSON stays a field and changes no prototype', () => {
    const patch = JSON.parse('{"set":{"__proto__":{"polluted":true}}}') as KeyPatch;
    const next = applyKeys({ round: 1 }, patch);
    assert.equal(Object.getPrototypeOf(next), Object.prototype);
    assert.deepEqual(Object.keys(next), ['round', '__proto__']);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('compares JSON values as JSON: key order aside, undefined fields absent', () => {
    assert.ok(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }));
    assert.ok(sameJson({ a: 1, b: undefined }, { a: 1 }));
    assert.ok(!sameJson({ a: 1 }, { a: 2 }));
    assert.ok(!sameJson([1, 2], { 0: 1, 1: 2 }));
    assert.ok(!sameJson(null, {}));
  });
});
