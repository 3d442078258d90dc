/**
 * Which steps a seat may take back (the engine's `takeBack`), and the state before a table's
 * last step. A step is taken back only while nothing else has happened since it: so the
 * platform flags each step as it is played and undoes only the trailing run of one seat's
 * flagged steps (see Table.takeBackSteps).
 */
import { setupChecked } from '../../core/checked.ts';
import type { MatchdayError } from '../../core/errors.ts';
import type { Action, AnyGame, Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import type { StoredAction } from '../storage/rows.ts';

/**
 * Whether a step, about to be played in `before`, may later be taken back: the engine says so,
 * and a person chose it. A bot's step and one the computer played for a seat out of time are
 * the table's, not the seat's to take back.
 */
export function mayTakeBack(
  engine: AnyGame,
  agent: string | undefined,
  before: unknown,
  seat: Seat,
  action: Action,
  timeout: boolean,
): boolean {
  if (timeout || agent !== 'human' || !engine.takeBack) return false;
  return engine.takeBack(before, seat, action);
}

/** What a table is set up from, as the record holds it. */
export interface TableSetup {
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  readonly seed: string;
}

/**
 * The state after the first `count` of `actions`, replayed from the setup as the record does:
 * so a step taken back leaves exactly the table its record (without it) replays to. The steps
 * were checked when they were played, so they are applied without checking again.
 */
export function replayedState(
  engine: AnyGame,
  setup: TableSetup,
  actions: readonly StoredAction[],
  count: number,
): Result<unknown, MatchdayError> {
  const started = setupChecked(engine, setup);
  if (!started.ok) return started;
  const { state } = started.value;
  for (let i = 0; i < count; i++) {
    const step = actions[i];
    if (step) engine.apply(state, step.seat, step.action);
  }
  return ok(state);
}
