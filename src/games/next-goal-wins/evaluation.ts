/**
 * The match's evaluation for search bots (NGW-18.4): at the start of an attack, the chances of
 * each result if every attack still to come scores with a given chance, independently. Between
 * attacks nothing else is in play, so goals and attacks left say most of what a position is
 * worth; the search judges the attack in play with its own dice.
 */
import { Phase, type MatchState } from './state.ts';

/**
 * The share of attacks that end in a goal when the heuristic bot plays itself: 0.378 over 2,000
 * matches (2.27 goals a match, 6 attacks). Measured, not tuned.
 */
export const GOAL_PER_ATTACK = 0.378;

/**
 * The chance a later attack scores, from the heuristic's value of an attack from the keeper
 * (`fromKeeper`). Later attacks start where the ball was won, often higher up, so they score
 * more than that value says: over 3,000 heuristic matches, about 0.08 + 0.8 * fromKeeper.
 */
export const laterChance = (fromKeeper: number): number => 0.08 + 0.8 * fromKeeper;

/** Whether an attack is about to begin: a substitution break is open or nobody has acted yet. */
export function atAttackStart(s: MatchState): boolean {
  return (
    (s.phase === Phase.Substitute && s.subsMask === 0) ||
    (s.phase === Phase.Declare && s.firstAction)
  );
}

/** Goals each side may still add, by side 0's goals added * STRIDE + side 1's. */
const STRIDE = 11;
const chances = new Float64Array(STRIDE * STRIDE);

/**
 * Side 0's expected reward (a win 1, a draw 0.5) from the start of attack `attackNo + 1`: the
 * attack in play scores with chance `now`, each later one with chance `later[side]`, counting
 * the first-to-X stop (NGW-16.1).
 */
export function expectedReward(s: MatchState, now: number, later: readonly number[]): number {
  const left = 2 * s.attacks - s.attackNo;
  const g0 = s.goals[0] as number;
  const g1 = s.goals[1] as number;
  const stop = s.firstTo > 0 ? s.firstTo : Infinity;
  chances.fill(0, 0, STRIDE * STRIDE);
  chances[0] = 1;
  let attacker = s.attacker;
  for (let k = 0; k < left; k++) {
    const p = k === 0 ? now : (later[attacker] as number);
    // Descending, so that mass moved up one goal is not moved again in this attack.
    for (let i = k; i >= 0; i--)
      for (let j = k - i; j >= 0; j--) {
        const at = i * STRIDE + j;
        const mass = chances[at] as number;
        if (mass === 0 || g0 + i >= stop || g1 + j >= stop) continue;
        const to = attacker === 0 ? at + STRIDE : at + 1;
        chances[to] = (chances[to] as number) + mass * p;
        chances[at] = mass * (1 - p);
      }
    attacker = 1 - attacker;
  }
  let reward = 0;
  for (let i = 0; i <= left; i++)
    for (let j = 0; i + j <= left; j++) {
      const mass = chances[i * STRIDE + j] as number;
      const diff = g0 + i - (g1 + j);
      if (diff > 0) reward += mass;
      else if (diff === 0) reward += mass / 2;
    }
  return reward;
}
