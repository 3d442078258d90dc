import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GoalView } from './view.ts';
import { halfWords, sideNames, targetWords, tossWords, turnWords } from './words.ts';

const base: GoalView = {
  viewer: 0,
  seats: 4,
  sideOf: [0, 1, 0, 1],
  order: [0, 1, 2, 3],
  turn: 0,
  current: 0,
  phase: 'turn',
  hand: [4, 7, 8, 12],
  handSizes: [4, 4, 4, 4],
  packSize: 28,
  discards: [],
  formations: [[{ side: 'shooting', cards: [4, 7] }], []],
  goals: [1, 0],
  keeperUsed: [false, false],
  keepersOut: 0,
  half: 1,
  tossWinner: 1,
  shot: null,
  closing: false,
  passes: 0,
  turns: 3,
};
const names = ['Ana', 'Bo', 'Cy', 'Di'];

describe("Goal!'s table in words", () => {
  it('names the sides by their players (GL-2.1)', () => {
    assert.deepEqual(sideNames(base, names), ['Ana & Cy', 'Bo & Di']);
  });

  it('says the half and who kicked off (GL-2.4, GL-8.3)', () => {
    const sides = sideNames(base, names);
    assert.equal(halfWords(base), 'First half');
    assert.equal(tossWords(base, sides), 'Bo & Di won the toss and kicked off.');
    assert.equal(
      tossWords({ ...base, half: 2 }, sides),
      'Bo & Di won the toss; Ana & Cy kicked off the second half.',
    );
    assert.equal(halfWords({ ...base, phase: 'over' }), 'Full time');
  });

  it('words each target of a picked card', () => {
    assert.equal(targetWords({ kind: 'add', index: 0 }, base, 0), 'Add to 4-7');
    assert.equal(
      targetWords({ kind: 'start', side: 'saving' }, base, 0),
      'Start a saving formation',
    );
    assert.equal(targetWords({ kind: 'free-kick' }, base, 0), 'Take the Free Kick');
  });

  it('says whose decision it is, and the closing phase (GL-8.5)', () => {
    assert.match(turnWords(base, names, true), /^Your turn/);
    assert.equal(turnWords({ ...base, current: 1 }, names, false), "Bo's turn.");
    assert.equal(
      turnWords({ ...base, closing: true }, names, true),
      'Pack empty: play a card or pass.',
    );
    assert.equal(
      turnWords({ ...base, phase: 'answer', current: 1 }, names, false),
      'Bo must answer the shot.',
    );
    // GL-8.7: a score as every score on the site reads.
    assert.equal(
      turnWords({ ...base, phase: 'over', goals: [2, 4] }, names, true),
      'Full time: 2–4.',
    );
  });
});
