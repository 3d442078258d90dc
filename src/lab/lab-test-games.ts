/**
 * Games the lab's tests run that the registry does not hold: the core's coin toss, whose odds
 * can be worked out exactly, and the match runner's tiny games (a team game, an endless one),
 * each wrapped as a playable game with the random bot.
 */
import { randomAgent } from '../bots/random.ts';
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import { err, ok, type Result } from '../core/result.ts';
import { marathon, relay } from '../core/match-test-games.ts';
import { coinToss } from '../core/testing/coin-toss.ts';
import type { PlayableGame } from '../games/registry.ts';

export const COIN_TOSS: PlayableGame = {
  engine: coinToss,
  heuristic: randomAgent,
};

const TEST_GAMES: readonly PlayableGame[] = [
  COIN_TOSS,
  { engine: relay, heuristic: randomAgent },
  { engine: marathon, heuristic: randomAgent },
];

/** Finds a test game by its id ('coin-toss', 'relay', 'marathon'); every other id is unknown. */
export function findTestGame(id: string): Result<PlayableGame, MatchdayError> {
  const game = TEST_GAMES.find((g) => g.engine.facts.id === id);
  return game ? ok(game) : err(matchdayError('unknown-game', `No test game '${id}'.`));
}
