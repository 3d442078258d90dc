/**
 * What the balance lab counts of Goalkeepers beyond the generic figures: the shoot-out
 * winners' reward choices (GK-4.3, GK-4.4: none is one) and how they turned out, and how long rounds last in turns
 * (rolls), tie-breakers included (GK-9). It reads the engine's own state, allocating nothing
 * per action.
 */
import type { Action, Outcome, Seat } from '../../core/game.ts';
import { seatName } from '../../core/seats.ts';
import type { LabProbe, ProbeFigure, ProbeTally, ProbeWatcher } from '../../core/probe.ts';
import { DECLINE_REWARD, ROLL, TAKE_GOAL, TAKE_TEAM } from './actions.ts';
import { Phase, type GoalkeepersState } from './state.ts';

/** Adds one to a histogram kept as a dense array, growing it as needed. */
function bump(histogram: number[], value: number): void {
  while (histogram.length <= value) histogram.push(0);
  (histogram[value] as number)++;
}

class GoalkeepersWatcher implements ProbeWatcher<GoalkeepersState> {
  // Totals over the chunk, per seat where a seat is named.
  private readonly team: number[];
  private readonly goal: number[];
  private readonly none: number[];
  private readonly teamWon = [0];
  private readonly goalWon = [0];
  private readonly noneWon = [0];
  private readonly roundTurns: number[] = [];
  private readonly rounds: number[] = [];
  // This game's choices so far, settled when the game ends: per seat, its TAKE_TEAM,
  // TAKE_GOAL and DECLINE_REWARD counts at 3·seat + action − 1 (the codes are 1, 2 and 4, and
  // DECLINE_REWARD is stored at 3·seat + 2). One small array zeroed by a loop: start and
  // finish run once per game of the lab's hot loop.
  private readonly game: Int32Array;
  private round = 1;
  private turnsAtRoundStart = 0;

  constructor(seats: number) {
    this.team = new Array<number>(seats).fill(0);
    this.goal = new Array<number>(seats).fill(0);
    this.none = new Array<number>(seats).fill(0);
    this.game = new Int32Array(3 * seats);
  }

  start(s: GoalkeepersState): void {
    const game = this.game;
    for (let i = 0; i < game.length; i++) game[i] = 0;
    this.round = s.round;
    this.turnsAtRoundStart = s.turns;
  }

  // Runs after every action of the lab's hot loop, most of them rolls within a round: those
  // cost two comparisons here, and the rarer cases go to their own small methods.
  after(s: GoalkeepersState, seat: Seat, action: Action): void {
    if (action !== ROLL) this.choose(seat, action);
    if (s.round !== this.round || s.phase === Phase.Over) this.endRound(s);
  }

  private choose(seat: Seat, action: Action): void {
    // The three reward codes are legal only as a shoot-out winner's choice (GK-4.3, GK-4.4).
    if (action === TAKE_TEAM || action === TAKE_GOAL)
      (this.game[3 * seat + action - 1] as number)++;
    else if (action === DECLINE_REWARD) (this.game[3 * seat + 2] as number)++;
  }

  private endRound(s: GoalkeepersState): void {
    bump(this.roundTurns, s.turns - this.turnsAtRoundStart);
    this.round = s.round;
    this.turnsAtRoundStart = s.turns;
  }

  finish(s: GoalkeepersState, outcome: Outcome): void {
    bump(this.rounds, s.round);
    // A win is first place alone (2 seats) or shared with some seat lower (more seats).
    const places = outcome.places;
    let somebodyLower = false;
    for (let seat = 0; seat < places.length; seat++) if (places[seat] !== 1) somebodyLower = true;
    for (let seat = 0; seat < s.seats; seat++) {
      const team = this.game[3 * seat] as number;
      const goal = this.game[3 * seat + 1] as number;
      const none = this.game[3 * seat + 2] as number;
      (this.team[seat] as number) += team;
      (this.goal[seat] as number) += goal;
      (this.none[seat] as number) += none;
      if (outcome.places[seat] === 1 && somebodyLower) {
        (this.teamWon[0] as number) += team;
        (this.goalWon[0] as number) += goal;
        (this.noneWon[0] as number) += none;
      }
    }
  }

  tally(): ProbeTally {
    return {
      'reward.team': this.team.slice(),
      'reward.goal': this.goal.slice(),
      'reward.none': this.none.slice(),
      'reward.team.won': this.teamWon.slice(),
      'reward.goal.won': this.goalWon.slice(),
      'reward.none.won': this.noneWon.slice(),
      'round.turns': this.roundTurns.slice(),
      rounds: this.rounds.slice(),
    };
  }
}

const sum = (xs: readonly number[] | undefined): number => (xs ?? []).reduce((a, b) => a + b, 0);

/** A dense histogram as [value, count] pairs, leaving out empty values. */
function pairs(histogram: readonly number[] | undefined): [number, number][] {
  return (histogram ?? []).flatMap((count, value) => (count > 0 ? [[value, count]] : []));
}

function figures(tally: ProbeTally, context: { seats: number }): ProbeFigure[] {
  const team = tally['reward.team'] ?? [];
  const goal = tally['reward.goal'] ?? [];
  const none = tally['reward.none'] ?? [];
  const teamWon = sum(tally['reward.team.won']);
  const goalWon = sum(tally['reward.goal.won']);
  const noneWon = sum(tally['reward.none.won']);
  const choices = sum(team) + sum(goal) + sum(none);
  const seats = Array.from({ length: context.seats }, (_, seat) => seat);
  return [
    {
      kind: 'counts',
      id: 'goalkeepers-rewards',
      title: 'Shoot-out rewards chosen',
      note: 'What shoot-out winners took when they had the choice (GK-4.3, GK-4.4): 2 TEAM dice from the loser (or the 1 it had), 1 of the GOAL dice the loser kept, or nothing.',
      measure: 'Choices',
      rows: seats.flatMap((seat) => [
        { label: seatName(seat), group: '2 TEAM dice', count: team[seat] ?? 0 },
        { label: seatName(seat), group: '1 GOAL die', count: goal[seat] ?? 0 },
        { label: seatName(seat), group: 'No reward', count: none[seat] ?? 0 },
      ]),
    },
    {
      kind: 'rates',
      id: 'goalkeepers-reward-wins',
      title: 'Games won by the chooser, by reward',
      note: 'Each choice counted once: did the seat that made it win the game? Flagged when a choice does better or worse than choices overall.',
      measure: 'Chooser won the game',
      rows: [
        { label: '2 TEAM dice', successes: teamWon, trials: sum(team) },
        { label: '1 GOAL die', successes: goalWon, trials: sum(goal) },
        { label: 'No reward', successes: noneWon, trials: sum(none) },
      ],
      overall: { successes: teamWon + goalWon + noneWon, trials: choices },
    },
    {
      kind: 'histogram',
      id: 'goalkeepers-rounds',
      title: 'Round lengths and rounds per game',
      note: 'Turns (rolls) in each round, and rounds per game: past the agreed rounds, tie-breakers (GK-9).',
      measure: 'Count',
      series: [
        { label: 'turns per round', pairs: pairs(tally['round.turns']) },
        { label: 'rounds per game', pairs: pairs(tally.rounds) },
      ],
    },
  ];
}

export const goalkeepersProbe: LabProbe<GoalkeepersState> = {
  // GK-9.4: the final score is a seat's points.
  scoreWords: () => ({ unit: 'Points', game: 'game' }),
  watch: (seats) => new GoalkeepersWatcher(seats),
  figures,
};
