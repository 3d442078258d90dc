/**
 * The running totals of a simulation. Each game is added as it finishes and then forgotten,
 * so memory stays flat however many games are played.
 *
 * A game stopped at its bound (an endless game, GameFacts.endless) has no outcome: it counts
 * among the games played and in the game lengths, at its bound, but in no seat's or team's
 * results or scores, which are those of the finished games.
 */
import type { Outcome, Seat } from '../../core/game.ts';

export interface ResultTotals {
  /**
   * Games this seat (or team) finished first while someone finished lower: partners of a
   * winning side win together, and so do seats that tie for first ahead of others.
   */
  wins: number;
  /** Drawn games: every seat shared first place. */
  draws: number;
  losses: number;
}

export interface SeatTotals extends ResultTotals {
  scoreSum: number;
  /** How many games ended on each final score, e.g. 7 → 12. */
  readonly scores: Map<number, number>;
}

export interface TeamTotals extends ResultTotals {
  /** The team's seats, e.g. [0, 2]. */
  readonly seats: readonly Seat[];
}

export class Tally {
  readonly seats: SeatTotals[];
  /** Per team, when the game plays in teams (see summary.ts); empty otherwise. */
  readonly teams: TeamTotals[];
  /** Games played, stopped ones included. */
  games = 0;
  /** Games stopped at their bound, without an outcome. */
  stopped = 0;
  /** Games in which every seat shared first place. */
  drawnGames = 0;
  lengthSum = 0;
  minLength = Infinity;
  maxLength = 0;

  constructor(seats: number, teams: readonly (readonly Seat[])[] = []) {
    this.seats = Array.from({ length: seats }, () => ({
      wins: 0,
      draws: 0,
      losses: 0,
      scoreSum: 0,
      scores: new Map<number, number>(),
    }));
    this.teams = teams.map((members) => ({ seats: members, wins: 0, draws: 0, losses: 0 }));
  }

  /** Games that reached their end, the ones results and scores are counted over. */
  get finished(): number {
    return this.games - this.stopped;
  }

  /**
   * Adds one game of `length` actions: finished with `outcome`, or stopped at its bound when
   * `outcome` is undefined.
   */
  add(outcome: Outcome | undefined, length: number): void {
    this.games++;
    this.lengthSum += length;
    this.minLength = Math.min(this.minLength, length);
    this.maxLength = Math.max(this.maxLength, length);
    if (!outcome) {
      this.stopped++;
      return;
    }
    const drawn = outcome.places.every((place) => place === 1);
    if (drawn) this.drawnGames++;
    this.seats.forEach((totals, seat) => {
      count(totals, outcome.places[seat], drawn);
      const score = outcome.scores[seat] ?? 0;
      totals.scoreSum += score;
      totals.scores.set(score, (totals.scores.get(score) ?? 0) + 1);
    });
    // Teammates share one place, so a team's result is that of any of its seats.
    for (const team of this.teams) count(team, outcome.places[team.seats[0] ?? 0], drawn);
  }
}

function count(totals: ResultTotals, place: number | undefined, drawn: boolean): void {
  if (place !== 1) totals.losses++;
  else if (drawn) totals.draws++;
  else totals.wins++;
}
