import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runMatch } from '../core/match.ts';
import { replayRecord } from '../core/record.ts';
import { ok } from '../core/result.ts';
import { loadGame } from '../games/registry.ts';
import { unwrapLab } from './errors.ts';
import { FIXED_16, ROLLOUTS, RolloutJudge, type RolloutPlan } from './rollouts.ts';

/** A heuristic Goalkeepers game's positions after each action, before its end. */
async function play(seed: string) {
  const game = unwrapLab(await loadGame('goalkeepers'));
  const players = [0, 1].map((seat) => ({
    name: `S${seat}`,
    agent: 'bot:heuristic',
    make: game.heuristic,
  }));
  const record = runMatch(game.engine, { players, seed });
  assert.ok(record.ok);
  const states: unknown[] = [];
  const replayed = replayRecord(
    record.value,
    () => ok(game.engine),
    (_step, state) => {
      if (!game.engine.outcome(state)) states.push(game.engine.clone(state));
    },
  );
  assert.ok(replayed.ok);
  // The most open position: the one judged nearest even odds (by 1024 rollouts).
  const judge = judgeOf(game.engine, { ...FIXED_16, least: 1024, most: 1024 }, seed);
  const rewards = [0, 0];
  let open = states[0];
  let nearest = 1;
  for (const state of states) {
    judge.judge(state, rewards);
    if (Math.abs((rewards[0] as number) - 0.5) < nearest) {
      nearest = Math.abs((rewards[0] as number) - 0.5);
      open = state;
    }
  }
  return { engine: game.engine, states, open };
}

/** Seat 0's estimates of `state` judged as the first point of games `seed/0`, `seed/1` … */
function repeated(engine: Parameters<typeof judgeOf>[0], state: unknown, plan: RolloutPlan) {
  return Array.from({ length: 30 }, (_, k) => {
    const judge = judgeOf(engine, plan, `repeat/${k}`);
    const rewards = [0, 0];
    judge.judge(state, rewards);
    return rewards[0] as number;
  });
}

function judgeOf(
  engine: ConstructorParameters<typeof RolloutJudge>[0],
  plan: RolloutPlan,
  seed: string,
) {
  const judge = new RolloutJudge(engine, 2, plan);
  judge.begin(seed);
  return judge;
}

const spread = (xs: readonly number[]): number => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length);
};

let played: ReturnType<typeof play> | undefined;
/** Game 'rollouts-1', played once for every test. */
const positions = (seed: 'rollouts-1') => (played ??= play(seed));

describe('rollout judge (#36: a line less jumpy)', () => {
  it('judges the same position alike at every point of a game with common random numbers, not with fresh dice', async () => {
    const { engine, open: state } = await positions('rollouts-1');
    const twice = (plan: RolloutPlan): number[] => {
      const judge = judgeOf(engine, plan, 'g');
      const a = [0, 0];
      const b = [0, 0];
      judge.judge(state, a);
      judge.judge(state, b);
      return [a[0] as number, b[0] as number];
    };
    const [first, second] = twice(ROLLOUTS);
    assert.equal(first, second);
    const [fresh1, fresh2] = twice(FIXED_16);
    assert.notEqual(fresh1, fresh2, 'fresh dice at each point give another estimate');
  });

  it('plays more rollouts where the game is open and about the least where it is decided', async () => {
    const { engine, states } = await positions('rollouts-1');
    const judge = judgeOf(engine, ROLLOUTS, 'g');
    const rewards = [0, 0];
    const counts = states.map((state) => {
      const before = judge.played;
      judge.judge(state, rewards);
      return { p: rewards[0] as number, n: judge.played - before };
    });
    for (const { p, n } of counts) {
      assert.ok(n >= ROLLOUTS.least && n <= ROLLOUTS.most, `${n} rollouts`);
      // Stopped early only with a standard error (plus two) of 5 points or less.
      if (n < ROLLOUTS.most) assert.ok(Math.sqrt((p * (1 - p)) / n) <= ROLLOUTS.error + 1e-9);
    }
    const open = counts.filter((c) => c.p > 0.3 && c.p < 0.7);
    const decided = counts.filter((c) => c.p < 0.05 || c.p > 0.95);
    assert.ok(open.length > 0 && decided.length > 0, 'the game has open and decided points');
    assert.ok(
      open.every((c) => c.n >= 64),
      `open points: ${open.map((c) => c.n).join(' ')}`,
    );
    assert.ok(
      decided.every((c) => c.n <= 48),
      `decided: ${decided.map((c) => c.n).join(' ')}`,
    );
  });

  it('halves the spread of repeated estimates of an open position (16 rollouts: about 10 points)', async () => {
    const { engine, open: state } = await positions('rollouts-1');
    const before = spread(repeated(engine, state, FIXED_16));
    const after = spread(repeated(engine, state, ROLLOUTS));
    assert.ok(before > 0.07, `16 rollouts: ${before}`);
    assert.ok(after < before / 1.8, `${after} against ${before}`);
  });
});
