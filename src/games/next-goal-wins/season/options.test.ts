/** NGW-20: seats, options and the shape of a season. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseOptions, setupChecked } from '../../../core/checked.ts';
import { runMatch } from '../../../core/match.ts';
import { randomAgent } from '../../../bots/random.ts';
import { Rng } from '../../../core/rng.ts';
import { game, playUntil, season } from './fixtures.ts';
import { seasonOptions } from './options.ts';
import { SeasonPhase } from './state.ts';

describe('NGW-20 the season', () => {
  it('NGW-20.1: 2 to 6 seats; other counts are refused as bad-seats', () => {
    for (const seats of [2, 3, 4, 5, 6]) {
      const set = setupChecked(game, { seats, seed: 'a' });
      assert.ok(set.ok, `${seats} seats`);
    }
    for (const seats of [1, 7]) {
      const set = setupChecked(game, { seats, seed: 'a' });
      assert.ok(!set.ok && set.error.code === 'bad-seats');
    }
  });

  it('NGW-20.1: the one-match mode takes exactly 2 seats and no managers or loans', () => {
    const three = setupChecked(game, { seats: 3, seed: 'a', options: { mode: 'match' } });
    assert.ok(!three.ok && three.error.code === 'bad-seats');
    assert.match(three.error.message, /exactly 2 seats, not 3/);
    const managers = setupChecked(game, {
      seats: 2,
      seed: 'a',
      options: { mode: 'match', managers: true },
    });
    assert.ok(!managers.ok && managers.error.code === 'bad-seats');
    assert.throws(
      () => game.setup(seasonOptions.parse({ mode: 'match' }), 4, Rng.fromSeed('a')),
      /exactly 2 seats, not 4/,
      'a caller that skips the check still gets a clear error',
    );
    const bad = setupChecked(game, { seats: 2, seed: 'a', options: { mode: 'cup' } });
    assert.ok(!bad.ok && bad.error.code === 'bad-options');
  });

  it('NGW-20.2: every option has a default and a description', () => {
    assert.deepEqual(seasonOptions.parse({}), {
      mode: 'season',
      attacks: 3,
      firstTo: 0,
      noRepeat: false,
      managers: false,
      exchange: false,
    });
    for (const [key, field] of Object.entries(seasonOptions.shape))
      assert.ok(field.description, `${key} has a description`);
  });

  it('NGW-20.2: mode match is one match between random squads, its view under view.match', () => {
    const s = game.setup(seasonOptions.parse({ mode: 'match' }), 2, Rng.fromSeed('m'));
    assert.equal(s.phase, SeasonPhase.Match);
    const v = game.view(s, 0);
    assert.equal(v.phase, 'match');
    assert.equal(v.match?.teams[0].squad?.length, 7);
    assert.equal(v.match.teams[1].squad, null, 'the other squad is hidden');
    assert.equal(v.hand, null);
    playUntil(s, Rng.fromSeed('m2'), () => false);
    const outcome = game.outcome(s);
    assert.ok(outcome);
    const goals = game.view(s, -1).match?.teams.map((t) => t.goals);
    assert.deepEqual(outcome.scores, goals, 'the score is the match score');
  });

  it('NGW-20.2, NGW-22.5: the match options reach every match of a season', () => {
    const s = season(2, { attacks: 5, noRepeat: true });
    playUntil(s, Rng.fromSeed('o'), (x) => x.match !== null);
    assert.equal(s.match?.attacks, 5);
    assert.equal(s.match.noRepeat, true);
    const firstTo = season(2, { firstTo: 2 });
    playUntil(firstTo, Rng.fromSeed('o'), (x) => x.match !== null);
    assert.equal(firstTo.match?.firstTo, 2);
  });

  it('NGW-20.2, NGW-16.1: a season refuses match options that cannot all hold', () => {
    const refused = seasonOptions.safeParse({ attacks: 5, firstTo: 2 });
    assert.ok(!refused.success);
    assert.match(refused.error.issues[0]?.message ?? '', /first-to match \(firstTo 2\)/);
    const checked = parseOptions(game, { attacks: 4, firstTo: 1 });
    assert.ok(!checked.ok);
    assert.equal(checked.error.code, 'bad-options');
    assert.match(
      checked.error.message,
      /^Bad options for next-goal-wins: attacks: a first-to match/,
    );
  });

  it('NGW-20.3: draft, then the matches in order, then a champion', () => {
    const record = runMatch(game, {
      players: [0, 1, 2, 3].map((seat) => ({ name: `S${seat}`, agent: 'r', make: randomAgent })),
      seed: 'order',
    });
    assert.ok(record.ok);
    const s = season(4, {}, 'order-2');
    assert.equal(game.view(s, 0).phase, 'draft-deck');
    const seen: number[] = [];
    playUntil(s, Rng.fromSeed('p'), (x) => {
      if (x.match && seen[seen.length - 1] !== x.fixture) seen.push(x.fixture);
      return false;
    });
    assert.deepEqual(seen, [0, 1, 2, 3, 4, 5], 'each match once, in the schedule order');
    const v = game.view(s, -1);
    assert.equal(v.phase, 'over');
    assert.deepEqual(
      v.champions,
      v.table.filter((row) => row.place === 1).map((row) => row.seat),
    );
    assert.ok(v.champions.length >= 1);
  });
});
