/**
 * A live table: the authoritative game state with its record, event log and seats, and the
 * clients watching it. It does no I/O: the referee commits its moves, the broadcaster sends
 * its views, and the bot player and turn timer act on it.
 */
import type { Action, GameEvent, Outcome, ResponseWindow, Seat, Viewer } from '../../core/game.ts';
import type { PlayableGame } from '../../games/registry.ts';
import type { ErrorBody, RematchOffer, SeatClock, StopSetting, TablePacket } from '../protocol.ts';
import type { SeatInvite, StoredAction, StoredClock, StoredTable } from '../storage/rows.ts';
import type { TimedAction } from './clock.ts';
import { mayTakeBack } from './take-back.ts';
import { hashToken, tokenMatches } from './tokens.ts';

export interface TableSeat {
  /** Given at creation, or by whoever claims the seat in the lobby. */
  name: string;
  readonly invite: SeatInvite;
  /** 'human', or a bot descriptor such as 'bot:normal'. */
  readonly agent: string;
  /** SHA-256 of the seat's current token; null for bots. */
  tokenHash: Buffer | null;
  claimed: boolean;
  /** SHA-256 of the device token of whoever claimed the seat; null while nobody has. */
  deviceHash: Buffer | null;
  /** The player who took the seat (a better-auth user id), e.g. 'x1Yz…'; null: nobody signed in. */
  playerId?: string | null;
}

/** Whoever watches a table: a socket, seen only through what it can be sent. */
export interface Watcher {
  readonly id: string;
  update(packet: TablePacket): void;
  offer(offer: RematchOffer): void;
  /** Told of a refusal it did not ask about, e.g. its seat was given a new link. */
  refused(error: ErrorBody): void;
  /** The player whose session cookie came with the socket (accounts/), if any: e.g. 'x1Yz…'. */
  readonly player?: string;
}

export interface Subscription {
  readonly watcher: Watcher;
  /** The seats it joined with tokens, or [SPECTATOR]. */
  seats: readonly Viewer[];
  /** How much of the event log it has been sent, e.g. 12. */
  cursor: number;
  /** Whether the client shows the table in words: its packets carry each seat's text. */
  words: boolean;
}

/** A table paused at a response window or window point (see windows.ts). */
export interface TablePause {
  /** What the window answers, e.g. 'action-phase-end'. */
  readonly kind: string;
  /** Responses waiting to resolve when it began, e.g. 1. */
  readonly chain: number;
  /** The version at which it began: a Continue sent before is stale. */
  readonly since: number;
  /** When its countdown runs out (epoch ms, the server's clock). */
  readonly deadline: number;
  /** The clock the countdown runs on (the server's; a test's own). */
  readonly now: () => number;
  /** 'always' people who have not yet passed or continued, e.g. {0, 2}. */
  readonly stopped: Set<Seat>;
}

/** A rebuilt clock table's past: its timed actions, and where each seat's decision began. */
export interface ClockPast {
  readonly actions: readonly TimedAction[];
  /** By seat: the version its current decision began at, e.g. [4, 3]. */
  readonly since: readonly number[];
}

export class Table {
  readonly id: string;
  readonly game: PlayableGame;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly turnSeconds: number;
  /** A real-time clock per seat (clock.ts), e.g. 300 s + 3 s a decision; null: none. */
  readonly clock: StoredClock | null;
  /**
   * A rebuilt clock table's past as its banks need it (restore.ts): when each replayed action
   * was played and the version its decision began, and the version each seat's decision under
   * way began; null for a table not rebuilt, or without a clock.
   */
  clockPast: ClockPast | null = null;
  /** Seconds of a response window's countdown, e.g. 10. */
  readonly windowSeconds: number;
  readonly listed: boolean;
  readonly createdAt: string;
  /** SHA-256 of the creator's host token; null for tables made before hosts had one. */
  readonly hostHash: Buffer | null;
  readonly seats: TableSeat[];
  /** The engine's state, owned by this table alone; replaced when a step is taken back. */
  state: unknown;
  /** Every action applied, committed or still in the group commit, e.g. 14 of them. */
  readonly actions: StoredAction[] = [];
  /** For each of `actions`, whether its seat may take it back (see take-back.ts). */
  private readonly backs: boolean[] = [];
  /** How many of `actions` are on disk, e.g. 13. */
  committed = 0;
  /** Steps taken back whose deletion is still in the group commit, e.g. 1. */
  undoing = 0;
  /**
   * Changes so far, what clients call the table's version: each action played adds one, and
   * so does each step taken back (it removes its action), so that a click chosen before is
   * stale however the table got back to a like position. After a restart, the actions' count.
   */
  version = 0;
  /** Everything that happened, unfiltered; each client gets what it may see. */
  readonly log: GameEvent[] = [];
  outcome: Outcome | null = null;
  finishedAt: string | null;
  /** When the table was closed for lack of play, e.g. '2026-01-02T10:00:00.000Z'. */
  abandonedAt: string | null;
  /** The table that replaced this one through a rematch, e.g. 'x8aK0bLmq3Z_'. */
  rematch: string | null;
  /** The rematch's tokens by seat, held in memory only, for seats that ask late. */
  readonly rematchTokens = new Map<Seat, string>();
  /**
   * The version at which each seat's current decision began (it became an actor, its legal
   * actions changed, or it acted): a click made on an earlier version is stale.
   */
  readonly decisionStart: number[];
  /**
   * Each seat's legal actions in the current state, asked of the engine once per change (and
   * the same array while they stay the same), e.g. [0, 3].
   */
  private readonly legal: (readonly number[])[];
  /** The open engine window's link when each seat's decision was noted, e.g. 'shot/1'. */
  private readonly windowLinks: string[];
  /** Each person's real-time clock, as the turn timer last set them; null without a clock. */
  clocks: readonly SeatClock[] | null = null;
  /** The running turn timer, e.g. { seat: 1, deadline: 1767225600000 }. */
  timer: { readonly seat: Seat; readonly deadline: number } | null = null;
  /** Each seat's stop setting at response windows, as its person last sent it. */
  readonly stops: StopSetting[];
  /** The response window or window point the table is paused at, if any. */
  pause: TablePause | null = null;
  /** How much of the log has been looked at for window points, e.g. 40. */
  windowCursor = 0;
  /** Replaced by a rebuild or dropped from memory: timers and bots must let go of it. */
  retired = false;
  /** Watching clients, by watcher id. */
  readonly subscriptions = new Map<string, Subscription>();
  /** Tokens that matched a seat, with the seat's hash they matched: only valid ones, so few. */
  private readonly knownTokens = new Map<
    string,
    { readonly seat: Seat; readonly hash: Buffer | null }
  >();

  constructor(stored: StoredTable, game: PlayableGame, state: unknown) {
    this.id = stored.id;
    this.game = game;
    this.options = stored.options;
    this.seed = stored.seed;
    this.turnSeconds = stored.turnSeconds;
    this.clock = stored.clock ?? null;
    this.windowSeconds = stored.windowSeconds;
    this.listed = stored.listed;
    this.createdAt = stored.createdAt;
    this.hostHash = stored.hostHash;
    this.finishedAt = stored.finishedAt;
    this.abandonedAt = stored.abandonedAt;
    this.rematch = stored.rematch;
    this.seats = stored.seats.map((s) => ({ ...s }));
    this.state = state;
    this.stops = this.seats.map(() => 'can-respond');
    this.decisionStart = this.seats.map(() => 0);
    this.legal = this.seats.map((_, seat) => game.engine.legalActions(state, seat));
    this.windowLinks = this.seats.map(() => this.windowLink());
  }

  /** The seat's legal actions in the current state (the engine's, whoever may act now). */
  legalActions(seat: Seat): readonly number[] {
    return this.legal[seat] ?? this.game.engine.legalActions(this.state, seat);
  }

  get finished(): boolean {
    return this.outcome !== null;
  }

  /** Actions applied, or steps taken back, not yet on disk. */
  get uncommitted(): number {
    return this.actions.length - this.committed + this.undoing;
  }

  actors(): Seat[] {
    return this.game.engine.actors(this.state).slice();
  }

  /** The engine's open response window, if any. */
  engineWindow(): ResponseWindow | undefined {
    return this.game.engine.window?.(this.state);
  }

  /**
   * Whether the table holds its next decision: stopped people are still at a window point
   * whose engine window has closed. Nobody may act until they go on or the countdown ends.
   */
  held(): boolean {
    return this.pause !== null && this.pause.stopped.size > 0 && !this.engineWindow();
  }

  isBot(seat: Seat): boolean {
    return this.seats[seat]?.agent.startsWith('bot:') ?? false;
  }

  /**
   * The seat a token belongs to, or undefined. Hashes once, compares in constant time; a
   * token that matched before is known again without hashing (every action sends one) for as
   * long as its seat keeps the very hash it matched.
   */
  seatOfToken(token: string): Seat | undefined {
    const known = this.knownTokens.get(token);
    if (known && this.seats[known.seat]?.tokenHash === known.hash) return known.seat;
    const hash = hashToken(token);
    const seat = this.seats.findIndex((s) => tokenMatches(s.tokenHash, hash));
    if (seat < 0) return undefined;
    this.knownTokens.set(token, { seat, hash: this.seats[seat]?.tokenHash ?? null });
    return seat;
  }

  connected(seat: Seat): boolean {
    for (const sub of this.subscriptions.values()) if (sub.seats.includes(seat)) return true;
    return false;
  }

  /**
   * Plays an action already checked by the referee, in place, logging what happened. A timeout
   * says first that the seat ran out of time.
   */
  play(seat: Seat, action: Action, timeout: boolean): void {
    const { engine } = this.game;
    if (timeout)
      this.log.push(...this.timeoutEvents(seat, engine.actionLabel(this.state, seat, action)));
    const agent = this.seats[seat]?.agent;
    this.backs.push(mayTakeBack(engine, agent, this.state, seat, action, timeout));
    engine.apply(this.state, seat, action, this.log);
    this.actions.push({ idx: this.actions.length, seat, action, timeout });
    this.version++;
    this.outcome = engine.outcome(this.state) ?? null;
    this.noteDecisions(seat);
  }

  /**
   * Replays a stored action while the table is rebuilt; it is on disk already. `back`: whether
   * its seat may take it back.
   */
  replayed(action: StoredAction, label: string, events: readonly GameEvent[], back: boolean): void {
    if (action.timeout) this.log.push(...this.timeoutEvents(action.seat, label));
    this.log.push(...events);
    this.actions.push(action);
    this.backs.push(back);
    this.version++;
    this.committed = this.actions.length;
  }

  /**
   * How many steps `seat` may take back now, one at a time: its own latest steps that it may
   * take back, up to the first that it may not or that another seat played (whatever anyone
   * else did since, a bot's step, a pass at a window, a roll, stops the run there).
   */
  takeBackSteps(seat: Seat): number {
    let steps = 0;
    for (let i = this.actions.length - 1; i >= 0; i--) {
      if (this.actions[i]?.seat !== seat || this.backs[i] !== true) break;
      steps++;
    }
    return steps;
  }

  /** Whether `seat` may take a step back now: nothing holds the table, and it has one. */
  canUndo(seat: Seat): boolean {
    if (this.finished || this.abandonedAt !== null || this.pause !== null) return false;
    return this.takeBackSteps(seat) > 0;
  }

  /**
   * Takes the last action back: the table goes to `before`, the state the record without it
   * replays to (see take-back.ts). The log keeps what was said and adds, for everyone, that
   * the seat took its move back.
   */
  tookBack(seat: Seat, before: unknown): void {
    this.actions.pop();
    this.backs.pop();
    this.committed = Math.min(this.committed, this.actions.length);
    this.state = before;
    this.version++;
    const name = this.seats[seat]?.name ?? '';
    this.log.push({ kind: 'undo', seat, text: `${name} took back a move.` });
    this.outcome = this.game.engine.outcome(this.state) ?? null;
    this.noteDecisions(seat);
  }

  /** After a rebuild: outcome and decisions as the replayed state has them. */
  settle(): void {
    this.outcome = this.game.engine.outcome(this.state) ?? null;
    this.noteDecisions(-1);
    // Window points of the replayed past are not paused at again.
    this.windowCursor = this.log.length;
  }

  /**
   * The log's word that the computer played for a seat whose time ran out. What it played is
   * told to that seat alone: a label may name a starter laid face down or the tactic kept, and
   * the engine's own events already say what the others may know of it.
   */
  private timeoutEvents(seat: Seat, label: string): GameEvent[] {
    const name = this.seats[seat]?.name ?? '';
    return [
      { kind: 'timeout', seat, text: `${name} ran out of time; the computer played for them.` },
      {
        kind: 'timeout',
        seat,
        text: `The computer played for ${name}: ${label}.`,
        visibleTo: [seat],
      },
    ];
  }

  private noteDecisions(actor: Seat): void {
    const link = this.windowLink();
    for (let seat = 0; seat < this.seats.length; seat++) {
      const legal = this.game.engine.legalActions(this.state, seat);
      const same = sameActions(legal, this.legal[seat]);
      if (!same) this.legal[seat] = legal;
      if (seat === actor || !same || link !== this.windowLinks[seat]) {
        this.windowLinks[seat] = link;
        this.decisionStart[seat] = this.version;
      }
    }
  }

  /** The open engine window's link: an answer chosen against an earlier chain is stale. */
  private windowLink(): string {
    const open = this.engineWindow();
    return open ? `${open.kind}/${String(open.chain)}` : '';
  }
}

function sameActions(a: readonly number[], b: readonly number[] | undefined): boolean {
  if (a === b) return true;
  if (b?.length !== a.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
