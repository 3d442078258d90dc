/**
 * The cost and the noise of a win-probability line judged by rollouts (issue #36,
 * src/lab/rollouts.ts): heuristic games of Goalkeepers and Goal! played from named seeds; each
 * line's CPU time (this thread) under the plan lines use (ROLLOUTS), and how far each plan's
 * line strays from a reference line of REFERENCE rollouts per point, fresh dice at every point:
 * - error: the root mean square of the plan's seat-0 probability minus the reference's, over the
 *   game's points, less the reference's own noise (its variance at each point, subtracted);
 * - jump: the mean absolute change from one point to the next, over the reference's (1.00 when
 *   the line moves exactly as much as the game does; a jumpy line is well above it);
 * - spread: the standard deviation of repeated estimates of one position (the game's middle
 *   point) over REPEATS games' seeds, the noise a viewer sees when the same moment is judged
 *   again;
 * and each plan's rollouts per point and CPU time of a line (the longest of the games).
 * `node bench/lab-rollouts.ts [game ...]`; BENCH_GAMES games per game (default 3).
 */
import { cpuUsage } from 'node:process';
import type { AnyGame } from '../src/core/game.ts';
import { runMatch } from '../src/core/match.ts';
import { replayRecord } from '../src/core/record.ts';
import { ok } from '../src/core/result.ts';
import { loadGame } from '../src/games/registry.ts';
import { unwrapLab } from '../src/lab/errors.ts';
import { FIXED_16, ROLLOUTS, RolloutJudge, type RolloutPlan } from '../src/lab/rollouts.ts';
import { winLine } from '../src/lab/winline.ts';

const REFERENCE = 1024;
const REPEATS = 40;
const PLANS: Readonly<Record<string, RolloutPlan>> = {
  'fixed 16 (before)': FIXED_16,
  'fixed 16, common': { ...FIXED_16, common: true },
  'fixed 64': { least: 64, most: 64, error: 0, common: false },
  'fixed 64, common': { least: 64, most: 64, error: 0, common: true },
  '16-128 to 5 pts': { ...ROLLOUTS, common: false },
  '16-128 to 5 pts, common (ROLLOUTS)': ROLLOUTS,
};

function cpuMs(): number {
  const spent = cpuUsage();
  return (spent.user + spent.system) / 1000;
}

/** Seat 0's probability at every point of `states`, judged with `plan` for the game `seed`. */
function line(engine: AnyGame, states: readonly unknown[], plan: RolloutPlan, seed: string) {
  const judge = new RolloutJudge(engine, 2, plan);
  judge.begin(seed);
  const rewards = [0, 0];
  const p = states.map((state) => {
    judge.judge(state, rewards);
    return rewards[0] as number;
  });
  return { p, perPoint: judge.played / states.length };
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const jump = (p: readonly number[]): number =>
  mean(p.slice(1).map((x, i) => Math.abs(x - (p[i] as number))));

const wanted = process.argv.slice(2);
const count = Number(process.env['BENCH_GAMES'] ?? 3);
for (const id of wanted.length > 0 ? wanted : ['goalkeepers', 'goal']) {
  const game = unwrapLab(await loadGame(id));
  const players = [0, 1].map((seat) => ({
    name: `S${seat}`,
    agent: 'bot:heuristic',
    make: game.heuristic,
  }));
  const figures: Record<
    string,
    { error: number[]; jump: number[]; spread: number[]; per: number[]; ms: number[] }
  > = {};
  for (let i = 0; i < count; i++) {
    const record = runMatch(game.engine, { players, seed: `cost-${i}` });
    if (!record.ok) throw new Error(record.error.message);
    const before = cpuMs();
    const drawn = winLine(record.value, game);
    const ms = cpuMs() - before;
    if (!drawn.ok) throw new Error(drawn.error.message);
    const actions = record.value.actions.length;
    console.log(
      `${id} cost-${i}: ${actions} actions, line ${ms.toFixed(0)} ms of CPU (${((1000 * ms) / actions).toFixed(0)} µs per action)`,
    );
    // The positions after each action but the last (the end is the outcome, judged exactly).
    const states: unknown[] = [];
    const replayed = replayRecord(
      record.value,
      () => ok(game.engine),
      (_step, state) => {
        if (!game.engine.outcome(state)) states.push(game.engine.clone(state));
      },
    );
    if (!replayed.ok) throw new Error(replayed.error.message);
    const seed = record.value.seed;
    const reference = line(
      game.engine,
      states,
      { ...FIXED_16, least: REFERENCE, most: REFERENCE },
      seed,
    ).p;
    const referenceNoise = mean(reference.map((x) => (x * (1 - x)) / REFERENCE));
    const middle = states[Math.floor(states.length / 2)];
    for (const [name, plan] of Object.entries(PLANS)) {
      const start = cpuMs();
      const { p, perPoint } = line(game.engine, states, plan, seed);
      const spent = cpuMs() - start;
      const squared = mean(p.map((x, k) => (x - (reference[k] as number)) ** 2));
      const repeats = Array.from(
        { length: REPEATS },
        (_, k) => line(game.engine, [middle], plan, `${seed}/repeat-${k}`).p[0] as number,
      );
      const m = mean(repeats);
      const f = (figures[name] ??= { error: [], jump: [], spread: [], per: [], ms: [] });
      f.error.push(Math.sqrt(Math.max(0, squared - referenceNoise)));
      f.jump.push(jump(p) / jump(reference));
      f.spread.push(Math.sqrt(mean(repeats.map((x) => (x - m) ** 2))));
      f.per.push(perPoint);
      f.ms.push(spent);
    }
  }
  for (const [name, f] of Object.entries(figures))
    console.log(
      `${id} ${name}: error ${(100 * mean(f.error)).toFixed(1)} pts, jump ${mean(f.jump).toFixed(2)}x the reference's, spread ${(100 * mean(f.spread)).toFixed(1)} pts, ${mean(f.per).toFixed(0)} rollouts a point, ${Math.max(...f.ms).toFixed(0)} ms of CPU for the longest line`,
    );
}
