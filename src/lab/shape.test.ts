import assert from 'node:assert/strict';
import { runMatch } from '../core/match.ts';
import { ok } from '../core/result.ts';
import { loadGame, loadPlayableGames } from '../games/registry.ts';
import { unwrapLab } from './errors.ts';
import { winLine } from './winline.ts';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Evaluation } from '../core/evaluation.ts';
import type { Outcome } from '../core/game.ts';
import { resolveLab } from './config.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { VariantPlayer } from './play.ts';
import {
  SHAPE_SAMPLE,
  ShapeWatcher,
  leaderOf,
  marginOf,
  mergeShapes,
  shapeEveryOf,
} from './shape.ts';
import { shapeWords } from './text.ts';

// The "state" handed to the evaluation is seat 0's win probability, or null where it cannot judge.
const judge: Evaluation = (state, rewards) => {
  if (state === null) return false;
  rewards[0] = state as number;
  rewards[1] = 1 - (state as number);
  return true;
};

const SEAT0_WINS: Outcome = { scores: [3, 1], places: [1, 2] };
const SEAT1_WINS: Outcome = { scores: [0, 2], places: [2, 1] };
const DRAWN: Outcome = { scores: [1, 1], places: [1, 1] };

/** Plays one game of the given course: seat 0's win probability after each action. */
function game(watcher: ShapeWatcher, course: readonly (number | null)[], outcome: Outcome): void {
  watcher.start();
  course.forEach((p, i) => {
    watcher.after(p, i + 1);
  });
  watcher.finish(outcome, course.length);
}

describe('the shape of a game', () => {
  it('names the leader by the highest win probability, none when sides share it', () => {
    const sides = [0, 1, 0, 1];
    assert.equal(leaderOf([0.2, 0.7], 2, [0, 1]), 1);
    assert.equal(leaderOf([0.5, 0.5], 2, [0, 1]), -1);
    // Teammates share their team's probability: a team leads alone.
    assert.equal(leaderOf([0.6, 0.4, 0.6, 0.4], 4, sides), 0);
    assert.equal(leaderOf([0.3, 0.6, 0.6, 0.3], 4, sides), -1);
  });

  it("takes the winning margin against the best other side's score", () => {
    assert.equal(marginOf(SEAT0_WINS, [0, 1]), 2);
    assert.equal(marginOf(DRAWN, [0, 1]), 0);
    assert.equal(marginOf({ scores: [5, 2, 4], places: [1, 3, 2] }, [0, 1, 2]), 1);
    // Teams: a teammate's score is not the other side's.
    assert.equal(marginOf({ scores: [4, 1, 4, 1], places: [1, 3, 1, 3] }, [0, 1, 0, 1]), 3);
  });

  it('counts lead changes, comebacks and when each game was decided (worked example)', () => {
    const watcher = new ShapeWatcher(judge, 2);
    // Seat 0 leads, falls behind to 5%, comes back and wins: 2 lead changes, a comeback, and
    // 90% for good once 8 of its 10 decisions are played (the last point below 90% is the 7th).
    game(watcher, [0.6, 0.5, 0.3, 0.05, null, 0.55, 0.8, 0.95, 0.99, 1], SEAT0_WINS);
    // Seat 1 wins from the start: seat 0's probability never above 10%; decided at the first
    // judged point, after decision 2 of 4 (50%).
    game(watcher, [null, 0.1, 0.05, 0], SEAT1_WINS);
    // Drawn: lead changes count, no winner to decide or come back.
    game(watcher, [0.6, 0.4, 0.6], DRAWN);
    // Never judged: only the margin counts.
    game(watcher, [null, null], SEAT0_WINS);
    assert.deepEqual(watcher.tally(), {
      games: 4,
      margin: [
        [0, 1],
        [2, 3],
      ],
      judged: 3,
      leadChanges: [
        [0, 1],
        [2, 2],
      ],
      comebacks: 1,
      decided: [
        [50, 1],
        [80, 1],
      ],
    });
  });

  it('merges tallies by addition, whatever the split', () => {
    const course = fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true })), {
      maxLength: 12,
    });
    const outcome = fc.constantFrom(SEAT0_WINS, SEAT1_WINS, DRAWN);
    fc.assert(
      fc.property(fc.array(fc.tuple(course, outcome), { maxLength: 8 }), fc.nat(), (games, cut) => {
        const whole = new ShapeWatcher(judge, 2);
        const first = new ShapeWatcher(judge, 2);
        const second = new ShapeWatcher(judge, 2);
        const at = games.length === 0 ? 0 : cut % (games.length + 1);
        games.forEach(([c, o], i) => {
          game(whole, c, o);
          game(i < at ? first : second, c, o);
        });
        assert.deepEqual(mergeShapes(first.tally(), second.tally()), whole.tally());
        const t = whole.tally();
        const decided = t.decided.reduce((n, [, k]) => n + k, 0);
        assert.ok(t.comebacks <= decided && decided <= t.judged && t.judged <= t.games);
        assert.ok(t.decided.every(([share]) => share >= 0 && share <= 100));
      }),
    );
  });

  it('judges a game without an evaluation by rollouts, as the line of its record does (Goalkeepers)', async () => {
    const lab = await resolveLab({
      game: 'goalkeepers',
      bots: ['heuristic'],
      seed: 'shape',
      games: 1,
      metrics: ['shape'],
    });
    assert.ok(lab.ok);
    const shape = buildReport(await runLab(lab.value, inlineExecutor)).variants[0]?.shape;
    assert.ok(shape);
    assert.equal(shape.evaluated, true);
    assert.equal(shape.judgedBy, 'rollouts');
    assert.equal(shape.judged, 1);
    assert.equal(shape.leadChanges?.summary.n, 1);
    // Game 0 of the run is the game runMatch plays from seed 'shape/0': its line's moment.
    const game = unwrapLab(await loadGame('goalkeepers'));
    const players = [0, 1].map((seat) => ({
      name: `Seat ${seat + 1}`,
      agent: 'bot:heuristic',
      make: game.heuristic,
    }));
    const record = runMatch(game.engine, { players, seed: 'shape/0' });
    assert.ok(record.ok);
    const line = winLine(record.value, game);
    assert.ok(line.ok);
    const at = line.value.decidedAt;
    if (at === undefined) assert.equal(shape.decided?.summary.n, 0);
    else
      assert.deepEqual(shape.decided?.pairs, [
        [Math.round((100 * at) / record.value.actions.length), 1],
      ]);
  });
});

describe('the shape judged on a sample of games (#36 cost)', () => {
  // The registry entries' samples (their playable.ts shapeSample).
  const GOALKEEPERS_EVERY = 20_000;
  const GOAL_EVERY = 2_500;
  // Goalkeepers has no evaluation: rollouts judge it, on a sample unless the run says.
  const config = {
    game: 'goalkeepers',
    bots: ['random'],
    seed: 'shape-sample',
    games: 130,
    metrics: ['shape'] as const,
  };

  /** The shape tallied by playing only `indices` of the run, each judged. */
  async function judgedAlone(indices: readonly number[]) {
    const lab = await resolveLab({ ...config, shapeEvery: 1 });
    assert.ok(lab.ok);
    const player = new VariantPlayer(lab.value, lab.value.variants[0]?.options);
    for (const index of indices) player.play(index);
    return player.tally().shape;
  }

  it('judges games 0, k, 2k … and reports that sample, its size and its intervals', async () => {
    const lab = await resolveLab({ ...config, shapeEvery: 16 });
    assert.ok(lab.ok);
    const report = buildReport(await runLab(lab.value, inlineExecutor));
    const shape = report.variants[0]?.shape;
    assert.ok(shape?.leadChanges && shape.decided && shape.leadChangesMean && shape.decidedMean);
    // Games 0, 16, … 128 of 130: nine, every one judged, each exactly its own line.
    const sample = [0, 16, 32, 48, 64, 80, 96, 112, 128];
    assert.equal(shape.every, 16);
    assert.equal(shape.judged, sample.length);
    assert.equal(shape.games, 130);
    const alone = await judgedAlone(sample);
    assert.ok(alone);
    assert.deepEqual(shape.leadChanges.pairs, alone.leadChanges);
    assert.deepEqual(shape.decided.pairs, alone.decided);
    // The intervals are the sample's: a normal 95% interval over its nine games, not 130.
    const values = alone.leadChanges.flatMap(([v, c]) => Array<number>(c).fill(v));
    assert.equal(values.length, sample.length);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
    const half = (1.959964 * sd) / Math.sqrt(values.length);
    assert.ok(Math.abs(shape.leadChangesMean.value - mean) < 1e-9);
    assert.ok(Math.abs(shape.leadChangesMean.high - (mean + half)) < 1e-4);
    assert.ok(Math.abs(shape.leadChangesMean.low - (mean - half)) < 1e-4);
    const words = shapeWords(shape);
    assert.match(words, /a sample of 9 games judged \(every 16th of 130\)/);
    assert.ok(words.includes(`[${shape.leadChangesMean.low.toFixed(2)}, `), words);
  });

  it("samples 1 game in the game's own shapeSample where rollouts judge, every game with an evaluation, the run's K over both", async () => {
    const found = await loadGame('goalkeepers');
    assert.ok(found.ok);
    // The registry entry's sample decides the default: here a Goalkeepers that states 1 in 5.
    const five = () => Promise.resolve(ok({ ...found.value, shapeSample: 5 }));
    const lab = await resolveLab({ ...config, games: 11 }, five);
    assert.ok(lab.ok);
    const shape = buildReport(await runLab(lab.value, inlineExecutor)).variants[0]?.shape;
    assert.equal(shape?.every, 5);
    // Games 0, 5 and 10 of 11.
    assert.equal(shape.judged, 3);
    assert.match(shapeWords(shape), /a sample of 3 games judged \(every 5th of 11\), 1 game in 5/);
    // The run's K wins over the game's sample.
    const asked = await resolveLab({ ...config, games: 11, shapeEvery: 2 }, five);
    assert.ok(asked.ok);
    const denser = buildReport(await runLab(asked.value, inlineExecutor)).variants[0]?.shape;
    assert.deepEqual([denser?.every, denser?.judged], [2, 6]);
    // Without a sample of its own, SHAPE_SAMPLE; with an evaluation, every game.
    assert.equal(shapeEveryOf(undefined, {}), SHAPE_SAMPLE);
    assert.equal(shapeEveryOf(undefined, { evaluation: () => false, shapeSample: 5 }), 1);
    assert.equal(shapeEveryOf(3, { shapeSample: 5 }), 3);
    const bad = await resolveLab({ ...config, shapeEvery: 0 });
    assert.equal(bad.ok, false);
  });

  it('judges Goalkeepers and Goal! far sparser than SHAPE_SAMPLE by default, the games with an evaluation in every game', async () => {
    // Chosen from the measured cost of their rollouts (docs/lab.md), so that the shape adds
    // about 15% or less to a heuristic run: a fixed number of the entry, never a timing.
    const every = new Map<string, number>();
    for (const game of await loadPlayableGames())
      every.set(game.engine.facts.id, shapeEveryOf(undefined, game));
    assert.deepEqual(Object.fromEntries(every), {
      goalkeepers: GOALKEEPERS_EVERY,
      goal: GOAL_EVERY,
      golazo: 1,
      'supernatural-soccer': 1,
      'next-goal-wins': 1,
    });
  });
});
