/**
 * A simulation: a series of games between bots (core/series.ts), counted into a Tally as they
 * finish. Game n is played from the seed `${seed}/${n}`, so a seed fixes the whole report.
 * What `matchday simulate` runs, and what `npm run bench` times as the simulate path.
 */
import type { AgentFactory } from '../../core/agent.ts';
import type { MatchdayError } from '../../core/errors.ts';
import type { AnyGame } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { MatchSeries } from '../../core/series.ts';
import { teamsOf } from '../../core/teams.ts';
import { Tally } from './tally.ts';

export interface SimulationRequest {
  readonly seed: string;
  /** Raw options: the game's schema parses them once for the whole simulation. */
  readonly options?: unknown;
  /** One bot per seat: its descriptor, e.g. 'bot:random', and its factory. */
  readonly players: readonly { readonly agent: string; readonly make: AgentFactory }[];
}

export class Simulation {
  readonly tally: Tally;
  private readonly series: MatchSeries<unknown, unknown, unknown>;
  private next = 0;

  private constructor(series: MatchSeries<unknown, unknown, unknown>, tally: Tally) {
    this.series = series;
    this.tally = tally;
  }

  /** A simulation ready to play, or why its seats or options do not go with the game. */
  static start(engine: AnyGame, request: SimulationRequest): Result<Simulation, MatchdayError> {
    const series = MatchSeries.start(engine, request);
    if (!series.ok) return series;
    const seats = request.players.length;
    const teams = engine.facts.teams ? teamsOf(engine, seats) : [];
    return ok(new Simulation(series.value, new Tally(seats, teams)));
  }

  /** Plays the next game and counts it; returns its number of actions. */
  playNext(): number {
    const game = this.series.play(this.next++);
    this.tally.add(game.outcome, game.actions);
    return game.actions;
  }
}
