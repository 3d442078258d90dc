/**
 * Tables from the database: a new table's first state, or an unfinished one rebuilt by
 * replaying its record, so that it continues where the last commit left it.
 */
import { applyChecked, setupChecked } from '../../core/checked.ts';
import type { MatchdayError } from '../../core/errors.ts';
import type { AnyGame, GameEvent } from '../../core/game.ts';
import {
  RECORD_FORMAT,
  RECORD_FORMAT_VERSION,
  currentRecord,
  makeRecord,
  replayRecord,
  type GameRecord,
} from '../../core/record.ts';
import { ok, type Result } from '../../core/result.ts';
import { engineResolver, type GameFinder } from '../games.ts';
import type { StoredAction, StoredTable } from '../storage/rows.ts';
import type { TimedAction } from './clock.ts';
import { Table, type ClockPast } from './table.ts';
import { mayTakeBack } from './take-back.ts';

/** A table that has just been set up (its setup is validated at creation). */
export function freshTable(stored: StoredTable, find: GameFinder): Result<Table, MatchdayError> {
  const found = find(stored.game);
  if (!found.ok) return found;
  const setup = setupChecked(found.value.engine, {
    options: stored.options,
    seats: stored.seats.length,
    seed: stored.seed,
  });
  if (!setup.ok) return setup;
  const table = new Table(stored, found.value, setup.value.state);
  table.settle();
  return ok(table);
}

/** Rebuilds a table by replaying its stored actions, checking each as at any boundary. */
export function rebuildTable(
  stored: StoredTable,
  actions: readonly StoredAction[],
  find: GameFinder,
): Result<Table, MatchdayError> {
  const found = find(stored.game);
  if (!found.ok) return found;
  // A table an earlier engine version began plays on under that version's rules.
  const current = currentRecord(storedRecord(stored, actions), found.value.engine);
  if (!current.ok) return current;
  const { engine } = found.value;
  const steps: { label: string; events: readonly GameEvent[] }[] = [];
  // Whether each step may be taken back is asked before it is played: the first from the
  // setup, each next one at the step before.
  const backs = [firstTakesBack(stored, current.value.options, actions, engine)];
  const mayTakeBackNext = (state: unknown, index: number): boolean => {
    const next = actions[index + 1];
    if (!next) return false;
    const agent = stored.seats[next.seat]?.agent;
    return mayTakeBack(engine, agent, state, next.seat, next.action, next.timeout);
  };
  const replayed = replayRecord(current.value, engineResolver(find), (step, state) => {
    steps.push({ label: step.label, events: step.events });
    backs.push(mayTakeBackNext(state, step.index));
  });
  if (!replayed.ok) return replayed;
  const restored = { ...stored, options: current.value.options };
  const table = new Table(restored, found.value, replayed.value.state);
  actions.forEach((action, i) => {
    const step = steps[i];
    if (step) table.replayed(action, step.label, step.events, backs[i] === true);
  });
  table.settle();
  if (stored.clock) table.clockPast = clockPast(stored, current.value.options, actions, engine);
  return ok(table);
}

/**
 * When each of a clock table's decisions began, replayed as a live table notes them: a seat's
 * decision begins again when it acts or its legal actions change (a response window's link is
 * not followed: windows do not use the bank). An action without a stored time counts as
 * played when the table was created, which charges its seat nothing it did not use.
 */
function clockPast(
  stored: StoredTable,
  options: Readonly<Record<string, unknown>>,
  actions: readonly StoredAction[],
  engine: AnyGame,
): ClockPast | null {
  const setup = setupChecked(engine, { options, seats: stored.seats.length, seed: stored.seed });
  if (!setup.ok) return null;
  const seats = stored.seats.length;
  const createdAt = Date.parse(stored.createdAt);
  const since = Array.from({ length: seats }, () => 0);
  const state = setup.value.state;
  let legal = since.map((_, seat) => [...engine.legalActions(state, seat)]);
  const timed: TimedAction[] = [];
  for (const [i, action] of actions.entries()) {
    timed.push({ seat: action.seat, at: action.at ?? createdAt, since: since[action.seat] ?? 0 });
    if (!applyChecked(engine, state, action.seat, action.action).ok) return null;
    const now = since.map((_, seat) => [...engine.legalActions(state, seat)]);
    for (let seat = 0; seat < seats; seat++) {
      if (seat === action.seat || !sameList(now[seat] ?? [], legal[seat] ?? []))
        since[seat] = i + 1;
    }
    legal = now;
  }
  return { actions: timed, since };
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether a table's first step may be taken back, asked of its setup. */
function firstTakesBack(
  stored: StoredTable,
  options: Readonly<Record<string, unknown>>,
  actions: readonly StoredAction[],
  engine: AnyGame,
): boolean {
  const first = actions[0];
  if (!first || !engine.takeBack) return false;
  const setup = setupChecked(engine, { options, seats: stored.seats.length, seed: stored.seed });
  if (!setup.ok) return false;
  const agent = stored.seats[first.seat]?.agent;
  return mayTakeBack(engine, agent, setup.value.state, first.seat, first.action, first.timeout);
}

/**
 * A table as the store last acknowledged it: its setup and its committed actions, from memory.
 * For when a batch failed and the store cannot be read back either (PostgreSQL down): the
 * moves that ran ahead are taken back without waiting for the store. The failed batch held
 * the table's last action and, with it, the end of its game, so the table is not finished.
 */
export function committedTable(table: Table, find: GameFinder): Result<Table, MatchdayError> {
  const { facts } = table.game.engine;
  const stored: StoredTable = {
    id: table.id,
    game: facts.id,
    engineVersion: facts.version,
    options: table.options,
    seed: table.seed,
    turnSeconds: table.turnSeconds,
    clock: table.clock,
    windowSeconds: table.windowSeconds,
    listed: table.listed,
    createdAt: table.createdAt,
    finishedAt: null,
    outcome: null,
    rematch: table.rematch,
    hostHash: table.hostHash,
    abandonedAt: table.abandonedAt,
    seats: table.seats.map((seat, i) => ({ ...seat, seat: i })),
  };
  return rebuildTable(stored, table.actions.slice(0, table.committed), find);
}

/** The record as the database holds it; unsealed, for the server's own use. */
export function storedRecord(stored: StoredTable, actions: readonly StoredAction[]): GameRecord {
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    game: stored.game,
    engineVersion: stored.engineVersion,
    options: stored.options,
    seats: stored.seats.map(({ name, agent }) => ({ name, agent })),
    seed: stored.seed,
    actions: actions.map(({ seat, action }) => [seat, action] as const),
    outcome: stored.outcome,
  };
}

/** The record of a table as it stands, for the record and replay routes. */
export function tableRecord(table: Table): GameRecord {
  return makeRecord(table.game.engine, table.state, {
    options: table.options,
    seats: table.seats.map(({ name, agent }) => ({ name, agent })),
    seed: table.seed,
    actions: table.actions.map(({ seat, action }) => [seat, action] as const),
  });
}
