import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seatRef } from '../../../../src/core/seat-words.ts';
import { rewardDice, sortChoices, targetSeat } from './choices.ts';

describe('Goalkeepers choices by what a click means', () => {
  it("finds the seat a label names, by the engine's placeholder", () => {
    assert.equal(targetSeat(`Pass a PENALTY die to ${seatRef(1)}`, 'Pass a PENALTY die to '), 1);
    assert.equal(
      targetSeat(`Pass a PENALTY die to ${seatRef(1)}!`, 'Pass a PENALTY die to '),
      null,
    );
    assert.equal(targetSeat('Pass a PENALTY die to Seat 2', 'Pass a PENALTY die to '), null);
    assert.equal(targetSeat('Steal nothing', 'Pass a PENALTY die to '), null);
  });

  it('maps passes to receivers (GK-3.4)', () => {
    const c = sortChoices([
      { action: 11, label: `Pass a PENALTY die to ${seatRef(1)}` },
      { action: 12, label: `Pass a PENALTY die to ${seatRef(2)}` },
    ]);
    assert.deepEqual(
      [...c.passTo.entries()].map(([seat, ch]) => [seat, ch.action]),
      [
        [1, 11],
        [2, 12],
      ],
    );
    assert.equal(c.roll, null);
  });

  it('maps a full team steal and declining it (GK-5.1)', () => {
    const c = sortChoices([
      { action: 3, label: 'Steal nothing' },
      { action: 20, label: `Steal a die from ${seatRef(0)}` },
    ]);
    assert.equal(c.stealNothing?.action, 3);
    assert.equal(c.stealFrom.get(0)?.action, 20);
  });

  it('maps the roll and both shoot-out rewards (GK-4.3)', () => {
    const c = sortChoices([
      { action: 0, label: 'Roll 6 dice' },
      { action: 1, label: `Take 1 TEAM die from ${seatRef(1)}` },
      { action: 2, label: `Take a GOAL die from ${seatRef(1)}` },
    ]);
    assert.equal(c.roll?.action, 0);
    assert.equal(c.takeTeam?.action, 1);
    assert.equal(c.takeGoal?.action, 2);
  });

  it('shows as many dice on a reward as it moves (GK-4.4)', () => {
    assert.deepEqual(rewardDice('Take 1 TEAM die from Bo'), ['team']);
    assert.deepEqual(rewardDice('Take 2 TEAM dice from Bo'), ['team', 'team']);
    assert.deepEqual(rewardDice('Take a GOAL die from Bo'), ['goal']);
  });

  it('finds the choice of no reward (GK-4.4)', () => {
    const c = sortChoices([
      { action: 1, label: `Take 2 TEAM dice from ${seatRef(1)}` },
      { action: 4, label: 'Take no reward' },
    ]);
    assert.equal(c.takeNothing?.action, 4);
    assert.equal(c.takeGoal, null);
  });
});
