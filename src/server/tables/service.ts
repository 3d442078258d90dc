/**
 * The tables' service: everything the HTTP routes and the socket handlers may ask of the
 * tables, with the commit queue, the bots and the turn timer wired around the live tables.
 * Every refusal is a value (an ErrorBody) and changes nothing.
 */
import type { Seat } from '../../core/game.ts';
import { sealRecord, type GameRecord } from '../../core/record.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { BotPlayer } from '../bots/bot-player.ts';
import { BotPool } from '../bots/pool.ts';
import { fromEngine, refusal, type Refusal } from '../errors.ts';
import { engineResolver, type GameFinder } from '../games.ts';
import type {
  ActMessage,
  ClaimedSeat,
  CreatedTable,
  LobbyEntry,
  RematchOffer,
  ReplayFrames,
  TableSummary,
} from '../protocol.ts';
import type { Reader } from '../storage/reader.ts';
import type { Writer } from '../storage/writer.ts';
import { badToken, type TableAccess } from './access.ts';
import { broadcast } from './broadcast.ts';
import { CommitQueue, type Committed } from './commit-queue.ts';
import { TableHouse } from './house.ts';
import { whyRefused } from './referee.ts';
import { Rematches } from './rematch.ts';
import { replayFrames } from './replay-frames.ts';
import { tableRecord } from './restore.ts';
import { Seating, type Reply } from './seating.ts';
import { invitePath, planTable, type TableRequest } from './setup.ts';
import type { Table, Watcher } from './table.ts';
import { TurnTimer } from './turn-timer.ts';
import { tableSummary } from './views.ts';

export type { Reply } from './seating.ts';

export interface ServiceOptions {
  readonly reader: Reader;
  readonly writer: Writer;
  readonly find: GameFinder;
  readonly botDelayMs: number;
  readonly botWorkers: number;
  /** The module bot workers load games from (default: the registry). */
  readonly gamesModule?: string;
  /** Bots whose decisions run in the worker pool. */
  readonly pooledBots: ReadonlySet<string>;
  /** Multiplies the bot levels' thinking time (tests shorten it); absent: 1. */
  readonly botTimeScale?: number;
  /** How long a finished table nobody watches stays in memory. */
  readonly finishedIdleMs: number;
  /** Milliseconds in one of a table's turn seconds (tests shorten it); absent: 1000. */
  readonly turnMsPerSecond?: number;
  readonly log: (message: string) => void;
}

const UNAVAILABLE = refusal('unavailable', 'The action could not be saved; nothing changed.');

export class TableService implements TableAccess {
  readonly house: TableHouse;
  readonly queue: CommitQueue;
  private readonly seating: Seating;
  private readonly rematches: Rematches;
  private readonly bots: BotPlayer;
  private readonly timer: TurnTimer;
  private readonly pool: BotPool;
  private readonly reader: Reader;
  private readonly find: GameFinder;
  private readonly sweeper: NodeJS.Timeout;
  readonly log: (message: string) => void;
  /** Resolves once `close` has drained the commit queue: nothing accepted is left unwritten. */
  private readonly closing = Promise.withResolvers<undefined>();
  readonly drained = this.closing.promise;

  constructor(options: ServiceOptions) {
    this.reader = options.reader;
    this.find = options.find;
    this.log = options.log;
    this.queue = new CommitQueue(options.writer, {
      committed: (tables) => {
        for (const table of tables) this.changed(table);
      },
      failed: (tables, error) => {
        options.log(`commit failed, rebuilding ${tables.size} table(s): ${String(error)}`);
        for (const table of tables) this.rebuild(table);
      },
    });
    this.house = new TableHouse(
      options.reader,
      (op) => this.queue.write(op),
      options.find,
      options.log,
    );
    this.seating = new Seating(this);
    this.rematches = new Rematches(this);
    this.pool = new BotPool(options.botWorkers, options.gamesModule);
    this.bots = new BotPlayer({
      delayMs: options.botDelayMs,
      pool: this.pool,
      find: options.find,
      pooled: options.pooledBots,
      timeScale: options.botTimeScale,
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
        this.bots.playFor(table, seat);
      },
      msPerSecond: options.turnMsPerSecond,
    });
    const idle = options.finishedIdleMs;
    this.sweeper = setInterval(() => {
      this.house.sweep(idle);
    }, idle / 2);
    this.sweeper.unref();
  }

  /** Rebuilds every unfinished table from the database; their bots and timers resume. */
  start(): void {
    for (const table of this.house.restoreUnfinished()) this.changed(table);
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
    const stopped = this.pool.close();
    await this.queue.drain();
    this.log(`closing: every accepted action is on disk; ${dropped} bot task(s) dropped`);
    this.closing.resolve(undefined);
    await stopped;
  }

  async create(request: TableRequest): Promise<Result<CreatedTable, Refusal>> {
    const plan = planTable(request, this.find);
    if (!plan.ok) return plan;
    const opened = await this.house.open(plan.value.stored);
    if (!opened.ok) return err(fromEngine(opened.error));
    const table = opened.value;
    this.changed(table);
    const seats = [...plan.value.tokens].map(([seat, token]) => ({
      seat,
      kind: table.seats[seat]?.invite === 'friend' ? ('friend' as const) : ('me' as const),
      token,
      invite: invitePath(table.id, seat, token),
    }));
    return ok({ table: tableSummary(table), seats });
  }

  /** A table once none of its moves waits in the group commit, so that reads match the disk. */
  settled(id: string): Promise<Result<Table, Refusal>> {
    const found = this.table(id);
    if (!found.ok) return Promise.resolve(found);
    return new Promise((resolve) => {
      this.queue.whenSettled(found.value, () => {
        resolve(this.table(id));
      });
    });
  }

  summary(table: Table): TableSummary {
    return tableSummary(table);
  }

  record(table: Table): Result<GameRecord, Refusal> {
    if (!table.finished) return err(notFinished());
    const sealed = sealRecord(tableRecord(table), engineResolver(this.find));
    return sealed.ok ? sealed : err(fromEngine(sealed.error));
  }

  replay(table: Table): Result<ReplayFrames, Refusal> {
    return table.finished ? replayFrames(table, this.find) : err(notFinished());
  }

  lobby(): LobbyEntry[] {
    return this.seating.lobby();
  }

  claim(id: string, seat: Seat | undefined): Promise<Result<ClaimedSeat, Refusal>> {
    return this.seating.claim(id, seat);
  }

  /** Recently finished tables, newest first. */
  finished(limit: number): TableSummary[] {
    return this.reader.finishedIds(limit).flatMap((id) => {
      const table = this.house.get(id);
      return table ? [tableSummary(table)] : [];
    });
  }

  /** Live tables and work in progress, for the metrics route. */
  metrics(): Record<string, number> {
    let playing = 0;
    for (const table of this.house.tables()) if (!table.finished) playing++;
    return {
      liveTables: this.house.size,
      playingTables: playing,
      committedActions: this.queue.written,
      commitBatches: this.queue.batches,
      commitMsTotal: Math.round(this.queue.commitMs),
      botTasks: this.pool.load,
    };
  }

  join(
    watcher: Watcher,
    tableId: string,
    tokens: readonly string[],
    reply: Reply<undefined>,
  ): void {
    this.seating.join(watcher, tableId, tokens, reply);
  }

  leave(watcher: Watcher, tableId: string): void {
    this.seating.leave(watcher, tableId);
  }

  rematch(
    watcher: Watcher,
    tableId: string,
    token: string,
  ): Promise<Result<RematchOffer, Refusal>> {
    return this.rematches.ask(watcher, tableId, token);
  }

  /** A person's action: checked, applied, committed, then acknowledged and broadcast. */
  act(message: ActMessage, reply: Reply<undefined>): void {
    const found = this.table(message.tableId);
    if (!found.ok) {
      reply(found);
      return;
    }
    const table = found.value;
    const seat = table.seatOfToken(message.token);
    if (seat === undefined) {
      reply(err(badToken()));
      return;
    }
    const problem = whyRefused(table, seat, message.action, message.version);
    if (problem) {
      reply(err(problem));
      return;
    }
    this.play(table, seat, message.action, false, (saved) => {
      reply(saved ? ok(undefined) : err(UNAVAILABLE));
    });
  }

  table(id: string): Result<Table, Refusal> {
    const table = this.house.get(id);
    return table ? ok(table) : err(refusal('unknown-table', `No table has the id '${id}'.`));
  }

  publish(table: Table, except?: string): void {
    this.queue.whenSettled(table, () => {
      if (!table.retired) broadcast(table, except);
    });
  }

  /** After a committed change: timers, then every watcher's update, then the bots. */
  changed(table: Table): void {
    if (table.finished) this.house.touch(table);
    this.timer.consider(table);
    broadcast(table);
    this.bots.consider(table);
  }

  private play(table: Table, seat: Seat, action: number, timeout: boolean, done: Committed): void {
    table.play(seat, action, timeout);
    this.queue.push(table, done);
  }

  private rebuild(table: Table): void {
    this.timer.clear(table);
    const fresh = this.house.reload(table.id);
    if (fresh) this.changed(fresh);
  }
}

function notFinished(): Refusal {
  return refusal('not-finished', 'The game is still being played.');
}
