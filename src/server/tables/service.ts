/**
 * The tables' service: everything the HTTP routes and the socket handlers may ask of the
 * tables, with the commit queue, the bots and the turn timer wired around the live tables.
 * Every refusal is a value (an ErrorBody) and changes nothing.
 */
import type { Pace } from '../../bots/levels.ts';
import type { Seat, Viewer } from '../../core/game.ts';
import { sealRecord, type GameRecord } from '../../core/record.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { BotPlayer, type BotDecider } from '../bots/bot-player.ts';
import { BotPool } from '../bots/pool.ts';
import type { Admission } from '../load/admission.ts';
import { fromEngine, refusal, type Refusal } from '../errors.ts';
import { TurnRecorder } from '../games-list/turns.ts';
import { engineResolver, type GameFinder } from '../games.ts';
import type {
  ActMessage,
  ClaimedSeat,
  ContinueMessage,
  DescribeMessage,
  DescribedActions,
  CreatedTable,
  JoinedTable,
  LobbyPage,
  RematchOffer,
  ReissuedSeat,
  ReplayFrames,
  StopMessage,
  UndoMessage,
  WordsMessage,
  TableSummary,
} from '../protocol.ts';
import { isCorrespondence } from '../protocol.ts';
import type { LobbyCursor, TableRow } from '../storage/reader.ts';
import { FencedOut, type StoreReader, type StoreWriter } from '../storage/store.ts';
import { badToken, notSeated, type TableAccess } from './access.ts';
import { BotTableQuota } from './bot-quota.ts';
import { broadcast, broadcastSeat, sendJoined, sendWords } from './broadcast.ts';
import { CommitQueue, type Committed } from './commit-queue.ts';
import { TableHouse, closed } from './house.ts';
import { IdleTables } from './idle.ts';
import { abandoned, stale, whyRefused } from './referee.ts';
import { reissueSeat } from './reissue.ts';
import { Rematches, type Rematched } from './rematch.ts';
import { replayFrames } from './replay-frames.ts';
import { tableRecord } from './restore.ts';
import { Seating, type Reply } from './seating.ts';
import { invitePath, planTable, type TableRequest } from './setup.ts';
import type { Table, Watcher } from './table.ts';
import {
  TurnTimer,
  storedDeadlines,
  type Scheduler,
  type SeatDeadline,
  type Started,
} from './turn-timer.ts';
import { takeBackStep } from './undo.ts';
import { legalChoices, storedSummary, tableSummary } from './views.ts';
import { WindowPacer } from './windows.ts';

export type { Reply } from './seating.ts';

export interface ServiceOptions {
  readonly reader: StoreReader;
  readonly writer: StoreWriter;
  readonly find: GameFinder;
  readonly botDelayMs: number;
  /** The pause before a bot answers at a response window (never longer than botDelayMs). */
  readonly botWindowDelayMs?: number;
  readonly botWorkers: number;
  /** The module bot workers load games from (default: the registry). */
  readonly gamesModule?: string;
  /** Bots whose decisions run in the worker pool. */
  readonly pooledBots: ReadonlySet<string>;
  /** Multiplies the bot levels' thinking time (tests shorten it); absent: 1. */
  readonly botTimeScale?: number;
  /** How the bot levels count their budget: 'live' (milliseconds, the default) or 'iterations'. */
  readonly botPace?: Pace;
  /** How long an unfinished table with no action and nobody connected lives on. */
  readonly idleMs: number;
  /** How often idle tables are looked for. */
  readonly sweepMs: number;
  /** Unfinished tables without a human seat one address may have at once. */
  readonly botTablesPerAddress: number;
  /**
   * Takes one table creation from an address's allowance (shared with POST /api/tables); in
   * a cluster the allowance is in Redis, and the answer a promise.
   */
  readonly charge: (address: string) => boolean | Promise<boolean>;
  /** The clock of the idle sweep and the actions' times (epoch ms); tests turn it by hand. */
  readonly now?: () => number;
  /** Milliseconds in one of a table's turn seconds (tests shorten it); absent: 1000. */
  readonly turnMsPerSecond?: number;
  /** Records each turn deadline set, for a process that takes the table over (cluster/). */
  readonly turnStarted?: Started;
  /** The clock and timeouts of turn timers and correspondence days; tests turn it by hand. */
  readonly turnScheduler?: Scheduler;
  /** The clock and timeouts of window countdowns; tests turn it by hand. Absent: the system's. */
  readonly windowScheduler?: Scheduler;
  /** The clock and timeouts of the bots' delay and window answers. Absent: the system's. */
  readonly botScheduler?: Scheduler;
  /** Where pooled bot decisions go in place of the worker pool (tests). Absent: the pool. */
  readonly botDecider?: BotDecider;
  /** Refuses new tables and joins with 'busy' while the process is overloaded (load/). */
  readonly admission?: Admission;
  readonly log: (message: string) => void;
  /** Told of each table whose finish is on disk (the ratings book rates it, ratings/finish.ts). */
  readonly finished?: (table: Table) => void;
  /** Told of each rematch made, before it is played (a rated table's rematch is rated too). */
  readonly rematched?: Rematched;
  /** Told of each table closed as abandoned, once on disk (a rated one is rated as left). */
  readonly abandoned?: (table: Table) => void;
  /** Why a signed-in player may not take a seat at a table (ratings/abandons.ts), or undefined. */
  readonly seatRefusal?: (table: Table, player: string) => Promise<Refusal | undefined>;
  /** Told of a watcher that held these seats leaving a table (ratings/resign.ts's absences). */
  readonly left?: (table: Table, seats: readonly Viewer[]) => void;
  /** Told of a watcher joining a table with these seats (ratings/resign.ts's absences). */
  readonly joined?: (table: Table, seats: readonly Viewer[]) => void;
  /**
   * Told of a table rebuilt from the database that this process runs now (a restart, a
   * takeover): notices kept outside its record are told again (ratings/resign.ts).
   */
  readonly resumed?: (table: Table) => void;
  /**
   * Told of a person whose time ran out (a real-time clock's bank, a turn timer, correspondence
   * days): resolves to true when it ended the table (a rated table's forfeit, ratings/resign.ts
   * ranOutOfTime), false when a bot plays the decision (casual, or a competition's game: the
   * competition forfeits the seat for the timeout). Absent: a bot plays.
   */
  readonly ranOut?: (table: Table, seat: Seat) => Promise<boolean>;
}

const UNAVAILABLE = refusal('unavailable', 'The action could not be saved; nothing changed.');
const UNREADABLE = refusal('unavailable', 'The table cannot be read just now; try again soon.');

export class TableService implements TableAccess {
  readonly house: TableHouse;
  readonly queue: CommitQueue;
  private readonly seating: Seating;
  private readonly rematches: Rematches;
  private readonly bots: BotPlayer;
  private readonly timer: TurnTimer;
  private readonly turns: TurnRecorder;
  private readonly windows: WindowPacer;
  private readonly pool: BotPool;
  readonly reader: StoreReader;
  readonly find: GameFinder;
  private readonly idle: IdleTables;
  private readonly quota: BotTableQuota;
  private readonly charge: (address: string) => boolean | Promise<boolean>;
  private readonly admission: Admission | undefined;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;
  private readonly abandonedHook: ((table: Table) => void) | undefined;
  private readonly leftHook: ServiceOptions['left'];
  private readonly joinedHook: ServiceOptions['joined'];
  private readonly resumedHook: ServiceOptions['resumed'];
  private readonly ranOutHook: ServiceOptions['ranOut'];
  readonly seatRefusal:
    | ((table: Table, player: string) => Promise<Refusal | undefined>)
    | undefined;
  /** Tables closed as abandoned since start, for the metrics. */
  private abandonedCount = 0;
  readonly log: (message: string) => void;
  /** Resolves once `close` has drained the commit queue: nothing accepted is left unwritten. */
  private readonly closing = Promise.withResolvers<undefined>();
  readonly drained = this.closing.promise;

  constructor(options: ServiceOptions) {
    this.reader = options.reader;
    this.find = options.find;
    this.log = options.log;
    this.now = options.now ?? Date.now;
    this.charge = options.charge;
    this.admission = options.admission;
    this.abandonedHook = options.abandoned;
    this.leftHook = options.left;
    this.joinedHook = options.joined;
    this.resumedHook = options.resumed;
    this.ranOutHook = options.ranOut;
    this.seatRefusal = options.seatRefusal;
    this.idle = new IdleTables(options.idleMs, this.now);
    this.quota = new BotTableQuota(options.botTablesPerAddress);
    this.queue = new CommitQueue(
      options.writer,
      {
        committed: (tables) => {
          for (const table of tables) {
            this.changed(table);
            if (table.outcome) options.finished?.(table);
          }
        },
        failed: (tables, error) => {
          options.log(`commit failed, rebuilding ${tables.size} table(s): ${String(error)}`);
          // A table another process holds the lease of is that process's to run, not rebuilt.
          const lost = new Set(error instanceof FencedOut ? error.tableIds : []);
          for (const table of tables) {
            if (lost.has(table.id)) this.release(table.id);
            else void this.rebuild(table);
          }
        },
      },
      this.now,
    );
    this.house = new TableHouse(
      options.reader,
      (op) => this.queue.write(op),
      options.find,
      options.log,
    );
    this.seating = new Seating(this);
    this.rematches = new Rematches(this, options.rematched);
    this.pool = new BotPool(options.botWorkers, options.gamesModule);
    this.bots = new BotPlayer({
      delayMs: options.botDelayMs,
      windowDelayMs: options.botWindowDelayMs,
      pool: options.botDecider ?? this.pool,
      scheduler: options.botScheduler,
      find: options.find,
      pooled: options.pooledBots,
      timeScale: options.botTimeScale,
      pace: options.botPace,
      log: options.log,
      submit: (table, seat, action, version, timeout) => {
        if (table.retired) return true;
        if (whyRefused(table, seat, action, version)) return false;
        this.play(table, seat, action, timeout, () => undefined);
        return true;
      },
    });
    this.timer = new TurnTimer({
      expired: (table, seat) => {
        this.expired(table, seat);
      },
      started: options.turnStarted,
      msPerSecond: options.turnMsPerSecond,
      scheduler: options.turnScheduler,
      clockOf: (table) => table.clock ?? undefined,
    });
    this.turns = new TurnRecorder((op) => this.queue.write(op), options.log);
    this.windows = new WindowPacer({
      pass: (table, seat) => {
        const open = table.engineWindow();
        if (table.retired || !open || whyRefused(table, seat, open.pass, table.version))
          return false;
        this.play(table, seat, open.pass, false, () => undefined);
        return true;
      },
      released: (table) => {
        this.queue.whenSettled(table, () => {
          if (!table.retired) this.changed(table);
        });
      },
      msPerSecond: options.turnMsPerSecond,
      scheduler: options.windowScheduler,
    });
    this.sweeper = setInterval(() => {
      void this.sweep();
    }, options.sweepMs);
    this.sweeper.unref();
  }

  /**
   * Rebuilds every table still being played from the database; their bots and timers resume,
   * and each is as quiet as its last action left it. Finished and abandoned tables stay on disk.
   */
  async start(): Promise<void> {
    for (const table of await this.house.restorePlaying()) {
      this.resume(table, await this.storedClocks(table), await this.quietSince(table));
    }
  }

  /**
   * A table this process now runs: its bots and timers go on, as quiet as it last was
   * (`quietSince`, read with `quietSince` below); with `deadlines` (its last owner's), each
   * seat still deciding keeps the time it had left.
   */
  resume(table: Table, deadlines?: ReadonlyMap<Seat, SeatDeadline>, quietSince?: number): void {
    // A clock table's banks follow from its stored actions' times, taken over or restarted.
    if (!this.timer.restorePast(table) && deadlines) this.timer.inherit(table, deadlines);
    this.changed(table);
    this.idle.active(table, quietSince);
    this.resumedHook?.(table);
  }

  /**
   * A correspondence table's deadlines as the database last recorded them (turn-timer.ts's
   * storedDeadlines): its days-long clocks do not start again. None for other tables.
   */
  private async storedClocks(table: Table): Promise<Map<Seat, SeatDeadline> | undefined> {
    if (!isCorrespondence(table.turnSeconds)) return undefined;
    try {
      const stored = await this.reader.loadTable(table.id);
      return stored && storedDeadlines(table, stored.seats);
    } catch (error) {
      this.log(`table ${table.id}: could not read its deadlines (${String(error)})`);
      return undefined;
    }
  }

  /** Since when nobody has played at a table, from the database; now, if it cannot say. */
  async quietSince(table: Table): Promise<number> {
    try {
      return await this.reader.quietSince(table.id, table.createdAt);
    } catch (error) {
      this.log(`table ${table.id}: could not read when it was last played (${String(error)})`);
      return this.now();
    }
  }

  /** A table another process now runs (cluster/): this one stops its bots and timers. */
  release(id: string): void {
    const table = this.house.peek(id);
    if (!table) return;
    this.timer.clear(table);
    this.windows.clear(table);
    this.idle.forget(table);
    this.house.forget(table);
  }

  /**
   * Closes, as abandoned, every table nobody has played at or watched for the idle time;
   * resolves once each is closed (or, should its write fail, left open and logged).
   */
  async sweep(): Promise<void> {
    await Promise.all(this.idle.due().map((table) => this.abandon(table)));
  }

  /**
   * Stops the bots and timers, then waits until every accepted action is on disk. Bot searches
   * under way are not waited for: their workers stop, and a decision never played was never
   * acknowledged to anyone.
   */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const dropped = this.pool.load;
    this.bots.close();
    this.timer.close();
    this.windows.close();
    const stopped = this.pool.close();
    await this.queue.drain();
    this.log(`closing: every accepted action is on disk; ${dropped} bot task(s) dropped`);
    this.closing.resolve(undefined);
    await stopped;
  }

  /**
   * A new table for the person at `address`; `player`, their signed-in player if any, holds
   * its 'me' seats from now on (setup.ts).
   */
  async create(
    request: TableRequest,
    address: string,
    player?: string,
  ): Promise<Result<CreatedTable, Refusal>> {
    const busy = this.admission?.tableWhileOverloaded();
    if (busy) return err(busy);
    const plan = planTable(request, this.find, player);
    if (!plan.ok) return plan;
    const { stored } = plan.value;
    // Counted before the write, so that asks sent at once cannot all pass.
    const allBots = stored.seats.every((seat) => seat.agent !== 'human');
    if (allBots && !this.quota.reserve(address, stored.id)) return err(tooManyBotTables());
    const opened = await this.house.open(stored).catch((error: unknown) => {
      this.quota.release(stored.id);
      throw error;
    });
    if (!opened.ok) {
      this.quota.release(stored.id);
      return err(fromEngine(opened.error));
    }
    const table = opened.value;
    this.changed(table);
    if (table.seats.some((seat) => seat.playerId)) this.playersSeated(table);
    const seats = [...plan.value.tokens].map(([seat, token]) => ({
      seat,
      kind: table.seats[seat]?.invite === 'friend' ? ('friend' as const) : ('me' as const),
      token,
      invite: invitePath(table.id, seat, token),
    }));
    return ok({ table: tableSummary(table), host: plan.value.host, seats });
  }

  /** A table once none of its moves waits in the group commit, so that reads match the disk. */
  async settled(id: string): Promise<Result<Table, Refusal>> {
    const found = await this.table(id);
    if (!found.ok) return found;
    await new Promise<void>((resolve) => {
      this.queue.whenSettled(found.value, resolve);
    });
    return this.table(id);
  }

  /** A table's summary: a closed table's from its row (no replay) unless it is in memory. */
  async summary(id: string): Promise<Result<TableSummary, Refusal>> {
    let row: TableRow | undefined;
    try {
      row = this.house.peek(id) ? undefined : await this.reader.tableRow(id);
    } catch (error) {
      return err(this.unreadable(`table ${id}`, error));
    }
    const game = row && this.find(row.stored.game);
    if (row && game?.ok && (row.stored.outcome !== null || row.stored.abandonedAt !== null)) {
      return ok(storedSummary(row, game.value));
    }
    const table = await this.settled(id);
    return table.ok ? ok(tableSummary(table.value)) : table;
  }

  /** The record of a finished table, or of an abandoned one as far as it was played. */
  record(table: Table): Result<GameRecord, Refusal> {
    if (!closed(table)) return err(notFinished());
    const sealed = sealRecord(tableRecord(table), engineResolver(this.find));
    return sealed.ok ? sealed : err(fromEngine(sealed.error));
  }

  replay(table: Table): Result<ReplayFrames, Refusal> {
    return closed(table) ? replayFrames(table, this.find) : err(notFinished());
  }

  /** A page of the lobby, or 'unavailable' while the database cannot be read. */
  async lobby(limit: number, after?: LobbyCursor): Promise<Result<LobbyPage, Refusal>> {
    try {
      return ok(await this.seating.lobby(limit, after));
    } catch (error) {
      return err(this.unreadable('the lobby', error));
    }
  }

  /** A free lobby seat for this device; `player`, the signed-in claimer, holds it at once. */
  claim(
    id: string,
    seat: Seat | undefined,
    device: string | undefined,
    name?: string,
    player?: string,
  ): Promise<Result<ClaimedSeat, Refusal>> {
    const busy = this.admission?.tableWhileOverloaded();
    if (busy) return Promise.resolve(err(busy));
    return this.seating.claim(id, seat, device, name, player);
  }

  /** The host gives a seat a new link; the old one stops working. */
  reissue(id: string, hostToken: string, seat: Seat): Promise<Result<ReissuedSeat, Refusal>> {
    return reissueSeat(this, id, hostToken, seat);
  }

  /**
   * Recently finished tables, newest first, from their rows (none is replayed): the listed
   * ones, and those among `mine` (ids the asker holds links to), never another unlisted one.
   */
  async finished(
    limit: number,
    mine: readonly string[] = [],
  ): Promise<Result<TableSummary[], Refusal>> {
    let rows: Map<string, TableRow>;
    try {
      const [listed, ...theirs] = await Promise.all([
        this.reader.finished(limit),
        ...mine.map((id) => this.reader.tableRow(id)),
      ]);
      rows = new Map(listed.map((row) => [row.stored.id, row]));
      for (const row of theirs) if (row?.stored.finishedAt) rows.set(row.stored.id, row);
    } catch (error) {
      return err(this.unreadable('the finished tables', error));
    }
    const newest = [...rows.values()].sort((a, b) =>
      (b.stored.finishedAt ?? '').localeCompare(a.stored.finishedAt ?? ''),
    );
    return ok(
      newest.slice(0, limit).flatMap((row) => {
        const game = this.find(row.stored.game);
        return game.ok ? [storedSummary(row, game.value)] : [];
      }),
    );
  }

  /** Live tables and work in progress, for the metrics route. */
  metrics(): Record<string, number> {
    let playing = 0;
    for (const table of this.house.tables()) if (!closed(table)) playing++;
    return {
      liveTables: this.house.size,
      playingTables: playing,
      rebuiltTables: this.house.rebuilds,
      abandonedTables: this.abandonedCount,
      botTables: this.quota.size,
      committedActions: this.queue.written,
      commitBatches: this.queue.batches,
      commitMsTotal: Math.round(this.queue.commitMs),
      botTasks: this.pool.load,
      ...this.admission?.metrics(),
    };
  }

  join(
    watcher: Watcher,
    tableId: string,
    tokens: readonly string[],
    device: string | undefined,
    reply: Reply<JoinedTable>,
    words = true,
  ): void {
    const busy = this.admission?.join(this.house.peek(tableId), tokens);
    if (busy) {
      reply(err(busy));
      return;
    }
    const joined = this.joinedHook;
    const told: Reply<JoinedTable> = joined
      ? (answer) => {
          const table = answer.ok ? this.house.peek(tableId) : undefined;
          if (answer.ok && table && answer.value.seats.length > 0)
            joined(table, answer.value.seats);
          reply(answer);
        }
      : reply;
    this.seating.join(watcher, tableId, tokens, device, told, words);
  }

  leave(watcher: Watcher, tableId: string): void {
    const seats = this.house.peek(tableId)?.subscriptions.get(watcher.id)?.seats;
    this.seating.leave(watcher, tableId);
    const table = this.house.peek(tableId);
    if (table && seats) this.leftHook?.(table, seats);
    if (!table || table.subscriptions.size > 0) return;
    // The last watcher gone: a closed table may leave memory, a playing one starts idling.
    if (closed(table)) this.house.rest(table);
    else this.idle.active(table);
  }

  /** A rematch asked for from `address`, which pays for the table if one is made. */
  rematch(
    watcher: Watcher,
    tableId: string,
    token: string,
    address: string,
  ): Promise<Result<RematchOffer, Refusal>> {
    return this.rematches.ask(watcher, tableId, token, () => this.charge(address));
  }

  /**
   * A person's action, from a connection that joined as its seat: checked, applied,
   * committed, then acknowledged and broadcast.
   */
  act(watcher: Watcher, message: ActMessage, reply: Reply<undefined>): void {
    this.withTable(message.tableId, reply, (table) => {
      this.actAt(table, watcher, message, reply);
    });
  }

  private actAt(table: Table, watcher: Watcher, message: ActMessage, reply: Reply<undefined>) {
    const seat = table.seatOfToken(message.token);
    if (seat === undefined) {
      reply(err(badToken()));
      return;
    }
    // A closed table refuses every action, whoever sends it (its summary says it is closed).
    if (table.abandonedAt !== null) {
      reply(err(abandoned()));
      return;
    }
    if (!table.subscriptions.get(watcher.id)?.seats.includes(seat)) {
      reply(err(notSeated()));
      return;
    }
    const problem = whyRefused(table, seat, message.action, message.version);
    if (problem) {
      reply(err(problem));
      return;
    }
    // A stopped person who answers or passes is done with this window point.
    this.windows.letGo(table, seat);
    this.play(table, seat, message.action, false, (saved) => {
      reply(saved ? ok(undefined) : err(UNAVAILABLE));
    });
  }

  /**
   * A person takes back their last step: once the table is on disk (so that the step is not
   * still in the group commit), checked, undone, its row deleted, then acknowledged and
   * broadcast like an action.
   */
  undo(watcher: Watcher, message: UndoMessage, reply: Reply<undefined>): void {
    this.withSeat(watcher, message.tableId, message.token, reply, (table, seat) => {
      this.undoAt(table, seat, message, reply);
    });
  }

  private undoAt(table: Table, seat: Seat, message: UndoMessage, reply: Reply<undefined>) {
    this.queue.whenSettled(table, () => {
      // Rebuilt from the disk meanwhile (a failed commit): the position the click saw is gone.
      const taken = table.retired ? err(stale()) : takeBackStep(table, seat, message.version);
      if (!taken.ok) {
        reply(taken);
        return;
      }
      this.idle.active(table);
      this.queue.pushUndo(table, (saved) => {
        reply(saved ? ok(undefined) : err(UNAVAILABLE));
      });
    });
  }

  /** A person stopped at a window point with nothing to play lets it go. */
  continueAt(watcher: Watcher, message: ContinueMessage, reply: Reply<undefined>): void {
    this.withSeat(watcher, message.tableId, message.token, reply, (table, seat) => {
      this.continueFrom(table, seat, message, reply);
    });
  }

  private continueFrom(
    table: Table,
    seat: Seat,
    message: ContinueMessage,
    reply: Reply<undefined>,
  ) {
    const pause = table.pause;
    // Sent for a window point that is over (its countdown ran out, or the table moved on).
    if (!pause?.stopped.has(seat) || message.version < pause.since) {
      reply(err(stale()));
      return;
    }
    this.windows.letGo(table, seat);
    if (table.pause === pause) this.tellSeat(table, seat);
    reply(ok(undefined));
  }

  /** A person's stop setting, sent on every join and whenever they change it. */
  setStop(watcher: Watcher, message: StopMessage, reply: Reply<undefined>): void {
    this.withSeat(watcher, message.tableId, message.token, reply, (table, seat) => {
      this.stopAt(table, seat, message, reply);
    });
  }

  private stopAt(table: Table, seat: Seat, message: StopMessage, reply: Reply<undefined>) {
    table.stops[seat] = message.stop;
    reply(ok(undefined));
    const pause = table.pause;
    if (message.stop !== 'always' && pause?.stopped.has(seat)) {
      this.windows.letGo(table, seat);
      // Still paused for others: only this seat's prompt changed (a release tells everyone).
      if (table.pause === pause) this.tellSeat(table, seat);
    }
    // A person who stops no more, asked now, is passed for at once.
    if (message.stop === 'never' && table.engineWindow() && table.actors().includes(seat)) {
      this.queue.whenSettled(table, () => {
        if (!table.retired) this.changed(table);
      });
    }
  }

  /** The labels and infos of a seat's legal list, for an update that sent integers alone. */
  describe(watcher: Watcher, message: DescribeMessage, reply: Reply<DescribedActions>): void {
    this.withSeat(watcher, message.tableId, message.token, reply, (table, seat) => {
      // Only what the client was sent: never a move still on its way to the disk.
      this.queue.whenSettled(table, () => {
        if (message.version !== table.version) reply(err(stale()));
        else reply(ok({ version: table.version, legal: legalChoices(table, seat) }));
      });
    });
  }

  /** A client that missed a packet is sent the whole table again, as on joining. */
  resync(watcher: Watcher, tableId: string, reply: Reply<undefined>): void {
    this.withTable(tableId, reply, (table) => {
      // Only what is on disk, as for a join.
      this.queue.whenSettled(table, () => {
        const sub = table.subscriptions.get(watcher.id);
        if (!sub) {
          reply(err(notSeated()));
          return;
        }
        sendJoined(table, sub);
        reply(ok(undefined));
      });
    });
  }

  /**
   * A client turns the table in words on or off: off, its packets leave the text out (and
   * nobody describes a view for it); on, it is sent every seat's whole text at once.
   */
  words(watcher: Watcher, message: WordsMessage, reply: Reply<undefined>): void {
    this.withTable(message.tableId, reply, (table) => {
      // Only what is on disk, as for a join.
      this.queue.whenSettled(table, () => {
        const sub = table.subscriptions.get(watcher.id);
        if (!sub) {
          reply(err(notSeated()));
          return;
        }
        const was = sub.words;
        sub.words = message.on;
        if (message.on !== was) sendWords(table, sub);
        reply(ok(undefined));
      });
    });
  }

  /** A change only one seat sees (its own prompt at a window), once the table is on disk. */
  private tellSeat(table: Table, seat: Seat): void {
    this.queue.whenSettled(table, () => {
      if (!table.retired) broadcastSeat(table, seat);
    });
  }

  /** The table and the seat of a token this watcher joined as, handed to `then`. */
  private withSeat<T>(
    watcher: Watcher,
    tableId: string,
    token: string,
    reply: Reply<T>,
    then: (table: Table, seat: Seat) => void,
  ): void {
    this.withTable(tableId, reply, (table) => {
      const seat = table.seatOfToken(token);
      if (seat === undefined) reply(err(badToken()));
      else if (!table.subscriptions.get(watcher.id)?.seats.includes(seat)) reply(err(notSeated()));
      else then(table, seat);
    });
  }

  /**
   * A table handed to `then`: at once if it is in memory (every table being played here is,
   * so its messages never wait for the database), else once it is read; a refusal goes to
   * `reply`. Messages for a table being read wait for that read, in the order they came.
   */
  private withTable<T>(id: string, reply: Reply<T>, then: (table: Table) => void): void {
    const known = this.house.isLoading(id) ? undefined : this.house.known(id);
    if (known) {
      then(known);
      return;
    }
    void this.table(id).then((found) => {
      if (found.ok) then(found.value);
      else reply(found);
    });
  }

  /**
   * A table by id, from memory or the database: else 'unknown-table', or 'unavailable' while
   * the database cannot be read.
   */
  async table(id: string): Promise<Result<Table, Refusal>> {
    let table: Table | undefined;
    try {
      table = await this.house.get(id);
    } catch (error) {
      // A table not in memory, and a store that cannot be read (PostgreSQL down).
      return err(this.unreadable(`table ${id}`, error));
    }
    return table ? ok(table) : err(refusal('unknown-table', `No table has the id '${id}'.`));
  }

  /** 'unavailable' for a read the database could not answer, logged with what it was. */
  private unreadable(what: string, error: unknown): Refusal {
    this.log(`could not read ${what}: ${String(error)}`);
    return UNREADABLE;
  }

  publish(table: Table, except?: string): void {
    this.queue.whenSettled(table, () => {
      if (!table.retired) broadcast(table, except);
    });
  }

  /** A seat whose decision began before its player took it is listed as waiting for them now. */
  playersSeated(table: Table): void {
    if (!closed(table)) this.turns.consider(table, (seat) => this.timer.deadlineOf(table, seat));
  }

  /** After a committed change: timers, then every watcher's update, then the bots. */
  changed(table: Table): void {
    if (closed(table)) {
      this.quota.release(table.id);
      this.idle.forget(table);
      this.timer.clear(table);
      this.windows.clear(table);
      this.house.rest(table);
      broadcast(table);
      return;
    }
    this.idle.track(table);
    // A 'never' seat was passed for: the table is told once that pass is committed.
    if (this.windows.consider(table)) return;
    this.timer.consider(table);
    this.turns.consider(table, (seat) => this.timer.deadlineOf(table, seat));
    broadcast(table);
    this.bots.consider(table);
  }

  private play(table: Table, seat: Seat, action: number, timeout: boolean, done: Committed): void {
    table.play(seat, action, timeout);
    this.idle.active(table);
    this.queue.push(table, done);
  }

  private async rebuild(table: Table): Promise<void> {
    this.timer.clear(table);
    this.windows.clear(table);
    this.idle.forget(table);
    let fresh: Table | undefined;
    try {
      fresh = await this.house.reload(table.id);
    } catch (error) {
      this.log(`table ${table.id} could not be rebuilt: ${String(error)}`);
      return;
    }
    if (!fresh) return;
    const clocks = await this.storedClocks(fresh);
    if (!this.timer.restorePast(fresh) && clocks) this.timer.inherit(fresh, clocks);
    this.changed(fresh);
    this.idle.active(fresh);
  }

  /**
   * Closes a table nobody plays or watches: refused to actions at once, then recorded as
   * abandoned (its rows stay) and let go from memory. If that cannot be saved, it plays on.
   */
  private async abandon(table: Table, ending = false): Promise<boolean> {
    const at = new Date(this.now()).toISOString();
    table.abandonedAt = at;
    this.idle.forget(table);
    this.timer.clear(table);
    this.windows.clear(table);
    try {
      await this.queue.write({ kind: 'abandon', tableId: table.id, at });
    } catch (error) {
      this.log(`could not close idle table ${table.id}: ${String(error)}`);
      table.abandonedAt = null;
      this.idle.active(table);
      return false;
    }
    this.abandonedCount++;
    this.quota.release(table.id);
    if (ending) this.publish(table);
    this.house.letGo(table);
    if (!ending) this.abandonedHook?.(table);
    return true;
  }

  /**
   * A person ran out of time, whatever the table's time control (a real-time clock, the turn
   * timer, correspondence days): a bot plays for them, unless running out lost (issue #35).
   */
  private expired(table: Table, seat: Seat): void {
    const ranOut = this.ranOutHook;
    if (!ranOut) {
      this.bots.playFor(table, seat);
      return;
    }
    const since = table.decisionStart[seat];
    ranOut(table, seat).then(
      (ended) => {
        if (!ended && !table.retired && table.decisionStart[seat] === since)
          this.bots.playFor(table, seat);
      },
      (error: unknown) => {
        this.log(`table ${table.id}: seat ${seat} ran out (${String(error)}); a bot plays`);
        this.bots.playFor(table, seat);
      },
    );
  }

  /**
   * Closes a playing table at once, watched or not, as a resignation or a claimed win ends it
   * (ratings/resign.ts rates it and keeps who ended it): written as abandoned and its watchers
   * told. False when that could not be saved (it plays on).
   */
  end(table: Table): Promise<boolean> {
    return this.abandon(table, true);
  }
}

function tooManyBotTables(): Refusal {
  return refusal(
    'too-many-tables',
    'You already have as many tables of bots alone as one address may; wait for one to end.',
  );
}

function notFinished(): Refusal {
  return refusal('not-finished', 'The game is still being played.');
}
