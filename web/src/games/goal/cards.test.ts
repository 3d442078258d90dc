import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as engine from '../../../../src/games/goal/cards.ts';
import * as board from './cards.ts';

describe("Goal!'s cards on the board are the engine's (GL-1)", () => {
  it('names the same positions, the Goalkeeper and the Free Kick the same', () => {
    assert.deepEqual(board.POSITION_NAMES, engine.POSITION_NAMES);
    assert.equal(board.GOALKEEPER, engine.GOALKEEPER);
    assert.equal(board.FREE_KICK, engine.FREE_KICK);
    assert.deepEqual(board.PACK_COUNTS, engine.PACK_COUNTS);
    assert.equal(board.SHORT_NAMES.length, board.POSITION_NAMES.length);
  });

  it('lists the same 16 shooting and 6 saving formations, in order (GL-1.2, GL-1.3)', () => {
    assert.deepEqual(board.SHOOTING_FORMATIONS, engine.SHOOTING_FORMATIONS);
    assert.deepEqual(board.SAVING_FORMATIONS, engine.SAVING_FORMATIONS);
    assert.equal(board.SHOOTING_FORMATIONS.length, 16);
    assert.equal(board.SAVING_FORMATIONS.length, 6);
  });

  it('words a card by number and name, and puts it in its line', () => {
    assert.equal(board.cardWords(9), '9 · Centre Forward');
    assert.equal(board.cardWords(1), '1 · Goalkeeper');
    assert.equal(board.cardWords(12), 'Free Kick');
    assert.deepEqual([1, 2, 3, 4, 6, 7, 11, 12].map(board.lineOf), [
      'keeper',
      'back',
      'back',
      'half-back',
      'half-back',
      'forward',
      'forward',
      'free-kick',
    ]);
  });
});
