/**
 * Repeated games against a bot (issue #34): "a game against a bot that repeats one of the same
 * player's recent games move for move is not rated". A rated table with a bot carries its
 * moves' digest (`movesDigest`); the book keeps, for each person and bot of a rated game, the
 * digest with the mode and time (`bot_game_moves`, both stores), and refuses to rate a game
 * whose digest is among the person's last REPEAT_WINDOW rated games against that bot in the
 * mode: it stays casual, logged with the reason, as any other unrated ending.
 *
 * RULING (#34): the window is the person's last 20 rated games against that bot level in that
 * mode. _Reason:_ a bot's seed is drawn from the server's secret randomness at every table, so
 * a repeat is not something a player can aim at; the check is the guard should a bot ever play
 * the same game twice (a bot without chance in a game without dice), and 20 covers a sitting of
 * farming one line while keeping the read to one indexed page.
 */
import { createHash } from 'node:crypto';
import type { FinishedTable, RatedSeat } from './rate-table.ts';

/** How many of a person's latest rated games against a bot level in a mode a game is checked against. */
export const REPEAT_WINDOW = 20;

/** The digest of a game's moves: SHA-256 (hex) of each action's seat and code, in order. */
export function movesDigest(
  actions: readonly { readonly seat: number; readonly action: number }[],
): string {
  const hash = createHash('sha256');
  for (const { seat, action } of actions) hash.update(`${seat}:${action};`);
  return hash.digest('hex');
}

/** Each person and bot of a table with a bot, as the book notes them: [person, bot]. */
export function personBotPairs(seats: readonly RatedSeat[]): [string, string][] {
  const bots = [...new Set(seats.filter((s) => s.bot).map((s) => s.player))];
  const people = [...new Set(seats.filter((s) => !s.bot).map((s) => s.player))];
  return people.flatMap((person) => bots.map((bot): [string, string] => [person, bot]));
}

/** Thrown inside a book's transaction to undo its claim of a repeated game. */
export class RepeatedGame extends Error {
  constructor(person: string, bot: string) {
    super(
      `Its moves repeat one of ${person}'s last ${REPEAT_WINDOW} rated games against ${bot} move for move.`,
    );
  }
}

/**
 * Whether the table is checked: it has a bot and its moves' digest, and was played out. A
 * table someone left (abandoned, resigned, out of time: `abandonedBy`) is a loss for the
 * leaver, nothing to farm; checked, leaving twice before the first move (two equal, empty
 * move lists) would have escaped the loss and the cool-down's count.
 */
export function checksRepeats(table: FinishedTable): table is FinishedTable & { moves: string } {
  return (
    table.moves !== undefined &&
    (table.abandonedBy ?? []).length === 0 &&
    table.seats.some((s) => s.bot)
  );
}
