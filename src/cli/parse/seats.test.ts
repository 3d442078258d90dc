import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../../bots/random.ts';
import { loadGame } from '../../games/registry.ts';
import { CliFailure } from '../failure.ts';
import { parseSeats } from './seats.ts';

const found = await loadGame('goalkeepers');
assert.ok(found.ok);
const game = found.value;

describe('parseSeats', () => {
  it('seats people and bots in order, each level a search bot of its own', () => {
    const seats = parseSeats('human, bot:easy,bot:normal,bot:hard,bot:random', game);
    assert.deepEqual(
      seats.map((s) => s.descriptor),
      ['human', 'bot:easy', 'bot:normal', 'bot:hard', 'bot:random'],
    );
    assert.equal(seats[0]?.bot, undefined);
    const levels = seats.slice(1, 4).map((s) => s.bot);
    for (const bot of levels) {
      assert.equal(typeof bot, 'function');
      assert.ok(bot !== randomAgent && bot !== game.heuristic);
    }
    assert.equal(seats[4]?.bot, randomAgent);
  });

  it('refuses a seat count outside the game range, and unknown or empty seats', () => {
    for (const text of [
      'human',
      'human,human,human,human,human,human',
      'human,bot:genius',
      'human,',
    ]) {
      assert.throws(() => parseSeats(text, game), CliFailure, text);
    }
  });
});
