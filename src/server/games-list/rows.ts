/** The games list's rows as both books read them (SQLite's and PostgreSQL's alike). */
import { NO_DEADLINE, type GameRow, type ListedSeat, type Section } from './model.ts';

/** A column as a store answers it: text, a number, a big integer, or null. */
type Value = string | number | bigint | null | Uint8Array;
export type Row = Readonly<Record<string, Value>>;

/** Each section's rows with the names at their tables; `player`'s seats marked as theirs. */
export function gameRows(
  section: Section,
  rows: readonly Row[],
  seats: readonly Row[],
  player: string,
): GameRow[] {
  const seatsOf = new Map<string, ListedSeat[]>();
  for (const seat of seats) {
    const id = String(seat.table_id);
    const list = seatsOf.get(id) ?? [];
    list.push({
      name: String(seat.name),
      bot: String(seat.agent).startsWith('bot:'),
      mine: seat.player_id === player,
    });
    seatsOf.set(id, list);
  }
  return rows.map((row) => {
    const id = String(row.id);
    const key = section === 'waiting' ? Number(row.key) : String(row.key);
    return {
      id,
      game: String(row.game),
      section,
      deadline: section === 'waiting' && key !== NO_DEADLINE ? Number(key) : null,
      turnSeconds: Number(row.turn_seconds),
      createdAt: String(row.created_at),
      finishedAt: row.finished_at === null ? null : String(row.finished_at),
      seats: seatsOf.get(id) ?? [],
      key,
    };
  });
}
