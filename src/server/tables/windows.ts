/**
 * Pacing at response windows. The engine says who is asked (its window's actors), by a public
 * rule alone (ResponseWindow, issue #31: a seat with nothing playable is asked like the
 * others); the table adds what people chose with their stop setting, and nothing it does,
 * nor when, depends on anyone's hand:
 *
 * - at every window point (the engine's public WINDOW_POINT event, or a new link of a chain)
 *   a countdown of the same length starts for everyone, whoever holds what;
 * - every 'always' person at the table is stopped there until they pass or continue, so their
 *   pause looks the same whether or not they are asked: while one of them is stopped and
 *   the engine's window has closed, the table holds its next decision ('window-open');
 * - a 'never' person whom the engine asks is passed for at once, whatever they hold;
 * - a 'can-respond' person with only pass is passed for by their own client (the web's
 *   passAtOnce), which alone knows it; a bot answers at a fixed moment (bots/bot-player.ts);
 * - when the countdown runs out, every seat still asked passes (never a bot's choice) and
 *   the stopped people are let go.
 */
import { SPECTATOR, WINDOW_POINT, type Seat, type Viewer } from '../../core/game.ts';
import type { WindowPause } from '../protocol.ts';
import type { Table, TablePause } from './table.ts';
import { SYSTEM_SCHEDULER, type Scheduler, type TimerHandle } from './turn-timer.ts';

export interface WindowPacerOptions {
  /**
   * Plays the engine window's pass for a seat (a 'never' seat, or a countdown run out); false
   * when it could not be played (the window moved on).
   */
  readonly pass: (table: Table, seat: Seat) => boolean;
  /** The table held its decision and now offers it again, with nothing played. */
  readonly released: (table: Table) => void;
  /** Milliseconds in one of a table's window seconds: 1000, or less in tests. */
  readonly msPerSecond?: number;
  readonly scheduler?: Scheduler;
}

export class WindowPacer {
  private readonly options: WindowPacerOptions;
  private readonly scheduler: Scheduler;
  private readonly handles = new Map<Table, TimerHandle>();
  private closed = false;

  constructor(options: WindowPacerOptions) {
    this.options = options;
    this.scheduler = options.scheduler ?? SYSTEM_SCHEDULER;
  }

  /**
   * After a committed change: notes a new window point, lets go of a pause nobody waits at,
   * and passes for a 'never' seat the engine asks. True when it played such a pass: the
   * table is then told of it once that pass is committed.
   */
  consider(table: Table): boolean {
    if (this.closed || table.finished || table.retired || table.abandonedAt !== null) {
      this.clear(table);
      return false;
    }
    const point = lastWindowPoint(table);
    const open = table.engineWindow();
    const pause = table.pause;
    const link = open && (!pause || pause.chain !== open.chain || pause.kind !== open.kind);
    if (point !== undefined || link) this.begin(table, open?.kind ?? point ?? '', open?.chain ?? 0);
    else if (pause && !open && pause.stopped.size === 0) this.clear(table);
    return this.passForNever(table);
  }

  /** A stopped seat let the moment go (it passed, played or continued). */
  letGo(table: Table, seat: Seat): void {
    const pause = table.pause;
    if (!pause?.stopped.delete(seat)) return;
    if (pause.stopped.size === 0 && !table.engineWindow()) {
      this.clear(table);
      this.options.released(table);
    }
  }

  clear(table: Table): void {
    const handle = this.handles.get(table);
    if (handle !== undefined) this.scheduler.clearTimeout(handle);
    this.handles.delete(table);
    table.pause = null;
  }

  close(): void {
    this.closed = true;
    for (const table of [...this.handles.keys()]) this.clear(table);
  }

  private begin(table: Table, kind: string, chain: number): void {
    this.clear(table);
    const stopped = new Set(
      table.seats.flatMap((_, seat) =>
        !table.isBot(seat) && table.stops[seat] === 'always' && table.connected(seat) ? [seat] : [],
      ),
    );
    if (stopped.size === 0 && !table.engineWindow()) return;
    const ms = table.windowSeconds * (this.options.msPerSecond ?? 1000);
    const pause: TablePause = {
      kind,
      chain,
      since: table.version,
      deadline: this.scheduler.now() + ms,
      now: () => this.scheduler.now(),
      stopped,
    };
    table.pause = pause;
    const handle = this.scheduler.setTimeout(() => {
      this.expire(table, pause);
    }, ms);
    this.handles.set(table, handle);
  }

  /** The countdown ran out: every seat still asked passes; the stopped are let go. */
  private expire(table: Table, pause: TablePause): void {
    this.handles.delete(table);
    if (table.pause !== pause || table.retired) return;
    pause.stopped.clear();
    const open = table.engineWindow();
    if (!open) {
      table.pause = null;
      this.options.released(table);
      return;
    }
    // Each pass may close the window: a seat is passed for only while it is still asked.
    for (const seat of table.actors()) {
      if (table.engineWindow()?.pass === open.pass && table.actors().includes(seat))
        this.options.pass(table, seat);
    }
  }

  private passForNever(table: Table): boolean {
    if (!table.engineWindow() || table.uncommitted > 0) return false;
    const seat = table.actors().find((s) => !table.isBot(s) && table.stops[s] === 'never');
    return seat !== undefined && this.options.pass(table, seat);
  }
}

/** The kind of the last window point the table's log gained since it was last looked at. */
function lastWindowPoint(table: Table): string | undefined {
  let kind: string | undefined;
  for (let i = table.windowCursor; i < table.log.length; i++) {
    const event = table.log[i];
    if (event?.kind !== WINDOW_POINT) continue;
    const data = event.data?.window;
    kind = typeof data === 'string' ? data : WINDOW_POINT;
  }
  table.windowCursor = table.log.length;
  return kind;
}

/** The pause as one viewer is shown it: the same countdown for all, its own part alone. */
export function windowPause(table: Table, viewer: Viewer): WindowPause | null {
  const pause = table.pause;
  if (!pause) return null;
  const open = table.engineWindow();
  const responds = viewer !== SPECTATOR && open !== undefined && table.actors().includes(viewer);
  const stopped = viewer !== SPECTATOR && pause.stopped.has(viewer);
  return {
    kind: pause.kind,
    chain: open?.chain ?? pause.chain,
    deadline: pause.deadline,
    msLeft: Math.max(0, pause.deadline - pause.now()),
    asked: responds ? 'respond' : stopped ? 'continue' : null,
    pass: responds ? open.pass : null,
  };
}
