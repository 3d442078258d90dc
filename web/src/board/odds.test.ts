import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { landingOdds, oddsLine, percent, resultOdds } from './odds.ts';

describe('a roll’s odds as the engine states them', () => {
  it('says a chance as a whole percentage, a tiny one as <1%', () => {
    assert.equal(percent(0.375), '38%');
    assert.equal(percent(1), '100%');
    assert.equal(percent(1 / 64 / 4), '<1%');
    assert.equal(percent(0), '0%');
  });

  it('adds up the chances of each landing cell', () => {
    const outcomes = [
      { p: 0.25, to: 5 },
      { p: 0.25, to: 6 },
      { p: 0.5, to: 5 },
    ];
    assert.deepEqual(
      [...landingOdds(outcomes)],
      [
        [5, 0.75],
        [6, 0.25],
      ],
    );
    assert.equal(landingOdds(undefined).size, 0);
  });

  it('adds up the chances of each result, likeliest first, in one line', () => {
    const outcomes = [
      { p: 0.125, text: 'loose' },
      { p: 0.125, text: 'in Mornoch’s goal zone' },
      { p: 0.5, text: 'loose' },
      { p: 0.25, text: 'taken by wizard X' },
    ];
    assert.deepEqual(
      resultOdds(outcomes).map((r) => r.text),
      ['loose', 'taken by wizard X', 'in Mornoch’s goal zone'],
    );
    assert.equal(
      oddsLine(outcomes),
      'loose 63% · taken by wizard X 25% · in Mornoch’s goal zone 13%',
    );
    assert.equal(oddsLine([{ p: 1 }]), '', 'no words, no line');
  });
});
