/**
 * Messages for a table another process runs are sent on to it: the process a client is
 * connected to publishes the message on the owner's Redis channel and answers the client with
 * the owner's reply; the owner handles it as a watcher standing for that socket, whose updates
 * reach the socket through socket.io's Redis adapter (io.to(socket id)). The messages of one
 * socket keep their order: while one waits to be routed or answered, later ones queue behind.
 *
 * A message finds no owner to answer it while a table changes hands: its owner died and its
 * lease has not lapsed yet (nobody listens on its channel), or lapsed and no process has taken
 * the table over yet, or Redis lost the lease. It then waits for the lease to name a live
 * process, up to twice the lease (a takeover comes within one and a half), and is refused
 * 'unavailable' only after that: the page sends it again. A table nobody holds is handled
 * where the message arrived only if it is over (its row closed, or no row): one still being
 * played is about to be taken over, and a copy read here would be one the new owner's moves
 * never reach, its watchers here never told (#33). A socket that joined the table
 * through a process that no longer runs it is closed instead, so that its page rejoins where
 * the table runs now.
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
import { MERGED } from './merged-seats.ts';

/** How long a forwarded message waits for the owner's reply before it is refused. */
const REPLY_TIMEOUT_MS = 5000;
/** The first pause between looks at a table's lease while it changes hands; it doubles. */
const LEASE_POLL_MS = 50;
/** The longest pause between looks at a lease. */
const LEASE_POLL_MAX_MS = 500;

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
  /** The socket's player (accounts/), so that a seat it takes records it there too. */
  readonly player?: string;
}

/** A call of an HTTP route for a table another process runs (TableCalls), sent to it. */
interface Called {
  readonly kind: 'call';
  readonly id: number;
  /** The process to answer. */
  readonly from: string;
  readonly tableId: string;
  readonly name: string;
  readonly args: unknown;
}

/** What a route does with a table, run where the table runs: its answer, as JSON. */
export type CallHandler = (tableId: string, args: unknown) => Promise<Result<unknown, Refusal>>;

/**
 * HTTP routes that act on a playing table act where it runs (#33): a process that does not
 * run it would otherwise read it into its own memory, a copy the owner's moves never reach,
 * and act on that copy. A call is made on the process holding the table's lease, or here if
 * that is this one or nobody holds it and its row is over (finished, abandoned) or missing.
 * While the table changes hands (nobody holds one still in play, or its holder is gone) it
 * waits for the takeover, as messages do.
 */
export interface TableCalls {
  /** Serves the calls named `name` that other processes send for tables run here. */
  serve(name: string, handler: CallHandler): void;
  /** `name` with `args` for the table, on the process running it; `here` if this one does. */
  call<T>(
    tableId: string,
    name: string,
    args: unknown,
    here: () => Promise<Result<T, Refusal>>,
  ): Promise<Result<T, Refusal>>;
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
  /** How long a lease lasts unless renewed: a message waits up to twice this for a takeover. */
  readonly leaseMs: number;
  readonly log: (message: string) => void;
  /** Told of each MERGED message (merged-seats.ts): a guest became an account somewhere. */
  readonly merged?: (text: string) => void;
  /**
   * Whether the table is still being played on disk (its row neither finished nor
   * abandoned): nobody holding its lease then means a takeover is coming, to wait for.
   */
  readonly playing: (tableId: string) => Promise<boolean>;
  /**
   * While this process takes the table over (its lease taken, the table not yet rebuilt and
   * resumed), the end of that: what is for the table here waits for it (cluster.ts scan).
   */
  readonly arrival: (tableId: string) => Promise<void> | undefined;
}

/** Where a message went: handled here, answered by `holder`, or its socket must rejoin. */
type Delivery =
  | { readonly to: 'here' }
  | { readonly to: 'rejoin' }
  | {
      readonly to: 'holder';
      readonly holder: string | undefined;
      readonly result: Answer['result'];
    };

export class Forwarding implements MessageRouter, TableCalls {
  private readonly options: ForwardingOptions;
  /** Replies awaited, by request id. */
  private readonly waiting = new Map<number, (result: Result<unknown, Refusal>) => void>();
  private nextId = 1;
  /** Each socket's messages still being routed, so that later ones wait their turn. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Sockets here that joined a table on another process, by table id, each with that process. */
  private readonly joinedThere = new Map<string, Map<string, string>>();
  /** Sockets of other processes watching tables here, with the tables they joined. */
  private readonly remote = new Map<string, { watcher: Watcher; joined: Set<string> }>();
  /** The handlers of calls from other processes, by name. */
  private readonly handlers = new Map<string, CallHandler>();

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
      if (from === MERGED) {
        this.options.merged?.(text);
        return;
      }
      const message = JSON.parse(text) as Forwarded | Called | Answer;
      if (message.kind === 'answer') this.waiting.get(message.id)?.(message.result);
      else if (message.kind === 'call') this.serveCall(message);
      else this.serveMessage(message);
    });
    await subscriber.subscribe(channel(owner), MOVED, MERGED);
  }

  /**
   * Closes a socket's connection (not a kick: the client reconnects and joins again, reaching
   * the table wherever it now runs).
   */
  reconnect(socketId: string): void {
    this.options.io.sockets.sockets.get(socketId)?.conn.close();
  }

  /**
   * A table was taken over: sockets here that watched it through its old owner rejoin. A
   * socket whose join was held through the takeover and then sent to the new owner (deliver)
   * watches it there already, and stays: its page plays on without a reconnect.
   */
  private moved(tableId: string): void {
    if (!this.joinedThere.has(tableId)) return;
    const rejoin = (holder: string | undefined) => {
      const there = this.joinedThere.get(tableId);
      for (const [socketId, through] of there ?? []) {
        if (through === holder) continue;
        this.reconnect(socketId);
        there?.delete(socketId);
      }
      if (there?.size === 0) this.joinedThere.delete(tableId);
    };
    // The new owner took the lease before it said so: the lease names it (unless it moved on).
    this.holderOf(tableId).then(rejoin, () => {
      rejoin(undefined);
    });
  }

  /** The process through which a socket here joined a table, if another one. */
  private joinedThrough(tableId: string, socketId: string): string | undefined {
    return this.joinedThere.get(tableId)?.get(socketId);
  }

  private forget(tableId: string, socketId: string): void {
    const there = this.joinedThere.get(tableId);
    there?.delete(socketId);
    if (there?.size === 0) this.joinedThere.delete(tableId);
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
    // A table run here (and not joined through another process before it came here), or a
    // message that names none (its parse answers it): at once.
    if (
      !queued &&
      (tableId === undefined ||
        (this.options.leases.holds(tableId) &&
          !this.options.arrival(tableId) &&
          !this.joinedThrough(tableId, watcher.id)))
    ) {
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
    const sent: Delivery =
      tableId === undefined
        ? { to: 'here' }
        : await this.deliver(watcher.id, event, payload, context, tableId);
    if (sent.to === 'here') {
      handleMessage(this.options.service, watcher, event, payload, reply, context);
      return;
    }
    if (tableId === undefined) return;
    if (sent.to === 'rejoin') {
      this.rejoin(watcher.id, tableId, event, reply, context);
      return;
    }
    const { holder, result } = sent;
    if (result.ok && holder !== undefined && event === 'join') {
      context.joined.add(tableId);
      const there = this.joinedThere.get(tableId) ?? new Map<string, string>();
      this.joinedThere.set(tableId, there.set(watcher.id, holder));
    }
    // Left here whether or not its owner heard it (a dead owner forgets everyone anyway).
    if (event === 'leave') {
      context.joined.delete(tableId);
      this.forget(tableId, watcher.id);
    }
    reply(result);
  }

  /**
   * Sends a message on to the process holding its table's lease, waiting (while the table
   * changes hands) for a lease that names a live process; 'here' if that is this one, or if
   * nobody holds it and nobody will (a table nobody runs: finished, or not stored); 'rejoin'
   * if the socket joined the table through another process than the one that runs it now.
   * A socket that joined through another process and finds no lease waits too: Redis lost its
   * keys (restarted) and the owner takes its lease back at its next renewal, and here this
   * socket joined nothing. A leave does not wait for a process that is gone.
   */
  private async deliver(
    socketId: string,
    event: ClientEvent,
    payload: unknown,
    context: MessageContext,
    tableId: string,
  ): Promise<Delivery> {
    const { owner, leases, leaseMs } = this.options;
    const through = this.joinedThrough(tableId, socketId);
    const started = Date.now();
    for (let pause = LEASE_POLL_MS; ; pause = Math.min(2 * pause, LEASE_POLL_MAX_MS)) {
      const holder = leases.holds(tableId) ? owner : await this.holderOf(tableId);
      if (through !== undefined && holder !== undefined && holder !== through)
        return { to: 'rejoin' };
      if (holder === owner) {
        await this.options.arrival(tableId);
        return { to: 'here' };
      }
      // Nobody holds it: served here if over (nobody takes it over), else its takeover awaited.
      if (holder === undefined && through === undefined && !(await this.options.playing(tableId)))
        return { to: 'here' };
      if (holder !== undefined) {
        const result = await this.publish(holder, (id) => ({
          kind: 'message',
          id,
          from: owner,
          socketId,
          event,
          payload,
          address: context.address,
          bytes: context.bytes,
          player: context.player,
        }));
        if (result !== undefined) return { to: 'holder', holder, result };
      }
      const waited = Date.now() - started;
      if (event === 'leave' || waited >= Math.max(REPLY_TIMEOUT_MS, 2 * leaseMs))
        return { to: 'holder', holder: undefined, result: err(UNREACHABLE) };
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  serve(name: string, handler: CallHandler): void {
    this.handlers.set(name, handler);
  }

  async call<T>(
    tableId: string,
    name: string,
    args: unknown,
    here: () => Promise<Result<T, Refusal>>,
  ): Promise<Result<T, Refusal>> {
    const { owner, leases, leaseMs } = this.options;
    const started = Date.now();
    for (let pause = LEASE_POLL_MS; ; pause = Math.min(2 * pause, LEASE_POLL_MAX_MS)) {
      const holder = leases.holds(tableId) ? owner : await this.holderOf(tableId);
      // Nobody holds it: made here if over (nobody takes it over), else its takeover awaited.
      if (holder === owner) {
        await this.options.arrival(tableId);
        return here();
      }
      if (holder === undefined && !(await this.options.playing(tableId))) return here();
      if (holder !== undefined) {
        const result = await this.publish(holder, (id) => ({
          kind: 'call',
          id,
          from: owner,
          tableId,
          name,
          args,
        }));
        // The owner's answer is what `here` answers there, sent as JSON.
        if (result !== undefined) return result as Result<T, Refusal>;
      }
      if (Date.now() - started >= Math.max(REPLY_TIMEOUT_MS, 2 * leaseMs)) return err(UNREACHABLE);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /**
   * A call from another process for a table run here. Refused 'unavailable' if this process
   * let the table go meanwhile (the caller's page asks again, reaching its new owner).
   */
  private serveCall(message: Called): void {
    const { redis, leases, arrival } = this.options;
    const handler = this.handlers.get(message.name);
    const answered = Promise.resolve(arrival(message.tableId)).then(() =>
      handler && leases.holds(message.tableId)
        ? handler(message.tableId, message.args)
        : err(UNREACHABLE),
    );
    void answered
      .catch((error: unknown) => {
        this.options.log(`a '${message.name}' call failed: ${String(error)}`);
        return err(UNREACHABLE);
      })
      .then((result) => {
        const answer: Answer = { kind: 'answer', id: message.id, result };
        return redis.publish(channel(message.from), JSON.stringify(answer));
      })
      .catch(() => undefined);
  }

  /** The process holding the table's lease, or undefined if none does. */
  private async holderOf(tableId: string): Promise<string | undefined> {
    return (await this.options.redis.get(`matchday:lease:${tableId}`))?.split(' ')[0];
  }

  /**
   * Publishes the message (made with its request id) on `holder`'s channel and resolves to its answer (refused once it is
   * REPLY_TIMEOUT_MS late), or to undefined when no process listens there: nobody saw it.
   */
  private async publish(
    holder: string,
    messageOf: (id: number) => Forwarded | Called,
  ): Promise<Answer['result'] | undefined> {
    const { redis } = this.options;
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    const answered = new Promise<Result<unknown, Refusal>>((resolve) => {
      timer = setTimeout(() => {
        resolve(err(UNREACHABLE));
      }, REPLY_TIMEOUT_MS);
      this.waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
    });
    try {
      const receivers = await redis.publish(channel(holder), JSON.stringify(messageOf(id)));
      if (receivers === 0) {
        clearTimeout(timer);
        return undefined;
      }
      return await answered;
    } finally {
      this.waiting.delete(id);
    }
  }

  /**
   * A socket joined the table through a process that no longer runs it (the table was taken
   * over and its 'moved' is still on its way, or was missed): its connection is closed after
   * this answer, so that its page rejoins where the table runs and sends the message again.
   */
  private rejoin(
    socketId: string,
    tableId: string,
    event: ClientEvent,
    reply: Reply<unknown>,
    context: MessageContext,
  ): void {
    this.forget(tableId, socketId);
    context.joined.delete(tableId);
    if (event === 'leave') {
      reply({ ok: true, value: undefined });
      return;
    }
    reply(err(UNREACHABLE));
    // After the answer's socket write (it goes out in a microtask, realtime/engine-internals.ts).
    setImmediate(() => {
      this.reconnect(socketId);
    });
  }

  /** A message from a socket of another process, for a table run here. */
  private serveMessage(message: Forwarded): void {
    const { io, redis, service } = this.options;
    let remote = this.remote.get(message.socketId);
    if (!remote) {
      const to = () => io.to(message.socketId);
      const watcher: Watcher = {
        id: message.socketId,
        update: (packet: TablePacket) => to().emit('table', packet),
        offer: (offer: RematchOffer) => to().emit('rematch', offer),
        refused: (error: ErrorBody) => to().emit('failure', error),
        player: message.player,
      };
      remote = { watcher, joined: new Set() };
      this.remote.set(message.socketId, remote);
    }
    const { watcher, joined } = remote;
    const context = { address: message.address, bytes: message.bytes, joined };
    const handle = () => {
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
    };
    // A table being taken over here: once it runs (its sender waits for the answer meanwhile).
    const tableId = tableIdOf(message.payload);
    const arriving = tableId === undefined ? undefined : this.options.arrival(tableId);
    if (arriving) void arriving.then(handle);
    else handle();
  }
}

function tableIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('tableId' in payload)) return undefined;
  return typeof payload.tableId === 'string' ? payload.tableId : undefined;
}
