/**
 * Games the lab's tests run that the registry does not hold: the core's coin toss, whose odds
 * can be worked out exactly, wrapped as a playable game with the random bot.
 */
import { randomAgent } from '../bots/random.ts';
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import { err, ok, type Result } from '../core/result.ts';
import { coinToss } from '../core/testing/coin-toss.ts';
import type { PlayableGame } from '../games/registry.ts';

export const COIN_TOSS: PlayableGame = {
  engine: coinToss,
  heuristic: randomAgent,
};

/** Finds the coin toss by its id; every other id is unknown. */
export function findTestGame(id: string): Result<PlayableGame, MatchdayError> {
  return id === 'coin-toss'
    ? ok(COIN_TOSS)
    : err(matchdayError('unknown-game', `No test game '${id}'.`));
}
