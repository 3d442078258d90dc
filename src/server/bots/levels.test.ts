import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BOT_LEVELS } from '../../bots/levels.ts';
import { BOT_LEVELS as OFFERED } from '../protocol.ts';

describe('the bot levels a table offers', () => {
  it("are the bots' levels, in their order (the web app offers what the protocol says)", () => {
    assert.deepEqual([...OFFERED], [...BOT_LEVELS]);
  });
});
