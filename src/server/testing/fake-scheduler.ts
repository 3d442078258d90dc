/** Time that moves only when a test says so, with the timeouts set on it (a Scheduler). */
import type { Scheduler, TimerHandle } from '../tables/turn-timer.ts';

export class FakeScheduler implements Scheduler {
  time = 1_000_000;
  private readonly pending = new Map<number, { at: number; fire: () => void }>();
  private nextId = 1;

  now(): number {
    return this.time;
  }

  setTimeout(fire: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.pending.set(id, { at: this.time + ms, fire });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.pending.delete(handle as number);
  }

  /** Timeouts set and not yet fired or cleared. */
  get armed(): number {
    return this.pending.size;
  }

  /** Fires the earliest timeout, `early` ms before it is due, as Node's timers may. */
  fireNext(early = 0): void {
    const [id, next] = [...this.pending].reduce((a, b) => (b[1].at < a[1].at ? b : a));
    this.pending.delete(id);
    this.time = Math.max(this.time, next.at - early);
    next.fire();
  }

  /** Moves time on by `ms`, firing every timeout that falls due on the way, in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.pending]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at);
      const first = due[0];
      if (!first) break;
      this.pending.delete(first[0]);
      this.time = first[1].at;
      first[1].fire();
    }
    this.time = until;
  }
}
