/**
 * Goalkeepers as a hand-written tight loop: the baseline the protocol engine is measured
 * against. The same rules as src/games/goalkeepers/rules.md, played with uniformly random
 * choices wherever the protocol would offer a decision, written the way a C programmer
 * would: module-level typed arrays, locals, nothing allocated per game. The turn's roll stays
 * in playGoalkeepers' loop, its counts in locals; the rules around it are small functions.
 *
 * It draws from its generators in the engine's order (one `int(6)` per die, then one
 * `int(k)` per decision among k > 1 options), so it is a second implementation of the rules
 * rather than a model of the engine's internals. `goalkeepers.test.ts` checks that both play
 * the same game.
 */
import type { Rng } from '../../src/core/rng.ts';

/** What one game came to, for the test that compares the tight loop with the engine. */
export interface TightSummary {
  /** Decisions a protocol client would have made: rolls, passes, steals, reward choices. */
  actions: number;
  /** Turns (rolls) in the whole game. */
  turns: number;
  /** Rounds played, tie-breakers included. */
  rounds: number;
  /** Decisions of each kind: PENALTY passes, steals taken and declined, rewards chosen. */
  passes: number;
  steals: number;
  declines: number;
  teamRewards: number;
  goalRewards: number;
  /** Points of all seats added up. */
  totalPoints: number;
  /** Each seat's points (the first `seats` entries). */
  readonly points: Int32Array;
  /** The seat that won (GK-9.3 makes it unique). */
  winner: number;
}

const MAX_SEATS = 5;
// GK-7.1: points for 1st to 5th place.
const PLACE_POINTS = Int32Array.of(3, 2, 1, 0, 0);
// GK-9.2
const TIEBREAK_DICE = 3;

// Scratch for the one game being played; a game never outlives its call.
const hand = new Int32Array(MAX_SEATS);
const kept = new Int32Array(MAX_SEATS);
const table = new Int32Array(MAX_SEATS);
const points = new Int32Array(MAX_SEATS);
// Decisions of the rarer kinds in the game being played (steals, rewards); the frequent
// counts stay in playGoalkeepers' locals.
const decided = { steals: 0, declines: 0, teamRewards: 0, goalRewards: 0, rewardChoices: 0 };

/**
 * Plays one random game of `seats` players and `rounds` rounds. Dice come from `dice`,
 * decisions from `choices` (they may be the same generator). Returns the number of actions;
 * fills `summary` when given.
 */
export function playGoalkeepers(
  seats: number,
  rounds: number,
  dice: Rng,
  choices: Rng,
  summary?: TightSummary,
): number {
  const startDice = seats === 4 ? 5 : seats === 5 ? 4 : 6; // GK-2.1
  deal(seats, startDice);
  for (let s = 0; s < seats; s++) points[s] = 0;
  decided.steals = decided.declines = decided.teamRewards = decided.goalRewards = 0;
  decided.rewardChoices = 0;
  let round = 1;
  let direction = 1; // GK-2.3
  let current = dice.int(seats); // GK-2.3: the starter is drawn, before any die is rolled
  let challenger = -1;
  let turns = 0;
  let passes = 0;

  for (;;) {
    // GK-3.1: roll the whole hand.
    const p = current;
    const rolled = hand[p] as number;
    let team = 0;
    let goal = 0;
    let penalty = 0;
    let shootOut = 0;
    for (let i = 0; i < rolled; i++) {
      const face = dice.int(6);
      if (face < 3) team++;
      else if (face === 3) goal++;
      else if (face === 4) penalty++;
      else shootOut++;
    }
    turns++;
    hand[p] = team; // GK-3.2
    (kept[p] as number) += goal; // GK-3.3

    // The seat left without dice, which ends the round (GK-6.1), or -1.
    let ender = -1;
    if (seats === 2) {
      (hand[1 - p] as number) += penalty; // GK-3.4: nothing to choose
    } else {
      passPenalties(p, seats, penalty, choices);
      passes += penalty;
      if (team === rolled) ender = steal(p, seats, choices);
    }

    if (ender < 0) {
      if (challenger >= 0) {
        ender = answerChallenge(p, challenger, shootOut, choices);
        challenger = -1;
      } else if (shootOut > 0) {
        // GK-3.5: the SHOOT-OUT dice stay on the table as a challenge.
        table[p] = shootOut;
        challenger = p;
      }
      if (ender < 0 && hand[p] === 0) ender = p; // GK-6.1: at the end of their own turn
    }

    if (ender < 0) {
      current = (p + direction + seats) % seats;
      continue;
    }

    scoreRound(seats, ender);
    const leader = soleLeader(seats);
    if (round >= rounds && leader >= 0) {
      // GK-9.1
      const actions = turns + passes + decided.steals + decided.declines + decided.rewardChoices;
      if (summary) summarise(summary, seats, { round, actions, turns, passes, winner: leader });
      return actions;
    }

    // GK-8.1, GK-8.2, GK-9.2, GK-9.3: the next round, reversed, started by the ender.
    round++;
    deal(seats, round > rounds ? TIEBREAK_DICE : startDice);
    challenger = -1;
    direction = -direction;
    current = ender;
  }
}

/** Deals every seat `dice` dice, with no goals kept and nothing on the table. */
function deal(seats: number, dice: number): void {
  for (let s = 0; s < seats; s++) {
    hand[s] = dice;
    kept[s] = 0;
    table[s] = 0;
  }
}

/** GK-3.4 at three seats or more: the PENALTY dice go one at a time to a random other seat. */
function passPenalties(p: number, seats: number, penalty: number, choices: Rng): void {
  for (let i = 0; i < penalty; i++) {
    const r = choices.int(seats - 1);
    (hand[r >= p ? r + 1 : r] as number)++;
  }
}

/**
 * GK-5.1: an all-TEAM roll may steal from any opponent holding a die, or decline. Returns the
 * seat robbed of its last die (GK-6.1), or -1.
 */
function steal(p: number, seats: number, choices: Rng): number {
  let holders = 0;
  for (let t = 0; t < seats; t++) if (t !== p && (hand[t] as number) > 0) holders++;
  if (holders === 0) return -1;
  let pick = choices.int(holders + 1); // 0 declines
  if (pick === 0) {
    decided.declines++;
    return -1;
  }
  decided.steals++;
  let from = 0;
  for (; ; from++) if (from !== p && (hand[from] as number) > 0 && --pick === 0) break;
  (hand[from] as number)--;
  (hand[p] as number)++;
  return hand[from] === 0 ? from : -1; // GK-6.1: robbed of the last die
}

/**
 * GK-4: seat `p` answers challenger `c` with `shootOut` dice; both sides' SHOOT-OUT dice go
 * back to hand (GK-4.2). Returns the loser left without dice (GK-6.1), or -1.
 */
function answerChallenge(p: number, c: number, shootOut: number, choices: Rng): number {
  const theirs = table[c] as number;
  (hand[p] as number) += shootOut;
  (hand[c] as number) += theirs;
  table[c] = 0;
  if (shootOut === theirs) return -1;
  const winner = shootOut > theirs ? p : c;
  const loser = shootOut > theirs ? c : p;
  const teamReward = (hand[loser] as number) > 0;
  const goalReward = (kept[loser] as number) > 0;
  if (!teamReward && !goalReward) return -1;
  // GK-4.4: the winner chooses among the rewards that take something and none, listed in
  // the engine's order (TEAM, GOAL, none).
  decided.rewardChoices++;
  const pick = choices.int(+teamReward + +goalReward + 1);
  if (goalReward && pick === +teamReward) {
    decided.goalRewards++;
    (kept[loser] as number)--;
    (hand[winner] as number)++;
  } else if (teamReward && pick === 0) {
    decided.teamRewards++;
    const taken = Math.min(2, hand[loser] as number);
    (hand[loser] as number) -= taken;
    (hand[winner] as number) += taken;
  }
  return hand[loser] === 0 ? loser : -1; // GK-6.1
}

/** GK-7: scores the round that `ender` ended. */
function scoreRound(seats: number, ender: number): void {
  if (seats === 2) {
    const a = kept[0] as number;
    const b = kept[1] as number;
    if (a !== b) (points[a > b ? 0 : 1] as number)++; // GK-7.4
    return;
  }
  for (let s = 0; s < seats; s++) {
    let place = 0; // GK-7.2: seats with more goals, ties sharing a place
    const mine = kept[s] as number;
    for (let o = 0; o < seats; o++) if ((kept[o] as number) > mine) place++;
    (points[s] as number) += PLACE_POINTS[place] as number; // GK-7.1
  }
  (points[ender] as number)++; // GK-7.3
}

/** The one seat with the most points, or -1 while two or more share the lead. */
function soleLeader(seats: number): number {
  let best = -1;
  let leaders = 0;
  let leader = -1;
  for (let s = 0; s < seats; s++) {
    const v = points[s] as number;
    if (v > best) {
      best = v;
      leaders = 1;
      leader = s;
    } else if (v === best) leaders++;
  }
  return leaders === 1 ? leader : -1;
}

function summarise(
  summary: TightSummary,
  seats: number,
  game: {
    readonly round: number;
    readonly actions: number;
    readonly turns: number;
    readonly passes: number;
    readonly winner: number;
  },
): void {
  let total = 0;
  for (let s = 0; s < seats; s++) {
    total += points[s] as number;
    summary.points[s] = points[s] as number;
  }
  summary.actions = game.actions;
  summary.passes = game.passes;
  summary.steals = decided.steals;
  summary.declines = decided.declines;
  summary.teamRewards = decided.teamRewards;
  summary.goalRewards = decided.goalRewards;
  summary.turns = game.turns;
  summary.rounds = game.round;
  summary.totalPoints = total;
  summary.winner = game.winner;
}
