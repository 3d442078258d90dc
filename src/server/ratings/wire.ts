/**
 * The ratings API's shapes as the web app reads them (types only: eslint.config.js lets the
 * web app import this module for its types, as it does protocol.ts).
 */
export type {
  GameSeat,
  HistoryEntry,
  HistoryPage,
  LeaderboardEntry,
  LeaderboardPage,
  SeatRecord,
} from './book.ts';
export type {
  BotRating,
  CoolDownAnswer,
  PlayerPage,
  RatingModeInfo,
  ShownRating,
} from './routes.ts';
export type { SeatResult } from './rate-table.ts';
export type { SeatAdvantage, SeatAdvantageBasis } from '../../ratings/seat-advantage.ts';
export type { SeatRating, TableRatings } from './table-ratings.ts';
export type { EndAnswer, TableEnding } from './resign.ts';
