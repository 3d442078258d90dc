/**
 * The contract between the Matchday server and its clients (the web app, scripted bench
 * clients, tests): the HTTP API's bodies and the realtime messages, as zod schemas for what
 * the server receives and as types for what it sends. The web app imports this file's types
 * only; the server parses every incoming body and message with these schemas.
 *
 * HTTP (JSON):
 *   GET  /api/games                   → GameInfo[]   the catalogue, playable games first
 *   GET  /api/games/:id               → GameInfo & { rules: string }   rules.md as markdown
 *   GET  /api/games/:id/design        → GameInfo & { design: string }  design.md as markdown
 *   POST /api/tables   CreateTable    → CreatedTable  (the only time seat tokens are given out);
 *                                       an Idempotency-Key header (16-64 of A-Z a-z 0-9 _ -)
 *                                       makes a repeat with the same key and body answer the
 *                                       same table for 10 minutes (on any process of a cluster)
 *   GET  /api/lobby?limit=&cursor=    → LobbyPage   tables listed publicly with free seats,
 *                                       newest first, at most LIMITS.lobbyPage (50) a page;
 *                                       `next` is the cursor of the following page, or null
 *   POST /api/tables/:id/claim ClaimSeat → ClaimedSeat  take a free lobby seat of a listed table,
 *                                       under a name of one's own if given (checked as seat
 *                                       names are at creation); every watcher is sent it;
 *                                       an Idempotency-Key answers a repeat the same seat
 *   POST /api/tables/:id/reissue ReissueSeat → ReissuedSeat  the host gives a seat a new link
 *   GET  /api/tables/:id              → TableSummary
 *   GET  /api/tables/:id/record       → GameRecord    closed tables only (409 before the end)
 *   GET  /api/tables/:id/replay       → ReplayFrames  closed tables only
 *   GET  /api/finished?mine=ID,ID     → TableSummary[]  the 50 latest finished tables, newest
 *                                       first: tables listed in the lobby (public), plus those
 *                                       of the ids in `mine` (at most 50) that have finished.
 *                                       A table that was never listed appears only to whoever
 *                                       names its id, which is what anyone holding a link to it
 *                                       knows: the browser sends the tables it holds seats of.
 *   GET  /api/metrics                 → memory, live tables, commits (for operators and benches)
 *                                       and, in a cluster, the cluster's (cluster/figures.ts)
 * Errors: HTTP 400/403/404/408/409/410/413/414/415/429/431/503 with body ErrorBody, for every refusal
 * ('busy', 503, also says Retry-After: the server is overloaded and takes no new table just now)
 * (the framework's own too); a message never repeats more than a short excerpt of its input.
 *
 * Seats and devices: a seat's token (in its invite link) says which seat; the first join (or
 * lobby claim) hands out a device token for the table, and from then on the seat belongs to
 * that device: a join needs the seat's token and the device token ('seat-in-use' without),
 * and a connection acts or asks for a rematch only for seats it joined ('not-seated'). The
 * creator's host token (CreatedTable.host) lets them give a seat a new link: the old token is
 * retired ('bad-token') and the seat is free for whichever device opens the new one.
 *
 * Tables' lifetime: a table is 'playing' until its game ends ('finished'), or until nobody has
 * played or been connected at it for the server's idle time (TABLE_IDLE_HOURS, default 24 h):
 * then it is closed as 'abandoned'. A closed table can still be asked for, joined to watch,
 * and its record and replay fetched (an abandoned one as far as it was played); an action on
 * an abandoned table is refused with 'abandoned'. A rematch is made only once the game is
 * finished, once per table, and counts as creating a table (CREATE_RATE, per address). One
 * address may have at most BOT_TABLES_PER_ADDRESS (default 2) unfinished tables with no human
 * seat: another is refused with 'too-many-tables' (429).
 *
 * Realtime (socket.io, default namespace). Client → server, each with an acknowledgement
 * callback that receives Ack:
 *   'join'    JoinMessage     watch a table: as the seats whose tokens are given, else as a
 *                             spectator; acknowledged with JoinedTable
 *   'act'     ActMessage      play an action for a seat this connection joined
 *   'leave'   LeaveMessage    stop watching; a human seat stays reserved for its token
 *   'rematch' RematchMessage  after full time a seat asks for a rematch: same game, options and
 *                             seats, new seed ('not-finished' before the end)
 *   'stop'    StopMessage     a seat's stop setting for response windows (sent on every join)
 *   'continue' ContinueMessage a seat stopped at a window point lets it go
 *   'resync'  ResyncMessage   a client that missed a packet asks for the whole table again
 *   'words'   WordsMessage    whether this client shows the table in words (each seat's `text`):
 *                             while off, packets carry no text (and the server describes no
 *                             view for it); turned on, the whole text comes at once, turned
 *                             off, an empty one. A client that never says is sent the text
 *                             (JoinMessage.words, default on)
 *   'undo'    UndoMessage     a seat takes back its last step, at the version it saw, where the
 *                             game allows (the update's `canUndo`): 'nothing-to-undo' if it may
 *                             not, 'stale' once the table moved on
 *   'describe' DescribeMessage the labels and infos of a seat's legal list at a version, for an
 *                             update that carried more than LIMITS.inlineChoices actions;
 *                             acknowledged with DescribedActions ('stale' once it moved on)
 * Server → client:
 *   'table'   TablePacket     after join and after every change: one per client and change, with
 *                             every seat it joined as (or the spectator). The first after a join
 *                             or 'resync' is whole; the rest carry what changed, numbered, and a
 *                             client rebuilds each seat's TableUpdate from them
 *                             (realtime/table-reader.ts). Every client uses realtime/json-parser.ts.
 *   'rematch' RematchOffer    the new table and this client's new tokens, per joined seat
 *   'failure' ErrorBody       a refused message that had no acknowledgement callback, or a seat
 *                             this connection watched that the host gave a new link ('bad-token')
 */
import { z } from 'zod';
import type { ActionInfo, GameEvent, Outcome } from '../core/game.ts';
import type { ErrorCode } from '../core/errors.ts';
import { HIDDEN_CHARACTER_MESSAGE, hiddenCharacter } from './names.ts';

/** Errors of the server on top of the engine's (see src/core/errors.ts). */
export const SERVER_ERROR_CODES = [
  'bad-message', // not JSON, wrong shape or types
  'unknown-table', // no table has that id
  'bad-token', // the token is not this table's token for that seat
  'seat-taken', // a lobby seat was claimed by someone else first
  'seat-in-use', // the seat belongs to another device: its device token was not given
  'not-seated', // this connection has not joined the table as that seat
  'not-finished', // a record, replay or rematch was asked for before the end
  'abandoned', // the table was closed after a long time without play: watch it, not play it
  'too-many-tables', // this address has as many unfinished all-bot tables as it may
  'too-large', // the message is over the size limit
  'rate-limited', // too many messages from one connection or one address
  'unavailable', // the server could not save an action (nothing changed): try again
  'busy', // the server is overloaded: no new table or new join just now (nothing changed), try again
  'stale', // an action chosen before the table moved on: look again, then act
  'too-many-connections', // one address holds too many connections at once
  'timed-out', // a request (headers or body) did not arrive in time
  'window-open', // the table waits for a response window to close: nothing changed, act after it
  'nothing-to-undo', // this seat has no step it may take back now (see TableUpdate.canUndo)
  'unknown-mode', // no rating mode has that id (ratings/modes.ts)
  'not-rateable', // a rated table asked for that cannot be rated (no person, or no rating mode)
  'cooling-down', // this player left rated games too often lately: no rated tables for a while
  'out-of-range', // this player's rating is outside the rated table's range
  'not-two-sided', // resigning or claiming the win at a table not of two sides (ratings/resign.ts)
  'not-claimable', // the win may not be claimed: the opponent is not away long enough, or here
  'unknown-competition', // no competition has that id (competitions/)
  'already-entered', // this player has entered that competition already
  'not-entered', // this player has not entered that competition
  'entry-closed', // the competition has started (or is full, or cannot start yet)
  'not-host', // only the competition's host may do that
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

export interface ErrorBody {
  readonly code: ErrorCode | ServerErrorCode;
  readonly message: string;
  /**
   * On 'busy' only: the seconds to wait at least before asking again (e.g. 5), the same as
   * HTTP's Retry-After, so that a socket's acknowledgement says it too.
   */
  readonly retryAfterSeconds?: number;
}

export type Ack<T = undefined> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ErrorBody };

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Limits every table and connection obeys. */
/**
 * A response window's countdown unless the table says otherwise (issue #37: short, since a
 * person stops only where they hold something playable); the create form offers the same
 * (web/src/protocol.ts, held equal by its test).
 */
export const DEFAULT_WINDOW_SECONDS = 6;

export const LIMITS = {
  /** Largest realtime message accepted, in bytes. */
  maxMessageBytes: 16 * 1024,
  /** Messages per connection: a bucket of `burst` refilled at `perSecond`. */
  messagesPerSecond: 20,
  messageBurst: 40,
  /** Longest seat or table name. */
  maxNameLength: 40,
  /** Turn timer range, in seconds (0 = no timer); correspondence play is days (see below). */
  maxTurnSeconds: 600,
  /** A real-time clock's bank at the start, in seconds (issue #35), e.g. 300: from min to max. */
  minClockBaseSeconds: 30,
  maxClockBaseSeconds: 10_800,
  /** A real-time clock's increment per decision, in seconds, e.g. 3. */
  maxClockIncrementSeconds: 120,
  /** A response window's countdown, in seconds: at most this, 10 unless the table says. */
  maxWindowSeconds: 600,
  /** Most lobby entries in one page. */
  lobbyPage: 50,
  /**
   * Most legal actions whose labels and infos an update carries inline; a longer list goes
   * as integers alone, described on request ('describe').
   */
  inlineChoices: 16,
} as const;

/** Seconds in a day: a table whose turnSeconds is a whole number of days is played by correspondence. */
export const DAY_SECONDS = 86_400;
/** The days per decision a correspondence table may have (issue #35), e.g. 3. */
export const CORRESPONDENCE_DAYS = [1, 3, 7] as const;

/** Whether a table's time per decision is days (correspondence), not a live turn timer. */
export function isCorrespondence(turnSeconds: number): boolean {
  return turnSeconds >= DAY_SECONDS;
}

/**
 * A table's time per decision in seconds: 0 (no timer), a live turn timer up to
 * maxTurnSeconds, or correspondence, one of CORRESPONDENCE_DAYS in seconds (e.g. 259200).
 */
export const turnSecondsSchema = z
  .number()
  .int()
  .min(0)
  .refine(
    (seconds) =>
      seconds <= LIMITS.maxTurnSeconds ||
      CORRESPONDENCE_DAYS.some((days) => days * DAY_SECONDS === seconds),
    `at most ${LIMITS.maxTurnSeconds} seconds, or ${CORRESPONDENCE_DAYS.join(', ')} days in seconds`,
  );

/**
 * A real-time clock per seat, like a chess clock (issue #35): each seat starts with a bank of
 * baseSeconds; a decision may use the bank, and each decision it ends adds incrementSeconds,
 * e.g. { baseSeconds: 300, incrementSeconds: 3 } ("5 min + 3 s a move").
 */
export const clockSchema = z.strictObject({
  baseSeconds: z.number().int().min(LIMITS.minClockBaseSeconds).max(LIMITS.maxClockBaseSeconds),
  incrementSeconds: z.number().int().min(0).max(LIMITS.maxClockIncrementSeconds),
});
export type ClockSetting = z.infer<typeof clockSchema>;

export const TABLE_ID_PATTERN = /^[A-Za-z0-9_-]{6,40}$/;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const tableId = z.string().regex(TABLE_ID_PATTERN, 'a table id');
const token = z.string().regex(TOKEN_PATTERN, 'a seat token');
/** A seat's name: visible text only (see names.ts), stored in NFC so equal names are equal. */
const name = z
  .string()
  .trim()
  .normalize('NFC')
  .min(1)
  .max(LIMITS.maxNameLength)
  .refine((text) => hiddenCharacter(text) === undefined, HIDDEN_CHARACTER_MESSAGE);

/** A seat as the creator sets it up. */
export const seatRequestSchema = z.discriminatedUnion('kind', [
  /** Played in this browser (hot-seat when there are several). */
  z.strictObject({ kind: z.literal('me'), name: name.optional() }),
  /** Played by a friend who opens the seat's invite link (or claims it in the lobby). */
  z.strictObject({ kind: z.literal('friend'), name: name.optional() }),
  z.strictObject({ kind: z.literal('bot'), level: z.enum(BOT_LEVELS), name: name.optional() }),
]);
export type SeatRequest = z.infer<typeof seatRequestSchema>;

export const createTableSchema = z
  .strictObject({
    game: z.string().min(1).max(40),
    /** Raw options, checked by the game's own schema. */
    options: z.record(z.string(), z.unknown()).default({}),
    seats: z.array(seatRequestSchema).min(1).max(22),
    /**
     * Seconds a human has per decision before a bot plays for them; 0 = no timer; whole days
     * (CORRESPONDENCE_DAYS) for a game over days.
     */
    turnSeconds: turnSecondsSchema.default(0),
    /**
     * Seconds of a response window's countdown: how long those asked have to answer, and how
     * long a window point pauses the table for people who stop at every one. The same for every
     * seat, whoever holds what. Only games with windows use it.
     */
    windowSeconds: z
      .number()
      .int()
      .min(1)
      .max(LIMITS.maxWindowSeconds)
      .default(DEFAULT_WINDOW_SECONDS),
    /** Whether the table's friend seats are offered in the lobby. */
    listed: z.boolean().default(false),
    /** Rated (its result moves its players' ratings) or casual; rated needs every seat a player or a bot. */
    rated: z.boolean().default(false),
    /** A rated table's seats only for ratings within ± this of its host's (ratings/abandons.ts); absent: open. */
    ratingRange: z.number().int().min(25).max(1000).optional(),
    /**
     * A real-time clock per seat instead of a time per decision: with it, turnSeconds must be 0
     * (absent), and a game over days stays per decision (turnSeconds in days).
     */
    clock: clockSchema.optional(),
  })
  .refine((request) => request.clock === undefined || request.turnSeconds === 0, {
    message: 'a table has either a clock or turnSeconds (time per decision), not both',
    path: ['clock'],
  });
export type CreateTable = z.input<typeof createTableSchema>;

export const joinSchema = z.strictObject({
  tableId,
  /** Tokens of the seats to play; none = spectator. */
  tokens: z.array(token).max(22).default([]),
  /** This device's token for the table (JoinedTable.device, ClaimedSeat.device), if it has one. */
  device: token.optional(),
  /** Whether the client shows the table in words (see 'words'); absent: it does. */
  words: z.boolean().optional(),
});
export type JoinMessage = z.input<typeof joinSchema>;

/** The answer to a join. */
export interface JoinedTable {
  /** The seats joined, ascending, e.g. [0, 2]; empty for a spectator. */
  readonly seats: readonly number[];
  /** The device token to send with every later join of this table; null for a spectator. */
  readonly device: string | null;
}

export const actSchema = z.strictObject({
  tableId,
  token,
  action: z.number().int().nonnegative(),
  /**
   * The table version the client saw (changes so far: each action, each step taken back): a
   * stale click is refused.
   */
  version: z.number().int().nonnegative(),
});
export type ActMessage = z.infer<typeof actSchema>;

/** A seat takes back its last step, as the update of `version` offered (`canUndo`). */
export const undoSchema = z.strictObject({
  tableId,
  token,
  /** The table version the client saw: an undo clicked before the table moved on is stale. */
  version: z.number().int().nonnegative(),
});
export type UndoMessage = z.infer<typeof undoSchema>;

/** The body of a lobby claim (may be empty): a particular free seat, else the first one. */
export const claimSeatSchema = z.strictObject({
  seat: z.number().int().nonnegative().optional(),
  /** The claimer's name for the seat; absent: the seat keeps the name its creator gave it. */
  name: name.optional(),
  /** This device's token for the table, if it holds one already. */
  device: token.optional(),
});
export type ClaimSeat = z.input<typeof claimSeatSchema>;

/** The host asks for a new link for a human seat; the old one stops working. */
export const reissueSeatSchema = z.strictObject({
  hostToken: token,
  seat: z.number().int().nonnegative(),
});
export type ReissueSeat = z.input<typeof reissueSeatSchema>;

/**
 * When a person is stopped at a response window: 'always' at every window point (with the
 * same countdown whether or not they are asked, so their pause tells nothing), 'can-respond'
 * (the default) when the engine asks them and they hold something playable (their own client
 * passes at once for them when pass is all they may do: the server does not know it, and
 * paces everyone the same), 'never' (the server passes for them at once).
 */
export const STOP_SETTINGS = ['always', 'can-respond', 'never'] as const;
export type StopSetting = (typeof STOP_SETTINGS)[number];

/** A seat's stop setting, kept per device by the client and sent on every join and change. */
export const stopSchema = z.strictObject({
  tableId,
  token,
  stop: z.enum(STOP_SETTINGS),
});
export type StopMessage = z.infer<typeof stopSchema>;

/** A seat stopped at a window point with nothing to play lets it go (its Continue). */
export const continueSchema = z.strictObject({
  tableId,
  token,
  /** The table version the client saw: a Continue for an earlier window point is stale. */
  version: z.number().int().nonnegative(),
});
export type ContinueMessage = z.infer<typeof continueSchema>;

/** The labels and infos of a seat's legal actions at a version, for a list sent as integers. */
export const describeSchema = z.strictObject({
  tableId,
  token,
  version: z.number().int().nonnegative(),
});
export type DescribeMessage = z.infer<typeof describeSchema>;

/** The answer to 'describe': the seat's choices at that version, in the legal list's order. */
export interface DescribedActions {
  readonly version: number;
  readonly legal: readonly LegalChoice[];
}

/** Asks for a whole 'table' packet again, after a client saw one skipped. */
export const resyncSchema = z.strictObject({ tableId });
export type ResyncMessage = z.infer<typeof resyncSchema>;

/** Turns the table in words on or off for this client, at one table it joined. */
export const wordsSchema = z.strictObject({ tableId, on: z.boolean() });
export type WordsMessage = z.infer<typeof wordsSchema>;

export const leaveSchema = z.strictObject({ tableId });
export type LeaveMessage = z.infer<typeof leaveSchema>;

export const rematchSchema = z.strictObject({ tableId, token });
export type RematchMessage = z.infer<typeof rematchSchema>;

export type SeatKind = 'human' | 'bot';

export interface SeatSummary {
  readonly seat: number;
  readonly name: string;
  readonly kind: SeatKind;
  /** 'bot:normal' for bots; 'human' otherwise. */
  readonly agent: string;
  /** A human seat someone has opened (by link, lobby or as creator). */
  readonly claimed: boolean;
  /** Someone is connected to the seat now. */
  readonly connected: boolean;
}

export type TableStatus = 'playing' | 'finished' | 'abandoned';

export interface TableSummary {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatSummary[];
  /**
   * The game's sides at this seat count, each a list of seats, e.g. [[0, 2], [1, 3]]; one seat
   * a side in a game without teams. Full time reads by side.
   */
  readonly teams: readonly (readonly number[])[];
  readonly status: TableStatus;
  readonly turnSeconds: number;
  /** Whether the game has response windows: the table offers the stop settings. */
  readonly windows: boolean;
  /** Seconds of a response window's countdown, e.g. 10. */
  readonly windowSeconds: number;
  readonly listed: boolean;
  readonly createdAt: string;
  /** Actions played so far. */
  readonly version: number;
  readonly outcome: Outcome | null;
  /** The table that replaced this one through a rematch, if any. */
  readonly rematch: string | null;
  /** When an abandoned table was closed (ISO time); null otherwise. */
  readonly abandonedAt: string | null;
  /** The table's real-time clock per seat (issue #35), e.g. 300 s + 3 s; absent or null: none. */
  readonly clock?: ClockSetting | null;
  /**
   * Each person's clock while the table is played live (null otherwise): public, as time is,
   * and told whatever anyone holds.
   */
  readonly clocks?: readonly SeatClock[] | null;
}

/** A person's real-time clock at a table, e.g. { seat: 0, bankMs: 287000, deadline: null }. */
export interface SeatClock {
  readonly seat: number;
  /** What the seat's bank holds, not counting the decision under way (ms). */
  readonly bankMs: number;
  /**
   * While the seat decides, when its bank runs out on the server's clock (epoch ms; the
   * update's `timer` tells how far that clock is from the client's); null while it waits.
   */
  readonly deadline: number | null;
}

export interface CreatedTable {
  readonly table: TableSummary;
  /** The host token: proves the creator, to give a seat a new link (only its hash is kept). */
  readonly host: string;
  /** One entry per human seat: its token and its invite path ('/table/ID?seat=2#token=…'). */
  readonly seats: readonly {
    readonly seat: number;
    readonly kind: 'me' | 'friend';
    readonly token: string;
    readonly invite: string;
  }[];
}

export interface ClaimedSeat {
  readonly tableId: string;
  readonly seat: number;
  readonly token: string;
  /** The device token the seat is now bound to, to send with every join of this table. */
  readonly device: string;
}

export interface ReissuedSeat {
  readonly tableId: string;
  readonly seat: number;
  readonly token: string;
  /** The seat's new invite path ('/table/ID?seat=2#token=…'). */
  readonly invite: string;
}

export interface LobbyEntry {
  readonly table: TableSummary;
  readonly freeSeats: readonly number[];
}

/** The query of GET /api/lobby: how many entries (1 to 50, default 50), and from where. */
export const lobbyQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIMITS.lobbyPage).default(LIMITS.lobbyPage),
  /** The `next` of the page before. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'a lobby cursor')
    .optional(),
});
export type LobbyQuery = z.input<typeof lobbyQuerySchema>;

/** The query of GET /api/finished: the ids of tables this browser holds seats of. */
export const finishedQuerySchema = z.strictObject({
  mine: z
    .string()
    .max(50 * 41)
    .transform((text) => (text === '' ? [] : text.split(',')))
    .pipe(z.array(tableId).max(50))
    .default([]),
});
export type FinishedQuery = z.input<typeof finishedQuerySchema>;

export interface LobbyPage {
  readonly entries: readonly LobbyEntry[];
  /** The cursor of the next page; null when this is the last. */
  readonly next: string | null;
}

export interface LegalChoice {
  readonly action: number;
  readonly label: string;
  /**
   * The action as data, for boards that place it (see ActionInfo in src/core/game.ts). The
   * server always sends it; it is optional here so that a client can work from labels alone.
   */
  readonly info?: ActionInfo;
}

export interface TableUpdate {
  readonly table: TableSummary;
  /** The seat this update is for, or -1 for a spectator. */
  readonly seat: number;
  /** The engine's view for that seat (or the spectator view): the only game data sent. */
  readonly view: unknown;
  /**
   * The table in words, from the engine's describe(view); '' while the client has words off
   * (see 'words').
   */
  readonly text: string;
  /**
   * Who the table waits for. While a response window is open a seat sees only itself here, if
   * it is asked, and a spectator sees nobody (who is asked follows a public rule, issue #31,
   * but the update says only what the viewer must do).
   */
  readonly actors: readonly number[];
  /** This seat's legal actions now, ascending unique integers (empty unless it must act). */
  readonly actions: readonly number[];
  /**
   * Their labels and infos, in the same order, when there are at most LIMITS.inlineChoices
   * of them; otherwise empty: ask for them with 'describe' (at this update's version).
   */
  readonly legal: readonly LegalChoice[];
  /** The response window or window point the table is paused at, else null. */
  readonly window: WindowPause | null;
  /**
   * Whether this seat may take back its last step now ('undo'): only its own latest steps
   * that the game allows, while nobody else has acted since. False for every other viewer.
   */
  readonly canUndo: boolean;
  /** What happened since this client's previous update, filtered for this seat. */
  readonly events: readonly GameEvent[];
  /** The whole event log so far, filtered for this seat (sent on join, empty afterwards). */
  readonly history: readonly GameEvent[];
  /**
   * The running turn timer: who it is for, when it runs out on the server's clock (epoch ms),
   * and how many milliseconds were left when this update was sent. Clients count down from
   * `msLeft` on their own clock: theirs may be set minutes apart from the server's.
   */
  readonly timer: {
    readonly seat: number;
    readonly deadline: number;
    readonly msLeft: number;
  } | null;
}

/**
 * One 'table' message: what changed at one table for each seat (or the spectator) one client
 * joined as. Absent fields are unchanged since the client's previous packet of that table.
 */
export interface TablePacket {
  readonly tableId: string;
  /** 0 for a whole packet (after a join or 'resync'), then 1, 2, …: a gap means one was missed. */
  readonly n: number;
  /** The table's version (changes so far), which the summary's `version` always takes. */
  readonly version: number;
  /** The summary, whenever anything in it but the version changed. */
  readonly table?: TableSummary;
  /** The turn timer, whenever one runs or it changed. */
  readonly timer?: TableUpdate['timer'];
  /** Events new since the previous packet that any of its seats may see (whole: all so far). */
  readonly events: readonly GameEvent[];
  /** Labels and infos sent for the first time, numbered on from those before (0 on whole). */
  readonly words?: readonly ChoiceWords[];
  readonly seats: readonly SeatDelta[];
}

/** What changed for one seat; see TableUpdate for each field's meaning. */
export interface SeatDelta {
  readonly seat: number;
  /** Indexes into the packet's `events` that this seat may not see. */
  readonly unseen?: readonly number[];
  /** The whole view (always in a whole packet, or when it is not a plain object). */
  readonly view?: unknown;
  /** The view's top-level fields that changed; or the index in `seats` of a seat with the same. */
  readonly viewKeys?: KeyPatch | number;
  /**
   * The whole text: in a whole packet, and in the first after the client turned words on
   * ('' in the first after it turned them off; absent while they are off).
   */
  readonly text?: string;
  /** The text's lines that changed (only while the client has words on). */
  readonly textLines?: LinePatch;
  readonly actors?: readonly number[];
  readonly actions?: readonly number[];
  /** The legal list as numbers of `words` (label and info), one per action, in that order. */
  readonly legal?: readonly number[];
  readonly window?: WindowPause | null;
  /** Whether the seat may take its last step back (absent in a whole packet: false). */
  readonly canUndo?: boolean;
}

/** An object's top-level fields that changed: new values, and names no longer there. */
export interface KeyPatch {
  readonly set?: Readonly<Record<string, unknown>>;
  readonly drop?: readonly string[];
}

/**
 * A text's lines that changed: how many it has now, and the new ones by index, each whole, as
 * an edit of the line it replaces, or as the index in the packet's `seats` of an earlier seat
 * whose new text has the very same line there.
 */
export interface LinePatch {
  readonly count: number;
  readonly lines: Readonly<Record<string, string | LineEdit | number>>;
}

/**
 * A line as the old one's first `keep` characters, then `insert`, then its last `tail`
 * characters: e.g. [0, 31, '  (you) Seat 1: 2'] when only its start changed.
 */
export type LineEdit = readonly [keep: number, tail: number, insert: string];

/** A legal choice's words, sent once per client and table and then named by number. */
export interface ChoiceWords {
  readonly label: string;
  readonly info?: ActionInfo;
}

/**
 * A pause at a response window, shown alike to every seat and spectator: its countdown has
 * the same length whoever holds what. Only `asked` differs, and only for the seat itself.
 */
export interface WindowPause {
  /** What the window answers, e.g. 'action-phase-end'. */
  readonly kind: string;
  /** Responses played and waiting to resolve (latest resolves first), e.g. 2. */
  readonly chain: number;
  /** When the countdown runs out on the server's clock (epoch ms), and what was left when sent. */
  readonly deadline: number;
  readonly msLeft: number;
  /**
   * What this seat is asked: 'respond' (its legal list holds responses and the window's pass,
   * `pass`), 'continue' (stopped with nothing to play: answer with 'continue'), or null.
   */
  readonly asked: 'respond' | 'continue' | null;
  /** The window's pass action for a seat asked to respond, else null. */
  readonly pass: number | null;
}

export interface RematchOffer {
  readonly from: string;
  readonly to: string;
  readonly tokens: readonly { readonly seat: number; readonly token: string }[];
}

export interface ReplayFrames {
  readonly table: TableSummary;
  /** Frame 0 is the start; frame i follows action i. Spectator views only. */
  readonly frames: readonly {
    readonly view: unknown;
    readonly text: string;
    readonly label: string;
    readonly seat: number;
    readonly events: readonly GameEvent[];
  }[];
}

export interface GameInfo {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly playable: boolean;
  readonly hiddenInformation: boolean;
  /**
   * Whether teammates share what they know (facts.teamsShareHands, true when not told): false
   * for Goal!, whose partners never see each other's hands, so hot-seat covers between them.
   */
  readonly teamsShareHands: boolean;
  /** Whether the game has response windows, so that a table offers the stop settings. */
  readonly windows: boolean;
  /** JSON Schema of the options (z.toJSONSchema), for the create-table form; null if coming. */
  readonly options: unknown;
}
