/**
 * One scripted client: a socket holding both seats' tokens of a two-person table, playing a
 * random legal action as soon as either seat must act, and timing each action from emitting
 * 'act' to the acting seat's next 'table' update. When a game ends it asks for a rematch
 * and plays that, until it is told to stop.
 */
import { Rng } from '../../src/core/rng.ts';
import type {
  Ack,
  JoinedTable,
  RematchOffer,
  TablePacket,
  TableUpdate,
} from '../../src/server/protocol.ts';
import { TableReaders } from '../../src/server/realtime/table-reader.ts';
import { LightSocket } from './light-socket.ts';

/** Where each action's latency goes (stats.ts's Latencies, or the current window's of a ramp). */
export interface LatencySink {
  add(ms: number): void;
}

/** A join the server refused, with its code (e.g. 'busy' while it sheds load). */
export class JoinRefused extends Error {
  readonly code: string;
  /** The server's words, e.g. 'The server running this table cannot be reached…'. */
  readonly words: string;
  /** The least wait before asking again that a 'busy' refusal says, in ms (else 0). */
  readonly retryAfterMs: number;
  constructor(code: string, message: string, retryAfterSeconds = 0) {
    super(`join refused: ${message}`);
    this.code = code;
    this.words = message;
    this.retryAfterMs = retryAfterSeconds * 1000;
  }
}

export interface PlayerTotals {
  actionsAcked: number;
  actionsRefused: number;
  gamesFinished: number;
  /** Milliseconds from a game's end to its rematch's first view, in all. */
  rematchMs: number;
  /** Refusal codes and how often, e.g. { 'rate-limited': 3 }. */
  readonly refusals: Map<string, number>;
  /** Refusals by code and message, e.g. 'unavailable: The action could not be saved…'. */
  readonly reasons?: Map<string, number>;
  /**
   * Joins and rematches refused while playing (each ends its client's play), by message,
   * code and words, e.g. 'rematch unavailable: The server running this table…'.
   */
  readonly othersRefused?: Map<string, number>;
  /** Bytes of engine.io messages received from the server, and sent to it. */
  bytesDown: number;
  bytesUp: number;
}

export interface PlayerOptions {
  readonly url: string;
  readonly latencies: LatencySink;
  readonly totals: PlayerTotals;
  readonly seed: string;
  /** Whether another game may start (time and game budget left). */
  readonly mayStartGame: () => boolean;
  /** Whether to keep acting in the current game. */
  readonly mayAct: () => boolean;
  /** A person's pause before each action, in ms (uniform in ±50%); 0 acts at once. */
  readonly thinkMs: number;
}

export class Player {
  readonly socket: LightSocket;
  private readonly readers = new TableReaders();
  private readonly connecting: Promise<void>;
  private tableId = '';
  private tokens: string[] = [];
  /** This client's device token: its seats, and their rematches' seats, are bound to it. */
  private device: string | undefined;
  /** The newest update for each seat. */
  private latest: (TableUpdate | undefined)[] = [];
  private readonly rng: Rng;
  private readonly options: PlayerOptions;
  /** The version of the act in flight and when it was sent, or -1. */
  private pendingVersion = -1;
  private sentAt = 0;
  /** Whether the current table's game has ended (its rematch is asked once). */
  private over = false;
  /** Acks still awaited, so the bench can drain them before it counts. */
  inFlight = 0;
  done = false;

  constructor(options: PlayerOptions) {
    this.options = options;
    this.rng = Rng.fromSeed(options.seed);
    // The server's JSON-only parser; every engine.io message's bytes go to the totals.
    this.socket = new LightSocket(options.url, 'json', options.totals);
    this.connecting = this.socket.connect();
    this.socket.on('table', (packet) => {
      this.onPacket(packet as TablePacket);
    });
  }

  connected(): Promise<void> {
    return this.connecting;
  }

  /** Each seat's update rebuilt from the packet; a missed one asks for the whole table. */
  private onPacket(packet: TablePacket): void {
    const read = this.readers.read(packet);
    if (read.kind === 'missed') this.socket.emit('resync', { tableId: packet.tableId });
    if (read.kind === 'updates') for (const update of read.updates) this.onUpdate(update);
  }

  async sit(tableId: string, tokens: string[]): Promise<void> {
    this.tableId = tableId;
    this.tokens = tokens;
    this.pendingVersion = -1;
    this.latest = [];
    this.over = false;
    const device = this.device;
    // As the web app at a game with a board, with the table in words closed: no text.
    const ack = (await this.socket.emitWithAck('join', {
      tableId,
      tokens,
      device,
      words: false,
    })) as Ack<JoinedTable>;
    if (!ack.ok)
      throw new JoinRefused(
        ack.error.code,
        ack.error.message,
        'retryAfterSeconds' in ack.error ? ack.error.retryAfterSeconds : 0,
      );
    this.device = ack.value.device ?? undefined;
  }

  private onUpdate(update: TableUpdate): void {
    if (update.table.id !== this.tableId) return;
    this.latest[update.seat] = update;
    const version = update.table.version;
    if (
      this.pendingVersion >= 0 &&
      update.seat === this.actingSeat &&
      version > this.pendingVersion
    ) {
      this.options.latencies.add(performance.now() - this.sentAt);
      this.pendingVersion = -1;
    }
    if (update.table.status === 'finished') {
      if (!this.over) this.finished();
      this.over = true;
      return;
    }
    if (this.pendingVersion < 0 && this.options.mayAct()) this.actIfAsked(version);
  }

  /** Starts playing on the table it sits at, from the views it was sent when it joined. */
  start(): void {
    const version = Math.max(...this.latest.map((u) => u?.table.version ?? -1));
    if (this.pendingVersion < 0) this.actIfAsked(version);
  }

  /** Acts for whichever seat the newest updates ask to act. */
  private actIfAsked(version: number): void {
    for (const update of this.latest) {
      if (update?.table.version !== version || update.legal.length === 0) continue;
      const choice = update.legal[this.rng.int(update.legal.length)];
      if (choice) this.act(update.seat, choice.action, version);
      return;
    }
  }

  private actingSeat = -1;

  private act(seat: number, action: number, version: number): void {
    this.actingSeat = seat;
    this.pendingVersion = version;
    const { thinkMs } = this.options;
    if (thinkMs === 0) {
      this.send(seat, action, version);
      return;
    }
    setTimeout(
      () => {
        if (this.options.mayAct()) this.send(seat, action, version);
        else this.pendingVersion = -1;
      },
      thinkMs * (0.5 + this.rng.float()),
    );
  }

  private send(seat: number, action: number, version: number): void {
    this.inFlight++;
    this.sentAt = performance.now();
    const message = { tableId: this.tableId, token: this.tokens[seat], action, version };
    this.socket.emit('act', message, (answer) => {
      const ack = answer as Ack;
      this.inFlight--;
      const { totals } = this.options;
      if (ack.ok) {
        totals.actionsAcked++;
        return;
      }
      totals.actionsRefused++;
      totals.refusals.set(ack.error.code, (totals.refusals.get(ack.error.code) ?? 0) + 1);
      const reason = `${ack.error.code}: ${ack.error.message}`;
      totals.reasons?.set(reason, (totals.reasons.get(reason) ?? 0) + 1);
      this.pendingVersion = -1;
    });
  }

  private finished(): void {
    this.options.totals.gamesFinished++;
    if (!this.options.mayStartGame()) {
      this.done = true;
      return;
    }
    const token = this.tokens[0];
    const asked = performance.now();
    this.socket.emit('rematch', { tableId: this.tableId, token }, (answer) => {
      const ack = answer as Ack<RematchOffer>;
      if (!ack.ok) {
        this.refused('rematch', ack.error);
        this.done = true;
        return;
      }
      const tokens = ack.value.tokens.map((t) => t.token);
      this.socket.emit('leave', { tableId: this.tableId });
      this.readers.forget(this.tableId);
      this.sit(ack.value.to, tokens).then(
        () => {
          this.options.totals.rematchMs += performance.now() - asked;
        },
        (error: unknown) => {
          if (error instanceof JoinRefused)
            this.refused('join', { code: error.code, message: error.words });
          this.done = true;
        },
      );
    });
  }

  /** A join or rematch refused: counted, so that a table that stopped playing is seen. */
  private refused(event: string, error: { code: string; message: string }): void {
    const counts = this.options.totals.othersRefused;
    const reason = `${event} ${error.code}: ${error.message}`;
    counts?.set(reason, (counts.get(reason) ?? 0) + 1);
  }

  close(): void {
    this.socket.close();
  }
}
