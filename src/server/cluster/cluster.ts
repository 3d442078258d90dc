/**
 * This process as one of several sharing a PostgreSQL and a Redis (REDIS_URL): it runs the
 * tables whose leases it holds, takes over any playing table whose lease has lapsed (its owner
 * died or was cut off) by rebuilding it from the database, and lets go of any it lost.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { connectRedis, parseRedisUrl } from '../../lab/queue/redis.ts';
import type { StoredTable } from '../storage/rows.ts';
import type { StoreReader, StoreWriter } from '../storage/store.ts';
import { closed } from '../tables/house.ts';
import type { TableService } from '../tables/service.ts';
import type { Table } from '../tables/table.ts';
import type { MessageRouter } from '../realtime/connection.ts';
import { fencedWriter } from './fenced-writer.ts';
import { ClusterFigures } from './figures.ts';
import { Forwarding, MOVED, type TableCalls } from './forwarding.ts';
import { mayLetGo } from './let-go.ts';
import { MERGED, playersAt, readMerged, rekeySeats } from './merged-seats.ts';
import { TableLeases } from './leases.ts';
import { Presence } from './presence.ts';
import { TurnDeadlines } from './turn-deadlines.ts';
import { Vacancies } from './vacancies.ts';
import { SharedAddressRate } from './shared-rate.ts';
import { SharedRepeats } from './shared-repeats.ts';
import { SharedMessageRate } from './shared-messages.ts';
import { SharedSocketCap } from './shared-sockets.ts';
import { sideConnection } from './side-connection.ts';
import type { Rate } from '../realtime/rate-limit.ts';

/** Whether a table's row says it is over: finished or abandoned. */
function rowClosed(row: Pick<StoredTable, 'outcome' | 'abandonedAt'>): boolean {
  return row.outcome !== null || row.abandonedAt !== null;
}

/** The lease's name of competition `id` beside the tables' (their ids never start so). */
const competitionLease = (id: string) => `competition:${id}`;

export interface ClusterOptions {
  /** e.g. 'redis://10.0.0.5:6379'. */
  readonly redisUrl: string;
  /** How long a table's lease lasts unless renewed: a dead owner's tables move after it. */
  readonly leaseMs: number;
  /**
   * How often to look for playing tables whose lease lapsed, e.g. 2500. Default half a lease.
   * Tests take leases long enough that none lapses on a busy machine, make the one they mean
   * lapse in Redis (testing/lapse.ts), and look often, so a takeover follows at once.
   */
  readonly scanMs?: number;
  readonly log: (message: string) => void;
}

export class Cluster {
  readonly leases: TableLeases;
  /**
   * The competitions this process drives (their ticks: starts, missing tables, forfeits), one
   * process each, under leases as tables have (keys 'competition:<id>').
   */
  private readonly competitionLeases: TableLeases;
  /** Each seat's turn deadline, for whichever process runs the table next. */
  readonly deadlines: TurnDeadlines;
  /** This process as other processes see it in Redis, e.g. 'host-a:4242:9f2c01ab'. */
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly redis: Redis;
  /** The connections of the socket.io adapter and of this process's channel. */
  private readonly others: Redis[] = [];
  private readonly log: (message: string) => void;
  private readonly leaseMs: number;
  private readonly scanMs: number;
  private service: TableService | undefined;
  private forwarding: Forwarding | undefined;
  /** The store's own writer, which takes fences without writes. */
  private store: StoreWriter | undefined;
  private reader: StoreReader | undefined;
  private scanner: NodeJS.Timeout | undefined;
  private scanning: Promise<void> | undefined;
  /** Tables being taken over here, each with the end of its takeover (scan). */
  private readonly arrivals = new Map<string, Promise<void>>();
  private socketCap: SharedSocketCap | undefined;
  /** This process in the list of live ones, for the figures. */
  private readonly presence: Presence;
  private figuresReader: ClusterFigures | undefined;
  /** Which tables without a lease to take over now, and which to leave to their owner a while. */
  private readonly vacancies: Vacancies;
  /** Set once this process closes: its Redis connections end then, and that is no loss. */
  private closing = false;
  /**
   * The accounts merged guests became (the ratings book's aliases), by guest id: a table taken
   * over has its merged guests' seats re-keyed (merged-seats.ts). Absent: none are.
   */
  private accountsOf: ((players: readonly string[]) => Promise<Map<string, string>>) | undefined;

  private constructor(redis: Redis, options: ClusterOptions) {
    this.redis = redis;
    this.log = options.log;
    this.leaseMs = options.leaseMs;
    this.scanMs = options.scanMs ?? options.leaseMs / 2;
    this.reportRedis();
    this.deadlines = new TurnDeadlines(redis, options.log);
    this.leases = new TableLeases({
      redis,
      owner: this.owner,
      leaseMs: options.leaseMs,
      lost: (id) => {
        this.lost(id);
      },
      taken: (id) => {
        this.taken(id);
      },
      log: options.log,
    });
    this.competitionLeases = new TableLeases({
      redis,
      owner: this.owner,
      leaseMs: options.leaseMs,
      // Lost: another process drives it now; this one asks again at its next tick.
      lost: () => undefined,
      log: options.log,
    });
    this.presence = new Presence(redis, this.owner, options.leaseMs, options.log);
    this.vacancies = new Vacancies(options.leaseMs);
  }

  static async join(options: ClusterOptions): Promise<Cluster> {
    const url = parseRedisUrl(options.redisUrl);
    if (!url.ok) throw new Error(`REDIS_URL: ${url.error}`);
    const redis = await connectRedis(url.value);
    if (!redis.ok) throw new Error(`REDIS_URL: ${redis.error}`);
    return new Cluster(redis.value, options);
  }

  /**
   * A table's lease passed to another process: this one lets the table go, and its watchers
   * here rejoin, reaching it where it runs now; once the table's moves in flight are answered
   * (refused, by the fence), so that their answers arrive before the connection closes.
   */
  private lost(id: string): void {
    this.log(`table ${id}: its lease passed to another process; letting it go`);
    const service = this.service;
    const table = service?.house.peek(id);
    if (!service || !table) return;
    service.queue.whenSettled(table, () => {
      // After the answers' socket writes (they go out in a microtask, realtime/engine-internals.ts).
      setImmediate(() => {
        for (const watcher of table.subscriptions.keys()) this.forwarding?.reconnect(watcher);
      });
    });
    service.release(id);
  }

  /**
   * A commit took a table's lease that nobody held (a new table, or one whose owner died and
   * that someone here played at before the takeover came round): as after a takeover,
   * watchers through another process rejoin it here. Without this a socket that joined it
   * through the dead owner would hear nothing more.
   */
  private taken(id: string): void {
    this.redis.publish(MOVED, id).catch((error: unknown) => {
      this.log(`table ${id}: could not say that it runs here now (${String(error)})`);
    });
  }

  /** Tells the operator when Redis goes away and comes back (it reconnects by itself). */
  private reportRedis(): void {
    let up = true;
    this.redis.on('close', () => {
      if (!up || this.closing) return;
      up = false;
      this.log('lost its connection to Redis; limits are counted per process until it is back');
    });
    this.redis.on('ready', () => {
      if (up) return;
      up = true;
      this.log('connected to Redis again');
    });
  }

  /** A limit per address counted across every process of the cluster, e.g. 'create'. */
  sharedRate(name: string, rate: Rate): SharedAddressRate {
    return new SharedAddressRate(this.redis, name, rate);
  }

  /**
   * Answers to asks repeated with an Idempotency-Key, kept for the whole cluster, e.g. 'create':
   * a repeat landing on another process is answered the same.
   */
  sharedRepeats<T>(name: string): SharedRepeats<T> {
    return new SharedRepeats<T>({ redis: this.redis, name, log: this.log });
  }

  /** The realtime messages of each address, counted across the cluster in reserved blocks. */
  sharedMessages(rate: Rate): SharedMessageRate {
    return new SharedMessageRate({ redis: this.redis, rate, log: this.log });
  }

  /** Socket connections per address, capped across the cluster. */
  sharedSockets(cap: number): SharedSocketCap {
    this.socketCap ??= new SharedSocketCap(this.redis, this.owner, cap, this.log);
    return this.socketCap;
  }

  /** The cluster's figures for the metrics, read from PostgreSQL and Redis every `cacheMs`. */
  figures(databaseUrl: string, cacheMs: number): ClusterFigures {
    this.figuresReader ??= new ClusterFigures({
      databaseUrl,
      self: this.owner,
      leases: this.leases,
      presence: this.presence,
      cacheMs,
      log: this.log,
    });
    return this.figuresReader;
  }

  /**
   * After an HTTP request naming a table (#33): a copy of it read into memory here, of a table
   * this process does not run, is not kept. Reads such as the record's or the summary's read
   * a playing table through the house, which keeps it; the owner's moves never reach that
   * copy, and the next read here would answer from it (a record asked after full time: 409
   * 'still being played'). A table watched here or with writes in flight stays (nobody held
   * its lease: it is being joined or claimed here, whose commit takes the lease); so does a
   * closed one, which changes no more.
   */
  dropCopy(id: string): void {
    const service = this.service;
    const table = service?.house.peek(id);
    if (!service || !table || this.leases.holds(id) || closed(table)) return;
    if (table.subscriptions.size > 0 || table.uncommitted > 0) return;
    service.release(id);
  }

  /**
   * A guest became an account (on this process): every process, this one first, re-keys the
   * guest's seats at the tables it runs (merged-seats.ts). Should Redis not take the message,
   * the others' follow at their next takeover.
   */
  async announceMerge(guest: string, account: string): Promise<void> {
    // Here first, so that the sign-up's answer finds them moved on this process.
    await this.carry(guest, account);
    try {
      await this.redis.publish(MERGED, JSON.stringify({ guest, account }));
    } catch (error) {
      this.log(`could not tell the cluster that ${guest} became ${account}: ${String(error)}`);
    }
  }

  /** Where a table taken over finds the accounts its merged guests became. */
  followMerges(accountsOf: (players: readonly string[]) => Promise<Map<string, string>>): void {
    this.accountsOf = accountsOf;
  }

  /** A MERGED message: the guest's seats at the tables this process runs become the account's. */
  private merged(text: string): void {
    const merge = readMerged(text);
    if (!merge) {
      this.log(`a merge message that says nothing: ${text.slice(0, 80)}`);
      return;
    }
    void this.carry(merge.guest, merge.account);
  }

  /** Re-keys the guest's seats at the tables whose lease this process holds. */
  private async carry(guest: string, account: string): Promise<void> {
    const service = this.service;
    if (!service) return;
    const accounts = new Map([[guest, account]]);
    const held = [...service.house.tables()].filter((t) => this.leases.holds(t.id));
    try {
      await Promise.all(held.map((table) => rekeySeats(table, service.queue, accounts)));
    } catch (error) {
      this.log(`could not move ${guest}'s seats to ${account}: ${String(error)}`);
    }
  }

  /** A table taken over: its merged guests' seats become their accounts' before it resumes. */
  private async adopt(service: TableService, table: Table): Promise<void> {
    const players = playersAt(table);
    if (!this.accountsOf || players.length === 0) return;
    try {
      const accounts = await this.accountsOf(players);
      if (accounts.size > 0) await rekeySeats(table, service.queue, accounts);
    } catch (error) {
      this.log(`table ${table.id}: could not look up its merged players (${String(error)})`);
    }
  }

  /** HTTP routes' calls for a table, made where it runs (once `attach` has run). */
  get calls(): TableCalls | undefined {
    return this.forwarding;
  }

  /** The store's writer, each batch fenced by its tables' lease tokens. */
  writer(inner: StoreWriter): StoreWriter {
    this.store = inner;
    return fencedWriter(inner, this.leases);
  }

  /**
   * Shares socket.io's rooms with the other processes (the Redis streams adapter: updates for
   * a socket reach it whichever process it is connected to) and answers messages for tables
   * run here from sockets connected elsewhere; returns the router of this process's sockets.
   */
  async attach(io: Server, service: TableService): Promise<MessageRouter> {
    const [adapter, subscriber] = [sideConnection(this.redis), sideConnection(this.redis)];
    this.others.push(adapter, subscriber);
    io.adapter(createAdapter(adapter, { onlyPlaintext: true }));
    const forwarding = new Forwarding({
      io,
      service,
      leases: this.leases,
      redis: this.redis,
      subscriber,
      owner: this.owner,
      leaseMs: this.leaseMs,
      log: this.log,
      merged: (text) => {
        this.merged(text);
      },
      playing: (id) => this.playing(id),
      arrival: (id) => this.arrivals.get(id),
    });
    await forwarding.listen();
    this.forwarding = forwarding;
    return forwarding;
  }

  /**
   * Whether the table's row says it is still being played: a message for it that finds no
   * lease waits for its takeover (forwarding.ts). Should the database not answer, no: the
   * message is handled here, whose own read of the table answers for the database.
   */
  private async playing(id: string): Promise<boolean> {
    try {
      const row = await this.reader?.tableRow(id);
      return row !== undefined && !rowClosed(row.stored);
    } catch (error) {
      this.log(`table ${id}: could not read whether it is being played (${String(error)})`);
      return false;
    }
  }

  /** Takes the playing tables nobody holds now, and again every `scanMs` (half a lease). */
  async run(service: TableService, reader: StoreReader): Promise<void> {
    this.service = service;
    this.reader = reader;
    await this.presence.start();
    await this.scan();
    this.scanner = setInterval(() => {
      this.scanning ??= this.scan()
        .catch((error: unknown) => {
          this.log(`could not look for tables to take over: ${String(error)}`);
        })
        .finally(() => {
          this.scanning = undefined;
        });
    }, this.scanMs);
    this.scanner.unref();
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.scanner);
    await this.scanning;
    await this.leases.close();
    await this.competitionLeases.close();
    await this.socketCap?.close();
    await this.presence.close();
    await this.figuresReader?.close();
    for (const connection of [...this.others, this.redis]) connection.disconnect();
  }

  /**
   * Of the `active` competitions (entry or running), those this process drives now: it holds
   * their lease (renewed) or takes it as nobody holds it. The leases of competitions no longer
   * active are let go. A dead driver's competitions pass to another process within a lease.
   * All of it in one round trip to Redis (one script), however many competitions. Redis
   * failing: none is driven; they wait for a tick that reaches Redis, as a table's owner's
   * commits wait for it.
   */
  async drivenCompetitions(active: readonly string[]): Promise<Set<string>> {
    try {
      // One round trip for the whole tick, however many competitions (#35).
      const held = await this.competitionLeases.holdOnly(active.map(competitionLease));
      return new Set(active.filter((id) => held.has(competitionLease(id))));
    } catch (error) {
      this.log(`could not take the competitions' leases: ${String(error)}`);
      return new Set();
    }
  }

  /** The turn deadlines the table's last owner recorded; none if Redis cannot say. */
  private async inherited(id: string) {
    try {
      return await this.deadlines.read(id);
    } catch (error) {
      this.log(`table ${id}: could not read its turn deadlines (${String(error)})`);
      return undefined;
    }
  }

  /** Whether a table whose lease this process holds has left memory here and is over (let-go.ts). */
  private async runsNoMore(service: TableService, id: string): Promise<boolean> {
    if (service.house.peek(id)) return false;
    const row = await this.reader?.tableRow(id);
    return mayLetGo({ inMemory: false, rowClosed: row && rowClosed(row.stored) });
  }

  /** Every playing table without a live lease: taken, rebuilt from the database, resumed. */
  private async scan(): Promise<void> {
    const service = this.service;
    if (!service || !this.reader) return;
    // Leases of tables this process no longer runs (finished, let go) are given back.
    for (const id of this.leases.heldIds()) {
      if (await this.runsNoMore(service, id)) await this.leases.release(id);
    }
    const ids = (await this.reader.playingIds()).filter((id) => !this.leases.holds(id));
    for (const id of this.vacancies.due(await this.leases.vacant(ids), Date.now())) {
      const token = await this.leases.acquire(id);
      if (token === undefined) continue;
      // From the lease on, the table's calls and messages wait here until it runs (arrivals):
      // one served in between acted on a copy that the rebuild below then replaced, and a
      // seat claimed in that gap was answered yet gone from the table (seat-calls test).
      let arrived = (): void => undefined;
      this.arrivals.set(id, new Promise<void>((resolve) => (arrived = resolve)));
      try {
        await this.takeOver(service, id, token);
      } finally {
        this.arrivals.delete(id);
        arrived();
      }
    }
  }

  /** A table whose lease this process just took: fenced, rebuilt from the database, resumed. */
  private async takeOver(service: TableService, id: string, token: number): Promise<void> {
    if (!this.reader) return;
    // The rows were read before the leases: a table whose owner let it go once its finish
    // was on disk (let-go.ts) may be among them. Over: nothing to take, nor to fence.
    const row = await this.reader.tableRow(id);
    if (!row || rowClosed(row.stored)) {
      await this.leases.release(id);
      return;
    }
    // The fence first: from here on the last owner, should it wake, commits nothing more,
    // and the table is read back with everything it did commit.
    try {
      await this.store?.commit([], new Map([[id, token]]));
    } catch (error) {
      this.log(`table ${id}: could not take it over (${String(error)})`);
      await this.leases.release(id);
      return;
    }
    // Read before the table is: nothing runs it between its rebuild and its resume.
    const deadlines = await this.inherited(id);
    // In memory already (someone joined here): it may be behind what its last owner wrote.
    const table = await (service.house.peek(id) ? service.house.reload(id) : service.house.get(id));
    const quietSince = table && (await service.quietSince(table));
    if (table && !closed(table) && !table.retired) {
      this.log(`table ${id}: taken over`);
      await this.adopt(service, table);
      service.resume(table, deadlines, quietSince);
      await this.redis.publish(MOVED, id);
    } else {
      await this.leases.release(id);
    }
  }
}
