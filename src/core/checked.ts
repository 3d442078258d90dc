/**
 * The checked entry points every boundary (CLI, server, replay) goes through. Each validates
 * before it touches anything, so a refused call leaves the state exactly as it was.
 */
import type { Action, AnyGame, Game, GameEvent, Seat } from './game.ts';
import { matchdayError, type MatchdayError } from './errors.ts';
import { err, ok, type Result } from './result.ts';
import { Rng } from './rng.ts';
import { seatName } from './seats.ts';

/** Parses raw options against the game's schema; `{}` gives every default. */
export function parseOptions<O>(
  game: Game<unknown, unknown, O>,
  raw: unknown,
): Result<O, MatchdayError> {
  const parsed = game.facts.options.safeParse(raw ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return err(
    matchdayError(
      'bad-options',
      `Bad options for ${game.facts.id}: ${where}${issue?.message ?? 'invalid'}.`,
    ),
  );
}

/** Checks the number of seats against the game's range. */
export function checkSeats(game: AnyGame, seats: number): Result<number, MatchdayError> {
  const { minSeats, maxSeats, id } = game.facts;
  if (Number.isInteger(seats) && seats >= minSeats && seats <= maxSeats) return ok(seats);
  return err(
    matchdayError('bad-seats', `${id} takes ${minSeats} to ${maxSeats} seats, not ${seats}.`),
  );
}

export interface SetupRequest {
  readonly options?: unknown;
  readonly seats: number;
  readonly seed: string;
}

export interface CheckedSetup<S, O> {
  readonly state: S;
  readonly options: O;
}

/** Sets a game up from unvalidated input. */
export function setupChecked<S, V, O>(
  game: Game<S, V, O>,
  request: SetupRequest,
): Result<CheckedSetup<S, O>, MatchdayError> {
  const seats = checkSeats(game, request.seats);
  if (!seats.ok) return seats;
  const options = parseOptions(game as Game<unknown, unknown, O>, request.options);
  if (!options.ok) return options;
  const problem = game.facts.seatsProblem?.(options.value, request.seats);
  if (problem !== undefined) return err(matchdayError('bad-seats', problem));
  const state = game.setup(options.value, request.seats, Rng.fromSeed(request.seed));
  return ok({ state, options: options.value });
}

/** Why `seat` may not play `action` now, or undefined when it may. */
export function whyIllegal<S>(
  game: Game<S, unknown, unknown>,
  state: S,
  seat: Seat,
  action: Action,
): MatchdayError | undefined {
  const actors = game.actors(state);
  if (actors.length === 0) return matchdayError('game-over', 'The game is over.');
  if (!actors.includes(seat)) {
    const waiting = actors.map(seatName).join(', ');
    return matchdayError(
      'not-your-turn',
      `${seatName(seat)} cannot act now; waiting for ${waiting}.`,
    );
  }
  if (!Number.isInteger(action) || !game.legalActions(state, seat).includes(action)) {
    return matchdayError(
      'illegal-action',
      `${String(action)} is not a legal action for ${seatName(seat)} now.`,
    );
  }
  return undefined;
}

/**
 * Plays an action from outside the engine's trust: checks whose turn it is and that the
 * action is legal, and only then applies it. Returns what happened, in words.
 */
export function applyChecked<S>(
  game: Game<S, unknown, unknown>,
  state: S,
  seat: Seat,
  action: Action,
): Result<GameEvent[], MatchdayError> {
  const problem = whyIllegal(game, state, seat, action);
  if (problem) return err(problem);
  const events: GameEvent[] = [];
  game.apply(state, seat, action, events);
  return ok(events);
}
