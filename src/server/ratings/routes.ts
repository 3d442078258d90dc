/**
 * The ratings' HTTP API:
 *   GET /api/ratings/modes                          → RatingModeInfo[]
 *   GET /api/leaderboards/:mode?limit=&after=       → LeaderboardPage (settled ratings only)
 *   GET /api/players/:id?limit=&before=&mode=       → PlayerPage (ratings, history, W/D/L)
 *   GET /api/ratings/tables?ids=ID,ID               → TableRatings[] (table-ratings.ts)
 *   GET /api/ratings/cool-down                      → CoolDownAnswer (the session's player)
 *   GET /api/ratings/bots?mode=&ids=bot:normal,…    → BotRating[] (bots with a rating there)
 * Refusals are the project's ErrorBody: 'unknown-mode' (404), 'bad-message' (400) for a bad
 * limit, cursor or player id.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOT_LEVELS } from '../../bots/levels.ts';
import { calibratedBot, provisionalIn } from '../../ratings/bot-ratings.ts';
import { showRatingAs } from '../../ratings/provisional.ts';
import type { Rating } from '../../ratings/rating.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import { answer, parseBody } from '../http/reply.ts';
import {
  MAX_PAGE,
  readBoardCursor,
  readHistoryCursor,
  type HistoryPage,
  type LeaderboardPage,
  type PlayerRating,
  type RatingsBook,
  type SeatRecord,
} from './book.ts';
import type { RatingMode } from './modes.ts';
import { whyCoolingDown } from './abandons.ts';
import type { PlayerOfRequest } from './finish.ts';
import { registerTableRatingRoutes, type SeatsOf } from './table-ratings.ts';

/** A mode as the pages list it. */
export interface RatingModeInfo {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly seats: number;
  readonly model: RatingMode['model'];
}

/** A rating as a player page shows it, e.g. shown '1500?' ± 500. */
export interface ShownRating extends PlayerRating {
  readonly title: string;
  readonly game: string;
  /** The rating as shown, '?' while provisional, e.g. '1712' or '1500?'. */
  readonly shown: string;
}

export interface PlayerPage {
  readonly id: string;
  /**
   * An account's name, e.g. 'Acc Ana'; a bot's level ('Normal'); a guest's latest rated seat's
   * name, '' before any rated game.
   */
  readonly name: string;
  readonly ratings: readonly ShownRating[];
  readonly history: HistoryPage;
  readonly record: readonly SeatRecord[];
}

/** A player id as the book keeps them: a user id or 'bot:level', printable, at most 200. */
const playerId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w:.-]+$/u, 'not a player id');

const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE).default(50);
const cursorText = z.string().max(400).optional();

const boardQuery = z.strictObject({ limit: pageSize, after: cursorText });
const playerQuery = z.strictObject({
  limit: pageSize,
  before: cursorText,
  mode: z.string().max(100).optional(),
});

const botsQuery = z.strictObject({
  mode: z.string().max(100),
  ids: z
    .string()
    .max(400)
    .transform((text) => [...new Set(text.split(','))])
    .pipe(
      z
        .array(z.string().regex(/^bot:[\w-]+$/u, 'not a bot'))
        .min(1)
        .max(10),
    ),
});

/**
 * A bot's rating in a mode, e.g. { player: 'bot:normal', rating: 1620.4, shown: '1620',
 * calibrated: true }.
 */
export interface BotRating {
  readonly player: string;
  readonly rating: number;
  /** '?' while provisional, always where the lab has not calibrated the bot, e.g. '1540?'. */
  readonly shown: string;
  /** Whether the rating is the lab's calibration (else from the bot's rated games so far). */
  readonly calibrated: boolean;
}

export interface RatingRouteDeps {
  readonly book: RatingsBook;
  /** The clock leaderboards count activity from (epoch ms). */
  readonly now?: () => number;
  /** Who sits at a table now, for the ratings beside their names; absent: no such route. */
  readonly seatsOf?: SeatsOf;
  /** The request's signed-in player (accounts/), for their cool-down; absent: nobody's. */
  readonly playerOf?: PlayerOfRequest;
  /** An account's name (accounts/), which heads its player page; undefined for a guest. */
  readonly accountName?: (player: string) => Promise<string | undefined>;
}

/**
 * Whether the session's player may play rated games now: null, or the words of their
 * cool-down (abandons.ts), e.g. 'You left 3 rated games in the last 24 hours, so …'.
 */
export interface CoolDownAnswer {
  readonly coolDown: string | null;
}

export function registerRatingRoutes(app: FastifyInstance, deps: RatingRouteDeps): void {
  const { book } = deps;
  const now = deps.now ?? Date.now;
  if (deps.seatsOf) registerTableRatingRoutes(app, { book, seatsOf: deps.seatsOf });

  app.get('/api/ratings/cool-down', async (request, reply) => {
    try {
      const player = deps.playerOf ? await deps.playerOf(request) : null;
      const words = player ? (await whyCoolingDown(book, player.id, now()))?.message : undefined;
      const found: CoolDownAnswer = { coolDown: words ?? null };
      return found;
    } catch {
      return answer(reply, err(refusal('unavailable', 'Ratings cannot be read just now.')));
    }
  });

  // Bots' ratings in a mode, for their names at tables ('Normal (1620)'): a calibrated bot's
  // is its calibrated rating from its first game on (it keeps it, rate-table.ts); another bot's
  // is from its rated games, none before the first, and always provisional ('Normal (1540?)').
  app.get('/api/ratings/bots', async (request, reply) => {
    const query = parseBody(botsQuery, request.query);
    if (!query.ok) return answer(reply, query);
    const mode = knownMode(book, query.value.mode);
    if (!mode.ok) return answer(reply, mode);
    const found = new Map<string, Rating>(await book.ratingsIn(mode.value.id, query.value.ids));
    for (const player of query.value.ids) {
      const calibrated = calibratedBot(book.bots, mode.value.id, player);
      if (calibrated) found.set(player, calibrated);
    }
    const bots: BotRating[] = [...found].map(([player, rating]) => ({
      player,
      rating: rating.rating,
      shown: showRatingAs(
        rating.rating,
        provisionalIn(book.bots, mode.value.id, { id: player, bot: true }, rating),
      ),
      calibrated: calibratedBot(book.bots, mode.value.id, player) !== undefined,
    }));
    return bots;
  });

  app.get('/api/ratings/modes', () =>
    book.modes.all.map(({ id, game, title, seats, model }) => ({ id, game, title, seats, model })),
  );

  app.get<{ Params: { mode: string } }>('/api/leaderboards/:mode', async (request, reply) => {
    const mode = knownMode(book, request.params.mode);
    if (!mode.ok) return answer(reply, mode);
    const query = parseBody(boardQuery, request.query);
    if (!query.ok) return answer(reply, query);
    const { limit, after } = query.value;
    const cursor = after === undefined ? undefined : readBoardCursor(after);
    if (after !== undefined && !cursor) return answer(reply, badCursor());
    const page: LeaderboardPage = await book.leaderboard(mode.value.id, {
      limit,
      after: cursor,
      now: now(),
    });
    return {
      ...page,
      entries: page.entries.map((entry) => ({
        ...entry,
        name: botTitle(entry.player) ?? entry.name,
      })),
    };
  });

  app.get<{ Params: { id: string } }>('/api/players/:id', async (request, reply) => {
    const id = playerId.safeParse(request.params.id);
    if (!id.success) return answer(reply, err(refusal('bad-message', 'Bad player id.')));
    const query = parseBody(playerQuery, request.query);
    if (!query.ok) return answer(reply, query);
    const { limit, before, mode } = query.value;
    if (mode !== undefined) {
      const known = knownMode(book, mode);
      if (!known.ok) return answer(reply, known);
    }
    const cursor = before === undefined ? undefined : readHistoryCursor(before);
    if (before !== undefined && !cursor) return answer(reply, badCursor());
    const [ratings, history, record, account] = await Promise.all([
      book.ratings(id.data),
      book.history(id.data, { limit, before: cursor, mode }),
      book.record(id.data),
      botTitle(id.data) === undefined ? deps.accountName?.(id.data) : undefined,
    ]);
    return playerPage(book, id.data, ratings, history, record, account);
  });
}

function knownMode(book: RatingsBook, id: string): Result<RatingMode, Refusal> {
  const mode = book.modes.get(id);
  if (mode) return ok(mode);
  const shown = id.length > 40 ? `${id.slice(0, 40)}…` : id;
  return err(refusal('unknown-mode', `Unknown rating mode '${shown}'.`));
}

function badCursor(): Result<never, Refusal> {
  return err(refusal('bad-message', 'Bad page cursor: use the `next` of the page before.'));
}

function playerPage(
  book: RatingsBook,
  id: string,
  ratings: readonly PlayerRating[],
  history: HistoryPage,
  record: readonly SeatRecord[],
  account?: string,
): PlayerPage {
  const latest = history.entries[0]?.seats.find((seat) => seat.player === id);
  return {
    id,
    // An account by its name (a guest's games played as 'Seat 1' before it signed up headed
    // its page 'Seat 1'); a guest by its latest seat's.
    name:
      botTitle(id) ??
      account ??
      latest?.name ??
      [...ratings].sort((a, b) => b.lastPlayed - a.lastPlayed)[0]?.name ??
      '',
    ratings: ratings.map((rating) => {
      const mode = book.modes.get(rating.mode);
      return {
        ...rating,
        title: mode?.title ?? rating.mode,
        game: mode?.game ?? '',
        shown: showRatingAs(rating.rating, rating.provisional),
      };
    }),
    history,
    record,
  };
}

/**
 * A bot's name on its page and the leaderboards: its level, e.g. 'Normal' for 'bot:normal'.
 * Its latest seat's name would be whatever the last table called that seat (by default
 * 'Seat 2'), so every bot's page was headed 'Seat 2'. Undefined for a person.
 */
export function botTitle(player: string): string | undefined {
  const level = BOT_LEVELS.find((l) => player === `bot:${l}`);
  return level && `${level.charAt(0).toUpperCase()}${level.slice(1)}`;
}
