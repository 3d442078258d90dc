/**
 * A seat takes back its last step: checked in the order the protocol promises (the game goes
 * on, the click is not stale, nothing holds the table, the seat has a step it may take back),
 * then the table goes back to the state its record without that step replays to. A refusal
 * changes nothing; the caller commits the deletion before anyone is told.
 */
import type { Seat } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import { abandoned, stale, windowOpen } from './referee.ts';
import type { Table } from './table.ts';
import { replayedState } from './take-back.ts';

export function takeBackStep(
  table: Table,
  seat: Seat,
  version: number,
): Result<undefined, Refusal> {
  const problem = whyNoUndo(table, seat, version);
  if (problem) return err(problem);
  const setup = { options: table.options, seats: table.seats.length, seed: table.seed };
  const count = table.actions.length - 1;
  const before = replayedState(table.game.engine, setup, table.actions, count);
  if (!before.ok) return err(refusal('unavailable', 'The step could not be taken back.'));
  table.tookBack(seat, before.value);
  return ok(undefined);
}

function whyNoUndo(table: Table, seat: Seat, version: number): Refusal | undefined {
  if (table.finished) return refusal('game-over', 'The game is over.');
  if (table.abandonedAt !== null) return abandoned();
  if (version > table.version) {
    return refusal(
      'bad-message',
      `The undo names version ${version}, but the table is at version ${table.version}.`,
    );
  }
  // Chosen on a table that has changed since: whatever the seat meant, look again.
  if (version < table.version) return stale();
  if (table.pause !== null) return windowOpen();
  if (!table.canUndo(seat)) return nothingToUndo();
  return undefined;
}

export function nothingToUndo(): Refusal {
  return refusal(
    'nothing-to-undo',
    'You have no step to take back: only your own latest moves, until a roll, a card or another player acts.',
  );
}
