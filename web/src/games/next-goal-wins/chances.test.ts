import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { arrange, ballAt } from '../../../../src/games/next-goal-wins/fixtures.ts';
import { nextGoalWins } from '../../../../src/games/next-goal-wins/engine.ts';
import type { Forecast } from '../../../../src/games/next-goal-wins/forecast.ts';
import {
  choiceForecast,
  forecastLines,
  forecastTable,
  joinWhens,
  percent,
  unseenWords,
} from './chances.ts';
import { choicesOf, viewOf } from './testing.ts';

const PLAIN_ODDS = { success: 0, stopped: 0, freeKick: 0, corner: 0, penalty: 0 };

describe('Next Goal Wins: the chances on the buttons, in words', () => {
  it('rounds to whole percentages but never says 0% or 100% of what may happen', () => {
    assert.equal(percent(45 / 102), '44%');
    assert.equal(percent(1), '100%');
    assert.equal(percent(0), '0%');
    assert.equal(percent(0.004), 'under 1%');
    assert.equal(percent(0.996), 'over 99%');
  });

  it("says each side's results from the viewer's side, its own win first", () => {
    const defending: Forecast = {
      attacking: false,
      goal: false,
      cases: [
        { when: null, odds: { ...PLAIN_ODDS, success: 0.31, stopped: 0.58, freeKick: 0.11 } },
      ],
      unseen: null,
      note: null,
    };
    assert.deepEqual(forecastLines(defending), [
      'You win the ball 58% · they get through 31% · a free kick for them 11%',
    ]);
    const shooting: Forecast = {
      attacking: true,
      goal: true,
      cases: [
        {
          when: 'if they defend',
          odds: { ...PLAIN_ODDS, success: 0.5, stopped: 0.4, corner: 0.1 },
        },
      ],
      unseen: 'They hold 2 tactic cards you cannot see; one could change this.',
      note: null,
    };
    assert.deepEqual(forecastLines(shooting), [
      'If they defend: you score 50% · they stop it 40% · a corner for you 10%',
    ]);
    assert.equal(unseenWords([null, shooting]), shooting.unseen);
  });

  it('says cases with the same results once, on one line, where the first was', () => {
    const same = { ...PLAIN_ODDS, success: 0.72, stopped: 0.17, corner: 0.11 };
    const crossing: Forecast = {
      attacking: true,
      goal: true,
      cases: [
        { when: 'if they pick their DEF', odds: same },
        { when: 'if they pick their MID', odds: { ...same, success: 0.42, stopped: 0.47 } },
        { when: 'if they pick their STK', odds: same },
      ],
      unseen: null,
      note: 'With your STK heading it.',
    };
    assert.deepEqual(forecastLines(crossing), [
      'If they pick their DEF or STK: you score 72% · they stop it 17% · a corner for you 11%',
      'If they pick their MID: you score 42% · they stop it 47% · a corner for you 11%',
      'With your STK heading it.',
    ]);
    assert.equal(
      joinWhens(['if they pick nobody', 'if they pick their DEF', 'if they pick their MID']),
      'if they pick nobody, their DEF or their MID',
    );
    assert.equal(joinWhens(['if they defend']), 'if they defend');
  });

  it('lays several cases out as a table, a line a case (issue #37: a phone’s three takers)', () => {
    const same = { ...PLAIN_ODDS, success: 0.72, stopped: 0.17, corner: 0.11 };
    const crossing: Forecast = {
      attacking: true,
      goal: true,
      cases: [
        { when: 'if they pick their DEF', odds: same },
        { when: 'if they pick their MID', odds: { ...same, success: 0.53, corner: 0 } },
        { when: 'if they pick their STK', odds: same },
      ],
      unseen: null,
      note: 'With your STK heading it.',
    };
    assert.deepEqual(forecastTable(crossing), {
      ask: 'If they pick their',
      results: ['you score', 'they stop it', 'a corner for you'],
      rows: [
        { when: 'DEF or STK', chances: ['72%', '17%', '11%'] },
        { when: 'MID', chances: ['53%', '17%', '–'] },
      ],
    });
    // The defender's side: its own win first; cases sharing no words keep them all.
    const defending: Forecast = {
      attacking: false,
      goal: false,
      cases: [
        { when: 'if they defend', odds: { ...PLAIN_ODDS, success: 0.3, stopped: 0.7 } },
        { when: 'in a speed battle', odds: { ...PLAIN_ODDS, success: 0.6, stopped: 0.4 } },
      ],
      unseen: null,
      note: null,
    };
    assert.deepEqual(forecastTable(defending), {
      ask: '',
      results: ['you win the ball', 'they get through'],
      rows: [
        { when: 'if they defend', chances: ['70%', '30%'] },
        { when: 'in a speed battle', chances: ['40%', '60%'] },
      ],
    });
    // One case, or cases all alike, is a line, not a table.
    assert.equal(forecastTable({ ...crossing, cases: [{ when: null, odds: same }] }), null);
    assert.equal(
      forecastTable({
        ...crossing,
        cases: crossing.cases.filter((c) => c.when !== 'if they pick their MID'),
      }),
      null,
    );
  });

  it("puts the defender's chances on its real answers, and the attacker's on its actions", () => {
    const s = arrange();
    ballAt(s, 1); // the attacker's DEF: pass, cross, dribble against the MID
    const attacker = viewOf(s, 0);
    const pass = choicesOf(s, 0).find((c) => c.info?.kind === 'pass');
    assert.ok(pass);
    const told = choiceForecast(attacker, pass);
    assert.ok(told);
    const [line] = forecastLines(told);
    assert.match(line ?? '', /^If they defend: it comes off \d+% · they win the ball \d+%/);
    // A spectator sees no chances: it makes no choice.
    assert.equal(choiceForecast(viewOf(s, -1), pass), null);

    nextGoalWins.apply(s, 0, pass.action);
    const defender = viewOf(s, 1);
    const answers = choicesOf(s, 1);
    const lines = answers.map((c) => {
      const f = choiceForecast(defender, c);
      return f ? forecastLines(f) : [];
    });
    assert.deepEqual(
      answers.map((c) => c.label),
      ['Do not defend', 'Defend'],
    );
    assert.deepEqual(lines[0], ['They get through 100%']);
    const defend = choiceForecast(defender, answers[1] ?? pass);
    assert.ok(defend);
    const odds = defend.cases[0]?.odds;
    assert.ok(odds);
    assert.match(lines[1]?.[0] ?? '', new RegExp(`^You win the ball ${percent(odds.stopped)} · `));
  });
});
