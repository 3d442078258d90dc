/**
 * Messages for a table another process runs are sent on to it: the process a client is
 * connected to publishes the message on the owner's Redis channel and answers the client with
 * the owner's reply; the owner handles it as a watcher standing for that socket, whose updates
 * reach the socket through socket.io's Redis adapter (io.to(socket id)). The messages of one
 * socket keep their order: while one waits to be routed or answered, later ones queue behind.
 */
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { err, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { ErrorBody, RematchOffer, TablePacket } from '../protocol.ts';
import {
  handleMessage,
  type ClientEvent,
  type MessageContext,
  type MessageRouter,
} from '../realtime/connection.ts';
import type { Reply, TableService } from '../tables/service.ts';
import type { Watcher } from '../tables/table.ts';
import type { TableLeases } from './leases.ts';

/** How long a forwarded message waits for the owner's reply before it is refused. */
const REPLY_TIMEOUT_MS = 5000;
/** How often a lease Redis lost is looked for again while its owner takes it back. */
const LEASE_POLL_MS = 50;

interface Forwarded {
  readonly kind: 'message';
  readonly id: number;
  /** The process to answer. */
  readonly from: string;
  readonly socketId: string;
  readonly event: ClientEvent;
  readonly payload: unknown;
  readonly address: string;
  readonly bytes: number | undefined;
}

interface Answer {
  readonly kind: 'answer';
  readonly id: number;
  readonly result: Result<unknown, Refusal>;
}

const channel = (owner: string) => `matchday:process:${owner}`;

/** Where a process that took a table over says so: watchers through its old owner rejoin. */
export const MOVED = 'matchday:moved';

const UNREACHABLE = refusal(
  'unavailable',
  'The server running this table cannot be reached just now; try again soon.',
);

export interface ForwardingOptions {
  readonly io: Server;
  readonly service: TableService;
  readonly leases: TableLeases;
  /** Commands (publish, get). */
  readonly redis: Redis;
  /** Subscribed to this process's channel alone. */
  readonly subscriber: Redis;
  readonly owner: string;
  readonly log: (message: string) => void;
}

export class Forwarding implements MessageRouter {
  private readonly options: ForwardingOptions;
  /** Replies awaited, by request id. */
  private readonly waiting = new Map<number, (result: Result<unknown, Refusal>) => void>();
  private nextId = 1;
  /** Each socket's messages still being routed, so that later ones wait their turn. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Sockets here that joined a table on another process, by table id. */
  private readonly joinedThere = new Map<string, Set<string>>();
  /** Sockets of other processes watching tables here, with the tables they joined. */
  private readonly remote = new Map<string, { watcher: Watcher; joined: Set<string> }>();

  constructor(options: ForwardingOptions) {
    this.options = options;
  }

  /** Listens on this process's channel: messages to handle, and replies to messages sent. */
  async listen(): Promise<void> {
    const { subscriber, owner } = this.options;
    subscriber.on('message', (from: string, text: string) => {
      if (from === MOVED) {
        this.moved(text);
        return;
      }
      const message = JSON.parse(text) as Forwarded | Answer;
      if (message.kind === 'answer') this.waiting.get(message.id)?.(message.result);
      else this.serve(message);
    });
    await subscriber.subscribe(channel(owner), MOVED);
  }

  /**
   * Closes a socket's connection (not a kick: the client reconnects and joins again, reaching
   * the table wherever it now runs).
   */
  reconnect(socketId: string): void {
    this.options.io.sockets.sockets.get(socketId)?.conn.close();
  }

  /** A table was taken over: sockets here that watched it through its old owner rejoin. */
  private moved(tableId: string): void {
    for (const socketId of this.joinedThere.get(tableId) ?? []) this.reconnect(socketId);
    this.joinedThere.delete(tableId);
  }

  route(
    watcher: Watcher,
    event: ClientEvent,
    payload: unknown,
    reply: Reply<unknown>,
    context: MessageContext,
  ): void {
    const tableId = tableIdOf(payload);
    const queued = this.queues.get(watcher.id);
    // A table run here, or a message that names none (its parse answers it): at once.
    if (!queued && (tableId === undefined || this.options.leases.holds(tableId))) {
      handleMessage(this.options.service, watcher, event, payload, reply, context);
      return;
    }
    const next = (queued ?? Promise.resolve())
      .then(() => this.send(watcher, event, payload, reply, context, tableId))
      .catch((error: unknown) => {
        this.options.log(`could not route a '${event}' message: ${String(error)}`);
        reply(err(UNREACHABLE));
      })
      .finally(() => {
        if (this.queues.get(watcher.id) === next) this.queues.delete(watcher.id);
      });
    this.queues.set(watcher.id, next);
  }

  /** Handles the message here if nobody else holds the table's lease, else sends it on. */
  private async send(
    watcher: Watcher,
    event: ClientEvent,
    payload: unknown,
    reply: Reply<unknown>,
    context: MessageContext,
    tableId: string | undefined,
  ): Promise<void> {
    const { redis, owner, service } = this.options;
    const holder =
      tableId === undefined || this.options.leases.holds(tableId)
        ? undefined
        : await this.holderOf(tableId, watcher.id);
    if (holder === null) {
      reply(err(UNREACHABLE));
      return;
    }
    if (holder === undefined || holder === owner) {
      handleMessage(service, watcher, event, payload, reply, context);
      return;
    }
    const id = this.nextId++;
    const answered = new Promise<Result<unknown, Refusal>>((resolve) => {
      const timer = setTimeout(() => {
        resolve(err(UNREACHABLE));
      }, REPLY_TIMEOUT_MS);
      this.waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
    });
    const message: Forwarded = {
      kind: 'message',
      id,
      from: owner,
      socketId: watcher.id,
      event,
      payload,
      address: context.address,
      bytes: context.bytes,
    };
    const receivers = await redis.publish(channel(holder), JSON.stringify(message));
    const result = receivers === 0 ? err(UNREACHABLE) : await answered;
    this.waiting.delete(id);
    if (result.ok && tableId !== undefined) {
      const there = this.joinedThere.get(tableId) ?? new Set<string>();
      if (event === 'join') {
        context.joined.add(tableId);
        this.joinedThere.set(tableId, there.add(watcher.id));
      }
      if (event === 'leave') {
        context.joined.delete(tableId);
        there.delete(watcher.id);
        if (there.size === 0) this.joinedThere.delete(tableId);
      }
    }
    reply(result);
  }

  /**
   * The process holding the table's lease, or undefined if none does. A socket that joined the
   * table through another process and finds no lease: Redis lost its keys (restarted), and the
   * owner takes its lease back at its next renewal; it is waited for (null if it never comes)
   * rather than the message handled here, where this socket joined nothing.
   */
  private async holderOf(tableId: string, socketId: string): Promise<string | undefined | null> {
    const { redis } = this.options;
    const read = async () => (await redis.get(`matchday:lease:${tableId}`))?.split(' ')[0];
    const started = Date.now();
    for (let holder = await read(); ; holder = await read()) {
      if (holder !== undefined || !this.joinedThere.get(tableId)?.has(socketId)) return holder;
      if (Date.now() - started >= REPLY_TIMEOUT_MS) return null;
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
  }

  /** A message from a socket of another process, for a table run here. */
  private serve(message: Forwarded): void {
    const { io, redis, service } = this.options;
    let remote = this.remote.get(message.socketId);
    if (!remote) {
      const to = () => io.to(message.socketId);
      const watcher: Watcher = {
        id: message.socketId,
        update: (packet: TablePacket) => to().emit('table', packet),
        offer: (offer: RematchOffer) => to().emit('rematch', offer),
        refused: (error: ErrorBody) => to().emit('failure', error),
      };
      remote = { watcher, joined: new Set() };
      this.remote.set(message.socketId, remote);
    }
    const { watcher, joined } = remote;
    const context = { address: message.address, bytes: message.bytes, joined };
    handleMessage(
      service,
      watcher,
      message.event,
      message.payload,
      (result) => {
        if (joined.size === 0) this.remote.delete(message.socketId);
        const answer: Answer = { kind: 'answer', id: message.id, result };
        redis.publish(channel(message.from), JSON.stringify(answer)).catch(() => undefined);
      },
      context,
    );
  }
}

function tableIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('tableId' in payload)) return undefined;
  return typeof payload.tableId === 'string' ? payload.tableId : undefined;
}
