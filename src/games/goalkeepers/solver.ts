/**
 * Goalkeepers for 2 players, solved exactly. With two players the only real decision is the
 * shoot-out winner's reward (GK-4.3); everything else is dice. A round is a Markov decision
 * process over (whose turn, both hands, both kept counts, the challenge on the table), with
 * cycles (dice flow back and forth), so each round is solved by value iteration; rounds are
 * chained backwards through the points, and tie-breakers (GK-9.2, GK-9.3) form a fixed point
 * of their own. Values are the probability that seat 1 (index 0) wins the game.
 *
 * One seat may instead play a fixed reward policy (a bot's): the other seat's choices then
 * form the exact best response to that bot, and the start value is the most anyone can win
 * against it.
 */
import type { Action } from '../../core/game.ts';
import { DECLINE_REWARD, TAKE_GOAL, TAKE_TEAM } from './actions.ts';
import { TIEBREAK_DICE, startingDice } from './facts.ts';
import type { GoalkeepersView } from './view.ts';

const TEAM_P = 1 / 2;
const FACE_P = 1 / 6;
const MAX = 13; // counts 0..12 per field

/** Every way `dice` dice can fall, with its probability. */
interface Outcome {
  readonly team: number;
  readonly goal: number;
  readonly penalty: number;
  readonly shootOut: number;
  readonly p: number;
}

const OUTCOMES: readonly (readonly Outcome[])[] = Array.from({ length: 13 }, (_, dice) => {
  const list: Outcome[] = [];
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  for (let team = 0; team <= dice; team++) {
    for (let goal = 0; goal + team <= dice; goal++) {
      for (let penalty = 0; penalty + goal + team <= dice; penalty++) {
        const shootOut = dice - team - goal - penalty;
        const ways = fact(dice) / (fact(team) * fact(goal) * fact(penalty) * fact(shootOut));
        list.push({
          team,
          goal,
          penalty,
          shootOut,
          p: ways * TEAM_P ** team * FACE_P ** (dice - team),
        });
      }
    }
  }
  return list;
});

/** A turn start: `c` must roll; `table` SHOOT-OUT dice of the other player wait as a challenge. */
function key(c: number, h0: number, h1: number, k0: number, k1: number, table: number): number {
  return ((((c * MAX + h0) * MAX + h1) * MAX + k0) * MAX + k1) * MAX + table;
}

/**
 * Where a round can end: by who scored the point (0, 1 or -1 for nobody, GK-7.4) and the
 * ender. A solution keeps their values after its turn starts' values, so that a move's target is
 * one index whether the round goes on or ends.
 */
const ENDINGS = 6;
const ending = (pointTo: number, ender: number): number => (pointTo + 1) * 2 + ender;

/**
 * A reward decision met in a round (GK-4.3): eight numbers each, the winner, both hands and
 * kept counts after the shoot-out (as a policy is told them), then the targets of TEAM, GOAL and
 * declining, -1 for a reward that would take nothing.
 */
const DECISION = 8;

/**
 * The states of a round with `dice` dice each, indexed once per dice count, and every roll's
 * target worked out once: value iteration then only reads values, sweep after sweep.
 */
class RoundSpace {
  readonly keys: number[] = [];
  /** key → position in `keys`, or -1: a flat table, since lookups are the solver's inner loop. */
  readonly index = new Int32Array(2 * MAX ** 5).fill(-1);
  /** Per turn start, its moves from `first[i]` to `first[i + 1]`: a move's probability… */
  readonly first: Int32Array;
  readonly p: Float64Array;
  /** …and its target: a value's index (a turn start or an ending), or -1 - a decision's number. */
  readonly target: Int32Array;
  /** The decisions, DECISION numbers each. */
  readonly decisions: Int32Array;

  constructor(dice: number) {
    const total = 2 * dice;
    for (let c = 0; c < 2; c++) {
      for (let h0 = 0; h0 <= total; h0++) {
        for (let h1 = 0; h0 + h1 <= total; h1++) {
          if ((c === 0 ? h0 : h1) === 0 || (c === 0 ? h1 : h0) === 0) continue; // GK-6.1
          for (let k0 = 0; h0 + h1 + k0 <= total; k0++) {
            for (let k1 = 0; h0 + h1 + k0 + k1 <= total; k1++) {
              const table = total - h0 - h1 - k0 - k1;
              const k = key(c, h0, h1, k0, k1, table);
              this.index[k] = this.keys.length;
              this.keys.push(k);
            }
          }
        }
      }
    }
    const first = [0];
    const p: number[] = [];
    const target: number[] = [];
    const decisions: number[] = [];
    const decisionOf = new Map<number, number>();
    // Rolls that lead to the same place are one move, their chances summed: a third of all
    // rolls meet another of their turn start's (a shoot-out lost either way, a round over).
    const at = new Map<number, number>();
    for (const k of this.keys) {
      const [c, h0, h1, k0, k1, table] = unkey(k);
      at.clear();
      for (const o of OUTCOMES[c === 0 ? h0 : h1] as readonly Outcome[]) {
        const t = this.afterRoll(c, h0, h1, k0, k1, table, o, decisions, decisionOf);
        const known = at.get(t);
        if (known === undefined) {
          at.set(t, p.length);
          p.push(o.p);
          target.push(t);
        } else p[known] = (p[known] as number) + o.p;
      }
      first.push(p.length);
    }
    this.first = Int32Array.from(first);
    this.p = Float64Array.from(p);
    this.target = Int32Array.from(target);
    this.decisions = Int32Array.from(decisions);
  }

  /** GK-3.2 to GK-4.6 for two players, mirroring rules.ts (seat c rolled `o`). */
  private afterRoll(
    c: number,
    h0: number,
    h1: number,
    k0: number,
    k1: number,
    table: number,
    o: Outcome,
    decisions: number[],
    decisionOf: Map<number, number>,
  ): number {
    // TEAM back to hand, GOAL kept, PENALTY to the other player.
    let a0 = c === 0 ? o.team : h0 + o.penalty;
    let a1 = c === 1 ? o.team : h1 + o.penalty;
    const g0 = c === 0 ? k0 + o.goal : k0;
    const g1 = c === 1 ? k1 + o.goal : k1;
    if (table === 0) return this.endTurn(c, a0, a1, g0, g1, o.shootOut);
    // The shoot-out: both players' SHOOT-OUT dice go back to hand.
    if (c === 0) {
      a0 += o.shootOut;
      a1 += table;
    } else {
      a1 += o.shootOut;
      a0 += table;
    }
    if (o.shootOut === table) return this.endTurn(c, a0, a1, g0, g1, 0);
    const winner = o.shootOut > table ? c : 1 - c;
    // GK-4.3, GK-4.4: the winner's reward, declining included, unless there is nothing to take.
    const loser = 1 - winner;
    const team = (loser === 0 ? a0 : a1) > 0;
    const goal = (loser === 0 ? g0 : g1) > 0;
    if (!team && !goal) return this.endTurn(c, a0, a1, g0, g1, 0);
    const id = key(c, a0, a1, g0, g1, 0) * 2 + winner;
    let n = decisionOf.get(id);
    if (n === undefined) {
      decisionOf.set(id, (n = decisions.length / DECISION));
      decisions.push(
        winner,
        a0,
        a1,
        g0,
        g1,
        team ? this.afterReward(c, winner, a0, a1, g0, g1, TAKE_TEAM) : -1,
        goal ? this.afterReward(c, winner, a0, a1, g0, g1, TAKE_GOAL) : -1,
        this.afterReward(c, winner, a0, a1, g0, g1, DECLINE_REWARD),
      );
    }
    return -1 - n;
  }

  /** The target of a reward choice (GK-4.4). */
  afterReward(
    c: number,
    winner: number,
    h0: number,
    h1: number,
    k0: number,
    k1: number,
    choice: Action,
  ): number {
    const goal = choice === TAKE_GOAL;
    const loserHand = winner === 0 ? h1 : h0;
    const moved = choice === DECLINE_REWARD ? 0 : goal ? 1 : Math.min(2, loserHand);
    const taken = goal ? 0 : moved;
    const n0 = winner === 0 ? h0 + moved : h0 - taken;
    const n1 = winner === 1 ? h1 + moved : h1 - taken;
    const m0 = goal && winner === 1 ? k0 - 1 : k0;
    const m1 = goal && winner === 0 ? k1 - 1 : k1;
    if ((winner === 0 ? n1 : n0) === 0) return this.roundOver(m0, m1, 1 - winner);
    return this.endTurn(c, n0, n1, m0, m1, 0);
  }

  private endTurn(
    c: number,
    h0: number,
    h1: number,
    k0: number,
    k1: number,
    leftOnTable: number,
  ): number {
    if ((c === 0 ? h0 : h1) === 0) return this.roundOver(k0, k1, c);
    const at = this.index[key(1 - c, h0, h1, k0, k1, leftOnTable)] ?? -1;
    if (at < 0) throw new Error('Goalkeepers solver: a turn leads outside the round');
    return at;
  }

  /** GK-7.4: a point for more goals, none for a tie. */
  private roundOver(k0: number, k1: number, ender: number): number {
    return this.keys.length + ending(k0 === k1 ? -1 : k0 > k1 ? 0 : 1, ender);
  }
}

function unkey(k: number): [number, number, number, number, number, number] {
  let rest = k;
  const table = rest % MAX;
  rest = (rest - table) / MAX;
  const k1 = rest % MAX;
  rest = (rest - k1) / MAX;
  const k0 = rest % MAX;
  rest = (rest - k0) / MAX;
  const h1 = rest % MAX;
  rest = (rest - h1) / MAX;
  const h0 = rest % MAX;
  return [(rest - h0) / MAX, h0, h1, k0, k1, table];
}

const SPACES = new Map<number, RoundSpace>();
function spaceFor(dice: number): RoundSpace {
  let space = SPACES.get(dice);
  if (!space) SPACES.set(dice, (space = new RoundSpace(dice)));
  return space;
}

/**
 * The value after each choice of a reward decision (GK-4.4), NaN for a reward that would take
 * nothing. One object per solution is refilled for every decision, so the loop allocates nothing.
 */
export interface RewardValues {
  team: number;
  goal: number;
  none: number;
}

/**
 * A fixed player's reward choice, as the value it leads to, from the state of the decision:
 * the winner, both hands and kept counts (after the shoot-out dice went back to hand) and the
 * value after each choice. E.g. a uniformly random player returns the mean of the open ones.
 */
export type RewardPolicy = (
  winner: number,
  h0: number,
  h1: number,
  k0: number,
  k1: number,
  values: Readonly<RewardValues>,
) => number;

/** A seat whose rewards follow a fixed policy instead of being optimized. */
export interface FixedSeat {
  readonly seat: number;
  readonly policy: RewardPolicy;
}

/**
 * What a finished round is worth: by who scored the point (0, 1 or -1 for nobody) and the ender;
 * REPLAY for a round played again with the ender starting (a tied tie-breaker, GK-9.3).
 */
type Continuation = (pointTo: number, ender: number) => number | typeof REPLAY;
const REPLAY = 'replay';

/** One round solved: the value of every turn start, and the rules to evaluate a reward. */
class RoundSolution {
  /** The turn starts' values, then the endings' (ENDINGS of them). */
  readonly values: Float64Array;
  private readonly space: RoundSpace;
  private readonly dice: number;
  private readonly continuation: Continuation;
  private readonly fixed: FixedSeat | undefined;
  private readonly options: RewardValues = { team: NaN, goal: NaN, none: NaN };

  constructor(dice: number, continuation: Continuation, fixed: FixedSeat | undefined) {
    this.space = spaceFor(dice);
    this.dice = dice;
    this.continuation = continuation;
    this.fixed = fixed;
    this.values = new Float64Array(this.space.keys.length + ENDINGS).fill(0.5);
  }

  valueAt(c: number, h0: number, h1: number, k0: number, k1: number, table: number): number {
    return this.values[this.space.index[key(c, h0, h1, k0, k1, table)] ?? -1] ?? NaN;
  }

  /**
   * Gauss–Seidel value iteration until no value moves by more than `tolerance`. A replayed
   * round's ending is its own start, so its value follows that start's as it converges.
   */
  solve(tolerance = 1e-12): this {
    const { keys, index, first, p, target } = this.space;
    const n = keys.length;
    const values = this.values;
    // The start each replayed ending follows (-1 if none); the first ender's, then the second's.
    const replays = [-1, -1];
    for (let pointTo = -1; pointTo <= 1; pointTo++) {
      for (let ender = 0; ender < 2; ender++) {
        const worth = this.continuation(pointTo, ender);
        if (worth !== REPLAY) values[n + ending(pointTo, ender)] = worth;
        else if (pointTo !== -1) throw new Error('Goalkeepers solver: only a tie is replayed');
        else replays[ender] = index[key(ender, this.dice, this.dice, 0, 0, 0)] ?? -1;
      }
    }
    const [replay0 = -1, replay1 = -1] = replays;
    // A decision is met at most once per turn start (its rolls are merged, see RoundSpace), so
    // it is valued where it is met.
    for (let sweep = 0; sweep < 10_000; sweep++) {
      let change = 0;
      for (let i = 0; i < n; i++) {
        let v = 0;
        for (let r = first[i] as number, end = first[i + 1] as number; r < end; r++) {
          const t = target[r] as number;
          if (t >= 0) {
            v += (p[r] as number) * (values[t] as number);
            continue;
          }
          v += (p[r] as number) * this.decisionValue(-1 - t);
        }
        change = Math.max(change, Math.abs(v - (values[i] as number)));
        values[i] = v;
        if (i === replay0) values[n + ending(-1, 0)] = v;
        if (i === replay1) values[n + ending(-1, 1)] = v;
      }
      if (change < tolerance) return this;
    }
    throw new Error('Goalkeepers solver: value iteration did not converge');
  }

  /** The value after the reward the winner picks, declining included (GK-4.3, GK-4.4). */
  private decisionValue(d: number): number {
    const at = d * DECISION;
    const { decisions } = this.space;
    const values = this.values;
    const winner = decisions[at] as number;
    const team = decisions[at + 5] as number;
    const goal = decisions[at + 6] as number;
    const o = this.options;
    o.team = team >= 0 ? (values[team] as number) : NaN;
    o.goal = goal >= 0 ? (values[goal] as number) : NaN;
    o.none = values[decisions[at + 7] as number] as number;
    if (this.fixed?.seat !== winner) return bestFor(winner, o);
    const h0 = decisions[at + 1] as number;
    const h1 = decisions[at + 2] as number;
    return this.fixed.policy(
      winner,
      h0,
      h1,
      decisions[at + 3] as number,
      decisions[at + 4] as number,
      o,
    );
  }

  afterReward(
    c: number,
    winner: number,
    h0: number,
    h1: number,
    k0: number,
    k1: number,
    choice: Action,
  ): number {
    return this.values[this.space.afterReward(c, winner, h0, h1, k0, k1, choice)] as number;
  }
}

/**
 * The solved game for a number of rounds, built lazily round by round: both seats optimal, or,
 * with `fixed`, one seat following its policy and the other its exact best response.
 */
export class GoalkeepersSolver {
  private readonly rounds: number;
  private readonly fixed: FixedSeat | undefined;
  private readonly solved = new Map<string, RoundSolution>();
  /** The same solutions by the dice and the worth of each ending (see `round`). */
  private readonly byEndings = new Map<string, RoundSolution>();

  constructor(rounds: number, fixed?: FixedSeat) {
    this.rounds = rounds;
    this.fixed = fixed;
  }

  /** The probability that seat 1 wins, from the start of a round with the given points. */
  startValue(round: number, p0: number, p1: number, starter: number): number {
    const dice = round > this.rounds ? TIEBREAK_DICE : startingDice(2);
    return this.round(round, p0, p1).valueAt(starter, dice, dice, 0, 0, 0);
  }

  /** The winning chance of seat 1 after each choice of a reward decision of the view. */
  rewardValues(v: GoalkeepersView): RewardValues {
    if (!v.reward) throw new Error('not a reward decision');
    const solution = this.round(v.round, v.points[0] ?? 0, v.points[1] ?? 0);
    const { winner } = v.reward;
    const [h0 = 0, h1 = 0] = v.hand;
    const [k0 = 0, k1 = 0] = v.kept;
    const after = (choice: Action): number =>
      solution.afterReward(v.current, winner, h0, h1, k0, k1, choice);
    return {
      team: (v.hand[1 - winner] ?? 0) > 0 ? after(TAKE_TEAM) : NaN,
      goal: (v.kept[1 - winner] ?? 0) > 0 ? after(TAKE_GOAL) : NaN,
      none: after(DECLINE_REWARD),
    };
  }

  /** The optimal action in a view of a 2-player game (rolling is the only other choice). */
  decide(v: GoalkeepersView, legal: readonly Action[]): Action {
    if (v.phase !== 'reward' || legal.length === 1) return legal[0] as Action;
    const values = this.rewardValues(v);
    const best = bestFor(v.decider, values);
    return legal.find((a) => rewardValueOf(values, a) === best) ?? (legal[0] as Action);
  }

  private round(round: number, p0: number, p1: number): RoundSolution {
    const tieBreak = round > this.rounds;
    const id = tieBreak ? 'tie-break' : `${round}:${p0}:${p1}`;
    const known = this.solved.get(id);
    if (known) return known;
    const dice = tieBreak ? TIEBREAK_DICE : startingDice(2);
    // A tied tie-break round is played again: its ending is its own start (REPLAY).
    const continuation: Continuation = (pointTo, ender) => {
      const q0 = p0 + (pointTo === 0 ? 1 : 0);
      const q1 = p1 + (pointTo === 1 ? 1 : 0);
      if (round >= this.rounds && q0 !== q1) return q0 > q1 ? 1 : 0; // GK-9.1
      if (tieBreak) return REPLAY; // GK-9.3
      return this.startValue(round + 1, q0, q1, ender); // GK-8.2
    };
    // Rounds whose endings are worth the same are the same round, solved once: the last round
    // at 0-0 and at 1-1, say (either way a point wins the game and none leads to a tie-break).
    const endings: (number | typeof REPLAY)[] = [dice];
    for (let pointTo = -1; pointTo <= 1; pointTo++)
      for (let ender = 0; ender < 2; ender++) endings.push(continuation(pointTo, ender));
    const alike = endings.join(' ');
    let solution = this.byEndings.get(alike);
    if (!solution) {
      solution = new RoundSolution(dice, continuation, this.fixed).solve();
      this.byEndings.set(alike, solution);
    }
    this.solved.set(id, solution);
    return solution;
  }
}

/** The value of one reward choice, NaN for an action that is not one. */
export function rewardValueOf(values: Readonly<RewardValues>, choice: Action): number {
  if (choice === TAKE_TEAM) return values.team;
  if (choice === TAKE_GOAL) return values.goal;
  return choice === DECLINE_REWARD ? values.none : NaN;
}

/** The open choice best for `winner`: seat 1 (index 0) maximises, seat 2 minimises. */
function bestFor(winner: number, o: Readonly<RewardValues>): number {
  let best = o.none;
  if (!Number.isNaN(o.team)) best = winner === 0 ? Math.max(best, o.team) : Math.min(best, o.team);
  if (!Number.isNaN(o.goal)) best = winner === 0 ? Math.max(best, o.goal) : Math.min(best, o.goal);
  return best;
}
