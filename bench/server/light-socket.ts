/**
 * A light socket.io client for the server bench's load generator: socket.io's and engine.io's
 * text protocols spoken over ws's WebSocket, with nothing else (no reconnection, no
 * buffering, no binary). socket.io-client costs the bench about as much CPU per action as the
 * server spends, and a load generator must not be what limits the load: the clients share the
 * machine's two cores with the server, so what they spend is taken from its actions/s. Over
 * Node's own WebSocket (undici's, through web streams and EventTarget) the same clients spent
 * a sixth to a third more CPU per action than over ws, the library the server itself speaks
 * through (bench:server runs of one session, against the base's server and today's).
 *
 * The very same file drives the bench of the tree before the wire's changes (the A/B base),
 * so both are measured with one load generator; only the packet codec differs, as each
 * server's parser does: socket.io's default text encoding ('default') or Matchday's JSON-only
 * parser with batches (src/server/realtime/json-parser.ts: 'json').
 */

import WebSocket from 'ws';

/** A socket.io packet: [type, namespace-free data, ack id]. */
interface Packet {
  readonly type: number;
  readonly data: unknown;
  readonly id?: number;
}

const CONNECT = 0;
const EVENT = 2;
const ACK = 3;
const CONNECT_ERROR = 4;

export type Codec = 'default' | 'json';

function encode(codec: Codec, type: number, data?: unknown, id?: number): string {
  if (codec === 'json')
    return JSON.stringify(id === undefined ? [type, data ?? null] : [type, data, id]);
  return `${type}${id ?? ''}${data === undefined ? '' : JSON.stringify(data)}`;
}

function decode(codec: Codec, text: string): Packet[] {
  if (codec === 'json') {
    const parsed = JSON.parse(text) as unknown[];
    const list = Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed];
    return list.map(([type, data, id]) => ({
      type: type as number,
      data,
      ...(typeof id === 'number' ? { id } : {}),
    }));
  }
  const type = Number(text[0]);
  let i = 1;
  while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  const id = i > 1 ? Number(text.slice(1, i)) : undefined;
  const data: unknown = i < text.length ? JSON.parse(text.slice(i)) : undefined;
  return [{ type, data, ...(id === undefined ? {} : { id }) }];
}

type Listener = (data: unknown) => void;

/** Where a socket adds the bytes of the engine.io messages it receives and sends. */
export interface ByteCounts {
  bytesDown: number;
  bytesUp: number;
}

export class LightSocket {
  private readonly ws: WebSocket;
  private readonly codec: Codec;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly acks = new Map<number, (answer: unknown) => void>();
  private nextId = 0;
  private readonly counts: ByteCounts;
  connected = false;

  /** `counts` is told the bytes of every engine.io message (with its one-character type). */
  constructor(url: string, codec: Codec, counts: ByteCounts) {
    this.codec = codec;
    this.counts = counts;
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    this.ws.on('message', (data: Buffer) => {
      this.receive(data.toString());
    });
    this.ws.on('close', () => {
      this.connected = false;
    });
    this.ws.on('error', () => {
      this.fire('connect_error', new Error('the websocket failed'));
    });
  }

  /** Resolves once socket.io's namespace is joined. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.on('connect', () => {
        resolve();
      });
      this.on('connect_error', reject);
    });
  }

  on(event: string, listener: Listener): void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener);
    this.listeners.set(event, list);
  }

  emit(event: string, data: unknown, ack?: (answer: unknown) => void): void {
    let id: number | undefined;
    if (ack) {
      id = this.nextId++;
      this.acks.set(id, ack);
    }
    this.sendMessage(encode(this.codec, EVENT, [event, data], id));
  }

  emitWithAck(event: string, data: unknown): Promise<unknown> {
    return new Promise((resolve) => {
      this.emit(event, data, resolve);
    });
  }

  close(): void {
    this.ws.close();
  }

  private receive(text: string): void {
    if (text.length > 1) this.counts.bytesDown += Buffer.byteLength(text);
    switch (text[0]) {
      case '0': // engine.io open: join the default namespace
        this.sendMessage(encode(this.codec, CONNECT));
        return;
      case '2': // ping
        this.ws.send('3');
        return;
      case '4':
        for (const packet of decode(this.codec, text.slice(1))) this.packet(packet);
        return;
      default:
        return;
    }
  }

  private packet({ type, data, id }: Packet): void {
    if (type === CONNECT) {
      this.connected = true;
      this.fire('connect', data);
    } else if (type === CONNECT_ERROR) this.fire('connect_error', data);
    else if (type === ACK && id !== undefined) {
      const ack = this.acks.get(id);
      this.acks.delete(id);
      ack?.((data as unknown[])[0]);
    } else if (type === EVENT) {
      const [name, payload] = data as [string, unknown];
      this.fire(name, payload);
    }
  }

  private fire(event: string, data: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(data);
  }

  private sendMessage(packet: string): void {
    const message = `4${packet}`;
    this.counts.bytesUp += Buffer.byteLength(message);
    this.ws.send(message);
  }
}
