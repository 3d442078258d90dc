/**
 * The checked entry points every boundary (CLI, server, replay) goes through. Each validates
 * before it touches anything, so a refused call leaves the state exactly as it was.
 */
import type { Action, AnyGame, Game, GameEvent, Seat } from './game.ts';
import { matchdayError, type MatchdayError } from './errors.ts';
import { err, ok, type Result } from './result.ts';
import { Rng } from './rng.ts';
import { seatName } from './seats.ts';

/**
 * Parses a new game's raw options against the game's schema; `{}` gives every default. This is
 * the door every new game's options pass (the CLI, the server's create, the lab, simulations):
 * an option that only restores an earlier version's rules (GameFacts.earlierVersionOptions) is
 * refused here unless left at its default. A record's options are not a new game's: they are
 * read by `parseRecordedOptions`, through `setupChecked`.
 */
export function parseOptions<O>(
  game: Game<unknown, unknown, O>,
  raw: unknown,
): Result<O, MatchdayError> {
  const parsed = parseRecordedOptions(game, raw);
  if (!parsed.ok) return parsed;
  const earlierOnly = earlierOnlyProblem(game, parsed.value);
  if (earlierOnly) return err(matchdayError('bad-options', earlierOnly));
  return parsed;
}

/**
 * Parses options as a record or a stored table holds them: the game's schema alone, so an
 * option that restores an earlier version's rules is accepted (GameFacts.earlierVersions).
 */
export function parseRecordedOptions<O>(
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

/** Why parsed options may not start a new game: an earlier version's option set, or undefined. */
function earlierOnlyProblem<O>(game: Game<unknown, unknown, O>, options: O): string | undefined {
  const { id, earlierVersionOptions, earlierVersions = {}, options: schema } = game.facts;
  if (!earlierVersionOptions?.length) return undefined;
  const given = options as Readonly<Record<string, unknown>>;
  const defaults = schema.safeParse({}).data as Readonly<Record<string, unknown>> | undefined;
  for (const key of earlierVersionOptions) {
    if (JSON.stringify(given[key]) === JSON.stringify(defaults?.[key])) continue;
    const versions = Object.keys(earlierVersions).filter(
      (v) => earlierVersions[v]?.[key] !== undefined,
    );
    return `Bad options for ${id}: ${key}: it restores the rules of ${id} ${versions.join(', ')} so that records of that version replay; a new game plays today's rules, so leave ${key} out.`;
  }
  return undefined;
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

/**
 * Sets a game up from unvalidated input: a record's, a stored table's, or a new game's options
 * once `parseOptions` has taken them (it alone refuses an earlier version's options).
 */
export function setupChecked<S, V, O>(
  game: Game<S, V, O>,
  request: SetupRequest,
): Result<CheckedSetup<S, O>, MatchdayError> {
  const seats = checkSeats(game, request.seats);
  if (!seats.ok) return seats;
  // A new game's options have passed parseOptions already; a record's may restore its version.
  const options = parseRecordedOptions(game as Game<unknown, unknown, O>, request.options);
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
