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
  if (version < since || version > table.version) {
    // A stale click is an illegal action: it was chosen from a position that has changed.
    return refusal(
      'illegal-action',
      `Stale action: it was chosen at version ${version}, but the table has moved on to version ${table.version}.`,
    );
  }
  const problem = whyIllegal(table.game.engine, table.state, seat, action);
  return problem ? fromEngine(problem) : undefined;
}

export function abandoned(): Refusal {
  return refusal(
    'abandoned',
    'The table was closed after a long time without play; it can be watched and replayed, not played.',
  );
}
