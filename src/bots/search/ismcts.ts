/**
 * The search bot: single-observer information-set MCTS over the protocol. For a game whose
 * only uncertainty is chance it is open-loop MCTS (each iteration rolls its own dice); for a
 * game with hidden cards each iteration deals the unseen cards anew. Either way the bot sees
 * nothing but its own view: every state it plays on comes from `determinize(view, seat, rng)`
 * with the bot's own generator, and the agents it consults (a prior, a rollout policy) are
 * handed views of those sampled states, which belong to the bot. A decision of several seats
 * at once is searched with decoupled UCT (see tree.ts), a response window as a sequence.
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Evaluation } from '../../core/evaluation.ts';
import type { Action, AnyGame, Outcome, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { Deadline } from './deadline.ts';
import {
  SearchNode,
  addJointChild,
  jointChild,
  mostVisited,
  selectChild,
  visitShareChoice,
} from './tree.ts';

export interface SearchBudget {
  /** Iterations per decision: reproducible, for tests and the lab. */
  readonly iterations?: number;
  /**
   * Wall-clock milliseconds per decision, for live play; the search answers in time, keeping
   * back the longest step its clock has taken (deadline.ts).
   */
  readonly milliseconds?: number;
}

export interface SearchSettings {
  readonly budget: SearchBudget;
  /** UCB's exploration constant; rewards are in [0, 1]. Default 0.7. */
  readonly exploration?: number;
  /** How playouts choose: uniformly at random, or with this agent (a game's heuristic bot). */
  readonly rollout?: AgentFactory;
  /**
   * Playout steps the rollout agent plays before uniform random play takes over (default: all).
   * A heuristic costs far more than a random pick; its first steps matter most.
   */
  readonly rolloutDepth?: number;
  /** The share of the rollout agent's steps played at random instead (epsilon-greedy), e.g. 0.1. */
  readonly rolloutEpsilon?: number;
  /**
   * A prior: at every node of the tree this agent names its favourite, which is expanded first
   * and gets a bonus of `priorWeight / (1 + visits)` in the bandit (progressive bias), so the
   * search follows the prior until its own playouts find better.
   */
  readonly prior?: AgentFactory;
  /** The progressive bias' weight, in reward units; default 1. */
  readonly priorWeight?: number;
  /**
   * The game's evaluation: a playout stops at the first state it can judge and counts its
   * estimate instead of an outcome. A judged position carries far less noise than one dice
   * roll to the end, and none of the bias of random play after the rollout's guided steps.
   */
  readonly evaluation?: Evaluation;
  /**
   * How a decision of several seats at once is searched below and at the root: 'decoupled'
   * (default) gives every actor its own bandit, blind to the others' choices (decoupled UCT);
   * 'sequential' is the earlier way, kept to measure against: the first actor decides and the
   * next ones act as if they had seen it (a keeper who has seen the shot).
   */
  readonly simultaneous?: 'decoupled' | 'sequential';
  /** The clock a time budget is read from, in milliseconds; default `performance.now` (tests stub it). */
  readonly clock?: () => number;
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
  private readonly helpers: SearchHelpers;

  constructor(game: AnyGame, settings: SearchSettings, _seat: Seat, seed: string) {
    this.game = game;
    this.settings = settings;
    this.rng = Rng.fromSeed(seed);
    this.helpers = new SearchHelpers(game, settings, this.rng, seed);
  }

  act(decision: Decision<unknown>): Action {
    if (decision.legal.length === 1) return decision.legal[0] as Action;
    const root = search(
      this.game,
      decision.view,
      decision.seat,
      this.settings,
      this.rng,
      this.helpers,
      true,
    );
    // Where the bot decides at the same time as others it plays a mixed strategy, the share
    // of visits its bandit gave each action; elsewhere the most visited action.
    const best = root.bandits?.[decision.seat]
      ? visitShareChoice(root, decision.seat, this.rng.float())
      : mostVisited(root, decision.seat);
    return best && decision.legal.includes(best.action)
      ? best.action
      : (decision.legal[0] as Action);
  }
}

/**
 * A decision on a sampled state, reused for every question the search asks an agent: the
 * view is built only if the agent reads it.
 */
class SampledDecision implements Decision<unknown> {
  seat: Seat = 0;
  legal: readonly Action[] = [];
  state: unknown;
  private readonly game: AnyGame;

  constructor(game: AnyGame) {
    this.game = game;
  }

  get view(): unknown {
    return this.game.view(this.state, this.seat);
  }

  label(action: Action): string {
    return this.game.actionLabel(this.state, this.seat, action);
  }

  ask(agent: Agent, state: unknown, seat: Seat, legal: readonly Action[]): Action {
    this.state = state;
    this.seat = seat;
    this.legal = legal;
    const action = agent.act(this);
    this.state = undefined;
    return legal.includes(action) ? action : (legal[0] as Action);
  }
}

/** The agents a search consults, one per seat, made once per bot from its own seed. */
export class SearchHelpers {
  readonly playout: Playout;
  private readonly priorAgents: Agent[] = [];
  private readonly priorFactory: AgentFactory | undefined;
  private readonly seed: string;
  readonly decision: SampledDecision;

  constructor(game: AnyGame, settings: SearchSettings, rng: Rng, seed: string) {
    this.decision = new SampledDecision(game);
    this.playout = new Playout(game, rng, settings, this.decision);
    this.priorFactory = settings.prior;
    this.seed = seed;
  }

  /** The prior's favourite for `seat` in a sampled state, or undefined without a prior. */
  favourite(state: unknown, seat: Seat, legal: readonly Action[]): Action | undefined {
    if (!this.priorFactory) return undefined;
    const agent = (this.priorAgents[seat] ??= this.priorFactory(
      seat,
      `${this.seed}/prior/${seat}`,
    ));
    return this.decision.ask(agent, state, seat, legal);
  }
}

/**
 * Runs the search from `view` and returns its root, for the agent and for tests. With
 * `untilDecided`, an iteration budget ends early once the root's most visited choice can no
 * longer be overtaken by the iterations left (see `decidedEarly`): the agent plays that choice
 * all the same, and only it reads the root. Left off where the visits themselves are wanted.
 */
export function search(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  settings: SearchSettings,
  rng: Rng,
  helpers = new SearchHelpers(game, settings, rng, 'search'),
  untilDecided = false,
): SearchNode {
  const root = new SearchNode(-1, -1, null);
  const walk = new TreeWalk(game, seat, root, settings, rng, helpers);
  const { milliseconds } = settings.budget;
  const iterations = settings.budget.iterations ?? (milliseconds === undefined ? 1000 : Infinity);
  const deadline =
    milliseconds === undefined
      ? undefined
      : new Deadline(settings.clock ?? (() => performance.now()), milliseconds);
  let check = untilDecided && iterations !== Infinity ? 1 : Infinity;
  for (let i = 0; i < iterations; i++) {
    // The clock is read every iteration (far cheaper than one), so the search stops in time.
    if (i > 0 && deadline?.near()) break;
    const state = game.determinize(view, seat, rng);
    const leaf = walk.descend(state);
    backUp(leaf, helpers.playout.finish(state, leaf.mover));
    if (i + 1 < check) continue;
    const next = decidedEarly(root, iterations - i - 1);
    if (next === 0) break;
    check = i + 1 + next;
  }
  return root;
}

/**
 * 0 if the choice `mostVisited` makes is already settled with `left` iterations to go, else the
 * fewest iterations before it can be. Every iteration adds one visit to one of the root's
 * choices, so once the most visited leads every other by more than `left` (a choice not yet
 * tried has 0 visits), no other can reach it, nor tie with it, by the end: the search would
 * play the same choice with the whole budget. A simultaneous root is never settled early: its
 * choice is drawn by the visit shares (`visitShareChoice`), which every visit moves. Its
 * actors are the view's, the same in every determinization.
 */
function decidedEarly(root: SearchNode, left: number): number {
  if (root.bandits) return Infinity;
  let best = 0;
  let second = 0;
  const choices = root.children;
  for (let i = 0; i < choices.length; i++) {
    const visits = (choices[i] as SearchNode).visits;
    if (visits > best) {
      second = best;
      best = visits;
    } else if (visits > second) second = visits;
  }
  const lead = best - second;
  // Each iteration narrows the gap between the lead and what is left by at most 2.
  return lead > left ? 0 : Math.max(1, Math.ceil((left - lead + 1) / 2));
}

/** Counts a playout's rewards on every node from `leaf` up, and on the arms that led there. */
function backUp(leaf: SearchNode, rewards: readonly number[]): void {
  for (let n: SearchNode | null = leaf; n; n = n.parent) {
    n.visits++;
    if (n.mover >= 0) n.reward += rewards[n.mover] as number;
    const via = n.via;
    if (via === undefined) continue;
    for (let i = 0; i < via.length; i++) {
      const arm = via[i] as SearchNode;
      arm.visits++;
      arm.reward += rewards[arm.mover] as number;
    }
  }
}

/**
 * One search's walk down its tree: selection and expansion, on a determinized state. The
 * scratch arrays are reused by every iteration, so the walk allocates only the nodes it grows.
 */
class TreeWalk {
  private readonly game: AnyGame;
  private readonly seat: Seat;
  private readonly root: SearchNode;
  private readonly rng: Rng;
  private readonly helpers: SearchHelpers;
  private readonly exploration: number;
  private readonly bias: number;
  private readonly decoupled: boolean;
  private readonly legal: Action[] = [];
  // A simultaneous decision's actors (copied: `actors` changes on apply), their legal actions
  // and the arms chosen for them.
  private readonly seats: Seat[] = [];
  private readonly legals: Action[][] = [];
  private readonly chosen: SearchNode[] = [];
  /** Whether the last `jointly` grew a new joint child (the walk ends there). */
  private grew = false;

  constructor(
    game: AnyGame,
    seat: Seat,
    root: SearchNode,
    settings: SearchSettings,
    rng: Rng,
    helpers: SearchHelpers,
  ) {
    this.game = game;
    this.seat = seat;
    this.root = root;
    this.rng = rng;
    this.helpers = helpers;
    this.exploration = settings.exploration ?? 0.7;
    this.bias = settings.prior ? (settings.priorWeight ?? 1) : 0;
    this.decoupled = settings.simultaneous !== 'sequential';
  }

  /** Plays `state` down the tree to a node just grown or a finished game, and returns that node. */
  descend(state: unknown): SearchNode {
    const { game, root, seat, legal, bias } = this;
    let node = root;
    let last = -1;
    for (;;) {
      const actors = game.actors(state);
      if (actors.length === 0) return node;
      // Several actors decide at once unless a response window is open: there whoever acts
      // first acts in the open, which the walk plays as a sequence.
      const window = actors.length > 1 && game.window?.(state) !== undefined;
      if (actors.length > 1 && this.decoupled && !window) {
        last = actors[0] as Seat;
        node = this.jointly(node, actors, state);
        if (this.grew) return node;
        continue;
      }
      // At the root the bot decides for itself, even when others could act first.
      const mover =
        node === root && actors.includes(seat)
          ? seat
          : window
            ? answersFirst(actors, last)
            : (actors[0] as Seat);
      last = mover;
      game.legalActions(state, mover, legal);
      // A forced move needs no bandit: follow (or grow) the only branch.
      if (legal.length === 1) {
        const only = legal[0] as Action;
        const forced = node.child(only);
        if (forced) {
          forced.availability++;
          game.apply(state, mover, only);
          node = forced;
          continue;
        }
        return grow(node, only, mover, state, game);
      }
      if (node.favourite === undefined && bias > 0)
        node.favourite = this.helpers.favourite(state, mover, legal) ?? -1;
      const next = selectChild(node, legal, this.exploration, bias);
      if (next) {
        game.apply(state, mover, next.action);
        node = next;
        continue;
      }
      return grow(node, unexpandedAction(node, legal, this.rng), mover, state, game);
    }
  }

  /**
   * Decoupled UCT at a simultaneous decision: every actor picks from its own bandit, none
   * seeing the others' picks, then all are played and the walk goes on at the joint child.
   */
  private jointly(node: SearchNode, actors: readonly Seat[], state: unknown): SearchNode {
    const { game, seats, legals, chosen } = this;
    const count = actors.length;
    for (let i = 0; i < count; i++) seats[i] = actors[i] as Seat;
    for (let i = 0; i < count; i++) {
      const seat = seats[i] as Seat;
      const legal = (legals[i] ??= []);
      game.legalActions(state, seat, legal);
      chosen[i] = this.arm(node.bandit(seat), seat, legal, state);
    }
    let child = jointChild(node, seats, chosen, count);
    this.grew = child === undefined;
    child ??= addJointChild(node, seats, chosen, count);
    for (let i = 0; i < count; i++)
      game.apply(state, seats[i] as Seat, (chosen[i] as SearchNode).action);
    return child;
  }

  /** The arm `seat`'s bandit plays: by UCB once every legal arm is tried, else a new one. */
  private arm(bandit: SearchNode, seat: Seat, legal: readonly Action[], state: unknown) {
    if (legal.length > 1) {
      if (bandit.favourite === undefined && this.bias > 0)
        bandit.favourite = this.helpers.favourite(state, seat, legal) ?? -1;
      const known = selectChild(bandit, legal, this.exploration, this.bias);
      if (known) return known;
    } else {
      const only = bandit.child(legal[0] as Action);
      if (only) {
        only.availability++;
        return only;
      }
    }
    const fresh = bandit.addChild(unexpandedAction(bandit, legal, this.rng), seat);
    fresh.availability++;
    return fresh;
  }
}

function grow(node: SearchNode, action: Action, mover: Seat, state: unknown, game: AnyGame) {
  const child = node.addChild(action, mover);
  child.availability++;
  game.apply(state, mover, action);
  return child;
}

/**
 * Who of a response window's `actors` the search asks first: the next seat after `last`, the
 * seat that acted last, in seat order round the table. Whoever acted does not answer itself
 * first, and no seat is always first: the runners ask a window's seats in a fair order
 * (core/asking-order.ts) that a search cannot know, and a fixed lowest-seat-first would give
 * the highest seat the last word in every window the search imagines, from one side only.
 */
export function answersFirst(actors: readonly Seat[], last: number): Seat {
  // `actors` is ascending (Game.actors): the first seat after `last`, else round to the lowest.
  for (let i = 0; i < actors.length; i++) if ((actors[i] as Seat) > last) return actors[i] as Seat;
  return actors[0] as Seat;
}

/** An action of `legal` with no child yet: the prior's favourite first, else one at random. */
function unexpandedAction(node: SearchNode, legal: readonly Action[], rng: Rng): Action {
  const favourite = node.favourite ?? -1;
  if (favourite >= 0 && legal.includes(favourite) && !node.child(favourite)) return favourite;
  let count = 0;
  for (let i = 0; i < legal.length; i++) if (!node.child(legal[i] as Action)) count++;
  let pick = rng.int(count);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i] as Action;
    if (!node.child(a) && pick-- === 0) return a;
  }
  return legal[0] as Action;
}

/**
 * Plays a determinized state to the end, at random or with a rollout agent, or until the
 * game's evaluation can judge it, and tells each seat's reward.
 */
export class Playout {
  private readonly game: AnyGame;
  private readonly rng: Rng;
  private readonly legal: Action[] = [];
  private readonly agents: Agent[] = [];
  private readonly rolloutFactory: AgentFactory | undefined;
  private readonly depth: number;
  private readonly epsilon: number;
  private readonly evaluation: Evaluation | undefined;
  private readonly decision: SampledDecision;
  /** Each seat's reward of the last playout, reused: valid until the next one. */
  private readonly rewards: number[] = [];

  constructor(game: AnyGame, rng: Rng, settings: SearchSettings, decision: SampledDecision) {
    this.game = game;
    this.rng = rng;
    this.rolloutFactory = settings.rollout;
    this.depth = settings.rolloutDepth ?? Infinity;
    this.epsilon = settings.rolloutEpsilon ?? 0;
    this.evaluation = settings.evaluation;
    this.decision = decision;
  }

  /**
   * Each seat's reward, by seat; the array is reused by the next call. `lastMover` made the
   * move that led to `state` (-1 for none): the first window's first asked comes after it.
   */
  finish(state: unknown, lastMover = -1): readonly number[] {
    const { game, legal, evaluation, rewards } = this;
    let guided = 0;
    let last = lastMover;
    for (let steps = 0; ; steps++) {
      if (evaluation && evaluation(state, rewards)) return rewards;
      const actors = game.actors(state);
      if (actors.length === 0) break;
      if (steps > game.facts.actionBound)
        throw new Error(`${game.facts.id}: a playout ran past its bound`);
      const seat =
        actors.length > 1 && game.window?.(state) !== undefined
          ? answersFirst(actors, last)
          : (actors[0] as Seat);
      last = seat;
      game.legalActions(state, seat, legal);
      let action: Action;
      if (legal.length === 1) action = legal[0] as Action;
      else if (guided++ < this.depth && this.rolloutFactory && !this.explores())
        action = this.decision.ask(this.agentFor(seat), state, seat, legal);
      else action = legal[this.rng.int(legal.length)] as Action;
      game.apply(state, seat, action);
    }
    const outcome = game.outcome(state) as Outcome;
    rewards.length = outcome.places.length;
    for (let seat = 0; seat < outcome.places.length; seat++)
      rewards[seat] = rewardOf(outcome, seat);
    return rewards;
  }

  private explores(): boolean {
    return this.epsilon > 0 && this.rng.float() < this.epsilon;
  }

  private agentFor(seat: Seat): Agent {
    const factory = this.rolloutFactory as AgentFactory;
    return (this.agents[seat] ??= factory(seat, `${this.rng.nextUint32()}`));
  }
}
