import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, it } from 'node:test';
import type { Pace } from '../../bots/levels.ts';
import type { Action, Seat } from '../../core/game.ts';
import { freshTable } from '../tables/restore.ts';
import type { Table } from '../tables/table.ts';
import { COIN_TOSS, findGame } from '../testing/games.ts';
import { storedSeat, storedTable } from '../testing/stored.ts';
import { randomAgent } from '../../bots/random.ts';
import { ok } from '../../core/result.ts';
import { PASS } from '../../core/testing/chain-cards.ts';
import { forcedPlay } from '../../core/testing/forced-play.ts';
import { dealtChainCards } from '../testing/dealt-chain-cards.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { BotPlayer, TIMEOUT_BOT, longestThought, type BotDecider } from './bot-player.ts';
import type { BotTask } from './decision.ts';
import { DroppedTask, type Placement } from './pool.ts';

/** A coin toss: seat 0 a person, seat 1 an easy bot; both call at once. */
function newTable(): Table {
  const stored = storedTable({
    id: 'botplayer01',
    game: 'coin-toss',
    engineVersion: COIN_TOSS.engine.facts.version,
    options: { tosses: 2 },
    seed: 'bot-player',
    turnSeconds: 5,
    seats: [
      storedSeat(0, { name: 'Ann', claimed: true }),
      storedSeat(1, { name: 'Bot', invite: 'bot', agent: 'bot:easy', claimed: true }),
    ],
  });
  const found = freshTable(stored, findGame);
  assert.ok(found.ok);
  return found.value;
}

interface Asked {
  readonly task: BotTask;
  readonly placement: Placement | undefined;
  readonly answer: (action: Action) => void;
  readonly fail: (error: Error) => void;
}

/** A pool that answers only when the test says so. */
class HeldPool implements BotDecider {
  readonly asked: Asked[] = [];

  decide(task: BotTask, placement?: Placement): Promise<Action> {
    return new Promise((answer, fail) => {
      this.asked.push({ task, placement, answer, fail });
    });
  }
}

function setup(pace?: Pace) {
  const pool = new HeldPool();
  const played: { seat: Seat; action: Action; timeout: boolean }[] = [];
  const logged: string[] = [];
  const bots = new BotPlayer({
    delayMs: 0,
    pool,
    find: findGame,
    pooled: new Set(['bot:easy', TIMEOUT_BOT]),
    timeScale: 0.01,
    pace,
    log: (message) => logged.push(message),
    submit: (_table, seat, action, _version, timeout) => {
      played.push({ seat, action, timeout });
      return true;
    },
  });
  return { pool, played, logged, bots, table: newTable() };
}

describe('the bot player', () => {
  it('plays for a person who ran out of time, in the table’s lane ahead of all-bot tables', async () => {
    const { pool, played, bots, table } = setup();
    bots.playFor(table, 0);
    const [asked] = pool.asked;
    assert.equal(asked?.task.descriptor, TIMEOUT_BOT);
    assert.equal(asked.placement?.lane, table.id);
    assert.equal(asked.placement.person, true);
    asked.answer(1);
    await nextTurn();
    assert.deepEqual(played, [{ seat: 0, action: 1, timeout: true }]);
  });

  it('puts a bot’s own decision behind people’s when nobody is connected to the table', async () => {
    const { pool, bots, table } = setup();
    bots.consider(table);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [asked] = pool.asked;
    assert.equal(asked?.task.descriptor, 'bot:easy');
    assert.equal(asked.placement?.person, false);
    assert.equal(asked.task.pace, undefined, 'live play unless the server counts iterations');
  });

  it('hands every decision the server’s pace and time scale', () => {
    const { pool, bots, table } = setup('iterations');
    bots.playFor(table, 0);
    const [asked] = pool.asked;
    assert.equal(asked?.task.pace, 'iterations');
    assert.equal(asked.task.timeScale, 0.01);
  });

  it('asks once while the seat’s decision is under way, and again once it was lost', async () => {
    const { pool, played, bots, table } = setup();
    bots.playFor(table, 0);
    bots.playFor(table, 0);
    assert.equal(pool.asked.length, 1, 'the seat is busy');
    pool.asked[0]?.fail(new DroppedTask('the table moved on'));
    await nextTurn();
    assert.deepEqual(played, []);
    bots.playFor(table, 0);
    assert.equal(pool.asked.length, 2, 'the seat was let go: the timer’s retry is heard');
  });

  it('decides inline when the pool fails', async () => {
    const { pool, played, logged, bots, table } = setup();
    bots.playFor(table, 0);
    pool.asked[0]?.fail(new Error('a bot worker exited with code 1'));
    await nextTurn();
    assert.equal(played.length, 1);
    assert.equal(played[0]?.timeout, true);
    assert.match(logged.join('\n'), /deciding inline/);
  });

  it('once closed, plays nothing: no answer still to come, no decision inline', async () => {
    const { pool, played, logged, bots, table } = setup();
    bots.playFor(table, 0);
    bots.consider(table);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(pool.asked.length, 2);
    bots.close();
    pool.asked[0]?.answer(0);
    pool.asked[1]?.fail(new Error('the bot pool is closed'));
    await nextTurn();
    assert.deepEqual(played, []);
    assert.deepEqual(logged, []);
    bots.playFor(table, 0);
    bots.consider(table);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(pool.asked.length, 2, 'nothing new is asked');
  });
});

/** A table's pause before its bots act, and an easy bot's whole thinking time. */
const DELAY_MS = 600;
const THINKS_MS = longestThought('bot:easy');

/**
 * The answers an easy bot plays at `table`, with when (ms after it was asked, on a clock the test
 * turns: a second of it) and what. Its decisions come as a search level's do: a single legal
 * action at once, a choice (`choice`, or the first legal) after the level's whole thinking time.
 */
async function answersOnAClock(
  table: Table,
  choice?: Action,
  windowDelayMs?: number,
): Promise<{ at: number; action: Action }[]> {
  const clock = new FakeScheduler();
  const start = clock.now();
  const played: { at: number; action: Action }[] = [];
  const pool: BotDecider = {
    decide: ({ decision }) =>
      decision.legal.length === 1
        ? Promise.resolve(decision.legal[0] as Action)
        : new Promise((resolve) => {
            clock.setTimeout(() => {
              resolve(choice ?? (decision.legal[0] as Action));
            }, THINKS_MS);
          }),
  };
  const bots = new BotPlayer({
    delayMs: DELAY_MS,
    windowDelayMs,
    pool,
    find: findGame,
    pooled: new Set(['bot:easy']),
    timeScale: 1,
    scheduler: clock,
    log: () => undefined,
    submit: (_table, _seat, action) => {
      played.push({ at: clock.now() - start, action });
      return true;
    },
  });
  bots.consider(table);
  for (let ms = 0; ms < 1000; ms += 10) {
    clock.advance(10);
    await nextTurn();
  }
  bots.close();
  return played;
}

describe('the bot player at a response window (#31)', () => {
  /** Dealt chain cards after Ana's Shot 4 is revealed: both seats are asked. */
  function atTheReveal(boHand: number[]): Table {
    const stored = storedTable({
      id: 'botwindow01',
      game: dealtChainCards.facts.id,
      engineVersion: dealtChainCards.facts.version,
      options: { rounds: 1, hands: [[3, 0, 1], boHand] },
      seats: [
        storedSeat(0, { name: 'Ana', claimed: true }),
        storedSeat(1, { name: 'Bot', invite: 'bot', agent: 'bot:easy', claimed: true }),
      ],
    });
    const found = freshTable(stored, (id) =>
      id === dealtChainCards.facts.id
        ? ok({ engine: dealtChainCards, heuristic: randomAgent })
        : findGame(id),
    );
    assert.ok(found.ok);
    const table = found.value;
    table.play(0, 3, false);
    assert.deepEqual(table.actors(), [0, 1]);
    return table;
  }

  /** When the bot's answer is played, and what it was. */
  const answered = (boHand: number[]) => answersOnAClock(atTheReveal(boHand), PASS);

  it('answers at the delay and its whole thinking time after it was asked, whatever it holds', async () => {
    const holding = await answered([16, 5, 6]); // a Block: [16, pass]
    const passOnly = await answered([4, 5, 6]); // [pass]
    assert.deepEqual(holding, [{ at: DELAY_MS + THINKS_MS, action: PASS }]);
    assert.deepEqual(passOnly, holding);
  });

  it("answers at a window after the window's shorter pause, whatever it holds", async () => {
    const holding = await answersOnAClock(atTheReveal([16, 5, 6]), PASS, 150);
    const passOnly = await answersOnAClock(atTheReveal([4, 5, 6]), PASS, 150);
    assert.deepEqual(holding, [{ at: 150 + THINKS_MS, action: PASS }]);
    assert.deepEqual(passOnly, holding);
  });

  it("answers at a window after the window's pause when it is the longer one", async () => {
    // A test server shortens the moves' pause and keeps the window's as served.
    const longer = DELAY_MS + 100;
    const answers = await answersOnAClock(atTheReveal([16, 5, 6]), PASS, longer);
    assert.deepEqual(answers, [{ at: longer + THINKS_MS, action: PASS }]);
  });
});

describe('the bot player where hands are hidden (#31)', () => {
  /** Forced play, an easy bot in seat 0 on turn, dealt from `seed`. */
  function forcedPlayTable(seed: string): Table {
    const stored = storedTable({
      id: 'botforced01',
      game: forcedPlay.facts.id,
      engineVersion: forcedPlay.facts.version,
      options: { turns: 2 },
      seed,
      seats: [
        storedSeat(0, { name: 'Bot', invite: 'bot', agent: 'bot:easy', claimed: true }),
        storedSeat(1, { name: 'Ana', claimed: true }),
      ],
    });
    const found = freshTable(stored, (id) =>
      id === forcedPlay.facts.id
        ? ok({ engine: forcedPlay, heuristic: randomAgent })
        : findGame(id),
    );
    assert.ok(found.ok);
    return found.value;
  }

  /** A seed whose deal leaves the bot `choices` legal actions on its first turn (FP-2). */
  function seedWith(choices: (n: number) => boolean): string {
    for (let i = 0; i < 200; i++) {
      const table = forcedPlayTable(`forced-${i}`);
      if (choices(table.legalActions(0).length)) return `forced-${i}`;
    }
    throw new Error('no such deal in 200 seeds');
  }

  /** When the bot's first answer is played. */
  const answeredAt = async (seed: string): Promise<number[]> =>
    (await answersOnAClock(forcedPlayTable(seed))).map((answer) => answer.at);

  it('answers a forced step at the same moment as a real choice: the hand decides neither', async () => {
    const forced = await answeredAt(seedWith((n) => n === 1)); // no high card: hold alone
    const choosing = await answeredAt(seedWith((n) => n > 1));
    assert.deepEqual(choosing, [DELAY_MS + THINKS_MS]);
    assert.deepEqual(forced, choosing);
  });

  it("keeps a move's pause outside windows when windows have a shorter one", async () => {
    const answers = await answersOnAClock(forcedPlayTable(seedWith((n) => n > 1)), undefined, 150);
    assert.deepEqual(
      answers.map((answer) => answer.at),
      [DELAY_MS + THINKS_MS],
    );
  });
});
