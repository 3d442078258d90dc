import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadFinder } from '../src/games/registry.ts';
import { measureQueries, queryLines } from './queries.ts';

const find = await loadFinder();

describe('legality queries in the engine bench', () => {
  it('times every decision, and the ones that move a piece where a game has them', () => {
    const ss = find('supernatural-soccer');
    const gk = find('goalkeepers');
    assert.ok(ss.ok && gk.ok);
    const board = measureQueries(ss.value.engine, 2, 0.02);
    assert.equal(board.positions, 500);
    assert.ok(board.movePositions > 0, 'SS-6: moves met in random play');
    assert.ok(board.legalMicroseconds > 0 && Number.isFinite(board.legalMicroseconds));
    assert.ok(board.moveMicroseconds !== undefined && board.moveMicroseconds > 0);
    const dice = measureQueries(gk.value.engine, 2, 0.02);
    assert.equal(dice.movePositions, 0);
    assert.equal(dice.moveMicroseconds, undefined, 'no piece moves in Goalkeepers');
    const lines = queryLines([board, dice]);
    assert.match(lines[1] ?? '', /^supernatural-soccer .* µs .* moves +\d+\.\d\d µs/);
    assert.doesNotMatch(lines[2] ?? '', /moves/);
  });
});
