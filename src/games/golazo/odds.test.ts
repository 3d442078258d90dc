import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ActionOutcome } from '../../core/game.ts';
import { ABILITY, CHOOSE, CLEAR, CROSS, END, MANAGER, ROLL, moveAction } from './actions.ts';
import { golazo } from './engine.ts';
import { Ability } from './managers.ts';
import { Phase, sendOff, type GolazoState } from './state.ts';
import {
  cell,
  counter,
  kickedOff,
  newMatch,
  play,
  put,
  rollOutcome,
  withDice,
} from './scenario.ts';

const rounded = (p: number): number => Math.round(p * 1e9) / 1e9;

/** The chance of each result in words, added up as a board adds them. */
function oddsByText(outcomes: readonly ActionOutcome[] | undefined): Record<string, number> {
  const odds: Record<string, number> = {};
  for (const { p, text } of outcomes ?? []) odds[text ?? ''] = (odds[text ?? ''] ?? 0) + p;
  for (const text of Object.keys(odds)) odds[text] = rounded(odds[text] ?? 0);
  return odds;
}

const outcomesOf = (s: GolazoState, seat: number, action: number): readonly ActionOutcome[] =>
  golazo.actionInfo(s, seat, action).outcomes ?? [];

/** The Reds on the ball in a cross zone of the Blues' half with `met` numbered spaces taken. */
function crossing(met: readonly string[]): GolazoState {
  const s = kickedOff({}, 2, 1);
  const runners = ['r10', 'r8', 'r6', 'r4', 'r5', 'r2'];
  put(s, { r9: 'a12' });
  met.forEach((space, i) => {
    put(s, { [runners[i] as string]: space });
  });
  s.carrier = counter('r9');
  play(s, 0, moveAction(counter('r9'), cell('a13')));
  assert.equal(s.phase, Phase.KeyEvent);
  return s;
}

describe('Golazo: the odds of every roll, in words (ActionInfo.outcomes)', () => {
  it('GZ-3.2: the start roll: each team kicks off one time in two', () => {
    const s = newMatch();
    assert.deepEqual(oddsByText(outcomesOf(s, 0, ROLL)), {
      'the Reds kick off': 0.5,
      'the Blues kick off': 0.5,
    });
  });

  it('GZ-4.2, GZ-4.4: a turn roll: each team wins one in three and rolls G one in six', () => {
    const s = kickedOff({}, 2, 1);
    play(s, 0, END);
    assert.equal(s.phase, Phase.Roll);
    const seat = golazo.actors(s)[0] as number;
    assert.deepEqual(oddsByText(outcomesOf(s, seat, ROLL)), {
      'the Reds win the roll': 0.333333333,
      'the Blues win the roll': 0.333333333,
      'the Reds roll G: a card': 0.166666667,
      'the Blues roll G: a card': 0.166666667,
    });
    // GZ-10.4: classic dice in stoppage time: no G.
    s.classic = true;
    assert.deepEqual(oddsByText(outcomesOf(s, seat, ROLL)), {
      'the Reds win the roll': 0.5,
      'the Blues win the roll': 0.5,
    });
    // Each result says what its pair of faces does.
    const outcomes = outcomesOf(s, seat, ROLL);
    assert.equal(outcomes[rollOutcome(0, 3)]?.text, 'the Blues win the roll');
  });

  it('GZ-3.3: the kick-off die gives 1 to 6 moves, one time in six each', () => {
    const s = newMatch();
    play(s, 0, ROLL, rollOutcome(5, 0));
    const outcomes = outcomesOf(s, 0, CHOOSE + counter('r9'));
    assert.deepEqual(
      outcomes.map((o) => o.text),
      ['1 move', '2 moves', '3 moves', '4 moves', '5 moves', '6 moves'],
    );
    assert.ok(outcomes.every((o) => Math.abs(o.p - 1 / 6) < 1e-12));
  });

  it('GZ-8.3: a high clearance: who gets the ball for each total of two dice', () => {
    const s = kickedOff({}, 2, 1);
    s.phase = Phase.Clearance;
    s.actingTeam = 0;
    s.carrier = counter('r1');
    const outcomes = outcomesOf(s, 0, CLEAR);
    assert.deepEqual(
      outcomes.map((o) => o.text),
      [
        'to #2',
        'to #3',
        'to #4',
        'to #5',
        'to #6',
        'to #7',
        'to #8',
        'to #9',
        'to #10',
        'to #11',
      ].concat('you choose'),
    );
    assert.deepEqual(
      outcomes.map((o) => Math.round(o.p * 36)),
      [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1],
    );
    // GZ-13.2: a shirt sent off hands the ball across; with neither on the pitch, roll again.
    sendOff(s, counter('r7'));
    sendOff(s, counter('r8'));
    sendOff(s, counter('b8'));
    const odds = oddsByText(outcomesOf(s, 0, CLEAR));
    assert.equal(odds['to the Blues’ #7'], rounded(6 / 36));
    assert.equal(odds['rolled again'], rounded(5 / 36));
    assert.equal(odds['to #7'], undefined);
    // The results are the dice's: a 9 gives the Reds' 9 the ball.
    play(s, 0, CLEAR, 9 - 2);
    assert.equal(s.carrier, counter('r9'));
  });

  it('GZ-7.3: a cross scores unless every die misses the numbered spaces taken', () => {
    const empty = crossing([]);
    assert.deepEqual(oddsByText(outcomesOf(empty, 0, CROSS)), { 'the keeper has the ball': 1 });
    // a13 shows 3 dice; spaces 5 and 2 taken: 1 − (4/6)³ = 19/27.
    const s = crossing(['e12', 'e13']);
    const odds = oddsByText(outcomesOf(s, 0, CROSS));
    assert.deepEqual(odds, {
      'a goal': rounded(19 / 27),
      'the keeper has the ball': rounded(8 / 27),
    });
    const goal = crossing(['e12', 'e13']);
    play(goal, 0, CROSS, 0);
    assert.deepEqual(goal.scores, [1, 0]);
    const saved = crossing(['e12', 'e13']);
    const events = play(saved, 0, CROSS, 1);
    assert.deepEqual(saved.scores, [0, 0]);
    const faces = events.find((e) => e.kind === 'cross')?.data?.faces as number[];
    assert.equal(faces.length, 3);
    assert.ok(
      faces.every((face) => face !== 2 && face !== 5),
      'every die misses',
    );
  });

  it('GZ-7.3: a cross’s stated odds are the share of all its dice’s faces that score', () => {
    for (const met of [['e12'], ['e12', 'e13'], ['d13', 'e12', 'f12']]) {
      const stated = oddsByText(outcomesOf(crossing(met), 0, CROSS))['a goal'];
      let goals = 0;
      // a13 shows 3 dice: every one of the 6³ throws, each as likely.
      for (let throwIndex = 0; throwIndex < 216; throwIndex++) {
        const s = withDice(crossing(met), [
          throwIndex % 6,
          Math.floor(throwIndex / 6) % 6,
          Math.floor(throwIndex / 36),
        ]);
        play(s, 0, CROSS);
        goals += s.scores[0] as number;
      }
      assert.equal(stated, rounded(goals / 216), `spaces ${met.join(', ')}`);
    }
  });

  it('GZ-13.5: Re-roll: the die again, its face the moves and a G none', () => {
    const s = newMatch({ managers: true });
    play(s, 0, MANAGER + 1); // The Motivator: Extra Legs, Re-roll, Super Sub
    play(s, 1, MANAGER + 0);
    play(s, 0, ROLL, rollOutcome(5, 0));
    play(s, 0, CHOOSE + counter('r9'), 2);
    const reroll = ABILITY + Ability.Reroll;
    assert.deepEqual(
      outcomesOf(s, 0, reroll).map((o) => o.text),
      ['1 move', '2 moves', '3 moves', '4 moves', '5 moves', 'no moves'],
    );
    play(s, 0, reroll, 3);
    assert.equal(s.movesLeft, 4);
  });
});
