import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isUndoKey, type UndoKeyEvent } from './undoKey.ts';

const key = (fields: Partial<UndoKeyEvent>): UndoKeyEvent => ({
  key: 'z',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  targetTag: 'BODY',
  targetEditable: false,
  ...fields,
});

describe('the undo key', () => {
  it('is Ctrl+Z or Cmd+Z, with Caps Lock on too', () => {
    assert.equal(isUndoKey(key({ ctrlKey: true })), true);
    assert.equal(isUndoKey(key({ metaKey: true })), true);
    assert.equal(isUndoKey(key({ ctrlKey: true, key: 'Z' })), true);
  });

  it('is not Z alone, a redo (Shift) or another letter', () => {
    assert.equal(isUndoKey(key({})), false);
    assert.equal(isUndoKey(key({ ctrlKey: true, shiftKey: true })), false);
    assert.equal(isUndoKey(key({ ctrlKey: true, key: 'y' })), false);
  });

  it('leaves text fields their own undo', () => {
    assert.equal(isUndoKey(key({ ctrlKey: true, targetTag: 'INPUT' })), false);
    assert.equal(isUndoKey(key({ ctrlKey: true, targetEditable: true })), false);
  });
});
