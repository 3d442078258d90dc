/**
 * The registry plus the core's coin-toss game (hidden commitments, chance, simultaneous
 * moves), for tests. Bot workers load this module too, so coin-toss bots can run in the pool.
 */
import { randomAgent } from '../../bots/random.ts';
import { ok } from '../../core/result.ts';
import { coinToss } from '../../core/testing/coin-toss.ts';
import { findGame as findRegistered, type PlayableGame } from '../../games/registry.ts';
import type { GameFinder } from '../games.ts';

export const COIN_TOSS: PlayableGame = { engine: coinToss, heuristic: randomAgent };

export const findGame: GameFinder = (id) =>
  id === 'coin-toss' ? ok(COIN_TOSS) : findRegistered(id);

export const GAMES_MODULE = import.meta.url;
