/**
 * Two bots play a 2-seat game many times, swapping seats every game, and the wins of the
 * first are counted: how the tests of each game's bots measure strength.
 */
import assert from 'node:assert/strict';
import type { AgentFactory } from '../agent.ts';
import type { AnyGame } from '../game.ts';
import { runMatch } from '../match.ts';

export interface Duellist {
  /** The descriptor kept in the record, e.g. 'bot:heuristic'. */
  readonly agent: string;
  readonly make: AgentFactory;
}

/** Games `bot` won outright (first place, the other seat not) over `games` games. */
export function duelWins(game: AnyGame, bot: Duellist, opponent: Duellist, games: number): number {
  const [first, second] = duelWinsBySeat(game, bot, opponent, games);
  return first + second;
}

/**
 * The same games, `bot`'s wins counted by its seat: as seat 1 (the even games) and as seat 2
 * (the odd ones), where a target asks for strength from either side.
 */
export function duelWinsBySeat(
  game: AnyGame,
  bot: Duellist,
  opponent: Duellist,
  games: number,
): [number, number] {
  const wins: [number, number] = [0, 0];
  for (let i = 0; i < games; i++) {
    const me = i % 2;
    const players = [0, 1].map((seat) => ({
      name: `Seat ${seat + 1}`,
      ...(seat === me ? bot : opponent),
    }));
    const record = runMatch(game, { players, seed: `duel-${i}` });
    assert.ok(record.ok, record.ok ? '' : record.error.message);
    const places = record.value.outcome?.places ?? [];
    if (places[me] === 1 && places[1 - me] !== 1) wins[me] = (wins[me] as number) + 1;
  }
  return wins;
}
