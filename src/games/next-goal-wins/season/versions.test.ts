/** The engine versions whose records Next Goal Wins still replays (GameFacts.earlierVersions). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../../../bots/random.ts';
import { runMatch } from '../../../core/match.ts';
import { replayRecord, sealRecord, type RecordedAction } from '../../../core/record.ts';
import { ok } from '../../../core/result.ts';
import { game } from './fixtures.ts';

describe('Next Goal Wins records of earlier versions', () => {
  it("replays a 0.3.0 record, whose checks saw seats named in the log's words", () => {
    const players = [0, 1].map((seat) => ({
      name: `P${seat}`,
      agent: 'bot:random',
      make: randomAgent,
    }));
    // Played by 0.3.0's rules (NGW-17.4: the edition '0.3.1'), which a new game may not choose.
    const then = { ...game, facts: { ...game.facts, earlierVersionOptions: [] } };
    const options = { mode: 'match', edition: '0.3.1' };
    const made = runMatch(then, { players, seed: 'version-0.3.0', options });
    assert.ok(made.ok);
    const sealed = sealRecord(made.value, () => ok(then));
    assert.ok(sealed.ok);
    // 0.3.0 wrote 'Seat 1' where 0.3.1 writes a placeholder: every view, so every check, differs.
    const actions = sealed.value.actions.map(([seat, action, check]): RecordedAction => [
      seat,
      action,
      ((check ?? 0) + 1) >>> 0,
    ]);
    // A 0.3.0 record names no edition: its version restores it (GameFacts.earlierVersions).
    const old = { ...sealed.value, engineVersion: '0.3.0', options: { mode: 'match' }, actions };
    const replayed = replayRecord(old, () => ok(game));
    assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
    assert.deepEqual(replayed.value.outcome, made.value.outcome);
  });
});
