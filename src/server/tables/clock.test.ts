import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Seat } from '../../core/game.ts';
import { createTableSchema, type ClockSetting } from '../protocol.ts';
import { Reader } from '../storage/reader.ts';
import { Writer } from '../storage/writer.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { COIN_TOSS } from '../testing/games.ts';
import { liveTable, storedSeat, storedTable } from '../testing/stored.ts';
import { bankAfter, decisionBegan, decisionsOf, replayBanks, type TimedAction } from './clock.ts';
import { rebuildTable } from './restore.ts';
import type { Table } from './table.ts';
import { summaryHolds, tableSummary } from './views.ts';
import { TurnTimer } from './turn-timer.ts';

const FIVE_PLUS_THREE: ClockSetting = { baseSeconds: 300, incrementSeconds: 3 };
const S = 1000;

/** A coin toss for two people who call at once, three tosses, with no per-decision timer. */
function newTable(): Table {
  return liveTable(COIN_TOSS, {
    id: 'clocktable01',
    options: { tosses: 3 },
    seed: 'clock',
    seats: [0, 1].map((seat) => storedSeat(seat, { claimed: true })),
  });
}

function setup(setting: ClockSetting = FIVE_PLUS_THREE) {
  const scheduler = new FakeScheduler();
  const expired: Seat[] = [];
  const timer = new TurnTimer({
    expired: (_table, seat) => expired.push(seat),
    scheduler,
    clockOf: () => setting,
  });
  return { scheduler, expired, timer, table: newTable() };
}

describe('a real-time clock per seat', () => {
  it('charges the time used and adds the increment when a decision ends', () => {
    assert.equal(bankAfter(300 * S, 100 * S, 3 * S), 203 * S);
    assert.equal(
      bankAfter(10 * S, 25 * S, 3 * S),
      3 * S,
      'a seat that ran out keeps only the increment',
    );
    const banks = replayBanks(FIVE_PLUS_THREE, 2, [
      { seat: 0, began: 0, ended: 100 * S },
      { seat: 1, began: 0, ended: 40 * S },
      { seat: 0, began: 100 * S, ended: 110 * S },
    ]);
    assert.deepEqual(banks, [196 * S, 263 * S]);
  });

  it('gives each deciding seat its own bank as its deadline', () => {
    const { scheduler, timer, table } = setup();
    const start = scheduler.time;
    timer.consider(table);
    assert.equal(timer.deadlineOf(table, 0), start + 300 * S);
    assert.equal(timer.deadlineOf(table, 1), start + 300 * S);
    scheduler.time += 100 * S;
    table.play(0, 0, false);
    timer.consider(table);
    assert.deepEqual(timer.banksOfTable(table), [203 * S, 300 * S]);
    assert.equal(timer.deadlineOf(table, 0), undefined, 'seat 0 waits for seat 1');
    assert.equal(timer.deadlineOf(table, 1), start + 300 * S, 'seat 1’s clock ran on');
    scheduler.time += 50 * S;
    table.play(1, 1, false);
    timer.consider(table);
    const now = scheduler.time;
    assert.deepEqual(timer.banksOfTable(table), [203 * S, 153 * S]);
    assert.equal(timer.deadlineOf(table, 0), now + 203 * S, 'the next toss: each its own bank');
    assert.equal(timer.deadlineOf(table, 1), now + 153 * S);
  });

  it('shows every person’s clock in the table’s summary, resent only when one changed', () => {
    const { scheduler, timer, table } = setup();
    assert.equal(tableSummary(table).clocks, undefined, 'a table without a clock shows none');
    const clocked = liveTable(COIN_TOSS, {
      id: 'clockshown01',
      options: { tosses: 3 },
      clock: FIVE_PLUS_THREE,
      seats: [
        storedSeat(0, { claimed: true }),
        storedSeat(1, { agent: 'bot:easy', invite: 'bot' }),
      ],
    });
    timer.consider(clocked);
    const start = scheduler.time;
    const shown = tableSummary(clocked);
    assert.deepEqual(shown.clock, FIVE_PLUS_THREE);
    assert.deepEqual(shown.clocks, [{ seat: 0, bankMs: 300 * S, deadline: start + 300 * S }]);
    assert.ok(summaryHolds(shown, clocked), 'nothing changed: the summary holds');
    scheduler.time += 10 * S;
    clocked.play(0, 0, false);
    timer.consider(clocked);
    assert.ok(!summaryHolds(shown, clocked), 'a clock changed: the summary is sent again');
    const after = tableSummary(clocked).clocks?.[0];
    assert.equal(after?.bankMs, 293 * S);
  });

  it('hands a seat that ran out to the bot, and leaves it only the increment', () => {
    const { scheduler, expired, timer, table } = setup({ baseSeconds: 30, incrementSeconds: 2 });
    timer.consider(table);
    scheduler.time += 10 * S;
    table.play(1, 0, false);
    timer.consider(table);
    scheduler.advance(20 * S - 1);
    assert.deepEqual(expired, []);
    scheduler.advance(1);
    assert.deepEqual(expired, [0]);
    table.play(0, 0, true);
    timer.consider(table);
    assert.deepEqual(timer.banksOfTable(table), [2 * S, 22 * S]);
    assert.equal(timer.deadlineOf(table, 0), scheduler.time + 2 * S);
  });

  it('gives no seat a fresh clock after a restart: banks follow from the actions’ times', () => {
    const { scheduler, timer, table } = setup();
    const createdAt = scheduler.time;
    timer.consider(table);
    const actions: TimedAction[] = [];
    scheduler.time += 100 * S;
    actions.push({ seat: 0, at: scheduler.time, since: table.decisionStart[0] ?? 0 });
    table.play(0, 0, false);
    timer.consider(table);
    // The server stops 50 s later; a new process rebuilds the table from what is stored.
    scheduler.time += 50 * S;
    timer.close();
    const restarted = setup();
    restarted.scheduler.time = scheduler.time;
    const banks = replayBanks(FIVE_PLUS_THREE, 2, decisionsOf(createdAt, actions));
    const since = table.decisionStart[1] ?? 0;
    const began = decisionBegan(createdAt, actions, since);
    restarted.timer.restoreClock(table, banks, new Map([[1, { since, began }]]));
    restarted.timer.consider(table);
    assert.deepEqual(restarted.timer.banksOfTable(table), [203 * S, 300 * S]);
    assert.equal(restarted.timer.deadlineOf(table, 1), createdAt + 300 * S);
    restarted.scheduler.advance(150 * S - 1);
    assert.deepEqual(restarted.expired, []);
    restarted.scheduler.advance(1);
    assert.deepEqual(
      restarted.expired,
      [1],
      'seat 1 runs out when it would have without the restart',
    );
  });

  it('charges a decision cut by a response window without its increment', () => {
    const { scheduler, timer, table } = setup();
    timer.consider(table);
    scheduler.time += 40 * S;
    table.pause = {
      kind: 'window-point',
      chain: 0,
      since: table.version,
      deadline: scheduler.time + 10 * S,
      now: () => scheduler.time,
      stopped: new Set([0]),
    };
    timer.consider(table);
    assert.deepEqual(timer.banksOfTable(table), [260 * S, 260 * S]);
    assert.equal(timer.deadlineOf(table, 0), undefined, 'the window runs on its own countdown');
    scheduler.time += 10 * S;
    table.pause = null;
    timer.consider(table);
    assert.equal(timer.deadlineOf(table, 0), scheduler.time + 260 * S);
  });
});

describe('a clock table rebuilt from the database', () => {
  const createdAt = '2026-01-01T00:00:00.000Z';
  const created = Date.parse(createdAt);
  const stored = storedTable({
    id: 'clockrebuilt1',
    game: 'coin-toss',
    engineVersion: COIN_TOSS.engine.facts.version,
    options: { tosses: 3 },
    seed: 'clock',
    createdAt,
    clock: FIVE_PLUS_THREE,
    seats: [0, 1].map((seat) => storedSeat(seat, { claimed: true })),
  });
  const rebuilt = (actions: Parameters<typeof rebuildTable>[1]) => {
    const found = rebuildTable(stored, actions, () => ({ ok: true, value: COIN_TOSS }));
    assert.ok(found.ok);
    return found.value;
  };

  it('keeps each seat’s bank and running clock: no fresh clock by a restart', () => {
    // Seat 0 called after 100 s; seat 1 was still thinking when the server stopped at 150 s.
    const table = rebuilt([{ idx: 0, seat: 0, action: 0, timeout: false, at: created + 100 * S }]);
    const { scheduler, expired, timer } = setup();
    scheduler.time = created + 150 * S;
    assert.ok(timer.restorePast(table));
    timer.consider(table);
    assert.deepEqual(timer.banksOfTable(table), [203 * S, 300 * S]);
    assert.equal(timer.deadlineOf(table, 1), created + 300 * S);
    scheduler.advance(150 * S);
    assert.deepEqual(expired, [1], 'seat 1 runs out at 300 s, as without the restart');
  });

  it('counts a whole toss of both seats, then the next decisions on the banks left', () => {
    const table = rebuilt([
      { idx: 0, seat: 1, action: 0, timeout: false, at: created + 20 * S },
      { idx: 1, seat: 0, action: 1, timeout: false, at: created + 50 * S },
    ]);
    const { scheduler, timer } = setup();
    scheduler.time = created + 60 * S;
    assert.ok(timer.restorePast(table));
    timer.consider(table);
    assert.deepEqual(timer.banksOfTable(table), [253 * S, 283 * S]);
    assert.equal(timer.deadlineOf(table, 0), created + 50 * S + 253 * S);
    assert.equal(timer.deadlineOf(table, 1), created + 50 * S + 283 * S);
  });

  it('is stored with its clock, and a table without one has none', () => {
    assert.deepEqual(rebuilt([]).clock, FIVE_PLUS_THREE);
    assert.equal(newTable().clock, null);
    assert.equal(setup().timer.restorePast(newTable()), false);
  });
});

describe('the create request’s clock', () => {
  const base = { game: 'coin-toss', seats: [{ kind: 'me' }, { kind: 'me' }] };

  it('takes a base and an increment', () => {
    const parsed = createTableSchema.safeParse({ ...base, clock: FIVE_PLUS_THREE });
    assert.ok(parsed.success);
    assert.deepEqual(parsed.data.clock, FIVE_PLUS_THREE);
    assert.equal(parsed.data.turnSeconds, 0);
  });

  it('refuses a clock together with a time per decision, or days', () => {
    for (const turnSeconds of [30, 3 * 86_400]) {
      const parsed = createTableSchema.safeParse({ ...base, clock: FIVE_PLUS_THREE, turnSeconds });
      assert.ok(!parsed.success);
      assert.match(parsed.error.issues[0]?.message ?? '', /either a clock or turnSeconds/);
      assert.deepEqual(parsed.error.issues[0]?.path, ['clock']);
    }
  });

  it('refuses a base or increment out of bounds', () => {
    for (const clock of [
      { baseSeconds: 5, incrementSeconds: 0 },
      { baseSeconds: 20_000, incrementSeconds: 0 },
      { baseSeconds: 300, incrementSeconds: -1 },
      { baseSeconds: 300, incrementSeconds: 500 },
      { baseSeconds: 300.5, incrementSeconds: 3 },
      { baseSeconds: 300 },
    ]) {
      assert.equal(
        createTableSchema.safeParse({ ...base, clock }).success,
        false,
        JSON.stringify(clock),
      );
    }
  });
});

describe('a clock in the database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-clock-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is written with its table and read back, with each action’s time', async () => {
    const path = join(dir, 'db.sqlite');
    const reader = new Reader(path);
    const writer = new Writer(path);
    const timed = storedTable({
      id: 'clocked',
      game: 'coin-toss',
      engineVersion: '1.0.0',
      clock: FIVE_PLUS_THREE,
    });
    const untimed = storedTable({ id: 'untimed', game: 'coin-toss', engineVersion: '1.0.0' });
    const row = { tableId: 'clocked', idx: 0, seat: 0, action: 0, timeout: false, at: 1_764_000 };
    await writer.commit([
      { kind: 'table', table: timed },
      { kind: 'table', table: untimed },
      { kind: 'action', row },
    ]);
    assert.deepEqual((await reader.loadTable('clocked'))?.clock, FIVE_PLUS_THREE);
    assert.equal((await reader.loadTable('untimed'))?.clock, null);
    assert.deepEqual(await reader.loadActions('clocked'), [
      { idx: 0, seat: 0, action: 0, timeout: false, at: 1_764_000 },
    ]);
    await writer.close();
    await reader.close();
  });
});
