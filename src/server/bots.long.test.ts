import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { coinToss } from '../core/testing/coin-toss.ts';
import { Rng } from '../core/rng.ts';
import { LEVELS } from '../bots/levels.ts';
import { MARGIN, MOST_RESERVED } from '../bots/search/deadline.ts';
import { SEARCH_BOTS } from '../bots/agents.ts';
import type { Seat } from '../core/game.ts';
import { BotPool } from './bots/pool.ts';
import type { GameRecord } from '../core/record.ts';
import type { TableSummary } from './protocol.ts';
import { GAMES_MODULE, engineOf } from './testing/games.ts';
import { playRandomly } from './testing/random-player.ts';
import { testServer, type TestServer } from './testing/harness.ts';

describe('bots and the turn timer', () => {
  let server: TestServer;
  before(async () => {
    // Every level has only to finish its game here (their strength is strength.long.test.ts'
    // and bench:bots' business): they think a fiftieth of the harness's fifth, still searching.
    server = await testServer({ botTimeScale: 0.004 });
  });
  after(async () => {
    await server.close();
  });

  it('bots of every level finish a game of Goalkeepers against a scripted person', async () => {
    const created = await server.createTable({
      game: 'goalkeepers',
      seats: [
        { kind: 'me' },
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'normal' },
        { kind: 'bot', level: 'hard' },
      ],
    });
    const id = created.table.id;
    const token = created.seats[0]?.token;
    const person = await server.client();
    playRandomly(person, id, token ?? '', 0, 'scripted person');
    await person.request('join', { tableId: id, tokens: [token] });
    await person.until(() => person.latest(0)?.table.status === 'finished');
    const record = await server.api<GameRecord>(`/api/tables/${id}/record`);
    assert.equal(record.status, 200);
    assert.deepEqual(record.body.outcome, person.latest(0)?.table.outcome);
    const seats = new Set(record.body.actions.map(([seat]) => seat));
    assert.deepEqual([...seats].sort(), [0, 1, 2, 3], 'every seat played');
    for (const text of person.received) assert.ok(!text.includes(record.body.seed));
  });

  it('a bot plays for a person whose turn timer runs out, and the log says so', async () => {
    const created = await server.createTable({
      game: 'coin-toss',
      options: { tosses: 1 },
      seats: [
        { kind: 'me', name: 'Slow' },
        { kind: 'bot', level: 'easy' },
      ],
      turnSeconds: 1,
    });
    const id = created.table.id;
    const started = Date.now();
    const client = await server.client();
    await client.request('join', { tableId: id, tokens: [created.seats[0]?.token] });
    const first = await client.update(0);
    assert.equal(first.timer?.seat, 0);
    assert.ok(first.timer.deadline > started);
    // What was left as the update went out: clients count down from it on their own clocks.
    assert.ok(first.timer.msLeft > 0 && first.timer.msLeft <= 1000, `${first.timer.msLeft} ms`);
    await client.until(() => client.latest(0)?.table.status === 'finished');
    assert.ok(Date.now() - started >= 900);
    const events = client.updates.flatMap((u) => u.events);
    const timeout = events.find((e) => e.kind === 'timeout');
    assert.equal(timeout?.seat, 0);
    assert.match(timeout.text, /Slow ran out of time/);
    assert.equal(client.latest(0)?.timer, null);
    const summary = await server.api<TableSummary>(`/api/tables/${id}`);
    assert.equal(summary.body.status, 'finished');
  });
});

describe('the bot worker pool', () => {
  it('answers decisions from worker threads, several at once, with the agents of the games', async () => {
    const pool = new BotPool(2, GAMES_MODULE);
    const goalkeepers = engineOf('goalkeepers');
    assert.ok(goalkeepers);
    try {
      const state = goalkeepers.setup({ rounds: 3 }, 2, Rng.fromSeed('pool'));
      const legal = goalkeepers.legalActions(state, 0);
      const decision = {
        seat: 0,
        view: goalkeepers.view(state, 0),
        legal,
        labels: legal.map((a) => goalkeepers.actionLabel(state, 0, a)),
      };
      const coin = coinToss.setup({ tosses: 3 }, 2, Rng.fromSeed('coin'));
      const coinDecision = {
        seat: 1,
        view: coinToss.view(coin, 1),
        legal: [0, 1],
        labels: ['Call heads', 'Call tails'],
      };
      // Answers are asked for, not their quality: the hard level thinks 5 ms, not 500.
      const timeScale = 0.01;
      const answers = await Promise.all([
        pool.decide({
          game: 'goalkeepers',
          descriptor: 'bot:hard',
          seed: 'a',
          decision,
          timeScale,
        }),
        pool.decide({ game: 'goalkeepers', descriptor: 'bot:random', seed: 'b', decision }),
        pool.decide({
          game: 'coin-toss',
          descriptor: 'bot:hard',
          seed: 'c',
          decision: coinDecision,
          timeScale,
        }),
      ]);
      assert.ok(legal.includes(answers[0]));
      assert.ok(legal.includes(answers[1]));
      assert.ok([0, 1].includes(answers[2]));
      await assert.rejects(
        pool.decide({ game: 'no-such-game', descriptor: 'bot:hard', seed: 'd', decision }),
        /Unknown game/,
      );
    } finally {
      await pool.close();
    }
  });

  it('lets the levels think in a worker on the clock: the server’s loop stays free while they think', async () => {
    assert.ok(SEARCH_BOTS.includes('bot:hard'), 'the hard level goes to the pool by default');
    const pool = new BotPool(1, GAMES_MODULE);
    const goal = engineOf('goal');
    assert.ok(goal);
    try {
      const state = goal.setup({}, 2, Rng.fromSeed('think'));
      const moves = Rng.fromSeed('think/moves');
      for (let i = 0; i < 12; i++) {
        const seat = goal.actors(state)[0] as Seat;
        const options = goal.legalActions(state, seat);
        goal.apply(state, seat, options[moves.int(options.length)] as number);
      }
      const seat = goal.actors(state)[0] as Seat;
      const legal = goal.legalActions(state, seat);
      assert.ok(legal.length > 1);
      const decision = {
        seat,
        view: goal.view(state, seat),
        legal,
        labels: legal.map((a) => goal.actionLabel(state, seat, a)),
      };
      // The first task starts the worker and loads the games; time the second.
      await pool.decide({ game: 'goal', descriptor: 'bot:random', seed: 'w', decision });
      // If the search ran on this thread, this thread's event loop would be busy for the whole
      // budget; on a worker it waits idle. A share of time, so the same on a slow machine.
      const before = performance.eventLoopUtilization();
      const started = performance.now();
      const action = await pool.decide({
        game: 'goal',
        descriptor: 'bot:hard',
        seed: 'h',
        decision,
      });
      const spent = performance.now() - started;
      const busy = performance.eventLoopUtilization(before).utilization;
      assert.ok(legal.includes(action));
      const budget = LEVELS.hard.milliseconds;
      // On the clock, it stops once one more of its longest steps could pass its budget less
      // its margin (search/deadline.ts): never before that reserve, at most a tenth, is left.
      const least = budget * (1 - MARGIN - MOST_RESERVED);
      assert.ok(
        spent >= least,
        `thought on the clock for its ${budget} ms, at least ${least.toFixed(0)} (took ${spent.toFixed(0)})`,
      );
      assert.ok(busy < 0.5, `this thread was busy ${(busy * 100).toFixed(0)}% of the search`);
    } finally {
      await pool.close();
    }
  });
});
