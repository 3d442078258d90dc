/**
 * The optimal bot for 2-player Goalkeepers: it takes the reward the exact solution prefers.
 * Solutions are built on first use, once per number of rounds, and shared. With more than two
 * players no exact solution exists here, and the bot plays as the heuristic bot does.
 */
import type { AgentFactory } from '../../core/agent.ts';
import { goalkeepersHeuristic } from './heuristic.ts';
import { GoalkeepersSolver } from './solver.ts';
import type { GoalkeepersView } from './view.ts';

const solvers = new Map<number, GoalkeepersSolver>();

export function solverFor(rounds: number): GoalkeepersSolver {
  let solver = solvers.get(rounds);
  if (!solver) solvers.set(rounds, (solver = new GoalkeepersSolver(rounds)));
  return solver;
}

export const goalkeepersOptimal: AgentFactory<GoalkeepersView> = (seat, seed) => {
  const fallback = goalkeepersHeuristic(seat, seed);
  return {
    act: (d) =>
      d.view.seats === 2 ? solverFor(d.view.rounds).decide(d.view, d.legal) : fallback.act(d),
  };
};
