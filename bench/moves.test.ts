import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loadFinder } from '../src/games/registry.ts';
import { measureMoveQueries, moveQueryLines } from './moves.ts';

const find = await loadFinder();

it('times the board queries of a board game, and gives no row to a game without a board', () => {
  const golazo = find('golazo');
  const goalkeepers = find('goalkeepers');
  assert.ok(golazo.ok && goalkeepers.ok);
  const figure = measureMoveQueries(golazo.value.engine, 0.01);
  assert.ok(figure);
  assert.equal(figure.game, 'golazo');
  assert.ok(figure.positions > 1000 && figure.actionsPerPosition > 1);
  assert.ok(figure.targetsMicroseconds > 0);
  assert.match(
    moveQueryLines([figure]).join('\n'),
    /^golazo .* legal actions each: reachable cells \(boardTargets\) +[\d.]+ µs$/m,
  );
  assert.equal(measureMoveQueries(goalkeepers.value.engine, 0.01), undefined);
});
