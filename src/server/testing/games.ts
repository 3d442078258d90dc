/**
 * The registry plus the core's test games, for tests: coin toss (hidden commitments, chance,
 * simultaneous moves), chain cards (teams, response windows) and the grid game (board moves).
 * Bot workers load this module too, so the test games' bots can run in the pool.
 */
import { randomAgent } from '../../bots/random.ts';
import type { AnyGame } from '../../core/game.ts';
import { ok } from '../../core/result.ts';
import { chainCards } from '../../core/testing/chain-cards.ts';
import { coinToss } from '../../core/testing/coin-toss.ts';
import { gridGame } from '../../core/testing/grid-game.ts';
import type { PlayableGame } from '../../games/registry.ts';
import { registryGames, type GameFinder } from '../games.ts';

export const COIN_TOSS: PlayableGame = { engine: coinToss, heuristic: randomAgent };
export const CHAIN_CARDS: PlayableGame = { engine: chainCards, heuristic: randomAgent };

const TEST_GAMES: Readonly<Record<string, PlayableGame>> = {
  'coin-toss': COIN_TOSS,
  'chain-cards': CHAIN_CARDS,
  'grid-game': { engine: gridGame, heuristic: randomAgent },
};

export const findGame: GameFinder = (id) => {
  const game = Object.hasOwn(TEST_GAMES, id) ? TEST_GAMES[id] : undefined;
  return game ? ok(game) : registryGames(id);
};

export const GAMES_MODULE = import.meta.url;

/** A game's entry by id, for tests that know it is there. */
export function playableOf(id: string): PlayableGame {
  const found = findGame(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

/** A game's engine by id, for tests that know it is there. */
export function engineOf(id: string): AnyGame {
  return playableOf(id).engine;
}
