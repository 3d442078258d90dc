/** The record of a game played at the terminal, in the one format runMatch also writes. */
import type { AnyGame } from '../../core/game.ts';
import {
  RECORD_FORMAT,
  RECORD_FORMAT_VERSION,
  type GameRecord,
  type RecordedAction,
  type SeatInfo,
} from '../../core/record.ts';

export interface PlayedGame {
  readonly engine: AnyGame;
  readonly state: unknown;
  readonly options: unknown;
  readonly seats: readonly SeatInfo[];
  readonly seed: string;
  readonly actions: readonly RecordedAction[];
}

export function recordOf(played: PlayedGame): GameRecord {
  const { engine, state } = played;
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    game: engine.facts.id,
    engineVersion: engine.facts.version,
    options: played.options as Record<string, unknown>,
    seats: played.seats,
    seed: played.seed,
    actions: played.actions,
    outcome: engine.outcome(state) ?? null,
  };
}
