import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PACK_COUNTS,
  POSITION_NAMES,
  SAVING_FORMATIONS,
  SHOOTING_FORMATIONS,
  SHORT_NAMES,
} from './vocabulary.ts';

describe("Goal!'s vocabulary (GL-1)", () => {
  it('counts 44 cards in the pack and names each kind in full and in short (GL-1.1)', () => {
    assert.equal(
      PACK_COUNTS.reduce((a, b) => a + b, 0),
      44,
    );
    assert.equal(SHORT_NAMES.length, POSITION_NAMES.length);
    assert.equal(PACK_COUNTS.length, POSITION_NAMES.length);
  });

  it('lists 16 shooting and 6 saving formations (GL-1.2, GL-1.3)', () => {
    assert.equal(SHOOTING_FORMATIONS.length, 16);
    assert.equal(SAVING_FORMATIONS.length, 6);
  });
});
