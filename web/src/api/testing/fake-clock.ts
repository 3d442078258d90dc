/**
 * A clock for tests of the app's waits (api/retry.ts and the table page's redial): it moves
 * only when told, and runs the timers it holds in order of when they are due.
 */
import assert from 'node:assert/strict';
import type { Clock } from '../retry.ts';

export class FakeClock implements Clock {
  time: number;
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  private next = 0;

  /** A clock at `start` ms, e.g. 1_000 where a test wants room before the first wait. */
  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): number {
    this.timers.set(++this.next, { at: this.time + ms, run });
    return this.next;
  }

  clearTimeout(timer: unknown): void {
    this.timers.delete(timer as number);
  }

  /** How many timers wait. */
  get waiting(): number {
    return this.timers.size;
  }

  /** Moves to the first timer due and runs it; fails when none waits. */
  advance(): void {
    const [id, first] = [...this.timers].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
    assert.ok(id !== undefined && first, 'a timer waits');
    this.timers.delete(id);
    this.time = first.at;
    first.run();
  }
}
