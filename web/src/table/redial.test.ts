import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BACKOFF, mustRedial, nextTryWords, Redial, retryDelay, type Clock } from './redial.ts';

/** A clock that moves only when told, with the timers it holds. */
class FakeClock implements Clock {
  time = 1_000;
  private timers = new Map<number, { at: number; run: () => void }>();
  private next = 0;

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
  get waiting(): number {
    return this.timers.size;
  }
  /** Moves to the first timer due and runs it. */
  advance(): void {
    const [id, first] = [...this.timers].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
    if (id === undefined || !first) throw new Error('no timer is waiting');
    this.timers.delete(id);
    this.time = first.at;
    first.run();
  }
}

function redialler(random = () => 0) {
  const clock = new FakeClock();
  const dials: number[] = [];
  const shown: (number | null)[] = [];
  const redial = new Redial({
    clock,
    random,
    dial: () => dials.push(clock.now()),
    show: (at) => shown.push(at),
  });
  return { clock, dials, shown, redial };
}

describe('redialling a table', () => {
  it('tries again after every disconnect except the page leaving', () => {
    for (const reason of [
      'io server disconnect',
      'transport close',
      'transport error',
      'ping timeout',
      'parse error',
    ])
      assert.equal(mustRedial(reason), true, reason);
    assert.equal(mustRedial('io client disconnect'), false);
  });

  it('doubles the wait from half a second up to five seconds', () => {
    const waits = [0, 1, 2, 3, 4, 5, 10].map((attempt) => retryDelay(attempt, 0));
    assert.deepEqual(waits, [500, 1000, 2000, 4000, 5000, 5000, 5000]);
    assert.equal(retryDelay(60, 0), BACKOFF.maxMs, 'no overflow after many tries');
  });

  it('takes up to half of each wait off at random', () => {
    assert.equal(retryDelay(0, 0.5), 375);
    assert.equal(retryDelay(3, 0.999), 2002);
    for (let i = 0; i < 100; i++) {
      const wait = retryDelay(2, i / 100);
      assert.ok(wait > 1000 && wait <= 2000, `${wait}`);
    }
  });

  it('dials again after a server disconnect, later after each failure, and shows when', () => {
    const { clock, dials, shown, redial } = redialler();
    redial.dropped('io server disconnect');
    assert.deepEqual(shown, [1_500]);
    clock.advance();
    assert.deepEqual(dials, [1_500]);
    assert.deepEqual(shown, [1_500, null]);
    redial.failed();
    clock.advance();
    redial.failed();
    clock.advance();
    assert.deepEqual(dials, [1_500, 2_500, 4_500]);
  });

  it('starts again from the shortest wait once the table is back', () => {
    const { clock, dials, redial } = redialler();
    redial.dropped('transport close');
    clock.advance();
    redial.failed();
    clock.advance();
    redial.live();
    redial.dropped('transport close');
    clock.advance();
    assert.deepEqual(dials, [1_500, 2_500, 3_000]);
  });

  it('keeps one try waiting however often the drop is reported', () => {
    const { clock, dials, redial } = redialler();
    redial.dropped('transport close');
    redial.failed();
    assert.equal(clock.waiting, 1);
    clock.advance();
    assert.deepEqual(dials, [1_500]);
  });

  it('dials at once when asked, and not at all after leaving', () => {
    const { clock, dials, shown, redial } = redialler();
    redial.dropped('ping timeout');
    redial.tryNow();
    assert.deepEqual(dials, [1_000]);
    assert.equal(clock.waiting, 0);
    assert.deepEqual(shown, [1_500, null]);
    redial.failed();
    redial.stop();
    assert.equal(clock.waiting, 0);
    redial.dropped('transport close');
    redial.tryNow();
    assert.equal(clock.waiting, 0);
    assert.deepEqual(dials, [1_000]);
  });

  it('does not dial again when the page itself closed the socket', () => {
    const { clock, redial } = redialler();
    redial.dropped('io client disconnect');
    assert.equal(clock.waiting, 0);
  });

  it('says when the next try comes, in whole seconds', () => {
    assert.equal(nextTryWords(4_500, 1_000), 'next try in 4 s');
    assert.equal(nextTryWords(1_100, 1_000), 'next try in 1 s');
    assert.equal(nextTryWords(900, 1_000), 'next try in 1 s', 'never 0 s while one waits');
    assert.equal(nextTryWords(null, 1_000), 'trying now');
  });
});
