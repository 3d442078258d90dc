/**
 * Bots by descriptor: the strings that name who sits in a seat, as typed at the CLI and kept
 * in records ('bot:heuristic'). A person at a prompt ('human') is not a bot; the CLI and the
 * server seat people themselves.
 */
import type { AgentFactory } from '../core/agent.ts';
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { PlayableGame } from '../games/registry.ts';
import { levelAgent, type Pace } from './levels.ts';
import { randomAgent } from './random.ts';

/**
 * Every bot a seat can name. The levels (easy, normal, hard) are what players pick: the
 * search bot at three strengths (see levels.ts). 'bot:random' and 'bot:heuristic' are the
 * plain bots the levels are measured against; 'bot:optimal' plays an exact solution where a
 * game has one (2-player Goalkeepers).
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

/** Bots that search, and so think long enough to belong in the server's worker threads. */
export const SEARCH_BOTS: readonly BotDescriptor[] = ['bot:easy', 'bot:normal', 'bot:hard'];

export function isBotDescriptor(descriptor: string): descriptor is BotDescriptor {
  return (BOT_DESCRIPTORS as readonly string[]).includes(descriptor);
}

/**
 * The agent factory a bot descriptor names for one game, or why there is none. `pace` says
 * how the levels count their budget: 'iterations' (reproducible: the CLI, tests, the lab) or
 * 'live' (milliseconds: the server's tables), either multiplied by `timeScale`.
 */
export function botFor(
  descriptor: string,
  game: PlayableGame,
  pace: Pace = 'iterations',
  timeScale = 1,
): Result<AgentFactory, MatchdayError> {
  if (!isBotDescriptor(descriptor)) {
    return err(
      matchdayError(
        'unknown-bot',
        `Unknown bot '${descriptor}'. Bots: ${BOT_DESCRIPTORS.join(', ')}.`,
      ),
    );
  }
  return ok(factoryOf(descriptor, game, pace, timeScale));
}

function factoryOf(
  descriptor: BotDescriptor,
  game: PlayableGame,
  pace: Pace,
  timeScale: number,
): AgentFactory {
  switch (descriptor) {
    case 'bot:random':
      return randomAgent;
    case 'bot:heuristic':
      return game.heuristic;
    case 'bot:easy':
      return levelAgent('easy', game, pace, timeScale);
    case 'bot:normal':
      return levelAgent('normal', game, pace, timeScale);
    case 'bot:hard':
      return levelAgent('hard', game, pace, timeScale);
    case 'bot:optimal':
      // Only solved games have an optimal bot; elsewhere the heuristic plays, as before levels
      // searched (the lab's runs with 'bot:optimal' keep their cost and meaning).
      return game.optimal ?? game.heuristic;
  }
}
