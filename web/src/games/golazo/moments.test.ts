import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AIM,
  CLEAR,
  CROSS,
  LONG_SHOT,
  SAVE,
  SHOOT,
  moveAction,
} from '../../../../src/games/golazo/actions.ts';
import { golazo } from '../../../../src/games/golazo/engine.ts';
import {
  cell,
  counter,
  kickedOff,
  play,
  put,
  withDice,
} from '../../../../src/games/golazo/scenario.ts';
import type { GolazoState } from '../../../../src/games/golazo/state.ts';
import { clockMoments, logMoments } from './moments.ts';

/** The Reds' #9 steps from `from` to `to` and takes the key event `kind`; returns the events. */
function chance(s: GolazoState, from: string, to: string, kind: number) {
  put(s, { r9: from });
  return [...play(s, 0, moveAction(counter('r9'), cell(to))), ...play(s, 0, kind)];
}

/** Save set 0 covers top left and top centre (GZ-7.5). */
const TOP_LEFT_AND_CENTRE = 0;

describe('the key moments of a Golazo match', () => {
  it('shows a shot, then its picks side by side: a goal with the score and the scorers', () => {
    const s = kickedOff({}, 2, 1);
    const events = [
      ...chance(s, 'e11', 'e12', SHOOT),
      ...play(s, 0, AIM + 3),
      ...play(s, 1, SAVE + TOP_LEFT_AND_CENTRE),
    ];
    const moments = logMoments(events);
    assert.deepEqual(
      moments.map((m) => [m.kind, m.title, m.team]),
      [
        ['shot', 'Shot!', 0],
        ['goal', 'GOAL! 1–0', 0],
      ],
    );
    assert.deepEqual(moments[1]?.reveal, { target: 3, saves: [0, 1], goal: true });
    // The engine's words say what happened: the reveal's sentence, then the goal's.
    assert.match(moments[1].words.join(' '), /Aimed low left.*Goal for the Reds/);
  });

  it('shows a save with the picks, a long shot by its name', () => {
    const s = kickedOff({}, 2, 1);
    const shot = logMoments(chance(s, 'e10', 'e11', LONG_SHOT));
    assert.deepEqual(
      shot.map((m) => m.title),
      ['Long shot!'],
    );
    const saved = logMoments([...play(s, 1, SAVE + TOP_LEFT_AND_CENTRE), ...play(s, 0, AIM + 5)]);
    assert.equal(saved[0]?.kind, 'save');
    assert.equal(saved[0].title, 'Saved!');
    // A long shot's keeper covers the four targets the pair leaves (GZ-7.2).
    assert.deepEqual(saved[0].reveal, { target: 5, saves: [2, 3, 4, 5], goal: false });
  });

  it('shows a cross’s dice against the numbered spaces, a goal when one is met', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r10: 'd13' }); // the Blues' numbered space 3
    withDice(s, [2]); // a 3
    const moments = logMoments(chance(s, 'h10', 'i11', CROSS));
    assert.deepEqual(
      moments.map((m) => [m.kind, m.title, m.dice]),
      [['goal', 'GOAL! 1–0', [3]]],
    );
  });

  it('shows a cross nobody meets, then the high clearance with who gets the ball', () => {
    const s = kickedOff({}, 2, 1);
    withDice(s, [0]); // a 1: nobody on the space
    const events = chance(s, 'h10', 'i11', CROSS);
    const clearance = play(s, 1, CLEAR, 6); // two dice totalling 8
    const moments = logMoments([...events, ...clearance]);
    assert.deepEqual(
      moments.map((m) => [m.kind, m.title]),
      [
        ['cross', 'Cross: nobody there'],
        ['clearance', 'High clearance'],
      ],
    );
    assert.equal(moments[1]?.words.length, 2);
    assert.match(moments[1].words[1] ?? '', /#8 of the Blues has the ball/);
  });

  it('gives no moment for open play', () => {
    const s = kickedOff({}, 2, 3);
    assert.deepEqual(logMoments(play(s, 0, moveAction(counter('r9'), cell('e8')))), []);
  });

  it('shows half time, stoppage time, golden goal and full time from the views', () => {
    const v = golazo.view(kickedOff({}, 2, 3), 0);
    const kinds = (before: typeof v | null, after: typeof v) =>
      clockMoments(before, after).map((m) => m.kind);
    assert.deepEqual(kinds(v, { ...v, half: 2, kickOffTeam: 1 }), ['half-time']);
    assert.match(
      clockMoments(v, { ...v, half: 2, kickOffTeam: 1 })[0]?.words[0] ?? '',
      /Reds 0–0 Blues\. The Blues kick off the second half/,
    );
    assert.deepEqual(kinds(v, { ...v, stoppageLeft: 3 }), ['stoppage']);
    assert.deepEqual(kinds(v, { ...v, golden: true }), ['golden-goal']);
    const over = { ...v, phase: 'over' as const, scores: [2, 1] };
    assert.deepEqual(kinds(v, over), ['full-time']);
    // A board opened on a finished match says so; an unchanged view says nothing.
    assert.deepEqual(kinds(null, over), ['full-time']);
    assert.deepEqual(kinds(over, over), []);
    assert.deepEqual(kinds(v, v), []);
    const shootOut = { ...over, scores: [1, 1], winner: 1, penaltyGoals: [3, 4] };
    assert.match(clockMoments(v, shootOut)[0]?.words[0] ?? '', /Blues win on penalties, 4–3/);
  });
});
