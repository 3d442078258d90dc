import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Competition, NewFixture } from './competition.ts';
import { pairNext } from './next-round.ts';
import { knockoutStageName, knockoutStages, roundName } from './round-names.ts';
import { fieldOf, runningCompetition } from './tables-testing.ts';

/** `c` with its next round paired, and every game of it played by `places(game)`. */
function playNext(c: Competition, places: (f: NewFixture) => [number, number]): Competition {
  const next = pairNext(c);
  assert.equal(next.kind, 'round');
  const played = next.fixtures.map((f) => {
    if (f.second === null) return { ...f, tableId: null, result: null };
    const p = places(f);
    return { ...f, tableId: `t${String(f.round)}`, result: { scores: [0, 0], places: p } };
  });
  return { ...c, fixtures: [...c.fixtures, ...played] };
}

const names = (c: Competition): string[] => c.fixtures.map((f) => roundName(c, f));

describe('rounds named as people name them (#35)', () => {
  it('names a knockout’s stages from the final back, the earliest by number', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((stage) => knockoutStageName(stage, 6)),
      ['Round 1', 'Round 2', 'Round of 16', 'Quarter-final', 'Semi-final', 'Final'],
    );
    const stagesOf = (field: number) =>
      knockoutStages(
        playNext(runningCompetition('knockout', fieldOf(field)), () => [1, 2]).fixtures,
      );
    assert.deepEqual([2, 3, 4, 5, 8, 9, 16, 17, 256].map(stagesOf), [1, 2, 2, 3, 3, 4, 4, 5, 8]);
    assert.equal(knockoutStages([]), 0);
  });

  it('calls the final the final, after deciding games made it round 4', () => {
    let c = runningCompetition('knockout', fieldOf(4));
    c = playNext(c, (f) => (f.tie === 0 ? [1, 1] : [1, 2]));
    c = playNext(c, () => [1, 1]);
    c = playNext(c, () => [1, 2]);
    c = playNext(c, () => [1, 2]);
    assert.deepEqual(
      c.fixtures.map((f) => f.round),
      [1, 1, 2, 3, 4],
    );
    assert.deepEqual(names(c), [
      'Semi-final',
      'Semi-final',
      'Semi-final, deciding game',
      'Semi-final, deciding game 2',
      'Final',
    ]);
  });

  it('names the legs of a two-legged tie, then its deciding game', () => {
    let c = runningCompetition('knockout', fieldOf(2), [], { legs: 2 });
    c = playNext(c, () => [1, 2]);
    c = playNext(c, () => [2, 1]);
    c = playNext(c, () => [1, 2]);
    assert.deepEqual(names(c), ['Final, first leg', 'Final, second leg', 'Final, deciding game']);
  });

  it('numbers the rounds of a Swiss and a league', () => {
    let c = runningCompetition('swiss', fieldOf(4));
    for (let round = 1; round <= 3; round++) c = playNext(c, () => [1, 2]);
    assert.deepEqual([...new Set(names(c))], ['Round 1', 'Round 2', 'Round 3']);
    const league = playNext(runningCompetition('league', fieldOf(4)), () => [1, 2]);
    assert.deepEqual([...new Set(names(league))], ['Round 1']);
  });
});
