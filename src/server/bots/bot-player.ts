/**
 * Bots at the tables: each bot seat that must act plays after a short delay, so that people
 * can follow. Each decision gets a fresh agent with its own seed and sees only a Decision.
 * Decisions of levels that may think long run in the worker pool, in their table's lane (a
 * person's table first); the cheap ones inline. Either way no table waits on another's bot.
 * Once closed, it starts nothing and drops every answer still to come: none was acknowledged.
 *
 * In a game with hidden information a bot's answer is played at one fixed moment after it was
 * asked (the delay, then its level's whole thinking time), never sooner: a search bot with a
 * single legal action answers at once, one with a choice thinks first, and how many choices a
 * seat has may follow from its hidden hand (a window's pass alone, or Next Goal Wins' "Dribble
 * with no tactic"): an answer played sooner would tell everyone at the table which it was
 * (issue #31). Where nothing is hidden, a forced step is played as soon as it is chosen.
 */
import { BOT_LEVELS, LEVELS, type BotLevel, type Pace } from '../../bots/levels.ts';
import type { Action, Seat } from '../../core/game.ts';
import type { GameFinder } from '../games.ts';
import type { Table } from '../tables/table.ts';
import { SYSTEM_SCHEDULER, type Scheduler, type TimerHandle } from '../tables/turn-timer.ts';
import { choose } from './choose.ts';
import { agentSeed, decisionData, type BotTask } from './decision.ts';
import { DroppedTask, type BotPool } from './pool.ts';

/** Where pooled decisions go: the worker pool, or a stand-in in tests. */
export type BotDecider = Pick<BotPool, 'decide'>;

/** Plays a bot's choice at the table; false when it was refused (the table moved on). */
export type BotSubmit = (
  table: Table,
  seat: Seat,
  action: Action,
  version: number,
  timeout: boolean,
) => boolean;

export interface BotPlayerOptions {
  readonly delayMs: number;
  /**
   * The pause before a bot answers at a response window, e.g. 150 ms. Usually shorter than a
   * move's: nothing at a window needs following (a pass shows nothing, a card played is shown
   * in the chain), and a game of Supernatural Soccer opens a hundred windows or more, each of
   * which a person with nothing to play waits through. Absent: `delayMs`.
   */
  readonly windowDelayMs?: number;
  readonly pool: BotDecider;
  readonly find: GameFinder;
  readonly submit: BotSubmit;
  /** Bots whose decisions go to the pool, e.g. 'bot:hard'. */
  readonly pooled: ReadonlySet<string>;
  /** Multiplies the levels' thinking time, e.g. 0.2 in tests; absent: 1. */
  readonly timeScale?: number;
  /** How the levels count their budget (see BotTask); absent: 'live'. */
  readonly pace?: Pace;
  /** The clock and timeouts of the delay and a window's answer; tests turn it by hand. */
  readonly scheduler?: Scheduler;
  readonly log: (message: string) => void;
}

/**
 * The longest a bot thinks in live play, e.g. 150 ms for 'bot:normal' (its level's budget,
 * times `timeScale`); 0 for the bots that do not search.
 */
export function longestThought(descriptor: string, timeScale = 1): number {
  const level = descriptor.replace(/^bot:/, '');
  const levels: readonly string[] = BOT_LEVELS;
  return levels.includes(level) ? LEVELS[level as BotLevel].milliseconds * timeScale : 0;
}

/** The bot that plays for a person whose turn timer ran out. */
export const TIMEOUT_BOT = 'bot:normal';

export class BotPlayer {
  /** Seats with a decision scheduled or under way, by table. */
  private readonly busy = new Map<Table, Set<Seat>>();
  private readonly timers = new Set<TimerHandle>();
  private readonly options: BotPlayerOptions;
  private readonly scheduler: Scheduler;
  private closed = false;

  constructor(options: BotPlayerOptions) {
    this.options = options;
    this.scheduler = options.scheduler ?? SYSTEM_SCHEDULER;
  }

  /** After a change: every bot that must act now gets a decision scheduled. */
  consider(table: Table): void {
    // A held decision is offered to nobody, bots included, until the window point is over.
    if (this.closed || table.finished || table.retired || table.held()) return;
    for (const seat of table.actors()) {
      const agent = table.seats[seat]?.agent;
      if (agent !== undefined && table.isBot(seat)) this.schedule(table, seat, agent);
    }
  }

  /**
   * The turn timer ran out for a person: the normal bot plays for them now. Unless a decision
   * for the seat is already under way: the timer asks again if that one is lost.
   */
  playFor(table: Table, seat: Seat): void {
    if (!this.closed && this.claim(table, seat)) this.decide(table, seat, TIMEOUT_BOT, true);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) this.scheduler.clearTimeout(timer);
    this.timers.clear();
    this.busy.clear();
  }

  private schedule(table: Table, seat: Seat, descriptor: string): void {
    if (!this.claim(table, seat)) return;
    const delay = this.delayAt(table);
    // Where hands are hidden: answers at this moment, whatever it holds (see the top). Whether
    // a window is open is public, so the shorter pause there tells nothing either.
    const answerAt = table.game.engine.facts.hiddenInformation
      ? this.scheduler.now() + delay + longestThought(descriptor, this.options.timeScale)
      : undefined;
    this.later(() => {
      this.decide(table, seat, descriptor, false, answerAt);
    }, delay);
  }

  /** The pause before a bot acts at `table` now: a window's, or a move's. */
  private delayAt(table: Table): number {
    const { delayMs, windowDelayMs = delayMs } = this.options;
    return table.engineWindow() === undefined ? delayMs : windowDelayMs;
  }

  /** Runs `fire` after `ms` on the scheduler, unless closed first. */
  private later(fire: () => void, ms: number): void {
    const timer = this.scheduler.setTimeout(() => {
      this.timers.delete(timer);
      fire();
    }, ms);
    this.timers.add(timer);
  }

  private claim(table: Table, seat: Seat): boolean {
    let seats = this.busy.get(table);
    if (!seats) {
      seats = new Set();
      this.busy.set(table, seats);
    }
    if (seats.has(seat)) return false;
    seats.add(seat);
    return true;
  }

  private release(table: Table, seat: Seat): void {
    const seats = this.busy.get(table);
    seats?.delete(seat);
    if (seats?.size === 0) this.busy.delete(table);
  }

  private decide(
    table: Table,
    seat: Seat,
    descriptor: string,
    timeout: boolean,
    answerAt?: number,
  ): void {
    if (this.closed || !stillAsked(table, seat, table.version)) {
      this.release(table, seat);
      return;
    }
    const version = table.version;
    const task: BotTask = {
      game: table.game.engine.facts.id,
      descriptor,
      seed: agentSeed(table.seed, seat, version),
      decision: decisionData(table, seat),
      timeScale: this.options.timeScale,
      pace: this.options.pace,
    };
    const submit = (action: Action): void => {
      this.release(table, seat);
      if (this.closed || table.retired) return;
      if (!this.options.submit(table, seat, action, version, timeout)) this.consider(table);
    };
    const play = (action: Action): void => {
      const wait = answerAt === undefined ? 0 : answerAt - this.scheduler.now();
      if (wait <= 0 || this.closed) submit(action);
      else
        this.later(() => {
          submit(action);
        }, wait);
    };
    const inline = (): void => {
      let action: Action;
      try {
        action = choose(task, this.options.find);
      } catch (error) {
        this.release(table, seat);
        this.options.log(`bot ${descriptor} failed at table ${table.id}: ${String(error)}`);
        return;
      }
      play(action);
    };
    if (!this.options.pooled.has(descriptor)) {
      inline();
      return;
    }
    const placement = {
      lane: table.id,
      person: timeout || personWaits(table),
      wanted: () => !this.closed && stillAsked(table, seat, version),
    };
    this.options.pool.decide(task, placement).then(play, (error: unknown) => {
      if (this.closed) return;
      if (error instanceof DroppedTask) {
        this.release(table, seat);
        this.consider(table);
        return;
      }
      this.options.log(`bot pool failed (${String(error)}); deciding inline`);
      inline();
    });
  }
}

/**
 * Whether someone sits at the table now: its bots' tasks go first. Only a connected person
 * counts, so that tables of bots with an empty human seat cannot jump the queue.
 */
function personWaits(table: Table): boolean {
  return table.seats.some((_, seat) => !table.isBot(seat) && table.connected(seat));
}

/** Whether the seat still faces the decision it had at `version` (else the answer is stale). */
function stillAsked(table: Table, seat: Seat, version: number): boolean {
  return (
    !table.retired &&
    !table.finished &&
    !table.held() &&
    version >= (table.decisionStart[seat] ?? 0) &&
    table.actors().includes(seat)
  );
}
