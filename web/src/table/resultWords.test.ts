import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SeatSummary } from '../protocol.ts';
import { forfeitWords, resultWords } from './resultWords.ts';

const seat = (n: number, name: string): SeatSummary => ({
  seat: n,
  name,
  kind: 'human',
  agent: 'human',
  claimed: true,
  connected: true,
});
const FOUR = [seat(0, 'Alice'), seat(1, 'Bo'), seat(2, 'Carol'), seat(3, 'Dan')];
const TWO_V_TWO = [
  [0, 2],
  [1, 3],
];
const SOLO = (n: number) => Array.from({ length: n }, (_, s) => [s]);

describe('full time in words', () => {
  it('reads a 2 v 2 draw as football, one line a side, both first', () => {
    const words = resultWords({ scores: [1, 1, 1, 1], places: [1, 1, 1, 1] }, FOUR, TWO_V_TWO);
    assert.equal(words.headline, 'Draw, 1–1.');
    assert.deepEqual(
      words.sides.map((s) => [s.place, s.names, s.score]),
      [
        [1, 'Alice and Carol', 1],
        [1, 'Bo and Dan', 1],
      ],
    );
  });

  it('names the winning side by its players with the score, and ranks the other second, not third', () => {
    const words = resultWords({ scores: [1, 2, 1, 2], places: [3, 1, 3, 1] }, FOUR, TWO_V_TWO);
    assert.equal(words.headline, 'Bo and Dan win 2–1.');
    assert.deepEqual(
      words.sides.map((s) => [s.place, s.names]),
      [
        [1, 'Bo and Dan'],
        [2, 'Alice and Carol'],
      ],
    );
  });

  it("reads Goal!'s three seats as the lone player against the pair (GL-2.1)", () => {
    const lone = [[0], [1, 2]];
    const three = FOUR.slice(0, 3);
    const pair = resultWords({ scores: [0, 2, 2], places: [3, 1, 1] }, three, lone);
    assert.equal(pair.headline, 'Bo and Carol win 2–0.');
    assert.deepEqual(
      pair.sides.map((s) => [s.place, s.names]),
      [
        [1, 'Bo and Carol'],
        [2, 'Alice'],
      ],
    );
    const alone = resultWords({ scores: [1, 0, 0], places: [1, 2, 2] }, three, lone);
    assert.equal(alone.headline, 'Alice wins 1–0.');
    assert.deepEqual(
      alone.sides.map((s) => s.place),
      [1, 2],
    );
  });

  it('says a level score settled by the game (penalties) was a draw first', () => {
    const words = resultWords({ scores: [1, 1], places: [2, 1] }, FOUR.slice(0, 2), SOLO(2));
    assert.equal(words.headline, 'Bo wins after a 1–1 draw.');
  });

  it('gives one player a singular verb, and ranks a game of many sides', () => {
    assert.equal(
      resultWords({ scores: [3, 0], places: [1, 2] }, FOUR.slice(0, 2), SOLO(2)).headline,
      'Alice wins 3–0.',
    );
    const three = resultWords({ scores: [5, 9, 5], places: [2, 1, 2] }, FOUR.slice(0, 3), SOLO(3));
    assert.equal(three.headline, 'Bo wins!');
    assert.deepEqual(
      three.sides.map((s) => [s.place, s.names]),
      [
        [1, 'Bo'],
        [2, 'Alice'],
        [2, 'Carol'],
      ],
    );
    const shared = resultWords({ scores: [9, 9, 5], places: [1, 1, 3] }, FOUR.slice(0, 3), SOLO(3));
    assert.equal(shared.headline, 'Shared win: Alice and Bo.');
    assert.equal(shared.sides[2]?.place, 3);
  });
});

describe('a rated game lost by leaving, at full time (#34 G5)', () => {
  const two = [seat(0, 'Leaver'), seat(1, 'Bo')];
  const leaverWins = { scores: [2, 1], places: [1, 2] };

  it('says the forfeit when the leaver won on the board but is rated as losing', () => {
    // The walk's table: "Leaver wins 2–1." and then "Leaver 1374? (−25)" with no word why.
    assert.equal(resultWords(leaverWins, two, SOLO(2)).headline, 'Leaver wins 2–1.');
    assert.equal(
      forfeitWords(leaverWins, two, SOLO(2), [{ seat: 0, result: 'loss' }]),
      'Rated as a forfeit: Leaver left the game, so it counts as a loss whatever the score.',
    );
    // A draw on the board rated as a loss is a forfeit too.
    const draw = { scores: [1, 1], places: [1, 1] };
    assert.match(
      forfeitWords(draw, two, SOLO(2), [
        { seat: 0, result: 'win' },
        { seat: 1, result: 'loss' },
      ]) ?? '',
      /^Rated as a forfeit: Bo left the game/,
    );
  });

  it('says nothing when the rated result is the board’s', () => {
    const rated = [
      { seat: 0, result: 'win' },
      { seat: 1, result: 'loss' },
    ];
    assert.equal(forfeitWords(leaverWins, two, SOLO(2), rated), null);
    // A leaver who was losing anyway: the board and the rating agree.
    const boWins = { scores: [1, 2], places: [2, 1] };
    assert.equal(forfeitWords(boWins, two, SOLO(2), [{ seat: 0, result: 'loss' }]), null);
    assert.equal(forfeitWords(leaverWins, two, SOLO(2), []), null, 'a seat with no result');
  });

  it('names a side of several players as a side', () => {
    const winners = { scores: [3, 1, 3, 1], places: [1, 3, 1, 3] };
    const rated = [0, 1, 2, 3].map((s) => ({ seat: s, result: s % 2 === 0 ? 'loss' : 'win' }));
    assert.equal(
      forfeitWords(winners, FOUR, TWO_V_TWO, rated),
      'Rated as a forfeit: the side of Alice and Carol left the game, so it counts as a loss whatever the score.',
    );
  });
});
