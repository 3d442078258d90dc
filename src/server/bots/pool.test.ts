import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { Rng } from '../../core/rng.ts';
import { GAMES_MODULE, engineOf } from '../testing/games.ts';
import type { BotTask } from './decision.ts';
import { BotPool, DroppedTask } from './pool.ts';

function goalkeepersTask(descriptor: string, timeScale = 1): BotTask {
  const engine = engineOf('goalkeepers');
  assert.ok(engine);
  const state = engine.setup({ rounds: 3 }, 2, Rng.fromSeed('pool-test'));
  const legal = engine.legalActions(state, 0);
  const decision = {
    seat: 0,
    view: engine.view(state, 0),
    legal,
    labels: legal.map((a) => engine.actionLabel(state, 0, a)),
  };
  return { game: 'goalkeepers', descriptor, seed: 'pool-test', decision, timeScale };
}

/** Whether a promise has settled, and how: 'pending', 'answered' or the error it failed with. */
function watch(promise: Promise<unknown>): { outcome: unknown } {
  const watched: { outcome: unknown } = { outcome: 'pending' };
  promise.then(
    () => (watched.outcome = 'answered'),
    (error: unknown) => (watched.outcome = error),
  );
  return watched;
}

describe('the bot pool’s lanes and closing', () => {
  it('drops a task its table no longer wants, without searching or starting a worker', async () => {
    const pool = new BotPool(1, GAMES_MODULE);
    try {
      const task = goalkeepersTask('bot:hard');
      const answer = pool.decide(task, { lane: 'table-a', person: true, wanted: () => false });
      await assert.rejects(answer, DroppedTask);
      assert.equal(pool.load, 0);
    } finally {
      await pool.close();
    }
  });

  it('stops at once when closed: a search under way and the tasks waiting are all dropped', async () => {
    const pool = new BotPool(1, GAMES_MODULE);
    // The worker is up and has loaded the games.
    await pool.decide(goalkeepersTask('bot:random'), { lane: 'warm-up', person: false });
    // Searches of 10 s each (hard thinks 500 ms, times 20): one runs, two wait.
    const long = goalkeepersTask('bot:hard', 20);
    const running = watch(pool.decide(long, { lane: 'table-a', person: false }));
    const waiting = watch(pool.decide(long, { lane: 'table-a', person: false }));
    const other = watch(pool.decide(long, { lane: 'table-b', person: true }));
    assert.equal(pool.load, 3);
    await pool.close();
    await nextTurn();
    for (const task of [running, waiting, other]) {
      assert.ok(task.outcome instanceof DroppedTask, `dropped, not ${String(task.outcome)}`);
    }
    assert.equal(pool.load, 0);
    await assert.rejects(pool.decide(long), DroppedTask, 'a closed pool takes no task');
  });
});
