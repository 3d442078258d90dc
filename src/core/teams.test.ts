import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coinToss } from './testing/coin-toss.ts';
import { teamIndex, teammates, teamsOf } from './teams.ts';

describe('teams', () => {
  it('gives a game without teams one team per seat', () => {
    assert.deepEqual(teamsOf(coinToss, 3), [[0], [1], [2]]);
    assert.deepEqual(teamIndex(teamsOf(coinToss, 3), 3), [0, 1, 2]);
  });

  it('finds each seat its team and its teammates', () => {
    const teams = [
      [0, 2],
      [1, 3],
    ];
    assert.deepEqual(teamIndex(teams, 4), [0, 1, 0, 1]);
    assert.equal(teammates(teams, 0, 2), true);
    assert.equal(teammates(teams, 0, 1), false);
    assert.equal(teammates(teams, 3, 3), true);
  });
});
