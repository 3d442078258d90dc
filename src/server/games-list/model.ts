/**
 * A player's games (issue #35, "your move"): the tables whose seats carry their player id
 * (seats.player_id), in three sections one after the other: those waiting for their move,
 * soonest deadline first (no clock last); the others still playing, newest first; those
 * finished in the last RECENT_DAYS, newest first. Paged by key (section, sort key, table id),
 * never by offset, so a page is one index range however many games came before.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';

export const SECTIONS = ['waiting', 'playing', 'finished'] as const;
export type Section = (typeof SECTIONS)[number];

/** Finished games older than this many days are left out of the list. */
export const RECENT_DAYS = 30;
/** Most games in one page, and the default. */
export const MAX_PAGE = 50;
export const DEFAULT_PAGE = 20;
/** The sort key of a waiting table with no clock: after every deadline (epoch ms). */
export const NO_DEADLINE = Number.MAX_SAFE_INTEGER;

/** Where a page starts: after this game of this section. */
export interface GamesCursor {
  readonly section: Section;
  /** The section's sort key: the deadline (waiting), created_at (playing), finished_at. */
  readonly key: number | string;
  readonly id: string;
}

/** A person at a listed table, as the list shows them. */
export interface ListedSeat {
  readonly name: string;
  readonly bot: boolean;
  /** Whether the asking player took it. */
  readonly mine: boolean;
}

/** One of the player's tables, e.g. a Golazo table waiting for their move until tomorrow. */
export interface ListedGame {
  readonly id: string;
  /** The game's id, e.g. 'golazo'. */
  readonly game: string;
  readonly section: Section;
  /** When the player's time for this move runs out (epoch ms); null: no clock, or not theirs. */
  readonly deadline: number | null;
  /** The table's time per decision: seconds, or whole days (correspondence), e.g. 86400. */
  readonly turnSeconds: number;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly seats: readonly ListedSeat[];
}

/** A row as a book reads it, with its section's sort key. */
export interface GameRow extends ListedGame {
  readonly key: number | string;
}

/** Reads the player's games from the tables' own rows; each store has one (sqlite-book.ts…). */
export interface GamesBook {
  /** Up to `limit` of the section's games after `after` (null: from its start). */
  section(
    section: Section,
    player: string,
    limit: number,
    after: Pick<GamesCursor, 'key' | 'id'> | null,
    recentSince: string,
  ): Promise<GameRow[]>;
  /** How many unfinished tables wait for the player's move. */
  waiting(player: string): Promise<number>;
  close(): Promise<void>;
}

/** A page of the list, the cursor of the next one (null: none), and the server's clock. */
export interface GamesPage {
  readonly games: readonly ListedGame[];
  readonly next: string | null;
  /** The server's time (epoch ms), so time left is counted against the server's deadlines. */
  readonly now: number;
}

/** Reads sections in order from the cursor's until the page is full (one row over: a next page). */
export async function readPage(
  book: GamesBook,
  player: string,
  request: { readonly limit: number; readonly after: GamesCursor | null; readonly now: number },
): Promise<GamesPage> {
  const { limit, after, now } = request;
  const recentSince = new Date(now - RECENT_DAYS * 86_400_000).toISOString();
  const rows: GameRow[] = [];
  const first = after ? SECTIONS.indexOf(after.section) : 0;
  for (const section of SECTIONS.slice(first)) {
    const from = after?.section === section ? after : null;
    rows.push(...(await book.section(section, player, limit + 1 - rows.length, from, recentSince)));
    if (rows.length > limit) break;
  }
  const games = rows.slice(0, limit);
  const last = games.at(-1);
  const next =
    rows.length > limit && last
      ? writeCursor({ section: last.section, key: last.key, id: last.id })
      : null;
  return { games: games.map(listed), next, now };
}

/** A row without its sort key, as the list shows it. */
function listed(row: GameRow): ListedGame {
  const { id, game, section, deadline, turnSeconds, createdAt, finishedAt, seats } = row;
  return { id, game, section, deadline, turnSeconds, createdAt, finishedAt, seats };
}

const cursorSchema = z
  .strictObject({
    section: z.enum(SECTIONS),
    key: z.union([z.number().int(), z.string().max(40)]),
    id: z.string().max(40),
  })
  // A waiting table's key is its deadline, the others' a time as text.
  .refine((cursor) => (cursor.section === 'waiting') === (typeof cursor.key === 'number'));

export function writeCursor(cursor: GamesCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function readCursor(text: string): Result<GamesCursor, Refusal> {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    if (parsed.success) return ok(parsed.data);
  } catch {
    // Not JSON: refused below.
  }
  return err(refusal('bad-message', 'That page cursor is not one this list gave.'));
}
