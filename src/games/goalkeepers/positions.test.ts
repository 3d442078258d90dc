/**
 * Legal actions in named positions: a table any change to move generation or to the action
 * codes must keep (or explain). Each position is reached with scripted dice from a new game,
 * or arranged field by field where the dice to reach it would say nothing (a reward waiting).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import {
  DECLINE_REWARD,
  DECLINE_STEAL,
  ROLL,
  TAKE_GOAL,
  TAKE_TEAM,
  passTo,
  stealFrom,
} from './actions.ts';
import { goalkeepers } from './engine.ts';
import { newGame, resolveRoll } from './rules.ts';
import { Phase, type GoalkeepersState } from './state.ts';

interface Position {
  readonly name: string;
  readonly state: () => GoalkeepersState;
  /** Whose decision it is. */
  readonly seat: Seat;
  /** That seat's legal actions, in the engine's ascending order. */
  readonly legal: readonly Action[];
}

const start = (seats: number): GoalkeepersState =>
  newGame(seats, 3, Rng.fromSeed(`positions-${seats}`));

/** A new game after the first player's scripted roll: TEAM, GOAL, PENALTY, SHOOT-OUT dice. */
function rolled(seats: number, faces: readonly [number, number, number, number]) {
  return (): GoalkeepersState => {
    const s = start(seats);
    resolveRoll(s, ...faces);
    return s;
  };
}

/** A shoot-out's winner (seat 1) choosing a reward from the loser (seat 0). */
function reward(loserHand: number, loserKept: number, rewardOptional = true) {
  return (): GoalkeepersState => {
    const s = newGame(3, 3, Rng.fromSeed('positions-reward'), rewardOptional);
    s.current = 1;
    s.phase = Phase.Reward;
    s.rewardWinner = 1;
    s.rewardLoser = 0;
    s.hand[0] = loserHand;
    s.kept[0] = loserKept;
    return s;
  };
}

const POSITIONS: readonly Position[] = [
  { name: 'GK-3.1: the first turn rolls', state: () => start(2), seat: 0, legal: [ROLL] },
  {
    name: 'GK-3.4: two PENALTY dice at 2 players go over at once, the next player rolls',
    state: rolled(2, [2, 2, 2, 0]),
    seat: 1,
    legal: [ROLL],
  },
  {
    name: 'GK-3.4: PENALTY dice at 4 players, passed one at a time to any opponent',
    state: rolled(4, [1, 1, 3, 0]),
    seat: 0,
    legal: [passTo(1), passTo(2), passTo(3)],
  },
  {
    name: 'GK-5.1: all TEAM at 3 players, a steal from either opponent or none',
    state: rolled(3, [6, 0, 0, 0]),
    seat: 0,
    legal: [DECLINE_STEAL, stealFrom(1), stealFrom(2)],
  },
  {
    name: 'GK-5.1: all TEAM at 5 players, a steal from any of four opponents or none',
    state: rolled(5, [4, 0, 0, 0]),
    seat: 0,
    legal: [DECLINE_STEAL, stealFrom(1), stealFrom(2), stealFrom(3), stealFrom(4)],
  },
  {
    name: 'GK-5: all TEAM at 2 players steals nothing, the next player rolls',
    state: rolled(2, [6, 0, 0, 0]),
    seat: 1,
    legal: [ROLL],
  },
  {
    name: 'GK-4.3, GK-4.4: a reward from a loser with dice and kept goals, or none',
    state: reward(3, 1),
    seat: 1,
    legal: [TAKE_TEAM, TAKE_GOAL, DECLINE_REWARD],
  },
  {
    name: 'GK-4.4: a loser with no kept goal offers only TEAM dice, or nothing',
    state: reward(1, 0),
    seat: 1,
    legal: [TAKE_TEAM, DECLINE_REWARD],
  },
  {
    name: 'GK-4.4: a loser with nothing to take leaves only declining',
    state: reward(0, 0),
    seat: 1,
    legal: [DECLINE_REWARD],
  },
  {
    name: "GK-4.4: version 1.0.0's compulsory reward cannot be declined",
    state: reward(3, 1, false),
    seat: 1,
    legal: [TAKE_TEAM, TAKE_GOAL],
  },
];

describe('Goalkeepers positions', () => {
  for (const position of POSITIONS) {
    it(`${position.name}: ${position.legal.length} legal`, () => {
      const s = position.state();
      assert.deepEqual([...goalkeepers.actors(s)], [position.seat]);
      assert.deepEqual(goalkeepers.legalActions(s, position.seat), position.legal);
      // Nobody else has anything to do.
      for (let seat = 0; seat < s.seats; seat++)
        if (seat !== position.seat) assert.deepEqual(goalkeepers.legalActions(s, seat), []);
    });
  }
});
