/**
 * The seats of a table as the ratings book rates them: each person by the player who took the
 * seat (the accounts' seat.playerId), each bot by its level. A module of its own, read by the
 * finish (finish.ts) and by the forfeits of leaving (abandons.ts), which finish.ts also reads.
 */
import type { StoredSeat } from '../storage/rows.ts';
import type { RatedSeat } from './rate-table.ts';

/** The player a seat's person is (the accounts' seat.playerId), if one has taken it. */
export function playerIdOf(seat: Pick<StoredSeat, 'playerId'>): string | undefined {
  const { playerId } = seat;
  return typeof playerId === 'string' && playerId.length > 0 ? playerId : undefined;
}

/** The seats as the book rates them, or why not: a person's seat no player holds. */
export function ratedSeatsOf(
  seats: readonly Pick<StoredSeat, 'agent' | 'name' | 'playerId'>[],
): RatedSeat[] | string {
  const rated: RatedSeat[] = [];
  for (const seat of seats) {
    if (seat.agent.startsWith('bot:')) {
      rated.push({ player: seat.agent, name: seat.name, bot: true });
      continue;
    }
    const player = playerIdOf(seat);
    if (player === undefined) return `Seat '${seat.name}' was played by nobody signed in.`;
    rated.push({ player, name: seat.name, bot: false });
  }
  return rated;
}
