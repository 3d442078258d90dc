/**
 * The optimal bot for 2-player Goalkeepers: it takes the reward the exact solution prefers.
 * Solutions are built on first use, once per number of rounds, and shared. With more than two
 * players no exact solution exists here, and the bot plays as the heuristic bot does.
 */
import type { AgentFactory } from '../../core/agent.ts';
import type { Action } from '../../core/game.ts';
import { goalkeepersHeuristic } from './heuristic.ts';
import { GoalkeepersSolver, rewardValueOf } from './solver.ts';
import type { GoalkeepersView } from './view.ts';

const solvers = new Map<number, GoalkeepersSolver>();

export function solverFor(rounds: number): GoalkeepersSolver {
  let solver = solvers.get(rounds);
  if (!solver) solvers.set(rounds, (solver = new GoalkeepersSolver(rounds)));
  return solver;
}

/** Rewards whose winning chances are this close are equally good. */
const INDIFFERENT = 1e-9;

/**
 * The optimal choices among `legal` in a 2-player reward decision (every action within
 * INDIFFERENT of the best winning chance for the deciding seat); undefined for any other
 * decision, or with more than two players, where there is no exact solution.
 */
export function goalkeepersOptimalActions(
  view: unknown,
  legal: readonly Action[],
): readonly Action[] | undefined {
  const v = view as GoalkeepersView; // the registry hands this game's own views only
  if (v.seats !== 2 || v.phase !== 'reward' || legal.length < 2) return undefined;
  const values = solverFor(v.rounds).rewardValues(v);
  // Values are the first seat's winning chance: it maximises them, the second seat minimises.
  const worth = (a: Action): number => {
    const value = rewardValueOf(values, a);
    return v.decider === 0 ? value : -value;
  };
  const best = Math.max(...legal.map(worth));
  return legal.filter((a) => worth(a) >= best - INDIFFERENT);
}

export const goalkeepersOptimal: AgentFactory<GoalkeepersView> = (seat, seed) => {
  const fallback = goalkeepersHeuristic(seat, seed);
  return {
    act(d) {
      // A forced action needs no view (each read of one builds it); either way it is the one.
      if (d.legal.length === 1) return d.legal[0] as Action;
      const v = d.view;
      return v.seats === 2 ? solverFor(v.rounds).decide(v, d.legal) : fallback.act(d);
    },
  };
};
