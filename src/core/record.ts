/**
 * Game records: the one format the server stores, the lab produces and `matchday replay`
 * reads. A record holds what is needed to reproduce a game exactly (game, engine version,
 * options, seats, seed and every action in order) and the outcome it reached. The format is
 * documented in docs/records.md.
 */
import { z } from 'zod';
import {
  SPECTATOR,
  type Action,
  type AnyGame,
  type GameEvent,
  type Outcome,
  type Seat,
  type Viewer,
} from './game.ts';
import { setupChecked, whyIllegal } from './checked.ts';
import { matchdayError, type MatchdayError } from './errors.ts';
import { err, ok, type Result } from './result.ts';

export const RECORD_FORMAT = 'matchday-record';
/**
 * The version records are written in. 2 added `stopped` (an endless game stopped at its action
 * bound); 3 changed how bots' seeds follow from the record's seed (agent-seeds.ts). Records of
 * every earlier version still read and replay as they always did: a replay plays the recorded
 * actions, whoever chose them.
 */
export const RECORD_FORMAT_VERSION = 3;
/** Every version this code reads. */
export type RecordFormatVersion = 1 | 2 | typeof RECORD_FORMAT_VERSION;

/** Why a record ends before its game does: 'bound', an endless game stopped at its bound. */
export type RecordStop = 'bound';

export interface SeatInfo {
  /** What the seat is called at the table, e.g. 'Ana' or 'Seat 2'. */
  readonly name: string;
  /** Who played it: 'human', or a bot such as 'bot:heuristic'. */
  readonly agent: string;
}

/**
 * One move: the seat that made it, the action's code and, in sealed records, a check: a
 * digest of the spectator's view after the move, so that an edited record is refused at the
 * first move whose consequences differ.
 */
export type RecordedAction =
  | readonly [seat: Seat, action: Action]
  | readonly [seat: Seat, action: Action, check: number];

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly formatVersion: RecordFormatVersion;
  readonly game: string;
  readonly engineVersion: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatInfo[];
  readonly seed: string;
  readonly actions: readonly RecordedAction[];
  /** The outcome the actions lead to, or null while the game is unfinished. */
  readonly outcome: Outcome | null;
  /**
   * Present (from format version 2) when a simulation stopped the game before its end:
   * 'bound' for an endless game (GameFacts.endless) that reached its action bound, after
   * exactly `actionBound` actions, with outcome null.
   */
  readonly stopped?: RecordStop;
}

const count = z.number().int().nonnegative();

const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  formatVersion: z.union([z.literal(1), z.literal(2), z.literal(RECORD_FORMAT_VERSION)]),
  game: z.string().min(1),
  engineVersion: z.string().min(1),
  options: z.record(z.string(), z.unknown()),
  seats: z.array(z.strictObject({ name: z.string(), agent: z.string() })).min(1),
  seed: z.string(),
  actions: z.array(z.union([z.tuple([count, count]), z.tuple([count, count, count])])),
  outcome: z.strictObject({ scores: z.array(z.number()), places: z.array(count) }).nullable(),
  stopped: z.literal('bound').optional(),
});

/** Reads a record from JSON text, checking its shape (not yet whether it replays). */
export function parseRecord(text: string): Result<GameRecord, MatchdayError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(matchdayError('bad-record', 'The record is not valid JSON.'));
  }
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return err(
      matchdayError('bad-record', `Not a Matchday record${where}: ${issue?.message ?? 'invalid'}.`),
    );
  }
  if (parsed.data.stopped !== undefined && parsed.data.formatVersion === 1) {
    return err(
      matchdayError('bad-record', 'Not a Matchday record at stopped: format version 1 has none.'),
    );
  }
  return ok(parsed.data);
}

/** A record as JSON text, one action per line so that diffs of records stay readable. */
export function formatRecord(record: GameRecord): string {
  const { actions, ...head } = record;
  const headText = JSON.stringify(head, null, 2);
  const actionLines = actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  const actionsText = actions.length ? `[\n${actionLines}\n  ]` : '[]';
  return `${headText.slice(0, -2)},\n  "actions": ${actionsText}\n}\n`;
}

export interface ReplayStep {
  readonly index: number;
  readonly seat: Seat;
  readonly action: Action;
  readonly label: string;
  readonly events: readonly GameEvent[];
}

export interface Replayed<S> {
  readonly game: AnyGame;
  readonly state: S;
  readonly outcome: Outcome | undefined;
}

export type GameResolver = (id: string) => Result<AnyGame, MatchdayError>;

/**
 * Replays a record from its seed, checking every action as a boundary would. A record that
 * does not replay is refused with an error naming the first bad action.
 */
export function replayRecord(
  record: GameRecord,
  resolve: GameResolver,
  onStep?: (step: ReplayStep, state: unknown) => void,
): Result<Replayed<unknown>, MatchdayError> {
  const found = resolve(record.game);
  if (!found.ok) return found;
  const game = found.value;
  const current = currentRecord(record, game);
  if (!current.ok) return current;
  const setup = setupChecked(game, {
    options: current.value.options,
    seats: record.seats.length,
    seed: record.seed,
  });
  if (!setup.ok) return setup;
  const { state } = setup.value;
  // A later version may show a position differently, so the checks of an earlier version's
  // record are not compared: its moves must still be legal and lead to its outcome.
  const checked = record.engineVersion === game.facts.version;
  for (let index = 0; index < record.actions.length; index++) {
    const [seat, action, check] = record.actions[index] as RecordedAction;
    const problem = whyIllegal(game, state, seat, action);
    if (problem) {
      return err(
        matchdayError(
          problem.code,
          `Action ${index + 1} of the record (seat ${seat + 1}, action ${action}): ${problem.message}`,
        ),
      );
    }
    const label = onStep ? game.actionLabel(state, seat, action) : '';
    const events: GameEvent[] | undefined = onStep ? [] : undefined;
    game.apply(state, seat, action, events);
    if (checked && check !== undefined && check !== viewDigest(game, state)) {
      return err(
        matchdayError(
          'tampered-record',
          `Action ${index + 1} of the record (seat ${seat + 1}, action ${action}) does not lead to the position recorded after it: the record was edited.`,
        ),
      );
    }
    onStep?.({ index, seat, action, label, events: events ?? [] }, state);
  }
  const outcome = game.outcome(state);
  if (record.stopped === 'bound') {
    const bound = boundProblem(game, record, outcome);
    if (bound) return err(matchdayError('result-mismatch', bound));
  }
  if (!sameOutcome(outcome ?? null, record.outcome)) {
    return err(
      matchdayError(
        'result-mismatch',
        `The record states ${describeOutcome(record.outcome)}, but its actions lead to ${describeOutcome(outcome ?? null)}.`,
      ),
    );
  }
  return ok({ game, state, outcome });
}

/** Why a record that says it stopped at the bound did not, or undefined when it did. */
function boundProblem(
  game: AnyGame,
  record: GameRecord,
  outcome: Outcome | undefined,
): string | undefined {
  const { endless, actionBound, id } = game.facts;
  if (!endless) return `The record says it stopped at its bound, but ${id} is never stopped.`;
  if (record.actions.length !== actionBound || outcome)
    return `The record says it stopped at the bound of ${actionBound} actions, but it ${outcome ? 'ends the game' : `holds ${record.actions.length}`}.`;
  return undefined;
}

function sameOutcome(a: Outcome | null, b: Outcome | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function describeOutcome(outcome: Outcome | null): string {
  return outcome ? `scores ${outcome.scores.join('-')}` : 'an unfinished game';
}

/**
 * The record as this engine version writes it: itself when this version made it; a record of
 * an earlier version the engine still replays (GameFacts.earlierVersions) as this version,
 * with the options that restore that version's rules; else 'version-mismatch'.
 */
export function currentRecord(
  record: GameRecord,
  game: AnyGame,
): Result<GameRecord, MatchdayError> {
  const { version, earlierVersions } = game.facts;
  if (record.engineVersion === version) return ok(record);
  const restore = earlierVersions?.[record.engineVersion];
  if (!restore) {
    return err(
      matchdayError(
        'version-mismatch',
        `The record was made by ${record.game} ${record.engineVersion}; this is ${version}.`,
      ),
    );
  }
  return ok({ ...record, engineVersion: version, options: { ...record.options, ...restore } });
}

/** The record of a game in progress or over, in the one format every producer writes. */
export function makeRecord(
  game: AnyGame,
  state: unknown,
  fields: Pick<GameRecord, 'options' | 'seats' | 'seed' | 'actions' | 'stopped'>,
): GameRecord {
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    game: game.facts.id,
    engineVersion: game.facts.version,
    options: fields.options,
    seats: fields.seats,
    seed: fields.seed,
    actions: fields.actions,
    outcome: game.outcome(state) ?? null,
    ...(fields.stopped ? { stopped: fields.stopped } : {}),
  };
}

/**
 * A 32-bit FNV-1a digest of what `viewer` sees; the spectator's is the check sealed records
 * carry per move, and a release fixture also keeps each seat's (src/games/records/).
 */
export function viewDigest(game: AnyGame, state: unknown, viewer: Viewer = SPECTATOR): number {
  const text = JSON.stringify(game.view(state, viewer));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Adds a check to every move (see RecordedAction), replaying the record to compute them.
 * Boundaries that hand records to people (the server, `matchday play --save`) seal them.
 */
export function sealRecord(
  record: GameRecord,
  resolve: GameResolver,
): Result<GameRecord, MatchdayError> {
  const found = resolve(record.game);
  if (!found.ok) return found;
  const game = found.value;
  const bare = record.actions.map(([seat, action]) => [seat, action] as const);
  const actions: RecordedAction[] = [];
  const replayed = replayRecord({ ...record, actions: bare }, resolve, (step, state) => {
    actions.push([step.seat, step.action, viewDigest(game, state)]);
  });
  return replayed.ok ? ok({ ...record, actions }) : replayed;
}
