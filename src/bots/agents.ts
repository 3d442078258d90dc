/**
 * Bots by descriptor: the strings that name who sits in a seat, as typed at the CLI and kept
 * in records ('bot:heuristic'). A person at a prompt ('human') is not a bot; the CLI and the
 * server seat people themselves.
 */
import type { AgentFactory } from '../core/agent.ts';
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { PlayableGame } from '../games/registry.ts';
import { randomAgent } from './random.ts';

/**
 * Every bot a seat can name. The levels are what players pick; until the search bots
 * (MCTS / ISMCTS) arrive in a later issue, easy is the random bot and normal and hard are the
 * game's heuristic, so records made now keep naming the level that was asked for.
 * 'bot:optimal' plays an exact solution where a game has one (2-player Goalkeepers).
 */
export const BOT_DESCRIPTORS = [
  'bot:random',
  'bot:heuristic',
  'bot:easy',
  'bot:normal',
  'bot:hard',
  'bot:optimal',
] as const;
export type BotDescriptor = (typeof BOT_DESCRIPTORS)[number];

export function isBotDescriptor(descriptor: string): descriptor is BotDescriptor {
  return (BOT_DESCRIPTORS as readonly string[]).includes(descriptor);
}

/** The agent factory a bot descriptor names for one game, or why there is none. */
export function botFor(
  descriptor: string,
  game: PlayableGame,
): Result<AgentFactory, MatchdayError> {
  if (!isBotDescriptor(descriptor)) {
    return err(
      matchdayError(
        'unknown-bot',
        `Unknown bot '${descriptor}'. Bots: ${BOT_DESCRIPTORS.join(', ')}.`,
      ),
    );
  }
  return ok(factoryOf(descriptor, game));
}

function factoryOf(descriptor: BotDescriptor, game: PlayableGame): AgentFactory {
  switch (descriptor) {
    case 'bot:random':
    case 'bot:easy':
      return randomAgent;
    case 'bot:heuristic':
    case 'bot:normal':
    case 'bot:hard':
      return game.heuristic;
    case 'bot:optimal':
      // Only solved games have an optimal bot; elsewhere the best there is plays.
      return game.optimal ?? game.heuristic;
  }
}
