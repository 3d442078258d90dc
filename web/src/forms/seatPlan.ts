/** The seats as the create form edits them, and the request the server expects. */
import { BOT_LEVEL_NAMES, BOT_LEVELS, type BotLevel, type SeatRequest } from '../protocol.ts';

/** Who plays a seat, as one choice: 'me', 'friend' or 'bot:<level>'. */
export type Player = 'me' | 'friend' | `bot:${BotLevel}`;

export interface SeatPlan {
  readonly player: Player;
  /** Empty = the server's default name. */
  readonly name: string;
}

export const PLAYERS: readonly { readonly value: Player; readonly words: string }[] = [
  { value: 'me', words: 'Me, in this browser' },
  { value: 'friend', words: 'A friend, by invite link' },
  ...BOT_LEVELS.map((level) => ({
    value: `bot:${level}` as const,
    words: `Bot (${BOT_LEVEL_NAMES[level].toLowerCase()})`,
  })),
];

/** A new table's seats: me, then normal bots up to the game's fewest seats (at least two). */
export function defaultSeats(minSeats: number, maxSeats: number): SeatPlan[] {
  const count = Math.min(maxSeats, Math.max(minSeats, 2));
  return Array.from({ length: count }, (_, i) => ({
    player: i === 0 ? 'me' : 'bot:normal',
    name: '',
  }));
}

/**
 * The seats with the first of 'me' named after the signed-in account (e.g. 'Ana') while its
 * name is empty: a player's seat carries their account's name unless they type another. No
 * account (a guest, or not known yet): the seats as they are, the server names them 'Seat N'.
 */
export function namedForAccount(
  seats: readonly SeatPlan[],
  account: string | undefined,
): readonly SeatPlan[] {
  if (!account) return seats;
  const first = seats.findIndex((seat) => seat.player === 'me');
  if (first < 0 || seats[first]?.name !== '') return seats;
  return seats.map((seat, i) => (i === first ? { ...seat, name: account } : seat));
}

export function isPlayer(value: string): value is Player {
  return PLAYERS.some((p) => p.value === value);
}

export function seatRequest({ player, name }: SeatPlan): SeatRequest {
  const named = name.trim() ? { name: name.trim() } : {};
  if (player === 'me' || player === 'friend') return { kind: player, ...named };
  const level = player.slice('bot:'.length) as BotLevel;
  return { kind: 'bot', level, ...named };
}
