import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Seat } from '../../core/game.ts';
import { COIN_TOSS } from '../testing/games.ts';
import { storedSeat, storedTable } from '../testing/stored.ts';
import { freshTable } from './restore.ts';
import type { Table } from './table.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { DAY_SECONDS } from '../protocol.ts';
import { TurnTimer, storedDeadlines } from './turn-timer.ts';

/** A coin toss for two people (they call at once), with a 5-second turn timer. */
function newTable(turnSeconds = 5): Table {
  const stored = storedTable({
    id: 'turntimer01',
    game: 'coin-toss',
    engineVersion: COIN_TOSS.engine.facts.version,
    options: { tosses: 2 },
    seed: 'turn-timer',
    turnSeconds,
    seats: [0, 1].map((seat) => storedSeat(seat, { claimed: true })),
  });
  const found = freshTable(stored, () => ({ ok: true, value: COIN_TOSS }));
  assert.ok(found.ok);
  return found.value;
}

function setup(msPerSecond?: number) {
  const scheduler = new FakeScheduler();
  const expired: Seat[] = [];
  const timer = new TurnTimer({
    expired: (_table, seat) => expired.push(seat),
    scheduler,
    msPerSecond,
  });
  return { scheduler, expired, timer, table: newTable() };
}

describe('the turn timer', () => {
  it('starts a clock for each person who must decide, shown as the earliest deadline', () => {
    const { scheduler, timer, table } = setup();
    timer.consider(table);
    assert.deepEqual(table.timer, { seat: 0, deadline: scheduler.time + 5000 });
    assert.equal(scheduler.armed, 1);
  });

  it('plays for everyone whose time ran out when it fires on time', () => {
    const { scheduler, expired, timer, table } = setup();
    timer.consider(table);
    scheduler.fireNext();
    assert.deepEqual(expired, [0, 1]);
  });

  it('re-arms for what is left when the timeout fires a millisecond early', () => {
    const { scheduler, expired, timer, table } = setup();
    timer.consider(table);
    scheduler.fireNext(1);
    assert.deepEqual(expired, [], 'nobody ran out yet');
    assert.equal(scheduler.armed, 1, 'the clock is still running');
    scheduler.fireNext();
    assert.deepEqual(expired, [0, 1]);
  });

  it('keeps re-arming however early the timeouts fire, until the time is up', () => {
    const { scheduler, expired, timer, table } = setup();
    timer.consider(table);
    const deadline = scheduler.time + 5000;
    for (const early of [4000, 999, 1]) {
      scheduler.fireNext(early);
      assert.deepEqual(expired, [], `${deadline - scheduler.time} ms left`);
      assert.equal(scheduler.armed, 1);
    }
    scheduler.fireNext();
    assert.deepEqual(expired, [0, 1]);
    assert.equal(scheduler.time, deadline);
  });

  it('asks the bot again when the decision it was asked for never lands', () => {
    const { scheduler, expired, timer, table } = setup();
    timer.consider(table);
    scheduler.fireNext();
    assert.deepEqual(expired, [0, 1]);
    // The answers were lost (a failed worker, a refusal): no commit ever calls `consider`.
    assert.equal(scheduler.armed, 1, 'a retry is armed');
    scheduler.fireNext();
    assert.deepEqual(expired, [0, 1, 0, 1]);
    assert.equal(scheduler.armed, 1);
  });

  it('does not play for a seat whose answer is applied but not yet committed', () => {
    const { scheduler, expired, timer, table } = setup();
    timer.consider(table);
    // Seat 0 calls heads a moment before its time runs out; the commit has not come back.
    table.play(0, 0, false);
    scheduler.fireNext();
    assert.deepEqual(expired, [1]);
    // The commit: seat 0 no longer decides, seat 1's clock runs on (its retry is armed).
    timer.consider(table);
    assert.equal(table.timer?.seat, 1);
    assert.equal(scheduler.armed, 1);
  });

  it('gives a seat a full turn again once its decision changes', () => {
    const { scheduler, expired, timer, table } = setup();
    timer.consider(table);
    scheduler.fireNext();
    scheduler.time += 30;
    table.play(0, 0, true);
    table.play(1, 1, true);
    timer.consider(table);
    assert.deepEqual(table.timer, { seat: 0, deadline: scheduler.time + 5000 });
    scheduler.fireNext(1);
    scheduler.fireNext();
    assert.deepEqual(expired, [0, 1, 0, 1]);
  });

  it('counts turn seconds in the milliseconds it is given', () => {
    const { scheduler, timer, table } = setup(10);
    timer.consider(table);
    assert.equal(table.timer?.deadline, scheduler.time + 50);
  });

  it('stops when the game is over, when the table is cleared and once closed', () => {
    const { scheduler, timer, table } = setup();
    timer.consider(table);
    timer.clear(table);
    assert.equal(scheduler.armed, 0);
    assert.equal(table.timer, null);
    timer.consider(table);
    table.play(0, 0, false);
    table.play(1, 0, false);
    table.play(0, 0, false);
    table.play(1, 0, false);
    assert.ok(table.finished);
    timer.consider(table);
    assert.equal(scheduler.armed, 0);
    timer.close();
    timer.consider(newTable());
    assert.equal(scheduler.armed, 0, 'a closed timer starts no clock');
  });

  it('never runs a clock for a table without a turn timer', () => {
    const { scheduler, timer } = setup();
    const table = newTable(0);
    timer.consider(table);
    assert.equal(scheduler.armed, 0);
    assert.equal(table.timer, null);
  });

  it('tells where each deadline it sets is to be recorded', () => {
    const scheduler = new FakeScheduler();
    const started: unknown[] = [];
    const timer = new TurnTimer({
      expired: () => undefined,
      started: (_table, seat, deadline) => started.push([seat, deadline]),
      scheduler,
    });
    const table = newTable();
    timer.consider(table);
    const deadline = { since: table.decisionStart[0] ?? 0, deadline: scheduler.time + 5000 };
    assert.deepEqual(started, [
      [0, deadline],
      [1, { ...deadline, since: table.decisionStart[1] ?? 0 }],
    ]);
  });

  it('keeps an inherited deadline of a seat still at the same decision', () => {
    const { scheduler, expired, timer, table } = setup();
    const since = table.decisionStart[0] ?? 0;
    timer.inherit(table, new Map([[0, { since, deadline: scheduler.time + 1000 }]]));
    timer.consider(table);
    assert.deepEqual(table.timer, { seat: 0, deadline: scheduler.time + 1000 });
    scheduler.advance(1000);
    assert.deepEqual(expired, [0], 'seat 0 at its old deadline; seat 1 has a fresh turn');
    scheduler.advance(3999);
    assert.ok(!expired.includes(1), 'seat 1 still has time');
    scheduler.advance(1);
    assert.ok(expired.includes(1), 'seat 1 after its full turn');
  });

  it('times a seat out at once when its inherited deadline has passed', () => {
    const { scheduler, expired, timer, table } = setup();
    const since = table.decisionStart[1] ?? 0;
    timer.inherit(table, new Map([[1, { since, deadline: scheduler.time - 300 }]]));
    timer.consider(table);
    scheduler.advance(0);
    assert.deepEqual(expired, [1]);
  });

  it('starts afresh a seat whose inherited deadline was for an earlier decision', () => {
    const { scheduler, expired, timer, table } = setup();
    const since = (table.decisionStart[0] ?? 0) - 1;
    timer.inherit(table, new Map([[0, { since, deadline: scheduler.time - 300 }]]));
    timer.consider(table);
    scheduler.advance(4999);
    assert.deepEqual(expired, []);
    assert.deepEqual(table.timer, { seat: 0, deadline: scheduler.time + 1 });
  });

  describe('by correspondence (days per decision)', () => {
    const DAY_MS = DAY_SECONDS * 1000;

    it('gives whole real days, however short the test makes turn seconds', () => {
      const scheduler = new FakeScheduler();
      const expired: Seat[] = [];
      const timer = new TurnTimer({
        expired: (_t, seat) => expired.push(seat),
        scheduler,
        msPerSecond: 10,
      });
      const table = newTable(3 * DAY_SECONDS);
      timer.consider(table);
      assert.deepEqual(table.timer, { seat: 0, deadline: scheduler.time + 3 * DAY_MS });
      assert.equal(timer.deadlineOf(table, 1), scheduler.time + 3 * DAY_MS);
      scheduler.advance(3 * DAY_MS - 1);
      assert.deepEqual(expired, []);
      scheduler.advance(1);
      assert.deepEqual(expired, [0, 1], 'then a bot plays, as at a live timer');
    });

    it('never asks Node for a timeout longer than it keeps, and still runs out on the day', () => {
      const scheduler = new FakeScheduler();
      const asked: number[] = [];
      const spy = {
        now: () => scheduler.now(),
        setTimeout: (fire: () => void, ms: number) => {
          asked.push(ms);
          return scheduler.setTimeout(fire, ms);
        },
        clearTimeout: (handle: number | NodeJS.Timeout) => {
          scheduler.clearTimeout(handle);
        },
      };
      const expired: Seat[] = [];
      const timer = new TurnTimer({ expired: (_t, seat) => expired.push(seat), scheduler: spy });
      const table = newTable(DAY_SECONDS);
      const deadline = scheduler.time + 30 * DAY_MS;
      const both = [0, 1].map(
        (seat) => [seat, { since: table.decisionStart[seat] ?? 0, deadline }] as const,
      );
      timer.inherit(table, new Map(both));
      timer.consider(table);
      assert.ok(
        asked.every((ms) => ms <= 2 ** 31 - 1),
        `asked ${asked.join(', ')} ms`,
      );
      scheduler.advance(30 * DAY_MS - 1);
      assert.deepEqual(expired, []);
      scheduler.advance(1);
      assert.deepEqual(expired, [0, 1]);
    });

    it('ties deadlines read back after a restart to the rebuilt table’s decisions', () => {
      const table = newTable(DAY_SECONDS);
      const seats = [
        storedSeat(0, { claimed: true, turn: { since: 7, deadline: 5_000 } }),
        storedSeat(1, { claimed: true, turn: { since: 7, deadline: null } }),
      ];
      const read = storedDeadlines(table, seats);
      assert.deepEqual([...read], [[0, { since: table.decisionStart[0], deadline: 5_000 }]]);
    });
  });
});
