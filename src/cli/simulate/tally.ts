/**
 * The running totals of a simulation. Each game is added as it finishes and then forgotten,
 * so memory stays flat however many games are played.
 */
import type { Outcome } from '../../core/game.ts';

export interface SeatTotals {
  /**
   * Games this seat finished first while someone finished lower: partners of a winning side
   * win together, and so do seats that tie for first ahead of others.
   */
  wins: number;
  /** Drawn games: every seat shared first place. */
  draws: number;
  losses: number;
  scoreSum: number;
  /** How many games ended on each final score, e.g. 7 → 12. */
  readonly scores: Map<number, number>;
}

export class Tally {
  readonly seats: SeatTotals[];
  games = 0;
  /** Games in which every seat shared first place. */
  drawnGames = 0;
  lengthSum = 0;
  minLength = Infinity;
  maxLength = 0;

  constructor(seats: number) {
    this.seats = Array.from({ length: seats }, () => ({
      wins: 0,
      draws: 0,
      losses: 0,
      scoreSum: 0,
      scores: new Map<number, number>(),
    }));
  }

  /** Adds one finished game; `length` is its number of actions. */
  add(outcome: Outcome, length: number): void {
    const drawn = outcome.places.every((place) => place === 1);
    if (drawn) this.drawnGames++;
    this.seats.forEach((totals, seat) => {
      const place = outcome.places[seat];
      if (place !== 1) totals.losses++;
      else if (drawn) totals.draws++;
      else totals.wins++;
      const score = outcome.scores[seat] ?? 0;
      totals.scoreSum += score;
      totals.scores.set(score, (totals.scores.get(score) ?? 0) + 1);
    });
    this.games++;
    this.lengthSum += length;
    this.minLength = Math.min(this.minLength, length);
    this.maxLength = Math.max(this.maxLength, length);
  }
}
