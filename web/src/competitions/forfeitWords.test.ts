import assert from 'node:assert/strict';
import { it } from 'node:test';
import { forfeitWords } from './forfeit.ts';

const name = (seat: number) => ['Ana', 'Bo'][seat] ?? '?';
const game = { id: 'cx', name: 'Sunday cup', round: 2, roundName: 'Round 2' };

it('says who forfeited a competition game and why', () => {
  assert.equal(
    forfeitWords({ ...game, forfeited: [1], left: false }, name),
    'Bo ran out of time: this game of Sunday cup (round 2) is lost by forfeit, so the table was closed.',
  );
  assert.equal(
    forfeitWords({ ...game, forfeited: [0], left: true }, name),
    'Ana left the competition: this game of Sunday cup (round 2) is lost by forfeit, so the table was closed.',
  );
  assert.equal(forfeitWords({ ...game, forfeited: [], left: false }, name), null);
  assert.equal(
    forfeitWords(
      { ...game, roundName: 'Semi-final, first leg', forfeited: [1], left: false },
      name,
    ),
    'Bo ran out of time: this game of Sunday cup (semi-final, first leg) is lost by forfeit, so the table was closed.',
  );
});
