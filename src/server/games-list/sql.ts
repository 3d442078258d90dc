/**
 * The games list's reads, one per section, written once for both stores: `?` placeholders
 * here, numbered for PostgreSQL by `numbered`. Each starts from the player's seats
 * (seats_player, a partial index on player_id) and compares (key, id) row values, so a page
 * is one range of the index.
 */
import type { Section } from './model.ts';
import { NO_DEADLINE } from './model.ts';

const COLUMNS = 't.id, t.game, t.turn_seconds, t.created_at, t.finished_at';
const PLAYING = 't.finished_at IS NULL AND t.abandoned_at IS NULL';

/** The player's waiting tables: their soonest deadline over the seats they hold there. */
const WAITING = `SELECT ${COLUMNS}, w.due AS key FROM (
    SELECT table_id, min(coalesce(turn_deadline, ${String(NO_DEADLINE)})) AS due FROM seats
    WHERE player_id = ? AND turn_since IS NOT NULL GROUP BY table_id
  ) w JOIN tables t ON t.id = w.table_id
  WHERE ${PLAYING} AND (w.due, t.id) > (?, ?)
  ORDER BY w.due, t.id LIMIT ?`;

const OTHERS = `SELECT ${COLUMNS}, t.created_at AS key FROM tables t
  WHERE t.id IN (SELECT table_id FROM seats WHERE player_id = ?) AND ${PLAYING}
    AND NOT EXISTS (SELECT 1 FROM seats s
      WHERE s.table_id = t.id AND s.player_id = ? AND s.turn_since IS NOT NULL)
    AND (t.created_at, t.id) < (?, ?)
  ORDER BY t.created_at DESC, t.id DESC LIMIT ?`;

const FINISHED = `SELECT ${COLUMNS}, t.finished_at AS key FROM tables t
  WHERE t.id IN (SELECT table_id FROM seats WHERE player_id = ?)
    AND t.finished_at IS NOT NULL AND t.finished_at >= ?
    AND (t.finished_at, t.id) < (?, ?)
  ORDER BY t.finished_at DESC, t.id DESC LIMIT ?`;

export const WAITING_COUNT = `SELECT count(DISTINCT s.table_id) AS n FROM seats s
  JOIN tables t ON t.id = s.table_id
  WHERE s.player_id = ? AND s.turn_since IS NOT NULL AND ${PLAYING}`;

/** Above every id and ISO time (ids are [A-Za-z0-9_-]): a descending section's first page. */
const TOP = '~';

/** A section's statement and its parameters, for a page after `after` (null: the first). */
export function sectionQuery(
  section: Section,
  player: string,
  limit: number,
  after: { readonly key: number | string; readonly id: string } | null,
  recentSince: string,
): { readonly sql: string; readonly params: (string | number)[] } {
  switch (section) {
    case 'waiting':
      return { sql: WAITING, params: [player, after?.key ?? -1, after?.id ?? '', limit] };
    case 'playing':
      return { sql: OTHERS, params: [player, player, after?.key ?? TOP, after?.id ?? TOP, limit] };
    case 'finished':
      return {
        sql: FINISHED,
        params: [player, recentSince, after?.key ?? TOP, after?.id ?? TOP, limit],
      };
  }
}

/** The seats of the listed tables, for their names. */
export function seatsQuery(count: number): string {
  const marks = Array.from({ length: count }, () => '?').join(', ');
  return `SELECT table_id, seat, name, agent, player_id FROM seats
    WHERE table_id IN (${marks}) ORDER BY table_id, seat`;
}

/** `?` placeholders as PostgreSQL's $1, $2, … */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/gu, () => `$${String(++n)}`);
}
