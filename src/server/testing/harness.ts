/**
 * Test servers and clients: a server on a free loopback port with a fresh data directory
 * (coin-toss added to the games, bots without delay), and socket.io clients that keep every
 * message they receive.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type {
  Ack,
  CreateTable,
  CreatedTable,
  ErrorBody,
  RematchOffer,
  TablePacket,
  TableUpdate,
} from '../protocol.ts';
import { jsonParser } from '../realtime/json-parser.ts';
import { TableReaders } from '../realtime/table-reader.ts';
import { startServer, type RunningServer, type ServerOptions } from '../server.ts';
import { GAMES_MODULE, findGame } from './games.ts';

export interface TestServer extends RunningServer {
  readonly dataDir: string;
  /** JSON from an API path, with its status; the caller names the body it expects. */
  // oxlint-disable-next-line typescript/no-unnecessary-type-parameters
  api<T = unknown>(
    path: string,
    init?: { method?: string; body?: unknown; raw?: string },
  ): Promise<{ status: number; body: T }>;
  createTable(request: CreateTable): Promise<CreatedTable>;
  client(): Promise<TestClient>;
}

/** Whether `error` is fetch's failure on a connection the other side reset. */
function connectionReset(error: unknown): boolean {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === 'ECONNRESET';
}

export async function testServer(options: ServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-test-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    games: findGame,
    gamesModule: GAMES_MODULE,
    botDelayMs: 0,
    // Whole games of bots: the levels think a fifth of their live time.
    botTimeScale: 0.2,
    createRate: { perSecond: 1000, burst: 1000 },
    // Every test client comes from 127.0.0.1: the per-address limits would count them as one
    // client (0 = no cap). Tests of those limits set their own.
    connectionsPerAddress: 0,
    socketsPerAddress: 0,
    addressMessageRate: { perSecond: 100_000, burst: 100_000 },
    // No shedding on the machine's load: tests of it inject their signal (load/).
    overload: false,
    log: () => undefined,
    ...options,
  });
  const clients: TestClient[] = [];
  // oxlint-disable-next-line typescript/no-unnecessary-type-parameters
  const api = async <T>(
    path: string,
    init: { method?: string; body?: unknown; raw?: string } = {},
  ) => {
    const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    const send = () =>
      fetch(server.url + path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body,
      });
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      // A kept-alive connection the server closed (its keep-alive timeout) just as fetch
      // reused it: a GET is sent again once, as browsers do. Seen on a loaded machine, where
      // fetch's own idle timer, a second short of the server's, fired late.
      if (method !== 'GET' || !connectionReset(error)) throw error;
      response = await send();
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    ...server,
    dataDir,
    api,
    async createTable(request) {
      const created = await api<CreatedTable>('/api/tables', { body: request });
      if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
      return created.body;
    },
    async client() {
      const client = await TestClient.connect(server.url);
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Waiter = { readonly test: () => boolean; readonly resolve: () => void };

/**
 * How long a client waits for an answer or a message before it fails the test. Only a guard
 * against hanging forever: a loaded machine waits longer, it never fails sooner.
 */
export const PATIENCE_MS = 120_000;

/**
 * Reads `read` until `done` holds of what it answers, at most PATIENCE_MS, and returns the
 * last answer (the caller asserts on it, so a failure says what was seen): for what another
 * part of the server settles in its own time, e.g. a player's page listing a rated table.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const until = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A whole test's guard against hanging forever, for node:test's `timeout`; never a budget. */
export const HANG_GUARD = { timeout: 20 * 60_000 };

/** A socket.io client as the project's clients are: its JSON parser, no reconnection. */
export function testSocket(
  url: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Socket {
  return io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    parser: jsonParser,
    ...options,
  });
}

/**
 * A socket.io client that keeps what it receives and can wait for a condition. Its 'table'
 * packets are read into each seat's whole update, as the web app reads them; a packet that
 * shows one missed is answered with 'resync'.
 */
export class TestClient {
  readonly socket: Socket;
  /** Every seat's updates, as rebuilt from the packets. */
  readonly updates: TableUpdate[] = [];
  /** The 'table' packets as they came. */
  readonly packets: TablePacket[] = [];
  readonly failures: ErrorBody[] = [];
  readonly offers: RematchOffer[] = [];
  /** Every incoming message and acknowledgement, as JSON text, for leak checks. */
  readonly received: string[] = [];
  /** How many 'resync' requests a missed packet made. */
  resyncs = 0;
  private readonly readers = new TableReaders();
  private readonly listeners: ((update: TableUpdate) => void)[] = [];
  /** Packets to drop unread (as if lost), for tests of what a missed one does. */
  private drop = 0;
  private waiters: Waiter[] = [];

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.onAny((event: string, payload: unknown) => {
      this.received.push(JSON.stringify(payload));
      if (event === 'table') this.packet(payload as TablePacket);
      if (event === 'failure') this.failures.push(payload as ErrorBody);
      if (event === 'rematch') this.offers.push(payload as RematchOffer);
      this.check();
    });
  }

  /** Calls `listener` with every seat's update from now on, as it is rebuilt. */
  onUpdate(listener: (update: TableUpdate) => void): void {
    this.listeners.push(listener);
  }

  /** Loses the next `count` 'table' packets, as a broken connection might. */
  dropPackets(count: number): void {
    this.drop += count;
  }

  private packet(packet: TablePacket): void {
    this.packets.push(packet);
    if (this.drop > 0) {
      this.drop--;
      return;
    }
    const read = this.readers.read(packet);
    if (read.kind === 'missed') {
      this.resyncs++;
      this.socket.emit('resync', { tableId: packet.tableId });
    }
    if (read.kind !== 'updates') return;
    for (const update of read.updates) {
      this.updates.push(update);
      for (const listener of this.listeners) listener(update);
    }
  }

  /** `options`: e.g. extraHeaders, to connect as a client a trusted proxy names. */
  static connect(
    url: string,
    options: Partial<ManagerOptions & SocketOptions> = {},
  ): Promise<TestClient> {
    const socket = testSocket(url, options);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => {
        resolve(new TestClient(socket));
      });
      socket.once('connect_error', reject);
    });
  }

  /** Sends a message and waits for its acknowledgement. */
  async request<T = undefined>(event: string, payload: unknown): Promise<Ack<T>> {
    const answer = (await this.socket.timeout(PATIENCE_MS).emitWithAck(event, payload)) as Ack<T>;
    this.received.push(JSON.stringify(answer));
    return answer;
  }

  /** The newest update for a seat (or -1), if any. */
  latest(seat: number): TableUpdate | undefined {
    return this.updates.findLast((u) => u.seat === seat);
  }

  /** Resolves once `test` holds, checked now and after every incoming message. */
  until(test: () => boolean, ms = PATIENCE_MS): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no message made it true within ${ms / 1000} s: ${String(test)}`));
      }, ms);
      const waiter: Waiter = {
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** The next update for `seat` whose version is at least `version`. */
  async update(seat: number, version = 0): Promise<TableUpdate> {
    const found = () => this.updates.findLast((u) => u.seat === seat && u.table.version >= version);
    await this.until(() => found() !== undefined);
    return found() as TableUpdate;
  }

  /**
   * Resolves once everything the server sent this client before it read a probe has arrived:
   * the probe (a message of no known kind, which the server refuses and otherwise ignores) is
   * answered on the same ordered connection, after anything sent earlier. So a test can then
   * assert that nothing came, without waiting for a while and hoping.
   */
  async caughtUp(): Promise<void> {
    const answer = await this.request('caught-up?', {});
    if (answer.ok || answer.error.code !== 'bad-message')
      throw new Error(`the probe was not refused as a bad message: ${JSON.stringify(answer)}`);
    // The probe's answer is not part of what the test watches.
    this.received.pop();
  }

  close(): void {
    this.socket.close();
  }

  private check(): void {
    const ready = this.waiters.filter((w) => w.test());
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
  }
}

/**
 * Sends a message as a well-behaved client does: when the server says it sends too fast, it
 * waits a little and sends it again.
 */
export async function requestPatiently<T = undefined>(
  client: TestClient,
  event: string,
  payload: unknown,
): Promise<Ack<T>> {
  for (;;) {
    const answer = await client.request<T>(event, payload);
    if (answer.ok || answer.error.code !== 'rate-limited') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
