/**
 * The match runner: plays one game with an agent per seat and returns its record.
 */
import type { Agent, AgentFactory } from './agent.ts';
import { agentSeeds } from './agent-seeds.ts';
import type { AnyGame, Game } from './game.ts';
import { setupChecked } from './checked.ts';
import type { MatchdayError } from './errors.ts';
import { makeRecord, type GameRecord, type RecordedAction } from './record.ts';
import { ok, type Result } from './result.ts';
import { askedNext } from './asking-order.ts';
import { ReusedDecision, stopsAtBound } from './series.ts';

export { agentSeeds };

export interface MatchPlayer<View> {
  /** The seat's name at the table, e.g. 'Seat 1'. */
  readonly name: string;
  /** The agent's descriptor for the record, e.g. 'bot:random'. */
  readonly agent: string;
  readonly make: AgentFactory<View>;
}

export interface MatchRequest<View> {
  readonly players: readonly MatchPlayer<View>[];
  readonly seed: string;
  readonly options?: unknown;
}

/**
 * Plays a whole game. An agent that returns an action outside its legal list is a bug in that
 * agent and throws; bad setup input is returned as an error. A game that needs more actions
 * than its bound throws too, except an endless one (GameFacts.endless): that game is stopped
 * after `actionBound` actions, and its record says so (`stopped: 'bound'`, outcome null).
 */
export function runMatch<S, V, O>(
  game: Game<S, V, O>,
  request: MatchRequest<V>,
): Result<GameRecord, MatchdayError> {
  const seats = request.players.length;
  const setup = setupChecked(game, { options: request.options, seats, seed: request.seed });
  if (!setup.ok) return setup;
  const { state, options } = setup.value;
  const seeds = agentSeeds(request.seed, seats);
  const agents: Agent<V>[] = request.players.map((p, seat) => p.make(seat, seeds[seat] as string));
  const decisions = agents.map((_, seat) => {
    const decision = new ReusedDecision(game, seat);
    decision.state = state;
    return decision;
  });
  const actions: RecordedAction[] = [];
  let stopped = false;
  for (;;) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    if (stopsAtBound(game, actions.length)) {
      stopped = true;
      break;
    }
    const seat = askedNext(game, state, actors, actions.length);
    const decision = decisions[seat] as ReusedDecision<S, V>;
    game.legalActions(state, seat, decision.legal);
    const action = (agents[seat] as Agent<V>).act(decision);
    if (!decision.legal.includes(action)) {
      throw new Error(`${request.players[seat]?.agent ?? 'agent'} chose illegal action ${action}`);
    }
    game.apply(state, seat, action);
    actions.push([seat, action]);
  }
  return ok(
    makeRecord(game as AnyGame, state, {
      options: options as Record<string, unknown>,
      seats: request.players.map(({ name, agent }) => ({ name, agent })),
      seed: request.seed,
      actions,
      ...(stopped ? { stopped: 'bound' as const } : {}),
    }),
  );
}
