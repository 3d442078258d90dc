/**
 * Who plays in the lab, by name: every descriptor the rest of Matchday knows ('bot:heuristic',
 * 'bot:hard' …), the same without its 'bot:' prefix ('random'), and the search bot at a fixed
 * number of iterations per decision ('search:64'), which the skill-versus-luck ladder uses
 * because an iteration budget, unlike a time budget, gives the same games on any machine.
 */
import { BOT_DESCRIPTORS, botFor } from '../bots/agents.ts';
import { searchAgent } from '../bots/search/ismcts.ts';
import type { AgentFactory } from '../core/agent.ts';
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { PlayableGame } from '../games/registry.ts';

const SEARCH = /^(?:bot:)?search:(\d+)$/;
/** The most iterations a lab seat may ask for: beyond it a game takes minutes. */
export const MAX_SEARCH_ITERATIONS = 100_000;

/** The descriptor written in reports: 'random' becomes 'bot:random'; 'search:64' stays. */
export function canonicalBot(name: string): string {
  const trimmed = name.trim();
  if (SEARCH.test(trimmed)) return trimmed.replace(/^bot:/, '');
  return trimmed.startsWith('bot:') ? trimmed : `bot:${trimmed}`;
}

export function labBot(name: string, game: PlayableGame): Result<AgentFactory, MatchdayError> {
  const descriptor = canonicalBot(name);
  const search = SEARCH.exec(descriptor);
  if (search) {
    const iterations = Number(search[1]);
    if (iterations < 1 || iterations > MAX_SEARCH_ITERATIONS)
      return err(
        matchdayError(
          'unknown-bot',
          `A search bot takes 1 to ${MAX_SEARCH_ITERATIONS} iterations, not ${search[1]}.`,
        ),
      );
    return ok(searchAgent(game.engine, { budget: { iterations } }));
  }
  const found = botFor(descriptor, game);
  if (found.ok) return found;
  const names = BOT_DESCRIPTORS.map((d) => d.replace(/^bot:/, '')).join(', ');
  return err(matchdayError('unknown-bot', `Unknown bot '${name}'. Bots: ${names}, search:N.`));
}
