/**
 * Every private internal of socket.io, engine.io and ws that the serving path uses, in this
 * one module (issue #32), with the exact versions it was checked against (package.json pins
 * the same, without ^ or ~). Two shortcuts, each worth a share of the serving thread:
 *
 * - Batching (batchWrites): everything written to one engine.io connection in one turn of the
 *   event loop (an action's acknowledgement and the table's update after its commit) leaves
 *   as one message, a JSON array of the packets that json-parser.ts's Decoder takes apart.
 *   Over WebSocket it goes framed already, as one buffer (text-frame.ts), straight to ws's
 *   frame writer whenever engine.io would send it at once anyway (its queue empty, its
 *   transport free): engine.io's packet objects, send callbacks and half a dozen events per
 *   message cost more than the frame. Needs engine.io's Socket `writeBuffer`, `upgrading`, its
 *   transport's `socket._sender.sendFrame` (ws's Sender), its `wsPreEncodedFrame` option, and
 *   socket.io writing every packet through the connection's `write`.
 * - Intake (takeEvents): event packets go from socket.io's decoder straight to the
 *   connection's handler, in order, without socket.io's two `nextTick`s, ack closure and
 *   debug calls a message. Needs socket.io's Client `decoder` and `ondecoded`.
 *
 * The self-check (internalsFault) runs once at start-up, on the libraries as installed, and
 * again on each new connection's live objects; on any difference it logs once why, and from
 * then on every connection takes the public path: socket.io's onAny and ack callbacks, and
 * engine.io's `write` one packet a message. The client reads both the same way. Setting
 * MATCHDAY_SOCKET_INTERNALS=off takes the public path from the start (for measuring it).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Socket } from 'socket.io';
import { PACKET, type Packet } from './json-parser.ts';
import { engineMessageFrame, messageOf } from './text-frame.ts';

/** The versions whose internals this module was read against; package.json pins the same. */
export const VERIFIED_VERSIONS = {
  'socket.io': '4.8.4',
  'engine.io': '6.6.12',
  ws: '8.21.3',
} as const;
type Library = keyof typeof VERIFIED_VERSIONS;

/** ws's piece that writes a finished frame (ws's Sender.sendFrame, as engine.io uses it). */
interface FrameSender {
  sendFrame(list: readonly Buffer[], callback?: (error?: Error) => void): void;
}

/** What batching needs of an engine.io connection (engine.io's Socket). */
export interface EngineConnection {
  write(data: unknown, options?: unknown, callback?: () => void): unknown;
  readonly readyState?: string;
  readonly upgrading?: boolean;
  /** Packets engine.io holds until its transport is writable. */
  readonly writeBuffer?: readonly unknown[];
  readonly transport: {
    readonly name: string;
    readonly writable?: boolean;
    /** The transport's ws WebSocket (engine.io's WebSocket transport). */
    readonly socket?: { readonly readyState?: number; readonly _sender?: FrameSender };
  };
}

/** What takeEvents uses of socket.io's Client, the engine.io connection's side. */
interface ClientInternals {
  readonly decoder?: {
    on(event: 'decoded', listener: (packet: Packet) => void): unknown;
    off(event: 'decoded', listener: (packet: Packet) => void): unknown;
    listeners?(event: 'decoded'): unknown[];
  };
  /** socket.io's own handler of every decoded packet (bound to its client when made). */
  readonly ondecoded?: (packet: Packet) => void;
  readonly conn?: unknown;
}

/** Answers an acknowledged event through socket.io's own ack (the public path). */
export type Acknowledge = (answer: unknown) => void;

/**
 * Hands on a client's event: `data` is `[event, payload]`; `id` is its acknowledgement's id
 * when the fast path took it, `ack` socket.io's acknowledgement when the public path did.
 */
export type ReceiveEvent = (
  data: readonly unknown[],
  id: number | undefined,
  ack: Acknowledge | undefined,
) => void;

/** Whether the shortcuts are in use: decided at start-up, turned off by a failed check. */
export class SocketInternals {
  private fault: string | undefined;
  private readonly log: (message: string) => void;

  constructor(log: (message: string) => void, fault = startupFault()) {
    this.log = log;
    this.fault = fault;
    if (fault !== undefined) this.report(fault);
  }

  /** Why the public path is taken, or undefined while the shortcuts are in use. */
  get reason(): string | undefined {
    return this.fault;
  }

  /** A new engine.io connection: batched when its shape is the one checked. */
  onEngineConnection(conn: EngineConnection): void {
    if (this.fault !== undefined) return;
    const fault = connectionFault(conn);
    if (fault !== undefined) this.turnOff(fault);
    else batchWrites(conn);
  }

  /** A new socket.io socket: its events go to `receive`, by the fast path or the public one. */
  takeEvents(socket: Socket, receive: ReceiveEvent): void {
    const client = socket.client as unknown as ClientInternals;
    const fault = this.fault ?? clientFault(client, socket);
    if (fault === undefined) {
      takeDecoded(socket, client as Required<ClientInternals>, receive);
      return;
    }
    if (this.fault === undefined) this.turnOff(fault);
    socket.onAny((...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last !== 'function') receive(args, undefined, undefined);
      else receive(args.slice(0, -1), undefined, last as Acknowledge);
    });
  }

  private turnOff(fault: string): void {
    this.fault = fault;
    this.report(fault);
  }

  private report(fault: string): void {
    this.log(`socket internals: ${fault}; serving by socket.io's public path`);
  }
}

/** Why the installed libraries may not take the shortcuts, or undefined when they may. */
export function startupFault(): string | undefined {
  if (process.env.MATCHDAY_SOCKET_INTERNALS === 'off') return 'MATCHDAY_SOCKET_INTERNALS=off';
  for (const [library, verified] of Object.entries(VERIFIED_VERSIONS) as [Library, string][]) {
    const installed = installedVersion(library);
    if (installed !== verified)
      return `${library} ${installed ?? '(not found)'} is installed, its internals were checked on ${verified}`;
  }
  return prototypeFault(createRequire(import.meta.url));
}

/** The shapes the shortcuts use, as far as the libraries' classes show them. */
export function prototypeFault(require: NodeJS.Require): string | undefined {
  const engine = require('engine.io') as {
    Socket?: { prototype: Record<string, unknown> };
    transports?: { websocket?: { prototype: Record<string, unknown> } };
  };
  const ws = require('ws') as { Sender?: { prototype: Record<string, unknown> } };
  const engineSocket = engine.Socket?.prototype;
  for (const method of ['write', 'sendPacket', 'flush'])
    if (typeof engineSocket?.[method] !== 'function') return `engine.io's Socket has no ${method}`;
  const websocket = engine.transports?.websocket?.prototype;
  if (typeof websocket?._canSendPreEncodedFrame !== 'function')
    return "engine.io's WebSocket transport sends no pre-encoded frame";
  if (typeof ws.Sender?.prototype.sendFrame !== 'function') return "ws's Sender has no sendFrame";
  return undefined;
}

/** The version of `library` as installed (its package.json, beside its entry point). */
function installedVersion(library: Library): string | undefined {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve(library));
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name === library) return json.version;
    } catch {
      // No package.json here: look further up.
    }
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** A live engine.io connection whose shape differs from the one checked, said why. */
export function connectionFault(conn: EngineConnection): string | undefined {
  if (typeof conn.write !== 'function') return "engine.io's Socket has no write";
  if (!Array.isArray(conn.writeBuffer)) return "engine.io's Socket has no writeBuffer";
  if (typeof conn.upgrading !== 'boolean') return "engine.io's Socket has no upgrading flag";
  if (typeof conn.readyState !== 'string') return "engine.io's Socket has no readyState";
  if (typeof conn.transport.name !== 'string') return "engine.io's transport has no name";
  return undefined;
}

/** A live socket.io client whose shape differs from the one checked, said why. */
function clientFault(client: ClientInternals, socket: Socket): string | undefined {
  const { decoder, ondecoded } = client;
  if (typeof ondecoded !== 'function') return "socket.io's Client has no ondecoded";
  if (
    typeof decoder?.on !== 'function' ||
    typeof decoder.off !== 'function' ||
    typeof decoder.listeners !== 'function'
  )
    return "socket.io's Client has no decoder";
  const listeners = decoder.listeners('decoded');
  if (listeners.length !== 1 || listeners[0] !== ondecoded)
    return "socket.io's decoder does not hand its packets to ondecoded alone";
  if (client.conn !== socket.conn) return "socket.io's Client is not on the socket's connection";
  return undefined;
}

/**
 * Hands `socket`'s event packets in '/' to `receive` as soon as they are decoded, in the
 * order they came, and leaves socket.io every other packet. Handled at once, each message is
 * also handled before the next one in the same read is measured (see Connection's
 * incomingBytes). Once the socket has disconnected, socket.io has its packets again.
 */
function takeDecoded(
  socket: Socket,
  client: Required<ClientInternals>,
  receive: ReceiveEvent,
): void {
  const decoded = (packet: Packet): void => {
    if (packet.type === PACKET.event && packet.nsp === '/')
      receive(packet.data as unknown[], packet.id, undefined);
    else client.ondecoded(packet);
  };
  client.decoder.off('decoded', client.ondecoded);
  client.decoder.on('decoded', decoded);
  socket.once('disconnect', () => {
    client.decoder.off('decoded', decoded);
    client.decoder.on('decoded', client.ondecoded);
  });
}

/** ws's WebSocket.OPEN. */
const WS_OPEN = 1;

/** Joins one turn's writes to `conn` into one message (see the module's comment). */
function batchWrites(conn: EngineConnection): void {
  const write = conn.write.bind(conn);
  let queued: string[] = [];
  const flush = (): void => {
    if (queued.length === 0) return;
    const packets = queued;
    queued = [];
    if (conn.transport.name !== 'websocket') {
      write(messageOf(packets));
      return;
    }
    const frame = engineMessageFrame(packets);
    const sender = directSender(conn);
    if (sender) sender.sendFrame([frame]);
    // engine.io sends a pre-encoded frame as it is, once its transport is free.
    else write(messageOf(packets), { wsPreEncodedFrame: [frame] });
  };
  conn.write = (data, options, callback) => {
    // Anything but a plain packet (none is sent today) goes as it came, after those before it.
    if (typeof data !== 'string' || callback) {
      flush();
      return write(data, options, callback);
    }
    if (queued.length === 0) queueMicrotask(flush);
    queued.push(data);
    return conn;
  };
}

/**
 * ws's frame writer when engine.io would write a message at once itself: the connection
 * open and not upgrading, nothing waiting in its queue (which would go first), its
 * WebSocket transport writable and the WebSocket open. Otherwise undefined: engine.io
 * queues and sends it in order.
 */
function directSender(conn: EngineConnection): FrameSender | undefined {
  const { transport } = conn;
  const sender = transport.socket?._sender;
  if (
    conn.readyState === 'open' &&
    conn.upgrading === false &&
    conn.writeBuffer?.length === 0 &&
    transport.writable === true &&
    transport.socket?.readyState === WS_OPEN &&
    typeof sender?.sendFrame === 'function'
  )
    return sender;
  return undefined;
}
