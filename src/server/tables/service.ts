/**
 * The tables' service: everything the HTTP routes and the socket handlers may ask of the
 * tables, with the commit queue, the bots and the turn timer wired around the live tables.
 * Every refusal is a value (an ErrorBody) and changes nothing.
 */
import { SPECTATOR, type Seat, type Viewer } from '../../core/game.ts';
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
import type { Store } from '../storage/store.ts';
import { broadcast, sendJoined } from './broadcast.ts';
import { CommitQueue, type Committed } from './commit-queue.ts';
import { TableHouse } from './house.ts';
import { whyRefused } from './referee.ts';
import { replayFrames } from './replay-frames.ts';
import { tableRecord } from './restore.ts';
import { invitePath, planRematch, planTable, type TableRequest } from './setup.ts';
import type { Table, Watcher } from './table.ts';
import { hashToken, newToken } from './tokens.ts';
import { TurnTimer } from './turn-timer.ts';
import { tableSummary } from './views.ts';

export interface ServiceOptions {
  readonly store: Store;
  readonly find: GameFinder;
  readonly botDelayMs: number;
  readonly botWorkers: number;
  /** The module bot workers load games from (default: the registry). */
  readonly gamesModule?: string;
  /** Bots whose decisions run in the worker pool. */
  readonly pooledBots: ReadonlySet<string>;
  /** How long a finished table nobody watches stays in memory. */
  readonly finishedIdleMs: number;
  readonly log: (message: string) => void;
}

export type Reply<T> = (result: Result<T, Refusal>) => void;

const UNAVAILABLE = refusal('unavailable', 'The action could not be saved; nothing changed.');

export class TableService {
  readonly house: TableHouse;
  readonly queue: CommitQueue;
  private readonly bots: BotPlayer;
  private readonly timer: TurnTimer;
  private readonly pool: BotPool;
  private readonly store: Store;
  private readonly find: GameFinder;
  private readonly sweeper: NodeJS.Timeout;

  constructor(options: ServiceOptions) {
    this.store = options.store;
    this.find = options.find;
    this.house = new TableHouse(options.store, options.find, options.log);
    this.queue = new CommitQueue(options.store, {
      committed: (tables) => {
        for (const table of tables) this.changed(table);
      },
      failed: (tables, error) => {
        options.log(`commit failed, rebuilding ${tables.size} table(s): ${String(error)}`);
        for (const table of tables) this.rebuild(table);
      },
    });
    this.pool = new BotPool(options.botWorkers, options.gamesModule);
    this.bots = new BotPlayer({
      delayMs: options.botDelayMs,
      pool: this.pool,
      find: options.find,
      pooled: options.pooledBots,
      log: options.log,
      submit: (table, seat, action, version, timeout) => {
        if (table.retired) return true;
        if (whyRefused(table, seat, action, version)) return false;
        this.play(table, seat, action, timeout, () => undefined);
        return true;
      },
    });
    this.timer = new TurnTimer((table, seat) => {
      this.bots.playFor(table, seat);
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

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.queue.flush();
    this.bots.close();
    this.timer.close();
    await this.pool.close();
  }

  create(request: TableRequest): Result<CreatedTable, Refusal> {
    const plan = planTable(request, this.find);
    if (!plan.ok) return plan;
    const opened = this.house.open(plan.value.stored);
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

  /** A table once nothing of it waits in the group commit, so that reads match the disk. */
  settled(id: string): Promise<Result<Table, Refusal>> {
    return new Promise((resolve) => {
      this.queue.afterFlush(() => {
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

  /** Listed tables still playing with friend seats nobody has opened. */
  lobby(): Promise<LobbyEntry[]> {
    return new Promise((resolve) => {
      this.queue.afterFlush(() => {
        resolve(this.lobbyNow());
      });
    });
  }

  private lobbyNow(): LobbyEntry[] {
    const entries: LobbyEntry[] = [];
    for (const table of this.house.tables()) {
      const freeSeats = lobbySeats(table);
      if (table.listed && !table.finished && freeSeats.length > 0) {
        entries.push({ table: tableSummary(table), freeSeats });
      }
    }
    return entries.sort((a, b) => b.table.createdAt.localeCompare(a.table.createdAt));
  }

  finished(limit: number): TableSummary[] {
    return this.store.finishedIds(limit).flatMap((id) => {
      const table = this.house.get(id);
      return table ? [tableSummary(table)] : [];
    });
  }

  /** Live tables and work in progress, for the metrics route. */
  metrics(): {
    liveTables: number;
    playingTables: number;
    committedActions: number;
    botTasks: number;
  } {
    let playing = 0;
    for (const table of this.house.tables()) if (!table.finished) playing++;
    return {
      liveTables: this.house.size,
      playingTables: playing,
      committedActions: this.queue.written,
      botTasks: this.pool.load,
    };
  }

  /** Takes a free lobby seat: a fresh token, so any earlier invite link to it stops working. */
  claim(id: string, wanted: Seat | undefined): Result<ClaimedSeat, Refusal> {
    const found = this.table(id);
    if (!found.ok) return found;
    const table = found.value;
    const free = table.listed && !table.finished ? lobbySeats(table) : [];
    const seat = wanted ?? free[0];
    if (seat === undefined || !free.includes(seat)) {
      return err(refusal('seat-taken', 'That seat is not free in the lobby any more.'));
    }
    const token = newToken();
    const hash = hashToken(token);
    this.store.setSeatToken(table.id, seat, hash, true);
    const tableSeat = table.seats[seat];
    if (tableSeat) Object.assign(tableSeat, { tokenHash: hash, claimed: true });
    this.publish(table);
    return ok({ tableId: table.id, seat, token });
  }

  /** Watches a table as the seats whose tokens are given, or as a spectator. */
  join(
    watcher: Watcher,
    tableId: string,
    tokens: readonly string[],
    reply: Reply<undefined>,
  ): void {
    // A join waits for the group commit in flight: nobody may see what is not on disk.
    this.queue.afterFlush(() => {
      const found = this.table(tableId);
      if (!found.ok) {
        reply(found);
        return;
      }
      const table = found.value;
      const seats = new Set<Viewer>();
      for (const token of tokens) {
        const seat = table.seatOfToken(token);
        if (seat === undefined) {
          reply(err(badToken()));
          return;
        }
        seats.add(seat);
      }
      for (const seat of seats) this.markClaimed(table, seat);
      const viewers = seats.size > 0 ? [...seats].sort((a, b) => a - b) : [SPECTATOR];
      const sub = { watcher, seats: viewers, cursor: 0 };
      const before = presence(table);
      table.subscriptions.set(watcher.id, sub);
      sendJoined(table, sub);
      if (presence(table) !== before) broadcast(table, watcher.id);
      reply(ok(undefined));
    });
  }

  /** Stops watching; a seat stays reserved for its token. */
  leave(watcher: Watcher, tableId: string): void {
    const table = this.house.peek(tableId);
    if (!table?.subscriptions.has(watcher.id)) return;
    const before = presence(table);
    table.subscriptions.delete(watcher.id);
    if (presence(table) !== before) this.publish(table);
  }

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

  /**
   * A seated person asks for a rematch: the first ask makes the new table and offers every
   * watcher the new tokens of the seats it watches; later asks get the same table.
   */
  rematch(watcher: Watcher, tableId: string, token: string): Result<RematchOffer, Refusal> {
    const found = this.table(tableId);
    if (!found.ok) return found;
    const table = found.value;
    const seat = table.seatOfToken(token);
    if (seat === undefined) return err(badToken());
    let next = table.rematch === null ? undefined : this.house.get(table.rematch);
    if (!next) {
      const plan = planRematch(table);
      const opened = this.house.open(plan.stored, table.id);
      if (!opened.ok) return err(fromEngine(opened.error));
      next = opened.value;
      table.rematch = next.id;
      for (const [s, t] of plan.tokens) table.rematchTokens.set(s, t);
      this.changed(next);
      for (const sub of table.subscriptions.values()) {
        if (sub.watcher.id !== watcher.id) sub.watcher.offer(this.offer(table, next, sub.seats));
      }
      this.publish(table);
    }
    const watched = table.subscriptions.get(watcher.id)?.seats ?? [];
    const offer = this.offer(table, next, [...watched, seat]);
    watcher.offer(offer);
    return ok(offer);
  }

  private offer(table: Table, next: Table, seats: readonly Viewer[]): RematchOffer {
    const tokens: { seat: number; token: string }[] = [];
    for (const seat of new Set(seats)) {
      const token = table.rematchTokens.get(seat) ?? this.reissue(table, next, seat);
      if (token !== undefined) tokens.push({ seat, token });
    }
    return { from: table.id, to: next.id, tokens: tokens.sort((a, b) => a.seat - b.seat) };
  }

  /**
   * After a restart the rematch's tokens are gone from memory; a seat nobody has opened yet
   * gets a new one. A seat someone has opened keeps its token (and its owner).
   */
  private reissue(table: Table, next: Table, seat: Viewer): string | undefined {
    const nextSeat = next.seats[seat];
    if (!nextSeat || nextSeat.tokenHash === null || nextSeat.claimed) return undefined;
    const token = newToken();
    nextSeat.tokenHash = hashToken(token);
    this.store.setSeatToken(next.id, seat, nextSeat.tokenHash, false);
    table.rematchTokens.set(seat, token);
    return token;
  }

  private play(table: Table, seat: Seat, action: number, timeout: boolean, done: Committed): void {
    table.play(seat, action, timeout);
    this.queue.push(table, done);
  }

  /** Tells a table's watchers of a change to its seats, once its moves are all on disk. */
  private publish(table: Table, except?: string): void {
    this.queue.afterFlush(() => {
      if (!table.retired) broadcast(table, except);
    });
  }

  /** After a committed change: timers, then every watcher's update, then the bots. */
  private changed(table: Table): void {
    if (table.finished) this.house.touch(table);
    this.timer.consider(table);
    broadcast(table);
    this.bots.consider(table);
  }

  private rebuild(table: Table): void {
    this.timer.clear(table);
    const fresh = this.house.reload(table.id);
    if (fresh) this.changed(fresh);
  }

  private markClaimed(table: Table, seat: Seat): void {
    const tableSeat = table.seats[seat];
    if (!tableSeat || tableSeat.claimed) return;
    this.store.setClaimed(table.id, seat);
    tableSeat.claimed = true;
  }

  private table(id: string): Result<Table, Refusal> {
    const table = this.house.get(id);
    return table ? ok(table) : err(refusal('unknown-table', `No table has the id '${id}'.`));
  }
}

/** The friend seats nobody has opened yet: what the lobby offers. */
function lobbySeats(table: Table): number[] {
  return table.seats.flatMap((s, seat) => (s.invite === 'friend' && !s.claimed ? [seat] : []));
}

/** Which seats are connected and claimed, to notice when others should hear of it. */
function presence(table: Table): string {
  return table.seats.map((s, seat) => `${+s.claimed}${+table.connected(seat)}`).join('');
}

function badToken(): Refusal {
  return refusal('bad-token', 'That token does not belong to a seat of this table.');
}

function notFinished(): Refusal {
  return refusal('not-finished', 'The game is still being played.');
}
