import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TableUpdate } from '../protocol.ts';
import { choicesOf } from './choices.ts';

function update(actions: number[], inline: boolean, version = 3): TableUpdate {
  return {
    seat: 0,
    table: { version },
    actions,
    legal: inline ? actions.map((action) => ({ action, label: `Move ${action}` })) : [],
  } as unknown as TableUpdate;
}

describe('a seat’s choices', () => {
  it('are the update’s own when it carries their words', () => {
    assert.deepEqual(
      choicesOf(update([1, 2], true), null).map((c) => c.label),
      ['Move 1', 'Move 2'],
    );
  });

  it('are the words fetched for this seat at this version, and nothing before they come', () => {
    const long = update([1, 2, 3], false);
    assert.deepEqual(choicesOf(long, null), []);
    const legal = [1, 2, 3].map((action) => ({ action, label: `M${action}` }));
    assert.equal(choicesOf(long, { seat: 0, version: 3, legal }).length, 3);
    assert.deepEqual(choicesOf(long, { seat: 0, version: 2, legal }), []);
    assert.deepEqual(choicesOf(long, { seat: 1, version: 3, legal }), []);
  });
});
