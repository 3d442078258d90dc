/**
 * A simulation: a series of games between bots (core/series.ts), counted as they finish by
 * the lab's Recorder (lab/tally.ts: the same counts the lab reports, games stopped at their
 * bound included). Game n is played from the seed `${seed}/${n}`, so a seed fixes the whole
 * report. What `matchday simulate` runs, and what `npm run bench` times as the simulate path.
 */
import type { AgentFactory } from '../../core/agent.ts';
import type { MatchdayError } from '../../core/errors.ts';
import type { AnyGame, Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { MatchSeries } from '../../core/series.ts';
import { teamsOf } from '../../core/teams.ts';
import { Recorder, type LabTally } from '../../lab/tally.ts';

export interface SimulationRequest {
  readonly seed: string;
  /** Raw options: the game's schema parses them once for the whole simulation. */
  readonly options?: unknown;
  /** One bot per seat: its descriptor, e.g. 'bot:random', and its factory. */
  readonly players: readonly { readonly agent: string; readonly make: AgentFactory }[];
}

export class Simulation {
  /** The game's teams at this seat count (GameFacts.teams), e.g. [[0, 2], [1, 3]]; [] without. */
  readonly teams: readonly (readonly Seat[])[];
  private readonly series: MatchSeries<unknown, unknown, unknown>;
  private readonly recorder: Recorder;
  private next = 0;

  private constructor(
    series: MatchSeries<unknown, unknown, unknown>,
    teams: readonly (readonly Seat[])[],
    seats: number,
  ) {
    this.series = series;
    this.teams = teams;
    this.recorder = new Recorder(seats, undefined, teams);
  }

  /** A simulation ready to play, or why its seats or options do not go with the game. */
  static start(engine: AnyGame, request: SimulationRequest): Result<Simulation, MatchdayError> {
    const series = MatchSeries.start(engine, request);
    if (!series.ok) return series;
    const seats = request.players.length;
    const teams = engine.facts.teams ? teamsOf(engine, seats) : [];
    return ok(new Simulation(series.value, teams, seats));
  }

  /** Plays the next game and counts it; returns its number of actions. */
  playNext(): number {
    const game = this.series.play(this.next++);
    this.recorder.finish(game.outcome, game.actions);
    return game.actions;
  }

  /** The games played so far, counted (turns are not: a series does not count them). */
  tally(): LabTally {
    return this.recorder.tally();
  }
}
