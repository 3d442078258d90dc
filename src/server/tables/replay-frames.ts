/** A finished table, move by move, as a spectator saw it: what the replay page steps through. */
import { setupChecked } from '../../core/checked.ts';
import { SPECTATOR, canSee } from '../../core/game.ts';
import { replayRecord } from '../../core/record.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { fromEngine, type Refusal } from '../errors.ts';
import { engineResolver, type GameFinder } from '../games.ts';
import type { ReplayFrames } from '../protocol.ts';
import { tableRecord } from './restore.ts';
import type { Table } from './table.ts';
import { tableSummary } from './views.ts';

type Frame = ReplayFrames['frames'][number];

export function replayFrames(table: Table, find: GameFinder): Result<ReplayFrames, Refusal> {
  const { engine } = table.game;
  const record = tableRecord(table);
  const setup = setupChecked(engine, {
    options: record.options,
    seats: record.seats.length,
    seed: record.seed,
  });
  if (!setup.ok) return err(fromEngine(setup.error));
  const frame = (state: unknown, step: Omit<Frame, 'view' | 'text'>): Frame => {
    const view = engine.view(state, SPECTATOR);
    return { view, text: engine.describe(view), ...step };
  };
  const frames: Frame[] = [frame(setup.value.state, { label: '', seat: -1, events: [] })];
  const replayed = replayRecord(record, engineResolver(find), (step, state) => {
    const events = step.events.filter((event) => canSee(event, SPECTATOR));
    frames.push(frame(state, { label: step.label, seat: step.seat, events }));
  });
  if (!replayed.ok) return err(fromEngine(replayed.error));
  return ok({ table: tableSummary(table), frames });
}
