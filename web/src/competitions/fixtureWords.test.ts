import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { opponentWords, resultWords } from './fixtureWords.ts';

describe('a player’s fixture in words (#35)', () => {
  it('says whom the player meets', () => {
    assert.equal(opponentWords({ opponents: ['Bo'], bye: false, round: 2 }), 'against Bo');
    assert.equal(
      opponentWords({ opponents: ['Bo', 'Cy', 'Di'], bye: false, round: 1 }),
      'at a table with Bo, Cy and Di',
    );
    assert.equal(opponentWords({ opponents: [], bye: true, round: 3 }), 'a bye');
    assert.equal(
      opponentWords({ opponents: [], bye: false, round: 3 }),
      'opponent drawn when this round ends',
    );
  });

  it('says a played game’s result from the player’s own seat', () => {
    const result = { scores: [2, 1], places: [1, 2] };
    assert.equal(resultWords({ result, seat: 0, bye: false }), 'won 2–1');
    assert.equal(resultWords({ result, seat: 1, bye: false }), 'lost 1–2');
    const level = { scores: [1, 1], places: [1, 1] };
    assert.equal(resultWords({ result: level, seat: 1, bye: false }), 'drew 1–1');
    const forfeit = { scores: [0, 0], places: [2, 1], forfeit: [0] };
    assert.equal(resultWords({ result: forfeit, seat: 0, bye: false }), 'lost 0–0 (forfeit)');
    const table = { scores: [0, 0, 0, 0], places: [3, 1, 2, 4] };
    assert.equal(resultWords({ result: table, seat: 2, bye: false }), '2nd of 4');
    assert.equal(resultWords({ result: null, seat: 0, bye: false }), '');
  });
});
