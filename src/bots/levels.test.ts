import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Decision } from '../core/agent.ts';
import type { AnyGame, Seat } from '../core/game.ts';
import { Rng } from '../core/rng.ts';
import { loadFinder, type PlayableGame } from '../games/registry.ts';
import { SEARCH_BOTS, botFor, isBotDescriptor } from './agents.ts';
import { BOT_LEVELS, LEVELS, levelAgent, levelSettings } from './levels.ts';
import { randomAgent } from './random.ts';
import { MARGIN } from './search/deadline.ts';
import { searchAgent } from './search/ismcts.ts';
import { rolloutAgent } from './search/rollout.ts';

const findGame = await loadFinder();

function playable(id: string): PlayableGame {
  const found = findGame(id);
  assert.ok(found.ok);
  return found.value;
}

/** A decision some way into a seeded random game, with several options. */
function decisionIn(game: AnyGame, seed: string): Decision<unknown> {
  const state = game.setup(game.facts.options.parse({}), 2, Rng.fromSeed(seed));
  const rng = Rng.fromSeed(`${seed}/moves`);
  for (let i = 0; ; i++) {
    const seat = game.actors(state)[0] as Seat;
    const legal = game.legalActions(state, seat);
    if (i > 10 && legal.length > 2)
      return { seat, legal, view: game.view(state, seat), label: (a) => String(a) };
    game.apply(state, seat, legal[rng.int(legal.length)] as number);
  }
}

describe('bot levels', () => {
  // That the server offers exactly these levels is the server's test (src/server/bots/levels.test.ts).
  it('are each a search bot, which the server runs in its worker pool', () => {
    for (const level of BOT_LEVELS) {
      const descriptor = `bot:${level}`;
      assert.ok(isBotDescriptor(descriptor));
      assert.ok(SEARCH_BOTS.includes(descriptor), `${descriptor} thinks in the worker pool`);
    }
  });

  it('grow stronger from easy to hard: more budget, then the heuristic as prior and in playouts', () => {
    const goal = playable('goal');
    const [easy, normal, hard] = BOT_LEVELS.map((l) => levelSettings(l, goal, 'iterations'));
    assert.ok(easy && normal && hard);
    assert.deepEqual(easy.budget, { iterations: LEVELS.easy.iterations });
    assert.equal(easy.prior, undefined);
    assert.equal(easy.rollout, undefined);
    assert.equal(normal.prior, goal.heuristic);
    assert.equal(hard.prior, goal.heuristic);
    assert.equal(hard.rollout, goal.heuristic);
    // Only hard stops its playouts at the game's evaluation; Goal! has none to stop at.
    const ngw = playable('next-goal-wins');
    assert.ok(ngw.evaluation);
    assert.equal(levelSettings('hard', ngw, 'iterations').evaluation, ngw.evaluation);
    assert.equal(levelSettings('normal', ngw, 'iterations').evaluation, undefined);
    assert.equal(hard.evaluation, undefined);
    assert.ok(LEVELS.easy.iterations < LEVELS.normal.iterations);
    assert.ok(LEVELS.normal.iterations <= LEVELS.hard.iterations);
    assert.ok(LEVELS.easy.milliseconds < LEVELS.normal.milliseconds);
    assert.ok(LEVELS.normal.milliseconds < LEVELS.hard.milliseconds);
    for (const level of BOT_LEVELS) {
      assert.deepEqual(levelSettings(level, goal, 'live').budget, {
        milliseconds: LEVELS[level].milliseconds,
      });
      assert.deepEqual(levelSettings(level, goal, 'live', 0.5).budget, {
        milliseconds: LEVELS[level].milliseconds / 2,
      });
      // A server counting iterations (BOT_PACE) scales them the same way.
      assert.deepEqual(levelSettings(level, goal, 'iterations', 0.1).budget, {
        iterations: LEVELS[level].iterations / 10,
      });
    }
    assert.deepEqual(levelSettings('easy', goal, 'iterations', 0.0001).budget, { iterations: 1 });
  });

  it("take a game's own tuning where it has one, and only for the level it names", () => {
    const ss = playable('supernatural-soccer');
    const tuning = ss.levelTuning?.hard;
    assert.ok(tuning?.iterations && tuning.heuristicSteps);
    const hard = levelSettings('hard', ss, 'iterations');
    assert.deepEqual(hard.budget, { iterations: tuning.iterations });
    assert.equal(hard.rolloutDepth, tuning.heuristicSteps);
    assert.equal(hard.evaluation, ss.evaluation);
    // A guide takes the heuristic's place in the level's prior and playouts, not elsewhere.
    assert.ok(tuning.guide && tuning.guide !== ss.heuristic);
    assert.equal(hard.prior, tuning.guide);
    assert.equal(hard.rollout, tuning.guide);
    assert.ok(tuning.priorWeight !== undefined && tuning.priorWeight !== LEVELS.hard.priorWeight);
    assert.equal(hard.priorWeight, tuning.priorWeight);
    assert.equal(levelSettings('normal', ss, 'iterations').prior, ss.heuristic);
    assert.deepEqual(levelSettings('hard', ss, 'live').budget, {
      milliseconds: LEVELS.hard.milliseconds,
    });
    const normal = levelSettings('normal', ss, 'iterations');
    assert.deepEqual(normal.budget, { iterations: LEVELS.normal.iterations });
    const goal = levelSettings('hard', playable('goal'), 'iterations');
    assert.deepEqual(goal.budget, { iterations: LEVELS.hard.iterations });
    assert.equal(goal.rolloutDepth, LEVELS.hard.heuristicSteps);
  });

  it("stop Golazo's easy and normal playouts at its evaluation, where random play to the end scores too seldom to tell moves apart", () => {
    const golazo = playable('golazo');
    assert.ok(golazo.evaluation);
    for (const level of ['easy', 'normal'] as const) {
      const settings = levelSettings(level, golazo, 'live');
      assert.equal(settings.evaluation, golazo.evaluation, level);
      assert.deepEqual(settings.budget, { milliseconds: LEVELS[level].milliseconds }, level);
      assert.equal(settings.rollout, undefined, `${level} keeps random playouts`);
    }
    assert.equal(levelSettings('easy', golazo, 'live').prior, undefined);
  });

  it('are what the descriptors name, reproducibly with iterations', () => {
    const goal = playable('goal');
    const d = decisionIn(goal.engine, 'descriptors');
    for (const level of BOT_LEVELS) {
      const named = botFor(`bot:${level}`, goal);
      assert.ok(named.ok);
      const direct = levelAgent(level, goal, 'iterations');
      assert.equal(named.value(d.seat, 'seed').act(d), direct(d.seat, 'seed').act(d), level);
    }
    const heuristic = botFor('bot:heuristic', goal);
    assert.ok(heuristic.ok);
    assert.equal(heuristic.value, goal.heuristic);
    const random = botFor('bot:random', goal);
    assert.ok(random.ok);
    assert.equal(random.value, randomAgent);
    const optimal = botFor('bot:optimal', playable('goalkeepers'));
    assert.ok(optimal.ok);
    assert.equal(optimal.value, playable('goalkeepers').optimal);
    const unknown = botFor('bot:genius', goal);
    assert.ok(!unknown.ok);
    assert.equal(unknown.error.code, 'unknown-bot');
  });

  it('play the rollout bot at hard where a game asks for it (Golazo), the tree search elsewhere', () => {
    const golazo = playable('golazo');
    const worlds = golazo.levelTuning?.hard?.rolloutWorlds;
    assert.ok(worlds !== undefined && golazo.evaluation);
    const d = decisionIn(golazo.engine, 'hard-rollout');
    const rollout = rolloutAgent(golazo.engine, {
      worlds,
      policy: golazo.heuristic,
      evaluation: golazo.evaluation,
    });
    for (const pace of ['iterations', 'live'] as const)
      assert.equal(
        levelAgent('hard', golazo, pace)(d.seat, 'seed').act(d),
        rollout(d.seat, 'seed').act(d),
        pace,
      );
    for (const id of ['goal', 'goalkeepers', 'next-goal-wins', 'supernatural-soccer']) {
      const game = playable(id);
      const tuning = game.levelTuning?.hard;
      assert.equal(tuning?.rolloutWorlds, undefined, `${id} keeps the tree search`);
      const g = decisionIn(game.engine, `hard-${id}`);
      const search = searchAgent(game.engine, levelSettings('hard', game, 'iterations'));
      assert.equal(
        levelAgent('hard', game, 'iterations')(g.seat, 's').act(g),
        search(g.seat, 's').act(g),
      );
    }
  });

  it('answer in time in live play, having used their time', () => {
    for (const id of ['goal', 'next-goal-wins']) {
      const game = playable(id);
      const d = decisionIn(game.engine, `live-${id}`);
      for (const level of ['easy', 'normal'] as const) {
        const budget = LEVELS[level].milliseconds;
        let now = 0;
        // A clock that moves one millisecond each time it is read, however fast the machine.
        const clock = (): number => now++;
        const settings = { ...levelSettings(level, game, 'live'), clock };
        const action = searchAgent(game.engine, settings)(d.seat, 'clock').act(d);
        assert.ok(d.legal.includes(action));
        // Started at 0, one reading per iteration, and none after the first at its deadline,
        // its budget less the margin of 2% (src/bots/search/deadline.ts): 49 ms of 50.
        const thought = Math.round(budget * (1 - MARGIN));
        assert.equal(now, thought + 1, `${id} ${level}: thought for ${thought} ms of ${budget}`);
        // A clock handed to the level (bench:bots' thread CPU time) is the one its budget reads.
        now = 0;
        const timed = levelAgent(level, game, 'live', 1, clock)(d.seat, 'clock').act(d);
        assert.ok(d.legal.includes(timed));
        assert.equal(now, thought + 1, `${id} ${level}: the level's own clock`);
      }
    }
  });
});
