/**
 * A table ready to play: the game loaded from the registry (that game only), its seats and its options, all
 * checked before a single line is printed, so bad input never leaves half a game on stdout.
 */
import { parseOptions } from '../../core/checked.ts';
import { loadGame, type PlayableGame } from '../../games/registry.ts';
import { unwrap } from '../failure.ts';
import { parseOptionPairs } from './options.ts';
import { parseSeats, type SeatPlan } from './seats.ts';

export interface Table {
  readonly game: PlayableGame;
  readonly seats: readonly SeatPlan[];
  /** The options after the game's schema, defaults filled in, e.g. { rounds: 3 }. */
  readonly options: unknown;
}

export interface TableRequest {
  readonly game: string;
  readonly seats: string;
  readonly optionPairs: readonly string[];
}

export async function prepareTable(request: TableRequest): Promise<Table> {
  const game = unwrap(await loadGame(request.game));
  const seats = parseSeats(request.seats, game);
  const options = unwrap(parseOptions(game.engine, parseOptionPairs(request.optionPairs)));
  return { game, seats, options };
}
