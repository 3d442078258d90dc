/**
 * The ratings book's statements, one text for both stores: `?` placeholders (PostgreSQL's
 * are numbered from them, postgres/reader.ts's `numbered`).
 */
const BOARD_COLUMNS = 'player, name, bot, rating, deviation, games, last_played';

export const SQL = {
  game: 'INSERT INTO rated_games (table_id, game, mode, finished_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  rating: 'SELECT * FROM ratings WHERE player = ? AND mode = ?',
  upsert: `INSERT INTO ratings (player, mode, name, bot, rating, deviation, volatility, games, last_played, settled)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (player, mode) DO UPDATE SET name = excluded.name, bot = excluded.bot,
         rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility,
         games = excluded.games, last_played = excluded.last_played, settled = excluded.settled`,
  /** Every bot's ratings, and one made to agree with the calibration (aligned-bots.ts). */
  botRatings: 'SELECT * FROM ratings WHERE bot = 1 ORDER BY mode, player',
  alignBot: `UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, settled = ?
       WHERE player = ? AND mode = ?`,
  history: `INSERT INTO rating_history (table_id, seat, player, mode, at, name, bot, place, result,
         rating_before, deviation_before, rating, deviation, volatility, rated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  alias: 'SELECT to_player FROM player_aliases WHERE from_player = ?',
  addAlias:
    'INSERT INTO player_aliases (from_player, to_player) VALUES (?, ?) ON CONFLICT DO NOTHING',
  repointAliases: 'UPDATE player_aliases SET to_player = ? WHERE to_player = ?',
  playerRatings: 'SELECT * FROM ratings WHERE player = ? ORDER BY mode',
  deleteRating: 'DELETE FROM ratings WHERE player = ? AND mode = ?',
  moveHistory: 'UPDATE rating_history SET player = ? WHERE player = ?',
  historyKeys: `SELECT DISTINCT table_id, mode, at FROM rating_history
       WHERE player = ? AND at <= ? AND (at < ? OR table_id < ?)
       ORDER BY at DESC, table_id DESC LIMIT ?`,
  historyModeKeys: `SELECT DISTINCT table_id, mode, at FROM rating_history
       WHERE player = ? AND mode = ? AND at <= ? AND (at < ? OR table_id < ?)
       ORDER BY at DESC, table_id DESC LIMIT ?`,
  record: `SELECT mode, seat, result, count(*) AS n FROM rating_history WHERE player = ?
       GROUP BY mode, seat, result ORDER BY mode, seat`,
  board: `SELECT ${BOARD_COLUMNS} FROM ratings
       WHERE mode = ? AND settled = 1 AND last_played >= ?
       ORDER BY rating DESC, player LIMIT ?`,
  boardAfter: `SELECT ${BOARD_COLUMNS} FROM ratings
       WHERE mode = ? AND settled = 1 AND last_played >= ?
         AND rating <= ? AND (rating < ? OR player > ?)
       ORDER BY rating DESC, player LIMIT ?`,
  markRated:
    'INSERT INTO rated_tables (table_id, low, high) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  isRated: 'SELECT 1 AS rated FROM rated_tables WHERE table_id = ?',
  deleteRatings: 'DELETE FROM ratings WHERE player = ?',
  anonymiseHistory:
    "UPDATE rating_history SET player = ?, name = 'Seat ' || (seat + 1) WHERE player = ?",
  deleteAliases: 'DELETE FROM player_aliases WHERE from_player = ? OR to_player = ?',
  forgetRated: 'DELETE FROM rated_tables WHERE table_id = ?',
  pendingRated: 'SELECT table_id FROM rated_tables ORDER BY table_id LIMIT ?',
  // LIST: a list of ids passed as one parameter, a table `p` of one column `value` (listed()).
  pendingAmong:
    'SELECT table_id, low, high FROM rated_tables WHERE table_id IN (SELECT p.value FROM LIST)',
  /** A seat that abandoned a rated table (abandons.ts), noted with the table's rating. */
  abandon:
    'INSERT INTO rating_abandons (table_id, seat, player, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  abandonsSince: 'SELECT at FROM rating_abandons WHERE player = ? AND at >= ? ORDER BY at',
  moveAbandons: 'UPDATE rating_abandons SET player = ? WHERE player = ?',
  deleteAbandons: 'DELETE FROM rating_abandons WHERE player = ?',
  /** A seat's resignation, or a win claimed from it (resign.ts). */
  noteEnding:
    'INSERT INTO table_endings (table_id, seat, kind, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  endings: 'SELECT seat, kind, at FROM table_endings WHERE table_id = ? ORDER BY seat',
  /** Since when a seat has had no device at a rated table (resign.ts's absences). */
  noteAway: `INSERT INTO seat_absences (table_id, seat, since) VALUES (?, ?, ?)
       ON CONFLICT (table_id, seat) DO UPDATE SET since = excluded.since`,
  noteBack: 'DELETE FROM seat_absences WHERE table_id = ? AND seat = ?',
  absences: 'SELECT seat, since FROM seat_absences WHERE table_id = ? ORDER BY seat',
  /**
   * A rated table's absences, once it has ended, rated or not (recordFinished, forgetRated):
   * nobody can claim its win any more.
   */
  forgetAbsences: 'DELETE FROM seat_absences WHERE table_id = ?',
  /** A person's latest rated games against a bot in a mode, other than this table (repeats.ts). */
  recentMoves: `SELECT moves FROM bot_game_moves
       WHERE player = ? AND mode = ? AND bot = ? AND table_id <> ?
       ORDER BY at DESC, table_id DESC LIMIT ?`,
  noteMoves:
    'INSERT INTO bot_game_moves (player, mode, bot, at, table_id, moves) VALUES (?, ?, ?, ?, ?, ?)',
  moveMoves: 'UPDATE bot_game_moves SET player = ? WHERE player = ?',
  deleteMoves: 'DELETE FROM bot_game_moves WHERE player = ?',
  seatsAmong: 'SELECT * FROM rating_history WHERE table_id IN (SELECT p.value FROM LIST)',
  /** A mode's ratings of a list of players, each found through its alias if it has one. */
  ratingsIn: `SELECT p.value AS asked, r.* FROM LIST
       LEFT JOIN player_aliases a ON a.from_player = p.value
       JOIN ratings r ON r.player = coalesce(a.to_player, p.value) AND r.mode = ?`,
} as const;

/**
 * A statement with its LIST as the store reads a list parameter: node:sqlite's JSON text
 * (json_each), PostgreSQL's text array (unnest).
 */
export function listed(statement: string, store: 'sqlite' | 'postgres'): string {
  const list = store === 'sqlite' ? 'json_each(?) AS p' : 'unnest(?::text[]) AS p(value)';
  return statement.replace('LIST', list);
}
