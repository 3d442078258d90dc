import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from './random-agent.ts';
import type { AgentFactory } from './agent.ts';
import type { AnyGame } from './game.ts';
import { runMatch } from './match.ts';
import { marathon, relay } from './match-test-games.ts';
import { MatchSeries, isLegal, reusedDecisions } from './series.ts';
import { chainCards } from './testing/chain-cards.ts';
import { coinToss } from './testing/coin-toss.ts';

/** The random bot without `reset`: made anew every game, as an agent that cannot be reset is. */
const freshRandom: AgentFactory = (seat, seed) => {
  const agent = randomAgent(seat, seed);
  return { act: (decision) => agent.act(decision) };
};

function sameGames(game: AnyGame, makes: AgentFactory[], options: unknown, games: number): void {
  const players = makes.map((make, seat) => ({ name: `S${seat}`, agent: 'bot', make }));
  const series = MatchSeries.start(game, { seed: 'run', options, players });
  assert.ok(series.ok);
  for (let n = 0; n < games; n++) {
    const played: { outcome: unknown; actions: number } = series.value.play(n);
    const record = runMatch(game, { players, seed: `run/${n}`, options });
    assert.ok(record.ok);
    assert.equal(played.actions, record.value.actions.length, `game ${n}`);
    assert.deepEqual(played.outcome ?? null, record.value.outcome, `game ${n}`);
  }
}

describe('a match series', () => {
  it('plays game n exactly as runMatch plays the seed `${seed}/${n}`', () => {
    sameGames(coinToss, [randomAgent, randomAgent, freshRandom], { tosses: 5 }, 200);
    sameGames(relay, [randomAgent, freshRandom, randomAgent, randomAgent], {}, 200);
    // Response windows: the first seat asked at a window is the same in both runners.
    sameGames(chainCards, [randomAgent, freshRandom, randomAgent, randomAgent], { rounds: 6 }, 100);
  });

  it('stops an endless game at its bound, as runMatch does', () => {
    sameGames(marathon, [randomAgent, randomAgent], {}, 300);
    const players = [0, 1].map(() => ({ agent: 'bot:random', make: randomAgent }));
    const series = MatchSeries.start(marathon, { seed: 'x', options: { finish: false }, players });
    assert.ok(series.ok);
    const game = series.value.play(0);
    assert.equal(game.outcome, undefined);
    assert.equal(game.actions, marathon.facts.actionBound);
  });

  it('makes an agent that can be reset once per seat, and one that cannot every game', () => {
    const made: number[] = [];
    const counting =
      (make: AgentFactory): AgentFactory =>
      (seat, seed) => {
        made.push(seat);
        return make(seat, seed);
      };
    const players = [counting(randomAgent), counting(freshRandom)].map((make) => ({
      agent: 'bot',
      make,
    }));
    const series = MatchSeries.start(coinToss, { seed: 'r', options: {}, players });
    assert.ok(series.ok);
    for (let n = 0; n < 5; n++) series.value.play(n);
    assert.deepEqual(made, [0, 1, 1, 1, 1, 1]);
  });

  it('checks seats and options once, before any game', () => {
    const players = [{ agent: 'bot', make: randomAgent }];
    const tooFew = MatchSeries.start(relay, { seed: 's', players });
    assert.ok(!tooFew.ok && tooFew.error.code === 'bad-seats');
    const bad = MatchSeries.start(coinToss, { seed: 's', options: { tosses: 0 }, players });
    assert.ok(!bad.ok && bad.error.code === 'bad-options');
  });

  it('refuses an agent that plays no legal action, at a forced decision and at a choice', () => {
    // Plays the one action of a forced decision plus one; at a choice, an action past the list.
    const cheat: AgentFactory = () => ({
      act: ({ legal }) => (legal.length === 1 ? (legal[0] as number) + 1 : Math.max(...legal) + 1),
    });
    for (const game of [coinToss, relay] as AnyGame[]) {
      const players = Array.from({ length: game.facts.minSeats }, () => ({
        agent: 'bot:cheat',
        make: cheat,
      }));
      const series = MatchSeries.start(game, { seed: 's', options: {}, players });
      assert.ok(series.ok);
      assert.throws(() => series.value.play(0), /bot:cheat chose illegal action/);
    }
  });
});

describe('isLegal', () => {
  it('says what includes says, a forced decision included', () => {
    for (const legal of [[], [4], [0, 3, 9]]) {
      for (const action of [-1, 0, 3, 4, 5, 9, 10]) {
        assert.equal(
          isLegal(legal, action),
          legal.includes(action),
          `${action} in [${legal.join(', ')}]`,
        );
      }
    }
  });
});

describe('reusedDecisions', () => {
  it('gives each seat its decision, all filling one array of legal actions', () => {
    const decisions = reusedDecisions(coinToss, 3);
    assert.deepEqual(
      decisions.map((d) => d.seat),
      [0, 1, 2],
    );
    for (const d of decisions) assert.equal(d.legal, decisions[0]?.legal);
  });
});
