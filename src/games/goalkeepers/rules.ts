/**
 * The rules of Goalkeepers as state transitions. Every function trusts its caller (the
 * engine checks legality first) and changes the state in place. Events are described only
 * when an `events` array is given, so the bots' and the lab's loop builds no strings.
 */
import type { Action, GameEvent, Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { placesFromScores } from '../../core/seats.ts';
import { seatRef } from '../../core/seat-words.ts';
import { DECLINE_REWARD, TAKE_GOAL, TAKE_TEAM } from './actions.ts';
import { TIEBREAK_DICE, startingDice } from './facts.ts';
import { Phase, type GoalkeepersState, type RollCounts } from './state.ts';
import { FACES, FACE_NAMES } from './vocabulary.ts';

// GK-7.1: points for 1st to 5th place in games of 3 to 5 players.
const PLACE_POINTS = [3, 2, 1, 0, 0] as const;

export function newGame(
  seats: number,
  rounds: number,
  rng: Rng,
  rewardOptional = true,
  drawStarter = false,
): GoalkeepersState {
  const dice = startingDice(seats);
  // GK-2.3: the starter is drawn with the game's own generator, before any die is rolled.
  const starter = drawStarter ? rng.int(seats) : 0;
  return {
    seats,
    rounds,
    rewardOptional,
    rng,
    round: 1,
    direction: 1, // GK-2.3: seat order first
    current: starter, // GK-2.3: the drawn player (or the first seat) starts
    phase: Phase.Roll,
    hand: new Array<number>(seats).fill(dice),
    kept: new Array<number>(seats).fill(0),
    table: new Array<number>(seats).fill(0),
    points: new Array<number>(seats).fill(0),
    challenger: -1,
    roll: { team: 0, goal: 0, penalty: 0, shootOut: 0 },
    rolled: false,
    penaltiesLeft: 0,
    stealPending: false,
    rewardWinner: -1,
    rewardLoser: -1,
    lastEnder: -1,
    turns: 0,
    actorBuffer: [0],
  };
}

/** GK-1.1, GK-3.1: rolls every die in the current player's hand. */
export function roll(s: GoalkeepersState, events?: GameEvent[]): void {
  const dice = s.hand[s.current] as number;
  let team = 0;
  let goal = 0;
  let penalty = 0;
  let shootOut = 0;
  for (let i = 0; i < dice; i++) {
    // Faces 0-2 are TEAM, 3 GOAL, 4 PENALTY, 5 SHOOT-OUT.
    const face = s.rng.int(6);
    if (face < 3) team++;
    else if (face === 3) goal++;
    else if (face === 4) penalty++;
    else shootOut++;
  }
  resolveRoll(s, team, goal, penalty, shootOut, events);
}

/**
 * Deals with a roll's faces (GK-3.2 to GK-3.5) and carries the turn on until it needs a
 * decision or ends. Exported so tests can script the dice.
 */
export function resolveRoll(
  s: GoalkeepersState,
  team: number,
  goal: number,
  penalty: number,
  shootOut: number,
  events?: GameEvent[],
): void {
  const p = s.current;
  const rolledDice = s.hand[p] as number;
  s.roll.team = team;
  s.roll.goal = goal;
  s.roll.penalty = penalty;
  s.roll.shootOut = shootOut;
  s.rolled = true;
  s.turns++;
  if (events) events.push(rollEvent(p, s.roll));
  s.hand[p] = team; // GK-3.2
  (s.kept[p] as number) += goal; // GK-3.3
  if (s.seats === 2) {
    (s.hand[1 - p] as number) += penalty; // GK-3.4: nothing to choose with 2 players
    s.penaltiesLeft = 0;
    if (events && penalty > 0) {
      events.push(
        say('pass', p, `${seatRef(p)} passes ${dice(penalty, 'PENALTY')} to ${seatRef(1 - p)}.`),
      );
    }
  } else {
    s.penaltiesLeft = penalty;
  }
  // GK-5.1: all TEAM, and somebody to steal from.
  s.stealPending = s.seats >= 3 && team === rolledDice && anyOpponentHolds(s, p);
  advance(s, events);
}

/** GK-3.4: passes one PENALTY die to `to`. */
export function passPenalty(s: GoalkeepersState, to: Seat, events?: GameEvent[]): void {
  (s.hand[to] as number)++;
  s.penaltiesLeft--;
  if (events)
    events.push(
      say('pass', s.current, `${seatRef(s.current)} passes a PENALTY die to ${seatRef(to)}.`),
    );
  advance(s, events);
}

/** GK-5.1: steals one die from `from`'s hand, or declines when `from` is -1. */
export function steal(s: GoalkeepersState, from: Seat, events?: GameEvent[]): void {
  const p = s.current;
  s.stealPending = false;
  if (from < 0) {
    if (events) events.push(say('steal', p, `${seatRef(p)} declines the full team steal.`));
    advance(s, events);
    return;
  }
  (s.hand[from] as number)--;
  (s.hand[p] as number)++;
  if (events)
    events.push(say('steal', p, `Full team! ${seatRef(p)} steals a die from ${seatRef(from)}.`));
  if (s.hand[from] === 0) endRound(s, from, events); // GK-6.1: robbed of the last die
  else advance(s, events);
}

/**
 * GK-4.3, GK-4.4: the shoot-out winner takes 2 TEAM dice (TAKE_TEAM) or 1 GOAL die (TAKE_GOAL)
 * from the loser, or takes nothing (DECLINE_REWARD).
 */
export function takeReward(s: GoalkeepersState, choice: Action, events?: GameEvent[]): void {
  const winner = s.rewardWinner;
  const loser = s.rewardLoser;
  s.rewardWinner = -1;
  s.rewardLoser = -1;
  if (choice === DECLINE_REWARD) {
    if (events) events.push(say('reward', winner, `${seatRef(winner)} takes no reward.`));
  } else if (choice === TAKE_GOAL) {
    (s.kept[loser] as number)--;
    (s.hand[winner] as number)++;
    if (events)
      events.push(
        say('reward', winner, `${seatRef(winner)} takes a GOAL die from ${seatRef(loser)}.`),
      );
  } else {
    const taken = Math.min(2, s.hand[loser] as number); // GK-4.4: what there is
    (s.hand[loser] as number) -= taken;
    (s.hand[winner] as number) += taken;
    if (events)
      events.push(
        say(
          'reward',
          winner,
          `${seatRef(winner)} takes ${dice(taken, 'TEAM')} from ${seatRef(loser)}.`,
        ),
      );
  }
  if (s.hand[loser] === 0) endRound(s, loser, events); // GK-6.1: after losing a shoot-out
  else endTurn(s, events);
}

/** Carries the turn on to its next decision, or to its end. */
function advance(s: GoalkeepersState, events?: GameEvent[]): void {
  if (s.stealPending) {
    s.phase = Phase.Steal;
    return;
  }
  if (s.penaltiesLeft > 0) {
    s.phase = Phase.Pass;
    return;
  }
  if (s.challenger >= 0) {
    shootOut(s, events); // GK-4.1: after TEAM, GOAL, PENALTY and a steal
    return;
  }
  // GK-3.5: no challenge to answer, so this player's SHOOT-OUT dice stay on the table.
  const p = s.current;
  if (s.roll.shootOut > 0) {
    s.table[p] = s.roll.shootOut;
    s.challenger = p;
    if (events)
      events.push(
        say(
          'challenge',
          p,
          `${seatRef(p)} leaves ${dice(s.roll.shootOut, 'SHOOT-OUT')} on the table as a challenge.`,
        ),
      );
  }
  endTurn(s, events);
}

/** GK-4.1 to GK-4.6: answers the challenge on the table. */
function shootOut(s: GoalkeepersState, events?: GameEvent[]): void {
  const p = s.current;
  const c = s.challenger;
  const mine = s.roll.shootOut;
  const theirs = s.table[c] as number;
  // GK-4.2: both players' SHOOT-OUT dice go back into their hands.
  (s.hand[p] as number) += mine;
  (s.hand[c] as number) += theirs;
  s.table[c] = 0;
  s.challenger = -1;
  if (mine === theirs) {
    if (events)
      events.push(
        say(
          'shoot-out',
          p,
          `Shoot-out: ${seatRef(p)} and ${seatRef(c)} tie ${mine} to ${theirs}, no reward.`,
        ),
      );
    endTurn(s, events); // GK-4.5
    return;
  }
  const winner = mine > theirs ? p : c;
  const loser = mine > theirs ? c : p;
  if (events) {
    const score = `${Math.max(mine, theirs)} to ${Math.min(mine, theirs)}`;
    events.push(
      say('shoot-out', winner, `Shoot-out: ${seatRef(winner)} beats ${seatRef(loser)}, ${score}.`),
    );
  }
  const teamReward = (s.hand[loser] as number) > 0;
  const goalReward = (s.kept[loser] as number) > 0;
  if (!s.rewardOptional && teamReward !== goalReward) {
    // GK-4.4 under the compulsory reward: the only reward that takes something is taken.
    s.rewardWinner = winner;
    s.rewardLoser = loser;
    takeReward(s, goalReward ? TAKE_GOAL : TAKE_TEAM, events);
  } else if (teamReward || goalReward) {
    s.rewardWinner = winner;
    s.rewardLoser = loser;
    s.phase = Phase.Reward; // GK-4.4: the winner chooses, declining included
  } else {
    if (events)
      events.push(
        say(
          'reward',
          winner,
          `${seatRef(winner)} takes no reward: ${seatRef(loser)} has nothing to take.`,
        ),
      );
    endTurn(s, events);
  }
}

function endTurn(s: GoalkeepersState, events?: GameEvent[]): void {
  const p = s.current;
  if (s.hand[p] === 0) {
    endRound(s, p, events); // GK-6.1: at the end of their own turn
    return;
  }
  s.current = (p + s.direction + s.seats) % s.seats;
  s.phase = Phase.Roll;
  s.rolled = false;
}

/** GK-6 to GK-9: scores the round that `ender` ended, then starts the next or ends the game. */
function endRound(s: GoalkeepersState, ender: Seat, events?: GameEvent[]): void {
  scoreRound(s, ender, events);
  s.lastEnder = ender;
  const leaders = countLeaders(s.points);
  if (s.round >= s.rounds && leaders === 1) {
    s.phase = Phase.Over; // GK-9.1
    if (events)
      events.push(say('game-end', undefined, `Full time. Points: ${s.points.join(' - ')}.`));
    return;
  }
  // GK-8.1, GK-9.2, GK-9.3: the next round, reversed; tie-breakers start with 3 dice.
  s.round++;
  const dice = s.round > s.rounds ? TIEBREAK_DICE : startingDice(s.seats);
  s.hand.fill(dice);
  s.kept.fill(0);
  s.table.fill(0);
  s.challenger = -1;
  s.direction = s.direction === 1 ? -1 : 1;
  s.current = ender; // GK-8.2
  s.phase = Phase.Roll;
  s.rolled = false;
  s.stealPending = false;
  s.penaltiesLeft = 0;
  if (events) {
    const kind = s.round > s.rounds ? 'Tie-breaker round' : 'Round';
    events.push(
      say(
        'round-start',
        ender,
        `${kind} ${s.round} begins with ${dice} dice each; ${seatRef(ender)} starts.`,
      ),
    );
  }
}

/** GK-7: adds the round's points. */
function scoreRound(s: GoalkeepersState, ender: Seat, events?: GameEvent[]): void {
  if (s.seats === 2) {
    // GK-7.4: one point for more goals, none for a tie, no bonus.
    const [a, b] = s.kept as [number, number];
    if (a !== b) (s.points[a > b ? 0 : 1] as number)++;
  } else {
    const places = placesFromScores(s.kept); // GK-7.2: shared places
    for (let seat = 0; seat < s.seats; seat++) {
      (s.points[seat] as number) += PLACE_POINTS[(places[seat] as number) - 1] as number; // GK-7.1
    }
    (s.points[ender] as number)++; // GK-7.3
  }
  if (events) {
    events.push(
      say(
        'round-end',
        ender,
        `${seatRef(ender)} has no dice left: round ${s.round} is over. Goals kept ${s.kept.join(' - ')}; points ${s.points.join(' - ')}.`,
      ),
    );
  }
}

function countLeaders(points: readonly number[]): number {
  let best = -Infinity;
  let count = 0;
  for (const p of points) {
    if (p > best) {
      best = p;
      count = 1;
    } else if (p === best) count++;
  }
  return count;
}

function anyOpponentHolds(s: GoalkeepersState, p: Seat): boolean {
  for (let seat = 0; seat < s.seats; seat++)
    if (seat !== p && (s.hand[seat] as number) > 0) return true;
  return false;
}

function dice(n: number, face: string): string {
  return `${n} ${face} ${n === 1 ? 'die' : 'dice'}`;
}

function say(kind: string, seat: Seat | undefined, text: string): GameEvent {
  return seat === undefined ? { kind, text } : { kind, text, seat };
}

function rollEvent(p: Seat, f: RollCounts): GameEvent {
  const parts = FACES.filter((face) => f[face] > 0).map((face) => `${f[face]} ${FACE_NAMES[face]}`);
  return {
    kind: 'roll',
    seat: p,
    text: `${seatRef(p)} rolls ${parts.join(', ')}.`,
    data: { team: f.team, goal: f.goal, penalty: f.penalty, shootOut: f.shootOut },
  };
}
