import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BracketTieView } from '../../../src/server/competitions/wire.ts';
import { gameName, stageName, tieLabel, tieName } from './bracketWords.ts';

type Game = BracketTieView['games'][number];

/** A game of `first` v `second` in round `round`; `scores` once played, a table once made. */
const game = (round: number, first: string, second: string, scores?: [number, number]): Game => ({
  round,
  index: 0,
  stage: 1,
  tie: 0,
  first,
  second,
  others: [],
  points: null,
  tableId: `t${String(round)}`,
  result: scores
    ? {
        scores,
        places: scores[0] > scores[1] ? [1, 2] : scores[0] < scores[1] ? [2, 1] : [1, 1],
      }
    : null,
});

const tie = (over: Partial<BracketTieView>): BracketTieView => ({
  stage: 1,
  tie: 0,
  first: 'ana',
  second: 'bo',
  bye: false,
  games: [],
  aggregate: null,
  winner: null,
  ...over,
});

const NAMES: Record<string, string> = { ana: 'Ana', bo: 'Bo', cy: 'Cy', di: 'Di' };
const nameOf = (id: string): string => NAMES[id] ?? id;

describe('a bracket’s words (#35)', () => {
  it('names stages and ties from the final back', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((s) => stageName(s, 6)),
      ['Round 1', 'Round 2', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'],
    );
    assert.deepEqual(
      [tieName(1, 4, 5), tieName(2, 3, 5), tieName(3, 0, 5), tieName(4, 1, 5), tieName(5, 0, 5)],
      ['Round 1, tie 5', 'Round of 16, tie 4', 'Quarter-final 1', 'Semi-final 2', 'Final'],
    );
  });

  it('says each tie whole: a bye, a score, an aggregate, a place still to be decided', () => {
    assert.equal(
      tieLabel(tie({ second: null, bye: true, winner: 'ana' }), 2, nameOf),
      'Semi-final 1: Ana, a bye: Ana goes through',
    );
    assert.equal(
      tieLabel(tie({ games: [game(1, 'bo', 'ana', [2, 1])], winner: 'bo' }), 2, nameOf),
      'Semi-final 1: Ana against Bo, 1–2, Bo goes through',
    );
    const legs = [game(1, 'cy', 'di', [2, 1]), game(2, 'di', 'cy', [2, 1])];
    assert.equal(
      tieLabel(
        tie({ tie: 1, first: 'cy', second: 'di', games: legs, aggregate: [3, 3] }),
        2,
        nameOf,
      ),
      'Semi-final 2: Cy against Di, 3–3 on aggregate, a deciding game to play',
    );
    assert.equal(
      tieLabel(
        tie({ tie: 1, first: 'cy', second: 'di', games: legs, aggregate: [3, 3] }),
        2,
        nameOf,
        2,
        true,
      ),
      'Semi-final 2: Cy against Di, 3–3 on aggregate, penalties to take',
    );
    assert.equal(
      tieLabel(tie({ stage: 2, first: 'ana', second: null }), 2, nameOf),
      'Final: Ana against winner of semi-final 2, to be played',
    );
    assert.equal(
      tieLabel(tie({ stage: 2, games: [game(3, 'ana', 'bo')] }), 2, nameOf),
      'Final: Ana against Bo, being played',
    );
    assert.equal(
      tieLabel(tie({ stage: 2, games: [game(3, 'ana', 'bo', [1, 0])], winner: 'ana' }), 2, nameOf),
      'Final: Ana against Bo, 1–0, Ana wins the final',
    );
  });

  it('names a tie’s games: legs, then deciding games', () => {
    assert.deepEqual(
      [0, 1, 2, 3].map((i) => gameName(i, 2)),
      ['Leg 1', 'Leg 2', 'Deciding game', 'Deciding game 2'],
    );
    assert.deepEqual([gameName(0, 1), gameName(1, 1)], ['', 'Deciding game']);
    assert.deepEqual(
      [1, 2].map((i) => gameName(i, 2, true)),
      ['Leg 2', 'Penalties'],
      'a game with a shoot-out of its own',
    );
  });
});
