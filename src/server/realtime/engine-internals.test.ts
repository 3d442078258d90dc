/**
 * The internals module against the real socket.io, engine.io and ws: a socket.io server on
 * loopback and a bare WebSocket client that reads the engine.io messages as they come off the
 * wire, so an upgrade that changes what the shortcuts use fails here (or trips the self-check,
 * which these tests see too), not a mock of the shape they expect.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, describe, it } from 'node:test';
import { Server, type Socket } from 'socket.io';
import WebSocket from 'ws';
import {
  connectionFault,
  SocketInternals,
  startupFault,
  VERIFIED_VERSIONS,
  type EngineConnection,
} from './engine-internals.ts';
import { ackMessage, eventMessage, jsonParser } from './json-parser.ts';

/** What the server side of one test saw. */
interface Seen {
  /** Events handed to the connection's receiver, with how they were to be answered. */
  readonly received: { data: readonly unknown[]; id?: number; ack: boolean }[];
  /** Events socket.io dispatched itself (it should see none the fast path takes). */
  readonly dispatched: unknown[][];
  /** engine.io 'flush' events: a message through engine.io's queue. */
  flushes: number;
  /** The self-check's log. */
  readonly logged: string[];
}

interface Hooks {
  /** Before the socket's events are taken. */
  readonly onSocket?: (socket: Socket) => void;
  /** Before an event is answered. */
  readonly beforeAnswer?: (socket: Socket) => void;
}

/**
 * A socket.io server as realtime/sockets.ts makes one, answering an event as Connection
 * does; ORDER is answered with ORDERED alone (see WireClient.settle).
 */
async function serve(
  fault: string | undefined,
  hooks: Hooks = {},
): Promise<{ url: string; seen: Seen; close: () => Promise<void> }> {
  const http: HttpServer = createServer();
  const io = new Server(http, {
    serveClient: false,
    perMessageDeflate: false,
    httpCompression: false,
    parser: jsonParser,
  });
  const seen: Seen = { received: [], dispatched: [], flushes: 0, logged: [] };
  const internals = new SocketInternals((message) => seen.logged.push(message), fault);
  io.engine.on('connection', (conn: EngineConnection & { on(e: 'flush', f: () => void): void }) => {
    conn.on('flush', () => {
      seen.flushes++;
    });
    internals.onEngineConnection(conn);
  });
  io.on('connection', (socket) => {
    hooks.onSocket?.(socket);
    socket.onAny((...args: unknown[]) => {
      if (args[0] !== ORDER) seen.dispatched.push(args);
    });
    internals.takeEvents(socket, (data, id, ack) => {
      if (data[0] === ORDER) {
        // In a turn of its own: after this turn's batch, which may hold answers to messages
        // read with this one.
        setImmediate(() => socket.conn.write(eventMessage(ORDERED, null)));
        return;
      }
      hooks.beforeAnswer?.(socket);
      seen.received.push({ data, ...(id === undefined ? {} : { id }), ack: ack !== undefined });
      const answer = { ok: true, value: data[1] };
      // The answer, the table's update and an event through socket.io, in one turn.
      if (ack) ack(answer);
      else if (id !== undefined) socket.conn.write(ackMessage(id, answer));
      socket.conn.write(eventMessage('table', { n: 1 }));
      socket.emit('rematch', { from: 'x' });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        void io.close(() => {
          resolve();
        });
      }),
  };
}

/** A bare WebSocket speaking engine.io and socket.io's JSON parser: every message it reads. */
class WireClient {
  readonly messages: string[] = [];
  private readonly ws: WebSocket;
  private waiting: (() => void) | undefined;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      assert.equal(isBinary, false, 'text frames only');
      const text = data.toString();
      // engine.io's ping: answered, not counted.
      if (text === '2') ws.send('3');
      else this.messages.push(text);
      this.waiting?.();
    });
  }

  static async connect(url: string): Promise<WireClient> {
    const ws = new WebSocket(url);
    const client = new WireClient(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    await client.next(1); // engine.io's open packet
    assert.match(client.messages.shift() ?? '', /^0\{"sid"/);
    ws.send('4[0,null]'); // socket.io's connect to '/'
    await client.next(1);
    assert.match(client.messages.shift() ?? '', /^4\[0,\{"sid":/);
    return client;
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** Resolves once `count` messages are held, then a little later to catch any extra one. */
  async next(count: number): Promise<string[]> {
    while (this.messages.length < count) {
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
    this.waiting = undefined;
    return this.messages;
  }

  /**
   * Every message the server sent before it read this call's own: a round trip through the
   * server, whose answer comes after anything written before it. Takes them from the list.
   */
  async settle(): Promise<string[]> {
    this.send(`4[2,["${ORDER}"]]`);
    const last = `4[2,["${ORDERED}",null]]`;
    while (!this.messages.includes(last)) await this.next(this.messages.length + 1);
    return this.messages.splice(0).slice(0, -1);
  }

  close(): void {
    this.ws.close();
  }
}

/** A client's event the server answers with ORDERED alone. */
const ORDER = 'order';
const ORDERED = 'ordered';
const act = (n: number, id: number) => `4[2,["act",{"n":${n}}],${id}]`;
const ack = (n: number, id: number) => `[3,[{"ok":true,"value":{"n":${n}}}],${id}]`;
const update = '[2,["table",{"n":1}]]';
const rematch = '[2,["rematch",{"from":"x"}]]';

describe('socket internals on the installed libraries', () => {
  it('pass the self-check, at the versions package.json pins exactly', () => {
    const saved = process.env.MATCHDAY_SOCKET_INTERNALS;
    delete process.env.MATCHDAY_SOCKET_INTERNALS;
    try {
      assert.equal(startupFault(), undefined);
    } finally {
      if (saved !== undefined) process.env.MATCHDAY_SOCKET_INTERNALS = saved;
    }
    const manifest = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { dependencies: Record<string, string> };
    for (const [library, version] of Object.entries(VERIFIED_VERSIONS))
      assert.equal(manifest.dependencies[library], version, `${library} pinned as checked`);
  });

  it('find a live engine.io connection of another shape', () => {
    const conn: EngineConnection = {
      write: () => undefined,
      readyState: 'open',
      upgrading: false,
      transport: { name: 'websocket' },
    };
    assert.equal(connectionFault(conn), "engine.io's Socket has no writeBuffer");
  });
});

describe('the fast path, on the wire', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let client: WireClient;
  before(async () => {
    server = await serve(undefined);
    client = await WireClient.connect(server.url);
  });
  after(async () => {
    client.close();
    await server.close();
  });
  afterEach(() => {
    server.seen.received.length = 0;
    server.seen.flushes = 0;
  });

  it("sends one turn's answer, update and emit as one frame, past engine.io's queue", async () => {
    client.send(act(1, 7));
    assert.deepEqual(await client.settle(), [`4[${ack(1, 7)},${update},${rematch}]`]);
    assert.equal(server.seen.logged.length, 0, 'the self-check passed');
    assert.equal(server.seen.flushes, 0, "ws's frame writer, not engine.io's queue");
    assert.deepEqual(server.seen.received[0], { data: ['act', { n: 1 }], id: 7, ack: false });
    assert.deepEqual(server.seen.dispatched, [], 'socket.io dispatched none of them itself');
  });

  it("hands a batch's events on once each, in order", async () => {
    client.send(`4[${act(1, 1).slice(1)},${act(2, 2).slice(1)}]`);
    assert.deepEqual(await client.settle(), [
      `4[${[ack(1, 1), update, rematch, ack(2, 2), update, rematch].join(',')}]`,
    ]);
    assert.deepEqual(
      server.seen.received.slice(0, 2).map(({ data, id }) => [data, id]),
      [
        [['act', { n: 1 }], 1],
        [['act', { n: 2 }], 2],
      ],
    );
  });
});

describe('a busy transport, on the wire', () => {
  it("leaves the batch to engine.io's queue behind a write under way, in order", async () => {
    // More than a socket's send buffer holds: engine.io's WebSocket transport stays busy
    // until the client has read some of it, in a later turn.
    const large = 'x'.repeat(16 * 1024 * 1024);
    const server = await serve(undefined, {
      beforeAnswer: (socket) =>
        socket.conn.write(eventMessage('first', large), {}, () => undefined),
    });
    const client = await WireClient.connect(server.url);
    try {
      client.send(act(3, 9));
      assert.deepEqual(await client.settle(), [
        `4[2,["first","${large}"]]`,
        `4[${ack(3, 9)},${update},${rematch}]`,
      ]);
      assert.equal(server.seen.flushes, 2, "both through engine.io's queue");
    } finally {
      client.close();
      await server.close();
    }
  });
});

describe('the public path, on the wire', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let client: WireClient;
  before(async () => {
    server = await serve('engine.io 9.9.9 is installed, its internals were checked on 6.6.12');
    client = await WireClient.connect(server.url);
  });
  after(async () => {
    client.close();
    await server.close();
  });

  it('says once why, and sends the same packets one a message through socket.io', async () => {
    client.send(act(1, 7));
    assert.deepEqual(await client.settle(), [`4${ack(1, 7)}`, `4${update}`, `4${rematch}`]);
    assert.deepEqual(server.seen.logged, [
      "socket internals: engine.io 9.9.9 is installed, its internals were checked on 6.6.12; serving by socket.io's public path",
    ]);
    assert.deepEqual(server.seen.received[0], { data: ['act', { n: 1 }], ack: true });
    assert.ok(server.seen.flushes >= 3, "through engine.io's queue");
  });
});

describe('a socket.io client of another shape', () => {
  it('turns the shortcuts off, says so once, and serves by the public path', async () => {
    const server = await serve(undefined, {
      onSocket: (socket) => {
        // Another listener on the decoder: taking it over would leave socket.io a second path.
        const { decoder } = socket.client as unknown as {
          decoder: { on(e: string, f: () => void): void };
        };
        decoder.on('decoded', () => undefined);
      },
    });
    const client = await WireClient.connect(server.url);
    try {
      client.send(act(1, 7));
      // The connection was batched before socket.io's check; its packets still come whole.
      assert.deepEqual(await client.settle(), [`4[${ack(1, 7)},${update},${rematch}]`]);
      assert.deepEqual(server.seen.logged, [
        "socket internals: socket.io's decoder does not hand its packets to ondecoded alone; serving by socket.io's public path",
      ]);
      assert.deepEqual(server.seen.received[0], { data: ['act', { n: 1 }], ack: true });
    } finally {
      client.close();
      await server.close();
    }
  });
});
