import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AgentFactory } from '../../core/agent.ts';
import { coinToss } from '../../core/testing/coin-toss.ts';
import { randomAgent } from '../random.ts';
import { decidedWinRate, playPairing, resultFor, reversed, roundRobin } from './pairing.ts';

const HEADS = 0;
const TAILS = 1;
const always =
  (call: number): AgentFactory =>
  () => ({ act: () => call });
const heads = { name: 'heads', make: always(HEADS) };
const tails = { name: 'tails', make: always(TAILS) };
const random = { name: 'random', make: randomAgent };
const oneToss = { tosses: 1 };

describe('paired matches', () => {
  it('reads a 2-seat outcome from either side', () => {
    assert.equal(resultFor({ scores: [1, 0], places: [1, 2] }, 0), 'win');
    assert.equal(resultFor({ scores: [1, 0], places: [1, 2] }, 1), 'loss');
    assert.equal(resultFor({ scores: [1, 1], places: [1, 1] }, 1), 'draw');
  });

  it('plays each seed twice with seats swapped: the same coin decides both games', () => {
    const games: string[] = [];
    const result = playPairing(coinToss, heads, tails, {
      pairs: 200,
      seedPrefix: 'coin',
      options: oneToss,
      onGame: (r) => games.push(r),
    });
    assert.equal(games.length, 400);
    assert.equal(result.draws, 0, 'one of two opposite calls is always right');
    for (let pair = 0; pair < 200; pair++)
      assert.equal(games[2 * pair], games[2 * pair + 1], `pair ${pair}: same seed, same coin`);
    // A fair coin: heads wins half of the decided games, and the interval says so.
    const rate = decidedWinRate(result);
    assert.ok(rate.low < 0.5 && rate.high > 0.5, `0.5 lies in [${rate.low}, ${rate.high}]`);
    assert.ok(Math.abs(rate.value - 0.5) < 0.1);
  });

  it('plays seeds from the first pair asked for, so that processes can share a run', () => {
    const games = (pairs: number, firstPair?: number): string[] => {
      const played: string[] = [];
      playPairing(coinToss, random, heads, {
        pairs,
        firstPair,
        seedPrefix: 'share',
        options: oneToss,
        onGame: (r) => played.push(r),
      });
      return played;
    };
    assert.deepEqual([...games(3), ...games(5, 3)], games(8));
    assert.notDeepEqual(games(5, 3), games(5));
  });

  it('knows the odds of a random caller: half the games drawn, the rest shared evenly', () => {
    const result = playPairing(coinToss, random, heads, {
      pairs: 500,
      seedPrefix: 'odds',
      options: oneToss,
    });
    const games = result.wins + result.draws + result.losses;
    assert.equal(games, 1000);
    // Same call (p = 1/2): a draw; otherwise the coin decides.
    assert.ok(Math.abs(result.draws / games - 0.5) < 0.05, `draws ${result.draws}`);
    const rate = decidedWinRate(result);
    assert.ok(rate.low < 0.5 && rate.high > 0.5);
    assert.ok(rate.high - rate.low < 0.13, 'about 500 decided games give a narrow interval');
  });

  it("splits the results by the first bot's seat, so a side's advantage shows", () => {
    const result = playPairing(coinToss, heads, random, {
      pairs: 30,
      seedPrefix: 'seats',
      options: oneToss,
    });
    const [first, second] = result.bySeat ?? [];
    assert.ok(first && second);
    for (const key of ['wins', 'draws', 'losses'] as const)
      assert.equal(first[key] + second[key], result[key]);
    assert.equal(first.wins + first.draws + first.losses, 30, 'one game of each pair per seat');
    const back = reversed(result);
    assert.deepEqual(back.bySeat?.[0], {
      wins: second.losses,
      draws: second.draws,
      losses: second.wins,
    });
  });

  it('plays every pair once, on the same seeds, and turns a result around', () => {
    const results = roundRobin(coinToss, [heads, tails, random], {
      pairs: 20,
      seedPrefix: 'rr',
      options: oneToss,
    });
    assert.deepEqual(
      results.map((r) => [r.first, r.second]),
      [
        ['heads', 'tails'],
        ['heads', 'random'],
        ['tails', 'random'],
      ],
    );
    const [headsTails] = results;
    assert.ok(headsTails);
    const back = reversed(headsTails);
    assert.deepEqual(
      [back.first, back.wins, back.draws, back.losses],
      ['tails', headsTails.losses, headsTails.draws, headsTails.wins],
    );
    // The same seeds: heads against tails and tails against heads see the same coins.
    const again = playPairing(coinToss, tails, heads, {
      pairs: 20,
      seedPrefix: 'rr',
      options: oneToss,
    });
    assert.deepEqual(again, back);
  });
});
