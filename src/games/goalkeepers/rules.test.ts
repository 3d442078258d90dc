/** One test or more for every numbered rule of rules.md, with scripted dice. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChecked } from '../../core/checked.ts';
import type { Action, GameEvent } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { seatRef } from '../../core/seat-words.ts';
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
import { GOALKEEPERS_FACTS } from './facts.ts';
import { newGame, resolveRoll, roll } from './rules.ts';
import { Phase, type GoalkeepersState } from './state.ts';

function game(seats: number, rounds = 3): GoalkeepersState {
  return newGame(seats, rounds, Rng.fromSeed(`rules-${seats}`));
}

/** Scripted roll for the current player: counts of TEAM, GOAL, PENALTY, SHOOT-OUT. */
function rollFaces(
  s: GoalkeepersState,
  team: number,
  goal: number,
  penalty: number,
  shootOut: number,
): GameEvent[] {
  assert.equal(
    team + goal + penalty + shootOut,
    s.hand[s.current],
    'a script rolls every die in hand',
  );
  const events: GameEvent[] = [];
  resolveRoll(s, team, goal, penalty, shootOut, events);
  return events;
}

function play(s: GoalkeepersState, action: Action): GameEvent[] {
  const seat = goalkeepers.actors(s)[0] ?? -1;
  const played = applyChecked(goalkeepers, s, seat, action);
  assert.ok(played.ok, played.ok ? '' : played.error.message);
  return played.value;
}

describe('GK-1 the dice and the aim', () => {
  it('GK-1.1: a die shows TEAM half the time and each other face a sixth of the time', () => {
    const s = game(2);
    const counts = { team: 0, goal: 0, penalty: 0, shootOut: 0 };
    const rolls = 60_000;
    for (let i = 0; i < rolls; i++) {
      s.current = 0;
      s.hand[0] = 1;
      s.challenger = -1;
      s.table.fill(0);
      roll(s);
      counts.team += s.roll.team;
      counts.goal += s.roll.goal;
      counts.penalty += s.roll.penalty;
      counts.shootOut += s.roll.shootOut;
      s.phase = Phase.Roll;
    }
    // Four standard errors of a binomial proportion.
    const near = (n: number, p: number) =>
      Math.abs(n / rolls - p) < 4 * Math.sqrt((p * (1 - p)) / rolls);
    assert.ok(near(counts.team, 1 / 2), `TEAM ${counts.team}`);
    assert.ok(near(counts.goal, 1 / 6), `GOAL ${counts.goal}`);
    assert.ok(near(counts.penalty, 1 / 6), `PENALTY ${counts.penalty}`);
    assert.ok(near(counts.shootOut, 1 / 6), `SHOOT-OUT ${counts.shootOut}`);
  });

  it('GK-1.2: the most points after the last round wins', () => {
    const s = game(2);
    s.points[0] = 1;
    s.points[1] = 2;
    s.round = 3;
    s.hand[0] = 1;
    rollFaces(s, 0, 0, 1, 0); // seat 1 passes its last die: round 3 ends, tied 0-0 in goals
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(goalkeepers.outcome(s), { scores: [1, 2], places: [2, 1] });
  });
});

describe('GK-2 setting up', () => {
  it('GK-2.1: dice in hand by number of players', () => {
    assert.deepEqual(game(2).hand, [6, 6]);
    assert.deepEqual(game(3).hand, [6, 6, 6]);
    assert.deepEqual(game(4).hand, [5, 5, 5, 5]);
    assert.deepEqual(game(5).hand, [4, 4, 4, 4, 4]);
  });

  it('GK-2.2: 3 to 5 rounds, 3 by default', () => {
    const schema = GOALKEEPERS_FACTS.options;
    assert.deepEqual(schema.parse({}), { rounds: 3, reward: 'choice', starter: 'drawn' });
    assert.deepEqual(schema.parse({ rounds: 5 }), {
      rounds: 5,
      reward: 'choice',
      starter: 'drawn',
    });
    assert.ok(!schema.safeParse({ rounds: 2 }).success);
    assert.ok(!schema.safeParse({ rounds: 6 }).success);
    assert.ok(!schema.safeParse({ rounds: 4.5 }).success);
    assert.ok(!schema.safeParse({ overtime: true }).success, 'unknown options are refused');
  });

  it('GK-2.3: the starter is drawn, every seat alike; the first-seat option starts seat 1', () => {
    for (const seats of [2, 3, 5]) {
      const starts = new Array<number>(seats).fill(0);
      const games = 3000;
      for (let i = 0; i < games; i++) {
        const options = GOALKEEPERS_FACTS.options.parse({});
        const s = goalkeepers.setup(options, seats, Rng.fromSeed(`starter-${seats}-${i}`));
        const [starter] = goalkeepers.actors(s);
        starts[starter ?? -1] = (starts[starter ?? -1] ?? 0) + 1;
        const firstSeat = GOALKEEPERS_FACTS.options.parse({ starter: 'first-seat' });
        const t = goalkeepers.setup(firstSeat, seats, Rng.fromSeed(`starter-${seats}-${i}`));
        assert.deepEqual(goalkeepers.actors(t), [0]);
      }
      const expected = games / seats;
      const spread = 4 * Math.sqrt(expected * (1 - 1 / seats));
      for (const count of starts)
        assert.ok(Math.abs(count - expected) < spread, `${seats} seats: ${starts.join(' ')}`);
    }
  });

  it('GK-2.3: play passes in seat order from the starter', () => {
    const s = game(3);
    assert.deepEqual(goalkeepers.actors(s), [0]);
    rollFaces(s, 6, 0, 0, 0);
    play(s, DECLINE_STEAL);
    assert.equal(s.current, 1);
    rollFaces(s, 6, 0, 0, 0);
    play(s, DECLINE_STEAL);
    assert.equal(s.current, 2);
  });
});

describe('GK-3 a turn', () => {
  it('GK-3.1: a turn starts with rolling every die in hand', () => {
    const s = game(2);
    assert.deepEqual(goalkeepers.legalActions(s, 0), [ROLL]);
    assert.equal(goalkeepers.actionLabel(s, 0, ROLL), 'Roll 6 dice');
    const events = play(s, ROLL);
    const r = s.roll;
    assert.equal(r.team + r.goal + r.penalty + r.shootOut, 6);
    assert.equal(events[0]?.kind, 'roll');
  });

  it('GK-3.2 and GK-3.3: TEAM dice back to hand, GOAL dice kept', () => {
    const s = game(2);
    rollFaces(s, 4, 2, 0, 0);
    assert.equal(s.hand[0], 4);
    assert.equal(s.kept[0], 2);
    assert.equal(s.current, 1, 'the turn is over');
  });

  it('GK-3.4: with 2 players every PENALTY die goes to the opponent, unasked', () => {
    const s = game(2);
    rollFaces(s, 3, 0, 3, 0);
    assert.deepEqual(s.hand, [3, 9]);
    assert.equal(s.phase, Phase.Roll);
  });

  it('GK-3.4: with more players the roller shares PENALTY dice one at a time, as it likes', () => {
    const s = game(3);
    rollFaces(s, 4, 0, 2, 0);
    assert.equal(s.phase, Phase.Pass);
    assert.deepEqual(goalkeepers.legalActions(s, 0), [passTo(1), passTo(2)]);
    play(s, passTo(2));
    assert.equal(s.phase, Phase.Pass);
    play(s, passTo(2));
    assert.deepEqual(s.hand, [4, 6, 8]);
    assert.equal(s.current, 1);
  });

  it('GK-3.5: with no challenge waiting, SHOOT-OUT dice stay on the table as a challenge', () => {
    const s = game(2);
    rollFaces(s, 4, 0, 0, 2);
    assert.deepEqual(s.table, [2, 0]);
    assert.equal(s.challenger, 0);
    assert.equal(s.hand[0], 4);
  });

  it('GK-3.6: dice on the table are not in hand, so leaving all of them there ends the round', () => {
    const s = game(2);
    rollFaces(s, 0, 2, 0, 4);
    assert.equal(s.round, 2, 'seat 1 had no dice in hand: round 1 ended');
    assert.deepEqual(s.points, [1, 0]);
  });
});

describe('GK-4 the shoot-out challenge', () => {
  it('GK-4.1: the next player answers after TEAM, GOAL and PENALTY, even with no SHOOT-OUT dice', () => {
    const s = game(2);
    rollFaces(s, 4, 0, 0, 2); // seat 1 challenges with 2
    s.kept[1] = 1;
    rollFaces(s, 3, 1, 2, 0); // seat 2 answers with 0 and loses
    assert.deepEqual(s.table, [0, 0], 'the challenge was answered');
    assert.equal(s.hand[0], 4 + 2 + 2, 'seat 1: TEAM dice, own SHOOT-OUT dice back, penalties');
    assert.equal(s.phase, Phase.Reward);
    assert.deepEqual(goalkeepers.actors(s), [0], 'the winner chooses');
  });

  it('GK-4.2: the higher count wins and both sets of SHOOT-OUT dice go back to hand', () => {
    const s = game(2);
    rollFaces(s, 5, 0, 0, 1);
    const events = rollFaces(s, 3, 0, 0, 3);
    assert.ok(events.some((e) => e.kind === 'shoot-out' && e.seat === 1));
    assert.deepEqual(s.table, [0, 0]);
    assert.equal(s.challenger, -1, "the answerer's dice do not stay on the table");
    assert.deepEqual(s.hand, [5 + 1, 3 + 3]);
  });

  it('GK-4.3: the TEAM reward moves 2 dice from hand to hand', () => {
    const s = game(2);
    rollFaces(s, 4, 1, 0, 1);
    rollFaces(s, 2, 1, 0, 3);
    assert.equal(s.phase, Phase.Reward);
    assert.deepEqual(goalkeepers.legalActions(s, 1), [TAKE_TEAM, TAKE_GOAL, DECLINE_REWARD]);
    assert.equal(goalkeepers.actionLabel(s, 1, TAKE_TEAM), `Take 2 TEAM dice from ${seatRef(0)}`);
    play(s, TAKE_TEAM);
    assert.deepEqual(s.hand, [5 - 2, 5 + 2]);
    assert.deepEqual(s.kept, [1, 1]);
  });

  it('GK-4.3: the GOAL reward takes a kept goal, which becomes a plain die in hand', () => {
    const s = game(2);
    rollFaces(s, 4, 1, 0, 1);
    rollFaces(s, 2, 1, 0, 3);
    play(s, TAKE_GOAL);
    assert.deepEqual(s.kept, [0, 1], 'the winner keeps no extra goal');
    assert.deepEqual(s.hand, [5, 6]);
    assert.equal(s.current, 0, 'the turn passed on');
  });

  it('GK-4.4: with nothing kept, the winner takes the TEAM dice or declines', () => {
    const s = game(2);
    s.hand[0] = 2;
    rollFaces(s, 1, 0, 0, 1); // seat 1 keeps 1 die in hand, challenges with 1
    rollFaces(s, 4, 0, 0, 2); // seat 2 wins 2-1; seat 1 holds 2 dice, kept none
    assert.equal(s.phase, Phase.Reward);
    assert.deepEqual(goalkeepers.legalActions(s, 1), [TAKE_TEAM, DECLINE_REWARD]);
    const taken = play(goalkeepers.clone(s), TAKE_TEAM);
    assert.ok(
      taken.some(
        (e) =>
          e.kind === 'reward' && e.text === `${seatRef(1)} takes 2 TEAM dice from ${seatRef(0)}.`,
      ),
    );
    const t = goalkeepers.clone(s);
    play(t, TAKE_TEAM);
    assert.equal(t.round, 2, 'seat 1 was left with no dice: the round ended (GK-6.1)');
    assert.equal(t.lastEnder, 0);
  });

  it('GK-4.4: declining the reward moves nothing and ends the turn', () => {
    const s = game(3);
    rollFaces(s, 4, 1, 0, 1);
    rollFaces(s, 4, 0, 0, 2); // seat 2 wins 2-1 and could strip seat 1
    const hands = s.hand.slice();
    const kept = s.kept.slice();
    assert.equal(goalkeepers.actionLabel(s, 1, DECLINE_REWARD), 'Take no reward');
    const events = play(s, DECLINE_REWARD);
    assert.ok(
      events.some((e) => e.kind === 'reward' && e.text === `${seatRef(1)} takes no reward.`),
    );
    assert.deepEqual(s.hand, hands);
    assert.deepEqual(s.kept, kept);
    assert.equal(s.current, 2);
    assert.equal(s.phase, Phase.Roll);
  });

  it('GK-4.4: declining keeps the round going where taking would hand the loser the bonus', () => {
    const s = game(3);
    s.hand[0] = 2;
    rollFaces(s, 1, 0, 0, 1); // seat 1 keeps 1 die, challenges with 1
    rollFaces(s, 4, 0, 0, 2); // seat 2 wins 2-1; seat 1 holds exactly 2 dice
    const taking = goalkeepers.clone(s);
    play(taking, TAKE_TEAM);
    assert.equal(taking.lastEnder, 0, 'taking both dice ends the round, and seat 1 ended it');
    play(s, DECLINE_REWARD);
    assert.equal(s.round, 1);
    assert.equal(s.hand[0], 2);
  });

  it('GK-4.4: with nothing in hand and nothing kept there is no reward', () => {
    const s = game(2);
    rollFaces(s, 5, 0, 0, 1);
    const events = rollFaces(s, 0, 0, 6, 0); // seat 2 passes everything, loses 0-1
    // The event is the winner's (seat 1), and its words say so, not only the empty-handed loser.
    assert.deepEqual(
      events.filter((e) => e.kind === 'reward'),
      [
        {
          kind: 'reward',
          seat: 0,
          text: `${seatRef(0)} takes no reward: ${seatRef(1)} has nothing to take.`,
        },
      ],
    );
    assert.equal(s.round, 2, 'seat 2 ends the round with an empty hand');
  });

  it('GK-4.4: a loser with one die in hand and a kept goal still offers the choice', () => {
    const s = game(2);
    s.hand[0] = 3;
    rollFaces(s, 1, 1, 0, 1);
    s.hand[1] = 2;
    rollFaces(s, 0, 0, 0, 2); // seat 2 wins 2-1: seat 1 holds 1 + 1 returned
    assert.equal(s.phase, Phase.Reward);
    assert.deepEqual(goalkeepers.legalActions(s, 1), [TAKE_TEAM, TAKE_GOAL, DECLINE_REWARD]);
    assert.equal(goalkeepers.actionLabel(s, 1, TAKE_TEAM), `Take 2 TEAM dice from ${seatRef(0)}`);
  });

  it('GK-4.5: a tied shoot-out gives no reward', () => {
    const s = game(2);
    rollFaces(s, 4, 0, 0, 2);
    const events = rollFaces(s, 4, 0, 0, 2);
    assert.ok(events.some((e) => e.kind === 'shoot-out' && e.text.includes('tie')));
    assert.deepEqual(s.hand, [6, 6]);
    assert.equal(s.current, 0);
  });

  it('GK-4.6: answering the challenge completes the turn', () => {
    const s = game(3);
    rollFaces(s, 4, 1, 0, 1);
    rollFaces(s, 4, 0, 0, 2);
    assert.equal(s.phase, Phase.Reward);
    play(s, TAKE_TEAM);
    assert.equal(s.current, 2);
    assert.equal(s.phase, Phase.Roll);
    assert.equal(s.challenger, -1);
  });
});

describe('GK-5 full team steal', () => {
  it('GK-5.1: an all-TEAM roll may steal a die from an opponent, or decline', () => {
    const s = game(3);
    s.hand[2] = 0; // nobody may steal from an empty hand
    rollFaces(s, 6, 0, 0, 0);
    assert.equal(s.phase, Phase.Steal);
    assert.deepEqual(goalkeepers.legalActions(s, 0), [DECLINE_STEAL, stealFrom(1)]);
    play(s, stealFrom(1));
    assert.deepEqual(s.hand, [7, 5, 0]);
  });

  it('GK-5.1: there is no steal with 2 players', () => {
    const s = game(2);
    rollFaces(s, 6, 0, 0, 0);
    assert.equal(s.phase, Phase.Roll);
    assert.equal(s.current, 1);
  });

  it('GK-5.2: the steal comes before the shoot-out', () => {
    const s = game(3);
    rollFaces(s, 4, 0, 0, 2); // seat 1 challenges with 2
    s.kept[1] = 1;
    rollFaces(s, 6, 0, 0, 0); // seat 2: all TEAM, must answer with 0
    assert.equal(s.phase, Phase.Steal);
    assert.equal(s.challenger, 0, 'the challenge still waits');
    play(s, stealFrom(2));
    assert.equal(s.challenger, -1, 'then the challenge is answered');
    assert.deepEqual(goalkeepers.actors(s), [0]);
  });
});

describe('GK-6 the end of a round', () => {
  it('GK-6.1: at the end of a turn with no dice in hand', () => {
    const s = game(2);
    rollFaces(s, 0, 3, 3, 0);
    assert.equal(s.round, 2);
    assert.equal(s.lastEnder, 0);
  });

  it('GK-6.1: after a steal takes the last die; a waiting challenge lapses', () => {
    const s = game(3);
    s.hand[2] = 1;
    rollFaces(s, 4, 0, 0, 2);
    rollFaces(s, 6, 0, 0, 0);
    play(s, stealFrom(2));
    assert.equal(s.round, 2);
    assert.equal(s.lastEnder, 2);
    assert.equal(s.challenger, -1);
    assert.deepEqual(s.table, [0, 0, 0]);
  });

  it('GK-6.1: after losing a shoot-out', () => {
    const s = game(3);
    rollFaces(s, 4, 1, 0, 1);
    s.hand[1] = 3;
    rollFaces(s, 0, 0, 1, 2);
    play(s, passTo(2)); // seat 2 won 2-1, seat 1 holds 5
    play(s, TAKE_TEAM);
    assert.equal(s.round, 1);
    // Now a loser with exactly two dice is emptied by the TEAM reward.
    const t = game(3);
    t.hand[0] = 3;
    rollFaces(t, 1, 1, 0, 1); // seat 1 holds 1, has a goal, challenges with 1
    rollFaces(t, 3, 0, 0, 3);
    assert.equal(t.phase, Phase.Reward);
    play(t, TAKE_TEAM);
    assert.equal(t.round, 2);
    assert.equal(t.lastEnder, 0);
  });

  it('GK-6.2: the player left without dice ends the round and earns the bonus, even when robbed', () => {
    const s = game(3);
    s.hand[2] = 1;
    s.kept[0] = 2;
    rollFaces(s, 6, 0, 0, 0);
    play(s, stealFrom(2));
    // Seat 1: 3 (first) ; seats 2 and 3 tie on 0 for second: 2 each; seat 3 +1 bonus.
    assert.deepEqual(s.points, [3, 2, 3]);
  });
});

describe('GK-7 scoring a round', () => {
  it('GK-7.1: 3, 2, 1, 0, 0 by goals kept', () => {
    const s = game(5);
    s.kept.splice(0, 5, 4, 3, 2, 1, 0);
    s.hand[0] = 1;
    rollFaces(s, 0, 1, 0, 0); // seat 1 keeps a 5th goal and ends the round
    assert.deepEqual(s.points, [3 + 1, 2, 1, 0, 0]);
  });

  it('GK-7.2: equal goals share a place and its points; the places below are skipped', () => {
    const s = game(4);
    s.kept.splice(0, 4, 2, 2, 1, 0);
    s.hand[0] = 1;
    rollFaces(s, 0, 0, 0, 1); // seat 1 leaves its last die on the table
    assert.deepEqual(s.points, [3 + 1, 3, 1, 0]);
  });

  it('GK-7.3: the bonus point goes to the player who ended the round', () => {
    const s = game(3);
    s.hand[0] = 1;
    rollFaces(s, 0, 0, 1, 0);
    play(s, passTo(1));
    assert.deepEqual(s.points, [3 + 1, 3, 3], 'all tied first on 0 goals; seat 1 has the bonus');
  });

  it('GK-7.4: with 2 players one point for more goals, none for a tie, no bonus', () => {
    const s = game(2);
    s.kept[1] = 1;
    s.hand[0] = 1;
    rollFaces(s, 0, 1, 0, 0);
    assert.deepEqual(s.points, [0, 0], 'tied 1-1: nobody scores');
    assert.equal(s.current, 0, 'seat 1 ended round 1 and starts round 2');
    s.kept[1] = 1;
    s.hand[0] = 1;
    rollFaces(s, 0, 0, 1, 0);
    assert.deepEqual(
      s.points,
      [0, 1],
      'seat 2 kept more goals; seat 1 ended the round but has no bonus',
    );
  });
});

describe('GK-8 the next round', () => {
  it('GK-8.1: a new round reverses the direction and deals the dice out again', () => {
    const s = game(4);
    s.kept[2] = 2;
    s.table[3] = 0;
    s.hand[0] = 1;
    rollFaces(s, 0, 0, 0, 1);
    assert.equal(s.round, 2);
    assert.equal(s.direction, -1);
    assert.deepEqual(s.hand, [5, 5, 5, 5]);
    assert.deepEqual(s.kept, [0, 0, 0, 0]);
    assert.deepEqual(s.table, [0, 0, 0, 0]);
    rollFaces(s, 5, 0, 0, 0);
    play(s, DECLINE_STEAL);
    assert.equal(s.current, 3, 'play now passes in reverse seat order');
  });

  it('GK-8.2: the player who ended the previous round starts the next', () => {
    const s = game(3);
    rollFaces(s, 6, 0, 0, 0);
    play(s, DECLINE_STEAL);
    s.hand[1] = 1;
    rollFaces(s, 0, 1, 0, 0);
    assert.equal(s.round, 2);
    assert.equal(s.current, 1);
  });
});

describe('GK-9 the end of the game', () => {
  it('GK-9.1: the game ends after the agreed rounds when one player leads', () => {
    const s = game(3, 4);
    s.round = 4;
    s.hand[0] = 1;
    rollFaces(s, 0, 1, 0, 0);
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(goalkeepers.actors(s), []);
  });

  it('GK-9.2: a shared lead brings a tie-breaker round with 3 dice each', () => {
    const s = game(2);
    s.round = 3;
    s.points.splice(0, 2, 1, 1);
    s.hand[0] = 1;
    rollFaces(s, 0, 0, 1, 0); // tied round: no points
    assert.equal(s.phase, Phase.Roll);
    assert.equal(s.round, 4);
    assert.deepEqual(s.hand, [3, 3]);
    assert.ok(goalkeepers.view(s, 0).tieBreaker);
  });

  it('GK-9.3: a tied tie-breaker brings another; a decided one ends the game', () => {
    const s = game(2);
    s.round = 4;
    s.points.splice(0, 2, 1, 1);
    s.hand[0] = 1;
    rollFaces(s, 0, 0, 1, 0);
    assert.equal(s.round, 5, 'still tied: another tie-breaker');
    s.hand[s.current] = 1;
    s.kept[s.current] = 1;
    rollFaces(s, 0, 0, 1, 0);
    assert.equal(s.phase, Phase.Over);
  });

  it('GK-9.4: places follow the totals; lower places may stay shared', () => {
    const s = game(4);
    s.round = 3;
    s.points.splice(0, 4, 0, 0, 0, 5);
    s.kept.splice(0, 4, 0, 0, 0, 0);
    s.hand[0] = 1;
    rollFaces(s, 0, 0, 0, 1); // all tie on goals: 3 each, seat 1 +1
    assert.equal(s.phase, Phase.Over);
    assert.deepEqual(goalkeepers.outcome(s), { scores: [4, 3, 3, 8], places: [2, 3, 3, 1] });
  });
});
