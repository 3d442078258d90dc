/**
 * The 0.2.0 edition, rule by rule (edition.ts): what version 0.2.0 played differently, played
 * again under `edition: '0.2.0'`, and today's rules left as they are without it. The records of
 * that version (records.test.ts) check the whole; these name each difference.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEFEND, declareAction, defendWith } from './codes.ts';
import { DEFAULT_ATTACKS, nextGoalWinsOptions } from './facts.ts';
import { arrange, ballAt, dice, legal, play, texts } from './fixtures.ts';
import { Phase, Status } from './state.ts';
import { DRIBBLE, SHOOT, STK } from './stats.ts';
import { parseOptions, setupChecked } from '../../core/checked.ts';
import { parseRecord, replayRecord, type GameResolver } from '../../core/record.ts';
import { ok } from '../../core/result.ts';
import { Rng } from '../../core/rng.ts';
import { nextGoalWinsSeason } from './season/engine.ts';
import { forfeitGoals } from './season/match-link.ts';
import { seasonOptions } from './season/options.ts';

const OLD = { edition: '0.2.0' } as const;

describe('Next Goal Wins 0.2.0 edition', () => {
  it('NGW-16.1: 0.2.0 let a first-to match set its own attack limit; today refuses both', () => {
    const both = { firstTo: 2, attacks: 5 };
    assert.equal(nextGoalWinsOptions.safeParse(both).success, false);
    assert.equal(seasonOptions.safeParse(both).success, false);
    assert.equal(nextGoalWinsOptions.safeParse({ ...both, ...OLD }).success, true);
    assert.equal(seasonOptions.safeParse({ ...both, ...OLD }).success, true);
    assert.equal(nextGoalWinsOptions.safeParse({ edition: '0.1.0' }).success, false);
  });

  it('NGW-16.3: a 0.2.0 first-to match ends at its attack limit, not at the cap', () => {
    const old = arrange({ options: { firstTo: 2, attacks: 4, ...OLD }, attackNo: 7 });
    assert.equal(old.attackLimit, 8);
    const today = arrange({ options: { firstTo: 2 }, attackNo: 7 });
    assert.equal(today.attackLimit, 100);
    for (const s of [old, today]) {
      ballAt(s, STK, 'pass');
      play(s, declareAction(SHOOT));
      dice(s, 1, 6);
      play(s, DEFEND);
    }
    assert.equal(old.phase, Phase.Over, 'its eighth attack was its last');
    assert.notEqual(today.phase, Phase.Over, 'today it plays on to a goal');
  });

  it("NGW-15.7: in 0.2.0 a first-to match's final tactics waited for the last two attacks", () => {
    const matchPoint = (options: Record<string, unknown>) => {
      const s = arrange({ tactics: [['Final Push'], []], options, attackNo: 2 });
      s.goals[0] = 1;
      s.phase = Phase.Declare;
      ballAt(s, STK, 'pass');
      return legal(s).includes(declareAction(SHOOT, 0));
    };
    assert.equal(matchPoint({ firstTo: 2 }), true);
    assert.equal(matchPoint({ firstTo: 2, ...OLD }), false);
    const last = arrange({
      tactics: [['Final Push'], []],
      options: { firstTo: 2, attacks: DEFAULT_ATTACKS, ...OLD },
      attackNo: 4,
    });
    last.phase = Phase.Declare;
    ballAt(last, STK, 'pass');
    assert.ok(legal(last).includes(declareAction(SHOOT, 0)), 'the last attack of each side');
  });

  it('NGW-15.8: 0.2.0 Professional Foul: against a dribbling striker, a red card and a free kick', () => {
    const shot = arrange({ tactics: [[], ['Professional Foul']], options: OLD });
    ballAt(shot, STK, 'pass');
    play(shot, declareAction(SHOOT));
    assert.ok(!legal(shot, 1).includes(defendWith(0)), 'not against a shot');
    const s = arrange({ tactics: [[], ['Professional Foul']], options: OLD });
    ballAt(s, STK);
    play(s, declareAction(DRIBBLE));
    const events = play(s, defendWith(0));
    assert.match(texts(events), /sent off \(red card\) and they get a free kick/);
    // The footballer defending the dribble (the keeper, NGW-5) goes off, not replaced.
    assert.equal(s.status[7 + 0], Status.SentOff);
    assert.equal(s.phase, Phase.FoulChoice, 'the attacker chooses its free kick (NGW-9.1)');
  });

  it('NGW-22.6: a 0.2.0 forfeit is 0-3 in a first-to league too', () => {
    assert.equal(forfeitGoals({ firstTo: 2 }), 2);
    assert.equal(forfeitGoals({ firstTo: 2, ...OLD }), 3);
    assert.equal(forfeitGoals({ firstTo: 0, ...OLD }), 3);
  });

  it("a seat's sampled season (NGW-30.6) keeps the edition its view shows", () => {
    const options = seasonOptions.parse({ mode: 'match', firstTo: 2, attacks: 4, ...OLD });
    const s = nextGoalWinsSeason.setup(options, 2, Rng.fromSeed('edition'));
    const view = nextGoalWinsSeason.view(s, 0);
    assert.equal(view.options.edition, '0.2.0');
    const sampled = nextGoalWinsSeason.determinize(view, 0, Rng.fromSeed('sample'));
    assert.equal(sampled.edition, '0.2.0');
    assert.ok(sampled.match);
    assert.equal(sampled.match.edition, '0.2.0');
    assert.equal(sampled.match.attackLimit, 8);
    const today = nextGoalWinsSeason.setup(seasonOptions.parse({}), 2, Rng.fromSeed('edition'));
    assert.equal('edition' in nextGoalWinsSeason.view(today, 0).options, false);
  });

  it('is no choice for a new game: parseOptions refuses it as bad-options, a record still replays with it', () => {
    for (const options of [OLD, { ...OLD, mode: 'match' }, { ...OLD, firstTo: 2, attacks: 4 }]) {
      const parsed = parseOptions(nextGoalWinsSeason, options);
      assert.equal(parsed.ok, false);
      assert.ok(!parsed.ok);
      assert.equal(parsed.error.code, 'bad-options');
      assert.match(
        parsed.error.message,
        /edition: it restores the rules of next-goal-wins 0\.2\.0/,
      );
      assert.match(parsed.error.message, /leave edition out/);
    }
    assert.ok(parseOptions(nextGoalWinsSeason, { mode: 'match' }).ok);
    // Replay sets a game up from the record's options, restored by its version.
    const setup = setupChecked(nextGoalWinsSeason, { options: OLD, seats: 2, seed: 'r' });
    assert.ok(setup.ok);
    assert.equal(setup.value.options.edition, '0.2.0');
    const text = readFileSync(
      new URL('./records/ngw-0.2.0-match-foul.json', import.meta.url),
      'utf8',
    );
    const record = parseRecord(text);
    assert.ok(record.ok);
    const resolve: GameResolver = () => ok(nextGoalWinsSeason);
    const replayed = replayRecord(record.value, resolve);
    assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
  });
});
