import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GameEvent } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { coinToss } from '../../core/testing/coin-toss.ts';
import { SearchHelpers, answersFirst, rewardOf, search, searchAgent } from './ismcts.ts';
import { mostVisited, rootChoices } from './tree.ts';
import {
  assertBlindToWhatItCannotSee,
  decisionAt,
  engine,
  midGame,
  playable,
  type Where,
} from './positions.ts';

describe('the search bot', () => {
  it('decides the same whatever it cannot see: other hands re-dealt, future dice re-rolled', () => {
    const cases: [string, unknown, Where?][] = [
      ['goal', {}],
      ['goalkeepers', {}],
      ['next-goal-wins', { mode: 'match' }],
      ['next-goal-wins', { mode: 'season' }],
      // A league's first match, where the evaluation reads the whole table (NGW-31.5).
      ['next-goal-wins', { mode: 'season' }, { seats: 4, after: 60 }],
    ];
    for (const [id, options, where] of cases) {
      // The hard level's machinery: a prior and playouts that consult the heuristic on samples.
      const bot = searchAgent(engine(id), {
        budget: { iterations: 300 },
        prior: playable(id).heuristic,
        rollout: playable(id).heuristic,
        rolloutDepth: 6,
        evaluation: playable(id).evaluation,
      });
      assertBlindToWhatItCannotSee(id, options, bot, where);
    }
  });

  it('is reproducible with an iteration budget', () => {
    const game = engine('goal');
    const { state, seat } = midGame(game, 'budget');
    const d = decisionAt(game, state, seat);
    const settings = { budget: { iterations: 300 }, prior: playable('goal').heuristic };
    const a = search(game, d.view, seat, settings, Rng.fromSeed('s'));
    const b = search(game, d.view, seat, settings, Rng.fromSeed('s'));
    assert.deepEqual(
      a.children.map((c) => [c.action, c.visits, c.reward]),
      b.children.map((c) => [c.action, c.visits, c.reward]),
    );
  });

  it('stops at the last iteration that ends by its deadline, less the margin', () => {
    const game = engine('goal');
    const { state, seat } = midGame(game, 'clock');
    let now = 0;
    // A clock that moves one millisecond each time it is read: 49 iterations fit in 50 ms less
    // the margin of 2% (deadline.ts).
    const clock = (): number => now++;
    const root = search(
      game,
      game.view(state, seat),
      seat,
      { budget: { milliseconds: 50 }, clock },
      Rng.fromSeed('t'),
    );
    assert.equal(root.visits, 49);
    now = 0;
    const capped = search(
      game,
      game.view(state, seat),
      seat,
      { budget: { milliseconds: 50, iterations: 20 }, clock },
      Rng.fromSeed('t'),
    );
    assert.equal(capped.visits, 20, 'an iteration cap ends it sooner');
  });

  it('thinks until its time budget is spent and answers in time, even with heuristic playouts', () => {
    for (const id of ['goal', 'next-goal-wins']) {
      const game = engine(id);
      const { state, seat } = midGame(game, 'clock');
      const d = decisionAt(game, state, seat);
      const heuristic = playable(id).heuristic;
      let now = 0;
      // A clock that moves one millisecond each time it is read, however long a playout takes.
      const clock = (): number => now++;
      const settings = {
        budget: { milliseconds: 150 },
        prior: heuristic,
        rollout: heuristic,
        clock,
      };
      const root = search(game, d.view, seat, settings, Rng.fromSeed('t'));
      // 150 ms less the margin of 2% (3 ms, deadline.ts).
      assert.equal(root.visits, 147, `${id}: one iteration per millisecond of its budget`);
      assert.equal(now, 148, `${id}: no reading of the clock after the one at its deadline`);
    }
  });

  it('visits the root as often as its iterations and shares rewards by place', () => {
    const setup = coinToss.setup({ tosses: 2 }, 2, Rng.fromSeed('c'));
    const root = search(
      coinToss,
      coinToss.view(setup, 0),
      0,
      { budget: { iterations: 400 } },
      Rng.fromSeed('r'),
    );
    assert.equal(root.visits, 400);
    // Both seats call at once: the bot's own bandit holds its choices.
    assert.equal(
      rootChoices(root, 0).reduce((n, c) => n + c.visits, 0),
      400,
    );
    assert.equal(rewardOf({ scores: [3, 1, 1], places: [1, 2, 2] }, 0), 1);
    assert.equal(rewardOf({ scores: [3, 1, 1], places: [1, 2, 2] }, 1), 0.25);
    assert.equal(rewardOf({ scores: [0, 0], places: [1, 1] }, 1), 0.5, 'a draw is half a win');
    assert.equal(rewardOf({ scores: [1, 0], places: [1, 2] }, 1), 0);
  });

  it('ends an iteration budget early only once no other choice can catch up: the same choice', () => {
    const game = engine('goal');
    const settings = { budget: { iterations: 300 }, prior: playable('goal').heuristic };
    let saved = 0;
    for (let i = 0; i < 4; i++) {
      const { state, seat } = midGame(game, `decided-${i}`, {}, { after: 4 + 6 * i });
      const d = decisionAt(game, state, seat);
      const whole = search(game, d.view, seat, settings, Rng.fromSeed(`d${i}`));
      const rng = Rng.fromSeed(`d${i}`);
      const helpers = new SearchHelpers(game, settings, rng, 'search');
      const early = search(game, d.view, seat, settings, rng, helpers, true);
      assert.equal(whole.visits, 300);
      assert.equal(mostVisited(early, seat)?.action, mostVisited(whole, seat)?.action);
      // Where it stopped, the leader was out of reach of the iterations left.
      const visits = early.children.map((c) => c.visits).sort((a, b) => b - a);
      const [first = 0, second = 0] = visits;
      if (early.visits < 300) assert.ok(first - second > 300 - early.visits, visits.join());
      saved += 300 - early.visits;
    }
    assert.ok(saved > 0, 'no search was settled early');
    // A simultaneous root plays the visit shares: never cut short.
    const toss = coinToss.setup({ tosses: 2 }, 2, Rng.fromSeed('c'));
    const view = coinToss.view(toss, 0);
    const rng = Rng.fromSeed('r');
    const settle = { budget: { iterations: 400 } };
    const helpers = new SearchHelpers(coinToss, settle, rng, 'search');
    assert.equal(search(coinToss, view, 0, settle, rng, helpers, true).visits, 400);
  });

  it('stops a playout where the game’s evaluation judges it, and counts its estimate', () => {
    const setup = coinToss.setup({ tosses: 3 }, 2, Rng.fromSeed('c'));
    let asked = 0;
    const judge = (_state: unknown, rewards: number[]): boolean => {
      asked++;
      rewards.length = 2;
      rewards[0] = 0.75;
      rewards[1] = 0.25;
      return true;
    };
    const root = search(
      coinToss,
      coinToss.view(setup, 0),
      0,
      { budget: { iterations: 200 }, evaluation: judge },
      Rng.fromSeed('r'),
    );
    // Every playout was judged at once (one question each), so every mean is the estimate.
    assert.equal(asked, 200);
    for (const child of rootChoices(root, 0)) assert.equal(child.reward / child.visits, 0.75);
    // An evaluation that never judges changes nothing: the playouts run to the end as without.
    const found = (evaluation?: () => boolean) =>
      search(
        coinToss,
        coinToss.view(setup, 0),
        0,
        { budget: { iterations: 200 }, evaluation },
        Rng.fromSeed('r'),
      );
    const stats = (evaluation?: () => boolean) =>
      rootChoices(found(evaluation), 0).map((c) => [c.action, c.visits, c.reward]);
    assert.deepEqual(
      stats(() => false),
      stats(),
    );
  });

  it('finds the obvious move: completing a shot in Goal! that the defender cannot save', () => {
    const game = engine('goal');
    for (let i = 0; i < 80; i++) {
      const { state, seat } = midGame(game, `shot-${i}`);
      const d = decisionAt(game, state, seat);
      // A shot is obvious where the defender, asked (GL-4.6), can only let it in.
      const completing = d.legal.filter((a) => {
        const copy = game.clone(state);
        const events: GameEvent[] = [];
        game.apply(copy, seat, a, events);
        if (!events.some((e) => e.kind === 'shot')) return false;
        return game
          .actors(copy)
          .every((defender) => game.legalActions(copy, defender).length === 1);
      });
      if (completing.length === 0) continue;
      const choice = searchAgent(game, { budget: { iterations: 2000 } })(seat, 'x').act(d);
      assert.ok(completing.includes(choice), `shot available at ${i}, chose ${d.label(choice)}`);
      return;
    }
    assert.fail('no position with a shot to complete was found');
  });

  it('starts from a prior at every node: with a small budget it plays the prior agent’s choice', () => {
    const game = engine('goal');
    const { state, seat } = midGame(game, 'prior');
    const d = decisionAt(game, state, seat);
    const last = d.legal[d.legal.length - 1] as number;
    const stubborn = () => ({ act: () => last });
    const bot = searchAgent(game, { budget: { iterations: 8 }, prior: stubborn });
    assert.equal(bot(seat, 'p').act(d), last);
    // The favourite is expanded first and favoured at every node, the root's included.
    const root = search(
      game,
      d.view,
      seat,
      { budget: { iterations: 50 }, prior: stubborn },
      Rng.fromSeed('q'),
    );
    assert.equal(root.favourite, last);
    assert.equal(root.children[0]?.action, last);
    assert.ok(root.children.some((c) => c.children.some((g) => g.favourite !== undefined)));
  });
});

describe('who the search asks first at a response window', () => {
  it('asks the next seat round the table after the one that acted last', () => {
    assert.equal(answersFirst([0, 1], 0), 1);
    assert.equal(answersFirst([0, 1], 1), 0);
    assert.equal(answersFirst([0, 1, 2, 3], 2), 3);
    assert.equal(answersFirst([0, 2], 2), 0);
    assert.equal(answersFirst([1, 3], 3), 1);
    assert.equal(answersFirst([1, 3], 1), 3);
  });

  it('asks the lowest seat when nobody has acted yet', () => {
    assert.equal(answersFirst([0, 1], -1), 0);
    assert.equal(answersFirst([2, 3], -1), 2);
  });
});
