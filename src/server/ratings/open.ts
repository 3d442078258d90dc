/**
 * Opening the ratings book on the server's store: PostgreSQL when DATABASE_URL is set, else
 * the SQLite file; its modes read from the facts of every game the server offers.
 */
import type { BotRatings } from '../../ratings/bot-ratings.ts';
import { CALIBRATED_BOTS } from '../../ratings/calibrated-bots.ts';
import { MEASURED_SEAT_ADVANTAGE } from '../../ratings/measured-seats.ts';
import type { SeatAdvantageTable } from '../../ratings/seat-advantage.ts';
import { GAME_IDS } from '../../games/registry.ts';
import type { GameFinder } from '../games.ts';
import type { RatingsBook } from './book.ts';
import { ModeBook } from './modes.ts';
import { SqliteRatingsBook, type BookFaults } from './sqlite-book.ts';

export interface RatingsBookOptions {
  /** The SQLite file, used when `databaseUrl` is absent. */
  readonly dbPath: string;
  readonly databaseUrl?: string;
  readonly modes: ModeBook;
  /**
   * The lab's seat offsets; absent: the measured ones (src/ratings/measured-seats.ts), so a
   * win from a favoured seat is worth a little less.
   */
  readonly advantage?: SeatAdvantageTable;
  /** The bots' calibrated ratings; absent: the lab's (src/ratings/bot-ratings.data.ts). */
  readonly bots?: BotRatings;
  readonly faults?: BookFaults;
}

/** The modes of every game the finder finds, in the catalogue's order. */
export function modesOf(find: GameFinder): ModeBook {
  return new ModeBook(
    GAME_IDS.flatMap((id) => {
      const found = find(id);
      return found.ok ? [found.value.engine.facts] : [];
    }),
  );
}

export async function openRatingsBook(options: RatingsBookOptions): Promise<RatingsBook> {
  const withAdvantage = {
    ...options,
    advantage: options.advantage ?? MEASURED_SEAT_ADVANTAGE,
    bots: options.bots ?? CALIBRATED_BOTS,
  };
  if (options.databaseUrl) {
    const { PgRatingsBook } = await import('./postgres-book.ts');
    return PgRatingsBook.open(options.databaseUrl, withAdvantage);
  }
  return new SqliteRatingsBook(options.dbPath, withAdvantage);
}
