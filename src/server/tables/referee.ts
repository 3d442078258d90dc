/**
 * Whether a client's action may be played, checked in the order the protocol promises:
 * the game is not over (nor abandoned), the click is not stale, and then the engine's own check (turn and
 * legality). A refused action changes nothing.
 */
import { whyIllegal } from '../../core/checked.ts';
import type { Action, Seat } from '../../core/game.ts';
import { fromEngine, refusal, type Refusal } from '../errors.ts';
import type { Table } from './table.ts';

export function whyRefused(
  table: Table,
  seat: Seat,
  action: Action,
  version: number,
): Refusal | undefined {
  if (table.finished) return refusal('game-over', 'The game is over.');
  if (table.abandonedAt !== null) return abandoned();
  const since = table.decisionStart[seat] ?? 0;
  // A click from before this seat's decision began was chosen in a position that has changed.
  if (version < since) return stale();
  // No client has seen a version the table has not reached: the message is made up.
  if (version > table.version) {
    return refusal(
      'bad-message',
      `The action names version ${version}, but the table is at version ${table.version}.`,
    );
  }
  if (table.held()) return windowOpen();
  const problem = whyIllegal(table.game.engine, table.state, seat, action);
  return problem ? fromEngine(problem) : undefined;
}

/** The table waits at a window point for people stopped there: the next decision waits too. */
export function windowOpen(): Refusal {
  return refusal(
    'window-open',
    'The table waits for a response window to close; nothing changed. Act once it has.',
  );
}

export function stale(): Refusal {
  return refusal('stale', 'The table moved on before your click; look again.');
}

export function abandoned(): Refusal {
  return refusal(
    'abandoned',
    'The table was closed after a long time without play; it can be watched and replayed, not played.',
  );
}
