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
    assert.equal(bySeat[0]?.[0]?.roll.team, 4);
    assert.equal(bySeat[1]?.[0]?.roll.team, 2);
    assert.equal(lastRoll(log)?.seat, 1);
  });

  it('keeps the latest few, newest first', () => {
    const log = [1, 2, 3, 4].map((team) => rolled(0, team));
    assert.deepEqual(
      rollsBySeat(log, 2, 3)[0]?.map((r) => r.roll.team),
      [4, 3, 2],
    );
    assert.deepEqual(rollsBySeat(log, 2)[1], []);
    assert.equal(lastRoll([said]), null);
  });

  it('starts every round with no rolls in view (GK-8.1: the dice are dealt out again)', () => {
    const newRound: GameEvent = {
      kind: 'round-start',
      text: 'Round 2 begins with 6 dice each; Seat 2 starts.',
      seat: 1,
    };
    const log = [rolled(0, 4), rolled(1, 2), newRound];
    assert.deepEqual(rollsBySeat(log, 2), [[], []]);
    const later = rollsBySeat([...log, rolled(1, 5)], 2);
    assert.deepEqual(later[0], []);
    assert.deepEqual(
      later[1]?.map((r) => r.roll.team),
      [5],
    );
  });
});
