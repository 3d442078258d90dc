/**
 * The bots' calibrated ratings the server rates with: the rows of bot-ratings.data.ts, written
 * by `node src/server/ratings/calibrate-bots.ts` (docs/ratings.md, "Bots' ratings").
 */
import { BOT_RATING_ROWS } from './bot-ratings.data.ts';
import { botRatingsTable, type BotRatings } from './bot-ratings.ts';

export { BOT_RATING_ROWS };

/** The lab's calibration, by mode and bot. */
export const CALIBRATED_BOTS: BotRatings = botRatingsTable(BOT_RATING_ROWS);
