/**
 * Late entry's refusal says why (#35 acceptance): a running Swiss past half its rounds refuses
 * a newcomer with the rule, not "has started", which a Swiss taking late entrants contradicts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Competition, Fixture, Settings } from './model.ts';
import { enter } from './lifecycle.ts';

const settings: Settings = {
  game: 'goalkeepers',
  options: {},
  format: 'swiss',
  rounds: 3,
  legs: 1,
  rated: false,
  entry: 'open',
  minEntrants: 2,
  maxEntrants: 16,
  botLevel: 'normal',
  turnSeconds: 300,
};

/** A running competition of `format` with rounds 1..`paired` paired. */
function running(format: Settings['format'], paired: number): Competition {
  const fixtures: Fixture[] = Array.from({ length: paired }, (_, i) => ({
    round: i + 1,
    index: 0,
    stage: i + 1,
    tie: 0,
    first: 'a',
    second: 'b',
    tableId: `t${i}`,
    result: null,
  }));
  return {
    row: {
      id: 'c1',
      name: 'Cup',
      host: 'a',
      hostName: 'A',
      settings: { ...settings, format },
      status: 'running',
      seed: 'c1',
      startsAt: null,
      createdAt: 0,
      startedAt: 1,
      finishedAt: null,
    },
    entrants: ['a', 'b'].map((player) => ({
      player,
      name: player,
      rating: 1500,
      joinedAt: 0,
      withdrawnAt: null,
    })),
    fixtures,
  };
}

const late = { player: 'z', name: 'Zed', rating: 1500, joinedAt: 2, withdrawnAt: null };

describe('late entry refused in words', () => {
  it('a Swiss of 3 takes a newcomer after round 1 started, and after round 2 says why not', () => {
    assert.equal(enter(running('swiss', 1), late).ok, true);
    const refused = enter(running('swiss', 2), late);
    assert.ok(!refused.ok);
    assert.equal(refused.error.code, 'entry-closed');
    assert.match(refused.error.message, /half the rounds had started \(2 of 3 have\)/);
  });

  it('a knockout or league that started says it has started', () => {
    for (const format of ['knockout', 'league'] as const) {
      const refused = enter(running(format, 1), late);
      assert.ok(!refused.ok);
      assert.equal(refused.error.message, 'This competition has started: entry is closed.');
    }
  });
});
