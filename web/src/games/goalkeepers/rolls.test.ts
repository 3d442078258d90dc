import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../../protocol.ts';
import { lastRoll, rollsBySeat } from './rolls.ts';

const rolled = (seat: number, team: number): GameEvent => ({
  kind: 'roll',
  text: `Seat ${seat + 1} rolls.`,
  seat,
  data: { team, goal: 1, penalty: 0, shootOut: 0 },
});
const said: GameEvent = { kind: 'shoot-out', text: 'Shoot-out.' };

describe('Goalkeepers rolls by player', () => {
  it('keeps your roll after the bot has rolled', () => {
    const log = [rolled(0, 4), said, rolled(1, 2)];
    const bySeat = rollsBySeat(log, 2);
    assert.equal(bySeat[0]?.rolls[0]?.roll.team, 4);
    assert.equal(bySeat[1]?.rolls[0]?.roll.team, 2);
    assert.equal(lastRoll(log)?.seat, 1);
  });

  it('keeps the latest few, newest first', () => {
    const log = [1, 2, 3, 4].map((team) => rolled(0, team));
    assert.deepEqual(
      rollsBySeat(log, 2, 3)[0]?.rolls.map((r) => r.roll.team),
      [4, 3, 2],
    );
    assert.deepEqual(rollsBySeat(log, 2)[1]?.rolls, []);
    assert.equal(lastRoll([said]), null);
  });

  it("keeps a seat's last round in view, marked, until it rolls in the new one (GK-8.1)", () => {
    const newRound = (round: number): GameEvent => ({
      kind: 'round-start',
      text: `Round ${round} begins with 6 dice each; Seat 2 starts.`,
      seat: 1,
    });
    const log = [rolled(0, 6), newRound(2), rolled(0, 4), rolled(1, 2), newRound(3)];
    const teams = (seats: ReturnType<typeof rollsBySeat>) =>
      seats.map((s) => ({ teams: s.rolls.map((r) => r.roll.team), lastRound: s.lastRound }));
    // The roll that ended round 2 stays readable; round 1's roll is gone for good.
    assert.deepEqual(teams(rollsBySeat(log, 2)), [
      { teams: [4], lastRound: true },
      { teams: [2], lastRound: true },
    ]);
    // The bot opens round 3: its new roll replaces its old ones; yours stays until you roll.
    assert.deepEqual(teams(rollsBySeat([...log, rolled(1, 5)], 2)), [
      { teams: [4], lastRound: true },
      { teams: [5], lastRound: false },
    ]);
    assert.deepEqual(teams(rollsBySeat([...log, rolled(1, 5), rolled(0, 1)], 2)), [
      { teams: [1], lastRound: false },
      { teams: [5], lastRound: false },
    ]);
  });
});
