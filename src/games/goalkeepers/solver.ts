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

/** The states of a round with `dice` dice each, indexed once per dice count. */
class RoundSpace {
  readonly keys: number[] = [];
  /** key → position in `keys`, or -1: a flat table, since lookups are the solver's inner loop. */
  readonly index = new Int32Array(2 * MAX ** 5).fill(-1);

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
  }
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

/** What a finished round is worth: by who scored the point (0, 1 or -1 for nobody) and the ender. */
type Continuation = (pointTo: number, ender: number) => number;

/** One round solved: the value of every turn start, and the rules to evaluate a reward. */
class RoundSolution {
  readonly values: Float64Array;
  private readonly space: RoundSpace;
  private readonly continuation: Continuation;
  private readonly fixed: FixedSeat | undefined;
  private readonly options: RewardValues = { team: NaN, goal: NaN, none: NaN };

  constructor(dice: number, continuation: Continuation, fixed: FixedSeat | undefined) {
    this.space = spaceFor(dice);
    this.continuation = continuation;
    this.fixed = fixed;
    this.values = new Float64Array(this.space.keys.length).fill(0.5);
  }

  valueAt(c: number, h0: number, h1: number, k0: number, k1: number, table: number): number {
    return this.values[this.space.index[key(c, h0, h1, k0, k1, table)] ?? -1] ?? NaN;
  }

  /**
   * Gauss–Seidel value iteration until no value moves by more than `tolerance`. A tie-break
   * round's continuation reads this round's own start values, so it converges to the fixed point.
   */
  solve(tolerance = 1e-12): this {
    const { keys } = this.space;
    for (let sweep = 0; sweep < 10_000; sweep++) {
      let change = 0;
      for (let i = 0; i < keys.length; i++) {
        const v = this.turnValue(keys[i] as number);
        change = Math.max(change, Math.abs(v - (this.values[i] as number)));
        this.values[i] = v;
      }
      if (change < tolerance) return this;
    }
    throw new Error('Goalkeepers solver: value iteration did not converge');
  }

  private turnValue(k: number): number {
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
    const c = (rest - h0) / MAX;
    let value = 0;
    for (const o of OUTCOMES[c === 0 ? h0 : h1] as readonly Outcome[]) {
      value += o.p * this.afterRoll(c, h0, h1, k0, k1, table, o);
    }
    return value;
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
    return this.rewardValue(c, o.shootOut > table ? c : 1 - c, a0, a1, g0, g1);
  }

  /** The value after the reward the winner picks, declining included (GK-4.3, GK-4.4). */
  rewardValue(c: number, winner: number, h0: number, h1: number, k0: number, k1: number): number {
    const loser = 1 - winner;
    const team = (loser === 0 ? h0 : h1) > 0;
    const goal = (loser === 0 ? k0 : k1) > 0;
    if (!team && !goal) return this.endTurn(c, h0, h1, k0, k1, 0);
    const o = this.options;
    o.team = team ? this.afterReward(c, winner, h0, h1, k0, k1, TAKE_TEAM) : NaN;
    o.goal = goal ? this.afterReward(c, winner, h0, h1, k0, k1, TAKE_GOAL) : NaN;
    o.none = this.afterReward(c, winner, h0, h1, k0, k1, DECLINE_REWARD);
    if (this.fixed?.seat === winner) return this.fixed.policy(winner, h0, h1, k0, k1, o);
    return bestFor(winner, o);
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
    return this.values[
      this.space.index[key(1 - c, h0, h1, k0, k1, leftOnTable)] as number
    ] as number;
  }

  /** GK-7.4: a point for more goals, none for a tie. */
  private roundOver(k0: number, k1: number, ender: number): number {
    return this.continuation(k0 === k1 ? -1 : k0 > k1 ? 0 : 1, ender);
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
    // A tie-break round continues into itself: its closure reads its own solution as it converges.
    const self: RoundSolution = new RoundSolution(
      dice,
      (pointTo, ender) => {
        const q0 = p0 + (pointTo === 0 ? 1 : 0);
        const q1 = p1 + (pointTo === 1 ? 1 : 0);
        if (round >= this.rounds && q0 !== q1) return q0 > q1 ? 1 : 0; // GK-9.1
        if (tieBreak) return self.valueAt(ender, dice, dice, 0, 0, 0); // GK-9.3
        return this.startValue(round + 1, q0, q1, ender); // GK-8.2
      },
      this.fixed,
    );
    self.solve();
    this.solved.set(id, self);
    return self;
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
