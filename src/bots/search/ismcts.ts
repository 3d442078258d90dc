/**
 * The search bot: single-observer information-set MCTS over the protocol. For a game whose
 * only uncertainty is chance it is open-loop MCTS (each iteration rolls its own dice); for a
 * game with hidden cards each iteration deals the unseen cards anew. Either way the bot sees
 * nothing but its own view: every state it plays on comes from `determinize(view, seat, rng)`
 * with the bot's own generator.
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action, AnyGame, Outcome, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { SearchNode, mostVisited, selectChild } from './tree.ts';

export interface SearchBudget {
  /** Iterations per decision: reproducible, for tests and the lab. */
  readonly iterations?: number;
  /** Wall-clock milliseconds per decision, for live play; the search always answers in time. */
  readonly milliseconds?: number;
}

export interface SearchSettings {
  readonly budget: SearchBudget;
  /** UCB's exploration constant; rewards are in [0, 1]. */
  readonly exploration?: number;
  /** How playouts choose: uniformly at random, or with this agent (a game's heuristic bot). */
  readonly rollout?: AgentFactory;
  /**
   * A prior: this agent's choice at the root starts with `priorVisits` virtual visits at a
   * reward of 0.5 plus `priorEdge`, so the search plays like the prior unless its own
   * playouts find better (progressive bias with a policy of one favourite).
   */
  readonly prior?: AgentFactory;
  readonly priorVisits?: number;
  readonly priorEdge?: number;
}

/**
 * A seat's reward for an outcome, in [0, 1]: the share of the other seats it finished ahead
 * of, a tie counting half. A win is 1, a loss 0 and a drawn 2-seat game 0.5, so the search
 * prefers winning to drawing and drawing to losing.
 */
export function rewardOf(outcome: Outcome, seat: Seat): number {
  const { places } = outcome;
  if (places.length <= 1) return 1;
  const mine = places[seat] ?? places.length;
  let score = 0;
  for (let other = 0; other < places.length; other++) {
    if (other === seat) continue;
    const theirs = places[other] ?? places.length;
    if (theirs > mine) score += 1;
    else if (theirs === mine) score += 0.5;
  }
  return score / (places.length - 1);
}

export function searchAgent(game: AnyGame, settings: SearchSettings): AgentFactory {
  return (seat, seed) => new SearchAgent(game, settings, seat, seed);
}

class SearchAgent implements Agent {
  private readonly game: AnyGame;
  private readonly settings: SearchSettings;
  private readonly rng: Rng;
  private readonly playout: Playout;
  private readonly prior: Agent | undefined;

  constructor(game: AnyGame, settings: SearchSettings, seat: Seat, seed: string) {
    this.game = game;
    this.settings = settings;
    this.rng = Rng.fromSeed(seed);
    this.playout = new Playout(game, this.rng, settings.rollout);
    this.prior = settings.prior?.(seat, `${seed}/prior`);
  }

  act(decision: Decision<unknown>): Action {
    if (decision.legal.length === 1) return decision.legal[0] as Action;
    const favourite = this.prior?.act(decision);
    const root = search(
      this.game,
      decision.view,
      decision.seat,
      this.settings,
      this.rng,
      this.playout,
      favourite,
    );
    const best = mostVisited(root);
    return best && decision.legal.includes(best.action)
      ? best.action
      : (decision.legal[0] as Action);
  }
}

/** Runs the search from `view` and returns its root, for the agent and for tests. */
export function search(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  settings: SearchSettings,
  rng: Rng,
  playout = new Playout(game, rng, settings.rollout),
  favourite?: Action,
): SearchNode {
  const root = new SearchNode(-1, -1, null);
  if (favourite !== undefined) {
    const head = root.addChild(favourite, seat);
    head.visits = settings.priorVisits ?? 20;
    head.availability = head.visits;
    head.reward = head.visits * (0.5 + (settings.priorEdge ?? 0.05));
  }
  const exploration = settings.exploration ?? 0.7;
  const { milliseconds } = settings.budget;
  const iterations = settings.budget.iterations ?? (milliseconds === undefined ? 1000 : Infinity);
  const deadline = milliseconds === undefined ? Infinity : performance.now() + milliseconds;
  const legal: Action[] = [];
  for (let i = 0; i < iterations; i++) {
    if ((i & 63) === 0 && i > 0 && performance.now() >= deadline) break;
    const state = game.determinize(view, seat, rng);
    let node = root;
    for (;;) {
      const actors = game.actors(state);
      if (actors.length === 0) break;
      // At the root the bot decides for itself, even in a simultaneous decision.
      const mover = node === root && actors.includes(seat) ? seat : (actors[0] as Seat);
      game.legalActions(state, mover, legal);
      // A forced move needs no bandit: follow (or grow) the only branch.
      const forced = legal.length === 1 ? node.child(legal[0] as Action) : undefined;
      if (forced) forced.availability++;
      const next =
        forced ?? (legal.length === 1 ? undefined : selectChild(node, legal, exploration));
      if (next) {
        game.apply(state, mover, next.action);
        node = next;
        continue;
      }
      const action = unexpandedAction(node, legal, rng);
      node = node.addChild(action, mover);
      node.availability++;
      game.apply(state, mover, action);
      break;
    }
    const outcome = playout.finish(state);
    for (let n: SearchNode | null = node; n; n = n.parent) {
      n.visits++;
      if (n.mover >= 0) n.reward += rewardOf(outcome, n.mover);
    }
  }
  return root;
}

function unexpandedAction(node: SearchNode, legal: readonly Action[], rng: Rng): Action {
  let count = 0;
  for (const a of legal) if (!node.child(a)) count++;
  let pick = rng.int(count);
  for (const a of legal) if (!node.child(a) && pick-- === 0) return a;
  return legal[0] as Action;
}

/** Plays a determinized state to the end, at random or with a rollout agent. */
export class Playout {
  private readonly game: AnyGame;
  private readonly rng: Rng;
  private readonly legal: Action[] = [];
  private readonly agents: Agent[] | undefined;
  private readonly rolloutFactory: AgentFactory | undefined;

  constructor(game: AnyGame, rng: Rng, rollout: AgentFactory | undefined) {
    this.game = game;
    this.rng = rng;
    this.rolloutFactory = rollout;
    this.agents = rollout ? [] : undefined;
  }

  finish(state: unknown): Outcome {
    const { game, legal } = this;
    for (let steps = 0; ; steps++) {
      const actors = game.actors(state);
      if (actors.length === 0) break;
      if (steps > game.facts.actionBound)
        throw new Error(`${game.facts.id}: a playout ran past its bound`);
      const seat = actors[0] as Seat;
      game.legalActions(state, seat, legal);
      const action = legal.length === 1 ? (legal[0] as Action) : this.choose(state, seat);
      game.apply(state, seat, action);
    }
    return game.outcome(state) as Outcome;
  }

  private choose(state: unknown, seat: Seat): Action {
    const { legal, game } = this;
    if (!this.agents || !this.rolloutFactory) return legal[this.rng.int(legal.length)] as Action;
    const agent = (this.agents[seat] ??= this.rolloutFactory(seat, `${this.rng.nextUint32()}`));
    return agent.act({
      seat,
      legal,
      get view() {
        return game.view(state, seat);
      },
      label: (action) => game.actionLabel(state, seat, action),
    });
  }
}
