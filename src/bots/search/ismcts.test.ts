import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Decision } from '../../core/agent.ts';
import type { AnyGame, GameEvent, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { coinToss } from '../../core/testing/coin-toss.ts';
import { findGame } from '../../games/registry.ts';
import { rewardOf, search, searchAgent } from './ismcts.ts';

function engine(id: string): AnyGame {
  const found = findGame(id);
  assert.ok(found.ok);
  return found.value.engine;
}

function decisionAt(game: AnyGame, state: unknown, seat: Seat): Decision<unknown> {
  const legal = game.legalActions(state, seat);
  return {
    seat,
    legal,
    view: game.view(state, seat),
    label: (a) => game.actionLabel(state, seat, a),
  };
}

/** A position some way into a seeded random game, at a decision with several options. */
function midGame(game: AnyGame, seed: string): { state: unknown; seat: Seat } {
  const state = game.setup(game.facts.options.parse({}), 2, Rng.fromSeed(seed));
  const rng = Rng.fromSeed(`${seed}/moves`);
  for (let i = 0; ; i++) {
    const seat = game.actors(state)[0] as Seat;
    const legal = game.legalActions(state, seat);
    if (i > 10 && legal.length > 2) return { state, seat };
    game.apply(state, seat, legal[rng.int(legal.length)] as number);
  }
}

describe('the search bot', () => {
  it('decides the same whatever it cannot see: other hands re-dealt, future dice re-rolled', () => {
    for (const id of ['goal', 'goalkeepers']) {
      const game = engine(id);
      const { state, seat } =
        id === 'goal'
          ? midGame(game, 'honest')
          : { state: game.setup({ rounds: 3 }, 2, Rng.fromSeed('honest')), seat: 0 };
      const bot = searchAgent(game, { budget: { iterations: 300 } });
      const first = bot(seat, 'same-seed').act(decisionAt(game, state, seat));
      for (let k = 0; k < 3; k++) {
        // Another world the seat cannot tell apart: hidden cards and the game's own dice differ.
        const other = game.determinize(game.view(state, seat), seat, Rng.fromSeed(`world-${k}`));
        assert.deepEqual(game.view(other, seat), game.view(state, seat));
        assert.equal(bot(seat, 'same-seed').act(decisionAt(game, other, seat)), first, id);
      }
    }
  });

  it('is reproducible with an iteration budget and answers within a time budget', () => {
    const game = engine('goal');
    const { state, seat } = midGame(game, 'budget');
    const d = decisionAt(game, state, seat);
    const a = searchAgent(game, { budget: { iterations: 200 } });
    assert.equal(a(seat, 's').act(d), a(seat, 's').act(d));
    const started = performance.now();
    searchAgent(game, { budget: { milliseconds: 50 } })(seat, 's').act(d);
    assert.ok(performance.now() - started < 250, 'answers in time');
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
    assert.equal(
      root.children.reduce((n, c) => n + c.visits, 0),
      400,
    );
    assert.equal(rewardOf({ scores: [3, 1, 1], places: [1, 2, 2] }, 0), 1);
    assert.equal(rewardOf({ scores: [3, 1, 1], places: [1, 2, 2] }, 1), 0.25);
    assert.equal(rewardOf({ scores: [0, 0], places: [1, 1] }, 1), 0.5, 'a draw is half a win');
    assert.equal(rewardOf({ scores: [1, 0], places: [1, 2] }, 1), 0);
  });

  it('finds the obvious move: completing a shot in Goal!', () => {
    const game = engine('goal');
    for (let i = 0; i < 40; i++) {
      const { state, seat } = midGame(game, `shot-${i}`);
      const d = decisionAt(game, state, seat);
      const completing = d.legal.filter((a) => {
        const copy = game.clone(state);
        const events: GameEvent[] = [];
        game.apply(copy, seat, a, events);
        return events.some((e) => e.kind === 'shot');
      });
      if (completing.length === 0) continue;
      const choice = searchAgent(game, { budget: { iterations: 2000 } })(seat, 'x').act(d);
      assert.ok(completing.includes(choice), `shot available at ${i}, chose ${d.label(choice)}`);
      return;
    }
    assert.fail('no position with a shot to complete was found');
  });

  it('starts from a prior: with a small budget it plays the prior agent’s choice', () => {
    const game = engine('goal');
    const { state, seat } = midGame(game, 'prior');
    const d = decisionAt(game, state, seat);
    const last = d.legal[d.legal.length - 1] as number;
    const stubborn = () => ({ act: () => last });
    const bot = searchAgent(game, { budget: { iterations: 8 }, prior: stubborn, priorVisits: 50 });
    assert.equal(bot(seat, 'p').act(d), last);
  });
});
