/**
 * The search bot at simultaneous decisions, on matching pennies, whose equilibrium is known:
 * it must lay heads about as often as the equilibrium says, so that a seat that knows its
 * strategy and answers it as well as possible gains next to nothing, also when it is asked
 * after the other seat laid in secret (as the match runner asks); and it must value later
 * simultaneous rounds as a fair game, not as if one seat saw the other's penny.
 *
 * Every figure is deterministic: fixed seeds and iteration budgets. The margins are set by the
 * sampling noise of a share estimated from DECISIONS draws (standard deviation at most
 * √(¼ / 400) = 0.025), about 2.5 of them, while the earlier way misses by 0.17 or more.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../core/rng.ts';
import {
  HEADS,
  MATCHER,
  MISMATCHER,
  TAILS,
  pennies,
  roundTaker,
  type PenniesOptions,
} from '../../core/testing/pennies.ts';
import { search, searchAgent, type SearchSettings } from './ismcts.ts';
import { rootChoices } from './tree.ts';

const DECISIONS = 400;
const ITERATIONS = 1000;
/** How far the share of heads may stray from the equilibrium's: 2.5 standard deviations. */
const SHARE_MARGIN = 0.06;
/** How much a best response may win beyond the game's value: the share's margin, at slope ≤ 1. */
const GAIN_MARGIN = 0.06;

type Stakes = PenniesOptions['stakes'];

/** The equilibrium's share of heads, the same for both seats (see pennies.ts). */
const EQUILIBRIUM: Readonly<Record<Stakes, number>> = { even: 1 / 2, biased: 1 / 3 };

/** A seat's reward (win 1, draw ½, loss 0) for one round with these pennies. */
function reward(stakes: Stakes, seat: number, matcher: number, mismatcher: number): number {
  const taker = roundTaker(stakes, matcher, mismatcher);
  return taker === -1 ? 0.5 : taker === seat ? 1 : 0;
}

/** A seat's expected reward laying `penny` against an opponent laying heads with `heads`. */
function expected(stakes: Stakes, seat: number, penny: number, heads: number): number {
  const against = (other: number) =>
    seat === MATCHER ? reward(stakes, seat, penny, other) : reward(stakes, seat, other, penny);
  return heads * against(HEADS) + (1 - heads) * against(TAILS);
}

/** The game's value for `seat`: what it expects when both lay heads with the equilibrium share. */
function value(stakes: Stakes, seat: number): number {
  const share = EQUILIBRIUM[stakes];
  return (
    share * expected(stakes, seat, HEADS, share) +
    (1 - share) * expected(stakes, seat, TAILS, share)
  );
}

/** What the opponent of a bot laying heads with `heads` wins beyond the value by answering it best. */
function bestResponseGain(stakes: Stakes, botSeat: number, heads: number): number {
  const other = 1 - botSeat;
  const best = Math.max(
    expected(stakes, other, HEADS, heads),
    expected(stakes, other, TAILS, heads),
  );
  return best - value(stakes, other);
}

/**
 * The bot's share of heads over DECISIONS seeded decisions of a one-round game: nobody laid
 * yet, or (`second`) the other seat laid `second` in secret before the bot is asked, as the
 * match runner and the server ask simultaneous actors one after another.
 */
function headsShare(
  stakes: Stakes,
  seat: number,
  settings: Partial<SearchSettings> = {},
  second?: number,
): number {
  const state = pennies.setup({ rounds: 1, stakes }, 2, Rng.fromSeed('pennies'));
  if (second !== undefined) pennies.apply(state, 1 - seat, second);
  const bot = searchAgent(pennies, { budget: { iterations: ITERATIONS }, ...settings });
  const decision = {
    seat,
    view: pennies.view(state, seat),
    legal: pennies.legalActions(state, seat),
    label: (a: number) => pennies.actionLabel(state, seat, a),
  };
  let heads = 0;
  for (let i = 0; i < DECISIONS; i++)
    if (bot(seat, `pennies-${i}`).act(decision) === HEADS) heads++;
  return heads / DECISIONS;
}

describe('the search bot at a simultaneous decision (matching pennies)', () => {
  it('knows the game: the values and best responses the tests below rely on', () => {
    assert.equal(value('even', MATCHER), 0.5);
    assert.ok(Math.abs(value('biased', MATCHER) - 1 / 3) < 1e-12);
    assert.ok(Math.abs(value('biased', MISMATCHER) - 2 / 3) < 1e-12);
    // Laying tails for sure is read: the matcher is then beaten every time, the mismatcher held to a draw.
    assert.ok(Math.abs(bestResponseGain('biased', MATCHER, 0) - 1 / 3) < 1e-12);
    assert.ok(Math.abs(bestResponseGain('biased', MISMATCHER, 0) - 1 / 6) < 1e-12);
    assert.ok(Math.abs(bestResponseGain('biased', MATCHER, 1 / 3)) < 1e-12);
  });

  for (const stakes of ['even', 'biased'] as const) {
    for (const seat of [MATCHER, MISMATCHER]) {
      it(`mixes as the equilibrium does, ${stakes} stakes, seat ${seat}: a best response gains at most ${GAIN_MARGIN}`, () => {
        const share = headsShare(stakes, seat);
        const gain = bestResponseGain(stakes, seat, share);
        assert.ok(
          Math.abs(share - EQUILIBRIUM[stakes]) <= SHARE_MARGIN,
          `heads ${share.toFixed(3)}, equilibrium ${EQUILIBRIUM[stakes].toFixed(3)}`,
        );
        assert.ok(gain <= GAIN_MARGIN, `a best response gains ${gain.toFixed(3)}`);
      });
    }
  }

  for (const stakes of ['even', 'biased'] as const) {
    for (const seat of [MATCHER, MISMATCHER]) {
      it(`mixes as the equilibrium does when asked second, the other penny laid unseen, ${stakes} stakes, seat ${seat}: a best response gains at most ${GAIN_MARGIN}`, () => {
        // The penny laid is tails, the side the equilibrium lays more often; what it is must
        // not matter, as the bot cannot see it. Were it guessed (uniformly, as pennies did),
        // the bot would answer the guess: in biased stakes heads for sure (seat 0) or tails.
        const share = headsShare(stakes, seat, {}, TAILS);
        const gain = bestResponseGain(stakes, seat, share);
        assert.ok(
          Math.abs(share - EQUILIBRIUM[stakes]) <= SHARE_MARGIN,
          `heads ${share.toFixed(3)}, equilibrium ${EQUILIBRIUM[stakes].toFixed(3)}`,
        );
        assert.ok(gain <= GAIN_MARGIN, `a best response gains ${gain.toFixed(3)}`);
      });
    }
  }

  it('the earlier, sequential search is read: it lays tails for sure when two tails is a draw', () => {
    // As if the other seat saw its penny: heads is answered by tails (for the matcher) or by
    // heads (for the mismatcher), so tails looks at least as good, and is played every time.
    for (const seat of [MATCHER, MISMATCHER]) {
      const share = headsShare('biased', seat, { simultaneous: 'sequential' });
      const gain = bestResponseGain('biased', seat, share);
      assert.ok(
        gain > (3 * GAIN_MARGIN) / 2,
        `seat ${seat}: heads ${share}, gain ${gain.toFixed(3)}`,
      );
    }
  });

  it('values later simultaneous rounds as fair, not as if one seat saw the other’s penny', () => {
    const rootValue = (seat: number, simultaneous?: SearchSettings['simultaneous']) => {
      const state = pennies.setup({ rounds: 3, stakes: 'even' }, 2, Rng.fromSeed('rounds'));
      const settings = { budget: { iterations: 2000 }, simultaneous };
      const root = search(pennies, pennies.view(state, seat), seat, settings, Rng.fromSeed('v'));
      const arms = rootChoices(root, seat);
      const visits = arms.reduce((n, c) => n + c.visits, 0);
      assert.equal(visits, 2000);
      return arms.reduce((n, c) => n + c.reward, 0) / visits;
    };
    for (const seat of [MATCHER, MISMATCHER])
      assert.ok(Math.abs(rootValue(seat) - 0.5) < 0.05, `seat ${seat}: ${rootValue(seat)}`);
    // The sequential search lets seat 1 see seat 0's penny in every round below the root.
    assert.ok(rootValue(MATCHER, 'sequential') < 0.1);
    assert.ok(rootValue(MISMATCHER, 'sequential') > 0.9);
  });

  it('keeps a joint child per pair of pennies, each seat’s bandit blind to the other’s', () => {
    const state = pennies.setup({ rounds: 2, stakes: 'even' }, 2, Rng.fromSeed('tree'));
    const root = search(
      pennies,
      pennies.view(state, MATCHER),
      MATCHER,
      { budget: { iterations: 500 } },
      Rng.fromSeed('t'),
    );
    const bandits = root.bandits ?? [];
    assert.deepEqual(
      bandits.map((b) => b?.children.map((arm) => arm.action).sort()),
      [
        [HEADS, TAILS],
        [HEADS, TAILS],
      ],
    );
    // Each bandit counts every iteration once, whatever the other seat laid.
    for (const b of bandits)
      assert.equal(
        b?.children.reduce((n, arm) => n + arm.visits, 0),
        500,
      );
    // Below the root the second round is a simultaneous decision of its own.
    assert.equal(root.children.length, 0, 'no seat moves first at the root');
  });
});
