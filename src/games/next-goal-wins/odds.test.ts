import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Rng } from '../../core/rng.ts';
import { Effect } from './cards.ts';
import {
  HIGHER_OF_TWO,
  ONE_DIE,
  TWO_DICE,
  contestOdds,
  rollCounts,
  type Contest,
  type ContestSide,
  type Odds,
  type Tie,
} from './odds.ts';

const side = (add: number, dice = ONE_DIE, onDie: readonly number[] = []): ContestSide => ({
  add,
  dice,
  onDie,
});
const total = (o: Odds): number => o.success + o.stopped + o.freeKick + o.corner + o.penalty;
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-12;

describe('NGW odds: counting the dice of a contest', () => {
  it('NGW-6.4, NGW-8.4: 3 against 3 on one die each, a tie rolling the stalemate die', () => {
    const c: Contest = { attack: side(3), defence: side(3), tie: 'stalemate' };
    assert.deepEqual(rollCounts(c), { success: 15, stopped: 15, freeKick: 0, tie: 6, total: 36 });
    // Of the 6 ties in 36, 2 in 6 roll again: what ends, ends out of 36 - 2 = 34 (102 / 3).
    assert.deepEqual(contestOdds(c), {
      success: 45 / 102,
      stopped: 51 / 102,
      freeKick: 6 / 102,
      corner: 0,
      penalty: 0,
    });
  });

  it('NGW-8.1: a shot of 5 against a save of 3; a tie is a corner', () => {
    const odds = contestOdds({ attack: side(5), defence: side(3), tie: 'corner' });
    // X - Y > -2 in 26 of 36 rolls, X - Y = -2 in 4.
    assert.deepEqual(odds, {
      success: 26 / 36,
      stopped: 6 / 36,
      freeKick: 0,
      corner: 4 / 36,
      penalty: 0,
    });
  });

  it('NGW-14.7: the higher of two dice against one', () => {
    // Keeping x has 2x - 1 of 36 ways and beats x - 1 faces: 0 + 3 + 10 + 21 + 36 + 55 = 125.
    const counts = rollCounts({ attack: side(0, HIGHER_OF_TWO), defence: side(0), tie: 'penalty' });
    assert.deepEqual(counts, { success: 125, stopped: 55, freeKick: 0, tie: 36, total: 216 });
  });

  it('NGW-14.3, NGW-14.6: a defender winning on 5 or 6, unless the attacker’s die skill fires too', () => {
    const noNonsense = [-1, -1, -1, -1, -1, Effect.WinBallInjure, Effect.WinBallInjure];
    const c: Contest = {
      attack: side(10),
      defence: side(0, ONE_DIE, noNonsense),
      tie: 'stalemate',
    };
    assert.deepEqual(rollCounts(c), { success: 24, stopped: 12, freeKick: 0, tie: 0, total: 36 });
    const succeedOnSix = [-1, -1, -1, -1, -1, -1, Effect.Succeed];
    // With a 6 on the attacker's die both fire and cancel: 10 + 6 beats anything.
    const both = rollCounts({ ...c, attack: side(10, ONE_DIE, succeedOnSix) });
    assert.deepEqual(both, { success: 26, stopped: 10, freeKick: 0, tie: 0, total: 36 });
  });

  it('agrees with a brute force over every physical die, for random contests', () => {
    const rng = Rng.fromSeed('odds-brute');
    const ties: Tie[] = ['stalemate', 'corner', 'penalty', 'foul'];
    const effects = [
      -1,
      -1,
      -1,
      Effect.Succeed,
      Effect.WinBall,
      Effect.SentOff,
      Effect.WinBallInjure,
    ];
    for (let n = 0; n < 300; n++) {
      const dieSkill = (): number[] =>
        rng.int(3) === 0 ? ONE_DIE.map(() => effects[rng.int(effects.length)] ?? -1) : [];
      const pick = (): { dice: readonly number[]; count: number; sum: boolean } => {
        const r = rng.int(3);
        return r === 0
          ? { dice: ONE_DIE, count: 1, sum: false }
          : r === 1
            ? { dice: HIGHER_OF_TWO, count: 2, sum: false }
            : { dice: TWO_DICE, count: 2, sum: true };
      };
      const a = pick();
      const d = pick();
      const aSkill = a.sum ? [] : dieSkill();
      const dSkill = d.sum ? [] : dieSkill();
      const c: Contest = {
        attack: side(rng.int(9), a.dice, aSkill),
        defence: side(rng.int(9), d.dice, dSkill),
        tie: ties[rng.int(4)] ?? 'stalemate',
      };
      const brute = bruteForce(c, a, d);
      const odds = contestOdds(c);
      assert.ok(close(total(odds), 1), `the chances add up to 1: ${JSON.stringify(odds)}`);
      for (const key of Object.keys(brute) as (keyof Odds)[])
        assert.ok(close(odds[key], brute[key]), `${key}: ${odds[key]} against ${brute[key]}`);
    }
  });
});

/**
 * Every physical die rolled, one by one, and the stalemate die as a series of rerolls summed
 * until nothing is left to add: the slow way, written from the rules, not from odds.ts.
 */
function bruteForce(
  c: Contest,
  a: { count: number; sum: boolean },
  d: { count: number; sum: boolean },
): Odds {
  const rolls = (count: number): number[][] =>
    count === 1
      ? [1, 2, 3, 4, 5, 6].map((x) => [x])
      : rolls(1).flatMap((x) => rolls(1).map((y) => [...x, ...y]));
  const value = (dice: number[], sum: boolean): number =>
    sum ? dice.reduce((t, x) => t + x, 0) : Math.max(...dice);
  let [win, lose, foul, tie, all] = [0, 0, 0, 0, 0];
  const byTotals = (diff: number): void => {
    if (diff > 0) win++;
    else if (diff < 0) lose++;
    else tie++;
  };
  for (const ad of rolls(a.count))
    for (const dd of rolls(d.count)) {
      all++;
      const x = value(ad, a.sum);
      const y = value(dd, d.sum);
      const as = c.attack.onDie[x] ?? -1;
      const ds = c.defence.onDie[y] ?? -1;
      const diff = c.attack.add + x - c.defence.add - y;
      if (as >= 0 && ds >= 0) byTotals(diff);
      else if (as === Effect.Succeed) win++;
      else if (ds === Effect.SentOff) foul++;
      else if (ds >= 0) lose++;
      else byTotals(diff);
    }
  const [w, l, f, t] = [win / all, lose / all, foul / all, tie / all];
  if (c.tie === 'corner') return { success: w, stopped: l, freeKick: f, corner: t, penalty: 0 };
  if (c.tie === 'penalty') return { success: w, stopped: l, freeKick: f, corner: 0, penalty: t };
  if (c.tie === 'foul') return { success: w, stopped: l, freeKick: f + t, corner: 0, penalty: 0 };
  // NGW-8.4: Try again (2 in 6) rolls the whole contest again.
  let reach = 1;
  const odds = { success: 0, stopped: 0, freeKick: 0, corner: 0, penalty: 0 };
  for (let round = 0; round < 400; round++) {
    odds.success += reach * w;
    odds.stopped += reach * (l + t / 3);
    odds.freeKick += reach * (f + t / 3);
    reach *= t / 3;
  }
  return odds;
}
