/**
 * The exact best response to a bot in 2-player Goalkeepers, and with it the most anyone can win
 * against that bot: the solver (solver.ts) with the bot's seat fixed to its reward policy and
 * the other seat optimizing. This is the ceiling for the bot targets of the issue on bots: no
 * player, however strong, wins more often against the bot than the best response does.
 */
import type { AgentFactory } from '../../core/agent.ts';
import type { BotCeilings } from '../../core/ceilings.ts';
import type { Action } from '../../core/game.ts';
import { goalkeepersOptions } from './facts.ts';
import { heuristicReward } from './heuristic.ts';
import { GoalkeepersSolver, rewardValueOf, type RewardPolicy } from './solver.ts';
import type { GoalkeepersView } from './view.ts';

/** The random bot's rewards: any open choice, declining included, with equal chances. */
export const RANDOM_REWARDS: RewardPolicy = (_w, _h0, _h1, _k0, _k1, { team, goal, none }) => {
  const open = 1 + (Number.isNaN(team) ? 0 : 1) + (Number.isNaN(goal) ? 0 : 1);
  return ((Number.isNaN(team) ? 0 : team) + (Number.isNaN(goal) ? 0 : goal) + none) / open;
};

/** The heuristic bot's rewards (GK-10.1), from the solver's numbers. */
export const HEURISTIC_REWARDS: RewardPolicy = (winner, h0, h1, k0, k1, values) => {
  const loserHand = winner === 0 ? h1 : h0;
  const loserKept = winner === 0 ? k1 : k0;
  const leadsAlone = winner === 0 ? k0 > k1 : k1 > k0;
  return rewardValueOf(values, heuristicReward(loserHand, loserKept, leadsAlone));
};

const solvers = new WeakMap<RewardPolicy, Map<string, GoalkeepersSolver>>();

/** The game solved against `policy` played by `policySeat`, built once and shared. */
export function solverAgainst(
  rounds: number,
  policy: RewardPolicy,
  policySeat: number,
): GoalkeepersSolver {
  let known = solvers.get(policy);
  if (!known) solvers.set(policy, (known = new Map<string, GoalkeepersSolver>()));
  const id = `${rounds}/${policySeat}`;
  let solver = known.get(id);
  if (!solver)
    known.set(id, (solver = new GoalkeepersSolver(rounds, { seat: policySeat, policy })));
  return solver;
}

export interface Ceiling {
  /** The best response's chance of winning as the first seat (which starts, GK-2.3). */
  readonly asFirst: number;
  /** …and as the second seat. */
  readonly asSecond: number;
  /** Their mean: the expected win rate over games with seats swapped, as tournaments play. */
  readonly mean: number;
}

/**
 * The most anyone can win against the bot whose rewards are `policy`, exactly. 2-player games
 * are never drawn (tie-breakers, GK-9.3), so this is also the ceiling on decided games.
 */
export function ceilingAgainst(rounds: number, policy: RewardPolicy): Ceiling {
  const asFirst = solverAgainst(rounds, policy, 1).startValue(1, 0, 0, 0);
  const asSecond = 1 - solverAgainst(rounds, policy, 0).startValue(1, 0, 0, 0);
  return { asFirst, asSecond, mean: (asFirst + asSecond) / 2 };
}

/** A bot playing the exact best response to the bot whose rewards are `policy` (2 players). */
export function bestResponseTo(policy: RewardPolicy): AgentFactory<GoalkeepersView> {
  return (seat) => ({
    act(d) {
      // A forced action needs no view (each read of one builds it).
      if (d.legal.length === 1) return d.legal[0] as Action;
      const v = d.view;
      return solverAgainst(v.rounds, policy, 1 - seat).decide(v, d.legal);
    },
  });
}

/** The registry's ceilings for a game's raw options: against the random and heuristic bots. */
export function goalkeepersCeilings(options: unknown): BotCeilings {
  const { rounds } = goalkeepersOptions.parse(options);
  return {
    random: ceilingAgainst(rounds, RANDOM_REWARDS).mean,
    heuristic: ceilingAgainst(rounds, HEURISTIC_REWARDS).mean,
  };
}
