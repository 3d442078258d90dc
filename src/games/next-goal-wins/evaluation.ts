/**
 * The match's evaluation for search bots (NGW-18.4): at the start of an attack, the chances of
 * each result if every attack still to come scores with a given chance, independently. Between
 * attacks nothing else is in play, so goals and attacks left say most of what a position is
 * worth; the search judges the attack in play with its own dice.
 */
import { attacksPerSide } from './facts.ts';
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
 * The chances of each result from the start of attack `attackNo + 1`, if the attack in play
 * scores with chance `now` and each later one with chance `later[side]`, counting the
 * first-to-X stop (NGW-16.1): `out[0]` side 0 wins, `out[1]` a draw (side 1 wins the rest).
 */
export function resultChances(
  s: MatchState,
  now: number,
  later: readonly number[],
  out: number[],
): void {
  chancesFrom(
    s.attackLimit - s.attackNo,
    s.goals[0] as number,
    s.goals[1] as number,
    s.firstTo,
    s.attacker,
    now,
    later[0] as number,
    later[1] as number,
    out,
  );
}

/** Side 0's expected reward (a win 1, a draw 0.5) from the start of attack `attackNo + 1`. */
export function expectedReward(s: MatchState, now: number, later: readonly number[]): number {
  resultChances(s, now, later, result);
  return (result[0] as number) + (result[1] as number) / 2;
}

/**
 * The chances of each result of a match not yet begun between sides that both score each
 * attack with chance `perAttack` (`out` as in resultChances), e.g. GOAL_PER_ATTACK.
 */
export function evenMatchChances(
  attacks: number,
  firstTo: number,
  perAttack: number,
  out: number[],
): void {
  const left = 2 * attacksPerSide({ attacks, firstTo });
  chancesFrom(left, 0, 0, firstTo, 0, perAttack, perAttack, perAttack, out);
}

const result = [0, 0];

/**
 * The result chances with `left` attacks to go from goals `g0`-`g1`, `attacker` attacking
 * first: every attack scores independently (the first with `now`, later ones with their
 * side's chance), and none is played once a side has `firstTo` goals (0: no such stop).
 */
function chancesFrom(
  left: number,
  g0: number,
  g1: number,
  firstTo: number,
  attacker: number,
  now: number,
  later0: number,
  later1: number,
  out: number[],
): void {
  const stop = firstTo > 0 ? firstTo : Infinity;
  // Goals either side may still add: a first-to match (NGW-16.1) runs up to its cap of
  // attacks, but nobody passes the target, which keeps the table small.
  const most0 = Math.max(0, Math.min(left, stop - g0));
  const most1 = Math.max(0, Math.min(left, stop - g1));
  chances.fill(0, 0, STRIDE * STRIDE);
  chances[0] = 1;
  let open = 1;
  for (let k = 0; k < left && open > 1e-12; k++) {
    const p = k === 0 ? now : attacker === 0 ? later0 : later1;
    open = 0;
    // Descending, so that mass moved up one goal is not moved again in this attack.
    for (let i = Math.min(k, most0); i >= 0; i--)
      for (let j = Math.min(k - i, most1); j >= 0; j--) {
        const at = i * STRIDE + j;
        const mass = chances[at] as number;
        if (mass === 0 || g0 + i >= stop || g1 + j >= stop) continue;
        const to = attacker === 0 ? at + STRIDE : at + 1;
        chances[to] = (chances[to] as number) + mass * p;
        chances[at] = mass * (1 - p);
        open += mass;
      }
    attacker = 1 - attacker;
  }
  let win = 0;
  let draw = 0;
  for (let i = 0; i <= most0; i++)
    for (let j = 0; j <= most1 && i + j <= left; j++) {
      const mass = chances[i * STRIDE + j] as number;
      const diff = g0 + i - (g1 + j);
      if (diff > 0) win += mass;
      else if (diff === 0) draw += mass;
    }
  out[0] = win;
  out[1] = draw;
}
