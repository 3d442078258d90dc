/**
 * The web app's one door to the server's contract: types only, so no server or engine code
 * reaches the bundle. Values the app needs from the contract are restated here, each pinned
 * to the contract's type so that a change there fails the typecheck here.
 */
import type {
  BotLevel,
  CORRESPONDENCE_DAYS as SERVER_CORRESPONDENCE_DAYS,
  DAY_SECONDS as SERVER_DAY_SECONDS,
  GameInfo,
  LIMITS,
} from '../../src/server/protocol.ts';

export type {
  Ack,
  BotLevel,
  ClaimedSeat,
  ClaimSeat,
  CreatedTable,
  CreateTable,
  DescribedActions,
  ErrorBody,
  GameInfo,
  JoinedTable,
  LegalChoice,
  LobbyEntry,
  LobbyPage,
  RematchOffer,
  ReissuedSeat,
  ReissueSeat,
  ReplayFrames,
  SeatRequest,
  SeatSummary,
  StopSetting,
  TableSummary,
  TableUpdate,
  WindowPause,
} from '../../src/server/protocol.ts';
export type { GameEvent, Outcome } from '../../src/core/game.ts';

/** Bot levels with the words the create form shows; `Record` keeps it exhaustive. */
export const BOT_LEVEL_NAMES: Readonly<Record<BotLevel, string>> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};
export const BOT_LEVELS = Object.keys(BOT_LEVEL_NAMES) as BotLevel[];

export const MAX_NAME_LENGTH: (typeof LIMITS)['maxNameLength'] = 40;
export const MAX_TURN_SECONDS: (typeof LIMITS)['maxTurnSeconds'] = 600;
/** Correspondence play: a table's turnSeconds in whole days (src/server/protocol.ts). */
export const DAY_SECONDS: typeof SERVER_DAY_SECONDS = 86_400;
export const CORRESPONDENCE_DAYS: typeof SERVER_CORRESPONDENCE_DAYS = [1, 3, 7];
export const INLINE_CHOICES: (typeof LIMITS)['inlineChoices'] = 16;
export const MAX_WINDOW_SECONDS: (typeof LIMITS)['maxWindowSeconds'] = 600;
/**
 * A response window's countdown when the creator does not choose one: short (issue #37), as a
 * person is stopped only where they hold something playable (their stop setting) and a bot
 * answers at its own pace whatever the countdown.
 */
export const DEFAULT_WINDOW_SECONDS = 6;

/** The viewer of a spectator update (TableUpdate.seat). */
export const SPECTATOR = -1;

/** A game's rules page: its catalogue entry and rules.md as markdown. */
export type GameDetails = GameInfo & {
  readonly rules: string;
};

/** A game's design notes page: its catalogue entry and design.md as markdown. */
export type GameDesign = GameInfo & {
  readonly design: string;
};
