import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FairQueue } from './fair-queue.ts';

/** Runs the queue with `workers` workers, each task taking one step; returns the run order. */
function runOrder(queue: FairQueue<string>, workers: number): string[] {
  const order: string[] = [];
  for (;;) {
    const running: { lane: string; item: string }[] = [];
    for (let i = 0; i < workers; i++) {
      const next = queue.take();
      if (next) running.push(next);
    }
    if (running.length === 0) return order;
    for (const { lane, item } of running) {
      order.push(item);
      queue.finished(lane);
    }
  }
}

describe('the bots’ fair queue', () => {
  it('runs one task of a table at a time, in the order they came', () => {
    const queue = new FairQueue<string>();
    queue.push('A', false, 'a1');
    queue.push('A', false, 'a2');
    assert.deepEqual(queue.take(), { lane: 'A', item: 'a1' });
    assert.equal(queue.take(), undefined, 'a2 waits while a1 runs');
    queue.finished('A');
    assert.deepEqual(queue.take(), { lane: 'A', item: 'a2' });
  });

  it('lets the tables take turns', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3']) queue.push('A', false, item);
    queue.push('B', false, 'b1');
    for (const item of ['c1', 'c2']) queue.push('C', false, item);
    assert.deepEqual(runOrder(queue, 1), ['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
  });

  it('serves tables where a person plays before all-bot tables', () => {
    const queue = new FairQueue<string>();
    for (let table = 0; table < 50; table++) {
      for (let seat = 0; seat < 6; seat++) queue.push(`bots-${table}`, false, `b${table}.${seat}`);
    }
    queue.push('person', true, 'p1');
    queue.push('person', true, 'p2');
    const order = runOrder(queue, 2);
    // Two workers: the person's first task runs at once, the second as soon as it ended.
    assert.deepEqual(order.slice(0, 4), ['p1', 'b0.0', 'p2', 'b1.0']);
    assert.equal(order.length, 302);
  });

  it('a person’s task waits for at most one running task when every worker is busy', () => {
    const queue = new FairQueue<string>();
    for (let table = 0; table < 50; table++) queue.push(`bots-${table}`, false, `b${table}`);
    const busy = [queue.take(), queue.take()];
    assert.ok(busy.every(Boolean), 'both workers search for bots');
    queue.push('person', true, 'p1');
    const done = busy[0];
    assert.ok(done);
    queue.finished(done.lane);
    assert.deepEqual(queue.take(), { lane: 'person', item: 'p1' });
  });

  it('makes a table a person’s once any of its tasks says so', () => {
    const queue = new FairQueue<string>();
    queue.push('A', false, 'a1');
    queue.push('B', false, 'b1');
    queue.push('B', true, 'b2');
    assert.deepEqual(runOrder(queue, 1), ['b1', 'b2', 'a1']);
  });

  it('gives up what waits, and counts it', () => {
    const queue = new FairQueue<string>();
    queue.push('A', false, 'a1');
    queue.push('A', false, 'a2');
    queue.push('B', true, 'b1');
    assert.equal(queue.waiting, 3);
    assert.equal(queue.take()?.item, 'b1');
    assert.deepEqual(queue.clear().sort(), ['a1', 'a2']);
    assert.equal(queue.waiting, 0);
    queue.finished('B');
    assert.equal(queue.take(), undefined);
  });
});
