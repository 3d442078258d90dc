/**
 * One client's socket: every message is rate-limited (per connection, then per address) and
 * parsed, then handed to the tables' service. Answers go to the acknowledgement callback, or
 * as a 'failure' event to this client alone when a refused message had none.
 */
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { err, type Result } from '../../core/result.ts';
import { excerpt, refusal, type Refusal } from '../errors.ts';
import {
  actSchema,
  continueSchema,
  describeSchema,
  joinSchema,
  leaveSchema,
  rematchSchema,
  resyncSchema,
  stopSchema,
  undoSchema,
  wordsSchema,
  type ErrorBody,
  type JoinedTable,
  type RematchOffer,
  type TablePacket,
} from '../protocol.ts';
import type { Reply, TableService } from '../tables/service.ts';
import type { Watcher } from '../tables/table.ts';
import type { AddressBudget } from './address-budget.ts';
import { badMessage, parseIncoming } from './incoming.ts';
import type { Acknowledge, SocketInternals } from './engine-internals.ts';
import { ackMessage, eventMessage } from './json-parser.ts';
import { quickAct } from './quick-act.ts';
import { TokenBucket, type Rate } from './rate-limit.ts';

const EVENTS = [
  'join',
  'act',
  'leave',
  'rematch',
  'stop',
  'continue',
  'describe',
  'resync',
  'words',
  'undo',
] as const;
export type ClientEvent = (typeof EVENTS)[number];

/** What a connection's messages are charged to. */
export interface MessageBudgets {
  /** Each connection's own bucket. */
  readonly perConnection: Rate;
  /** Shared by all connections of one address, so that opening more does not buy more. */
  readonly perAddress: AddressBudget;
}

export class Connection {
  private readonly socket: Socket;
  private readonly service: TableService;
  private readonly bucket: TokenBucket;
  private readonly budgets: MessageBudgets;
  /** The client's address (see http/client-address.ts). */
  private readonly address: string;
  private readonly watcher: Watcher;
  /** Tables this client watches, by id. */
  private readonly joined = new Set<string>();
  /** The size of the message being handled, in bytes: no need to measure it again. */
  private incomingBytes: number | undefined;
  /** In a cluster: sends a table's messages on to the process that runs it. */
  private readonly router: MessageRouter | undefined;

  constructor(
    socket: Socket,
    service: TableService,
    budgets: MessageBudgets,
    address: string,
    internals: SocketInternals,
    router?: MessageRouter,
  ) {
    this.socket = socket;
    this.router = router;
    this.service = service;
    this.bucket = new TokenBucket(budgets.perConnection);
    this.budgets = budgets;
    this.address = address;
    this.watcher = {
      id: socket.id,
      // engine.io's write, as socket.emit would end up writing it (batched by engine-internals.ts).
      update: (packet: TablePacket) => socket.conn.write(eventMessage('table', packet)),
      offer: (offer: RematchOffer) => socket.emit('rematch', offer),
      refused: (error: ErrorBody) => socket.emit('failure', error),
      // Whose session cookie came with the handshake (server.ts reads it before connecting).
      ...playerOf(socket),
    };
    // Told before the message is decoded and handled.
    socket.conn.on('packet', (packet: { type: string; data?: unknown }) => {
      if (packet.type !== 'message') return;
      this.incomingBytes =
        typeof packet.data === 'string' ? Buffer.byteLength(packet.data) : undefined;
    });
    internals.takeEvents(socket, (data, id, ack) => {
      this.receive(data, id, ack);
    });
    socket.on('disconnect', () => {
      for (const tableId of this.joined) {
        if (!router) service.leave(this.watcher, tableId);
        // Its table may run on another process: the leave goes where the table is.
        else router.route(this.watcher, 'leave', { tableId }, () => undefined, this.context());
      }
      this.joined.clear();
    });
  }

  private receive(data: readonly unknown[], id: number | undefined, ack?: Acknowledge): void {
    const [event, payload] = data;
    const reply = this.replier(id, ack);
    if (!this.bucket.take()) {
      reply(err(refusal('rate-limited', 'Too many messages; slow down.')));
      return;
    }
    if (!this.budgets.perAddress.take(this.address)) {
      reply(err(refusal('rate-limited', 'Too many messages from your address; slow down.')));
      return;
    }
    if (!isClientEvent(event)) {
      reply(err(badMessage(`Unknown message '${excerpt(String(event), MAX_EVENT_CHARS)}'.`)));
      return;
    }
    this.handle(event, payload, reply);
  }

  private handle(event: ClientEvent, payload: unknown, reply: Reply<unknown>): void {
    const context = this.context();
    if (this.router) this.router.route(this.watcher, event, payload, reply, context);
    else handleMessage(this.service, this.watcher, event, payload, reply, context);
  }

  private context(): MessageContext {
    return {
      // The client's, as the socket cap counts it: behind a trusted proxy, the one it names.
      address: this.address,
      bytes: this.incomingBytes,
      joined: this.joined,
      player: this.watcher.player,
    };
  }

  /**
   * Answers a message: acknowledged event `id` once, straight into engine.io's write as
   * socket.io's ack would end up writing it (batched by engine-internals.ts), and as it does,
   * not once the connection has closed; by socket.io's `ack` when the public path took the
   * message; a message without either is told only a refusal, as a 'failure' event. One
   * closure a message (a separate acknowledger made it two).
   */
  private replier(id: number | undefined, ack: Acknowledge | undefined): Reply<unknown> {
    let sent = false;
    return (result: Result<unknown, Refusal>) => {
      if (id === undefined && ack === undefined) {
        if (!result.ok) this.socket.emit('failure', result.error);
        return;
      }
      if (sent) return;
      sent = true;
      const { conn } = this.socket;
      if (ack) ack(result);
      else if (id !== undefined && conn.readyState === 'open') conn.write(ackMessage(id, result));
    };
  }
}

/** The most of an unknown message's name that its refusal repeats. */
const MAX_EVENT_CHARS = 20;

function isClientEvent(event: unknown): event is ClientEvent {
  return (EVENTS as readonly unknown[]).includes(event);
}

/** Where a message is handled: a cluster may send it on to the process that runs its table. */
export interface MessageRouter {
  route(
    watcher: Watcher,
    event: ClientEvent,
    payload: unknown,
    reply: Reply<unknown>,
    context: MessageContext,
  ): void;
}

/** What handling a message needs to know of the connection it came on. */
export interface MessageContext {
  /** The client's address, which pays for a rematch. */
  readonly address: string;
  /** The message's size on the wire, when known. */
  readonly bytes: number | undefined;
  /** Tables the connection watches: a join adds one, a leave takes it away. */
  readonly joined: Set<string>;
  /** The socket's player (accounts/), sent on with a message another process answers. */
  readonly player?: string | undefined;
}

/** Parses a client's message and hands it to the tables' service, as `watcher`. */
export function handleMessage(
  service: TableService,
  watcher: Watcher,
  event: ClientEvent,
  payload: unknown,
  reply: Reply<unknown>,
  context: MessageContext,
): void {
  if (event === 'act') handleAct(service, watcher, payload, reply, context.bytes);
  else handleOther(service, watcher, event, payload, reply, context);
}

/**
 * An action, the commonest message by far, handled in a function of its own that makes no
 * closures (handleOther makes two a message, and a context for them).
 */
function handleAct(
  service: TableService,
  watcher: Watcher,
  payload: unknown,
  reply: Reply<unknown>,
  bytes: number | undefined,
): void {
  const message = parseIncoming(actSchema, payload, bytes, quickAct);
  if (message.ok) service.act(watcher, message.value, reply);
  else reply(message);
}

function handleOther(
  service: TableService,
  watcher: Watcher,
  event: Exclude<ClientEvent, 'act'>,
  payload: unknown,
  reply: Reply<unknown>,
  context: MessageContext,
): void {
  /** Hands on a message that parses; answers one that does not. */
  const parsed = <T>(
    schema: z.ZodType<T>,
    raw: unknown,
    answer: Reply<unknown>,
    then: (message: T) => void,
  ): void => {
    const message = parseIncoming(schema, raw, context.bytes);
    if (message.ok) then(message.value);
    else answer(message);
  };
  switch (event) {
    case 'join':
      parsed(joinSchema, payload, reply, ({ tableId, tokens, device, words }) => {
        const joined: Reply<JoinedTable> = (result) => {
          if (result.ok) context.joined.add(tableId);
          reply(result);
        };
        service.join(watcher, tableId, tokens, device, joined, words ?? true);
      });
      break;
    case 'undo':
      parsed(undoSchema, payload, reply, (message) => {
        service.undo(watcher, message, reply);
      });
      break;
    case 'stop':
      parsed(stopSchema, payload, reply, (message) => {
        service.setStop(watcher, message, reply);
      });
      break;
    case 'continue':
      parsed(continueSchema, payload, reply, (message) => {
        service.continueAt(watcher, message, reply);
      });
      break;
    case 'describe':
      parsed(describeSchema, payload, reply, (message) => {
        service.describe(watcher, message, reply);
      });
      break;
    case 'resync':
      parsed(resyncSchema, payload, reply, ({ tableId }) => {
        service.resync(watcher, tableId, reply);
      });
      break;
    case 'words':
      parsed(wordsSchema, payload, reply, (message) => {
        service.words(watcher, message, reply);
      });
      break;
    case 'leave':
      parsed(leaveSchema, payload, reply, ({ tableId }) => {
        service.leave(watcher, tableId);
        context.joined.delete(tableId);
        reply({ ok: true, value: undefined });
      });
      break;
    case 'rematch':
      parsed(rematchSchema, payload, reply, ({ tableId, token }) => {
        service.rematch(watcher, tableId, token, context.address).then(reply, () => {
          reply(err(refusal('unavailable', 'The rematch could not be saved; try again.')));
        });
      });
      break;
  }
}

/** The player the handshake's session named (socket.data.player), if any. */
function playerOf(socket: Socket): { readonly player?: string } {
  const { player } = socket.data as { player?: unknown };
  return typeof player === 'string' ? { player } : {};
}
