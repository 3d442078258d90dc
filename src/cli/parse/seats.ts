/**
 * `--seats human,bot:heuristic`: who sits where, in seat order. People are the CLI's own
 * business; bots are resolved by `src/bots/agents.ts` for the game being played.
 */
import { BOT_DESCRIPTORS, botFor } from '../../bots/agents.ts';
import type { AgentFactory } from '../../core/agent.ts';
import { checkSeats } from '../../core/checked.ts';
import type { PlayableGame } from '../../games/registry.ts';
import { fail, unwrap } from '../failure.ts';

export const HUMAN = 'human';

export interface SeatPlan {
  /** What the seat was given as, and what its record says: 'human' or 'bot:heuristic'. */
  readonly descriptor: string;
  /** The bot's factory, or undefined for a person at the prompt. */
  readonly bot: AgentFactory | undefined;
}

export function parseSeats(text: string, game: PlayableGame): SeatPlan[] {
  const descriptors = text.split(',').map((d) => d.trim());
  unwrap(checkSeats(game.engine, descriptors.length));
  return descriptors.map((descriptor, seat) => seatPlan(descriptor, seat, game));
}

function seatPlan(descriptor: string, seat: number, game: PlayableGame): SeatPlan {
  if (descriptor === HUMAN) return { descriptor, bot: undefined };
  const bot = botFor(descriptor, game);
  if (!bot.ok) {
    const given = descriptor ? `'${descriptor}'` : 'nothing';
    fail(
      `--seats gives seat ${seat + 1} ${given}; a seat takes ${HUMAN} or one of ${BOT_DESCRIPTORS.join(', ')}.`,
    );
  }
  return { descriptor, bot: bot.value };
}
