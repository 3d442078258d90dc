/**
 * The search tree of information-set MCTS (single observer, as in Cowling, Powley and
 * Whitehouse, 2012). A node stands for a sequence of actions from the decision being searched;
 * the state it leads to is re-simulated on every iteration from a fresh determinization, so
 * hidden cards and future dice are sampled, never read.
 *
 * A node where one seat decides keeps its children by action. A node where several seats
 * decide at once (a simultaneous decision, not a response window) is searched with decoupled
 * UCT (Lanctot, Lisý and Winands, 2013): every actor has its own bandit over its own actions,
 * blind to the others' choices, and the node's children are the joint choices, one per tuple.
 */
import type { Action, Seat } from '../../core/game.ts';

/**
 * Up to this many children a node finds one by a scan of its array; beyond it, by a Map. A
 * scan of a handful is faster than hashing (most nodes of the games here have 2 to 12
 * children), and a Map keeps a node of 1,100 children from costing a scan per legal action.
 */
const SCAN_LIMIT = 12;

export class SearchNode {
  /** The action that led here from the parent, or -1 at the root, a bandit or a joint child. */
  readonly action: Action;
  /** The seat that played `action`: the node's rewards are that seat's; -1 for none. */
  readonly mover: Seat;
  readonly parent: SearchNode | null;
  readonly children: SearchNode[] = [];
  /** The children by action, once there are more than SCAN_LIMIT of them. */
  private index: Map<Action, SearchNode> | undefined = undefined;
  visits = 0;
  /** Sum of the mover's rewards over the visits, each in [0, 1]. */
  reward = 0;
  /** How often this node was available (legal) when its parent was visited. */
  availability = 0;
  /** The prior's favourite among this node's children, e.g. 12; -1 for none, undefined until asked. */
  favourite: Action | undefined = undefined;
  /**
   * At a simultaneous decision: each actor's bandit, by seat. A bandit's children are its
   * seat's actions (arms), with that seat's rewards; the joint children hang off `joint`.
   */
  bandits: (SearchNode | undefined)[] | undefined = undefined;
  /** At a simultaneous decision: the joint children, keyed level by level (see `jointChild`). */
  joint: SearchNode | undefined = undefined;
  /** At a joint child: the arms chosen to get here, one per actor, credited on every visit. */
  via: readonly SearchNode[] | undefined = undefined;

  constructor(action: Action, mover: Seat, parent: SearchNode | null) {
    this.action = action;
    this.mover = mover;
    this.parent = parent;
  }

  child(action: Action): SearchNode | undefined {
    const index = this.index;
    if (index) return index.get(action);
    const children = this.children;
    for (let i = 0; i < children.length; i++) {
      const c = children[i] as SearchNode;
      if (c.action === action) return c;
    }
    return undefined;
  }

  addChild(action: Action, mover: Seat, parent: SearchNode | null = this): SearchNode {
    const node = new SearchNode(action, mover, parent);
    this.children.push(node);
    if (this.index) this.index.set(action, node);
    else if (this.children.length > SCAN_LIMIT)
      this.index = new Map(this.children.map((c) => [c.action, c]));
    return node;
  }

  /** The bandit of `seat` at this simultaneous decision, made on first use. */
  bandit(seat: Seat): SearchNode {
    const bandits = (this.bandits ??= []);
    return (bandits[seat] ??= new SearchNode(-1, seat, null));
  }
}

/**
 * The joint child of a simultaneous decision for the arms `chosen[0..count)` of the actors
 * `seats[0..count)`, or undefined if that tuple was never played. The tuples live in a trie
 * under `node.joint`: the first level is keyed by the set of actors (a bit per seat, since
 * another determinization may ask other seats), the next by each actor's action in turn.
 */
export function jointChild(
  node: SearchNode,
  seats: readonly Seat[],
  chosen: readonly SearchNode[],
  count: number,
): SearchNode | undefined {
  let level = node.joint?.child(actorSet(seats, count));
  for (let i = 0; level && i < count; i++) level = level.child((chosen[i] as SearchNode).action);
  return level;
}

/** Adds the joint child for a tuple `jointChild` did not find; its parent is `node`. */
export function addJointChild(
  node: SearchNode,
  seats: readonly Seat[],
  chosen: readonly SearchNode[],
  count: number,
): SearchNode {
  const root = (node.joint ??= new SearchNode(-1, -1, null));
  const set = actorSet(seats, count);
  let level = root.child(set) ?? root.addChild(set, -1, null);
  for (let i = 0; i < count - 1; i++) {
    const action = (chosen[i] as SearchNode).action;
    level = level.child(action) ?? level.addChild(action, -1, null);
  }
  const leaf = level.addChild((chosen[count - 1] as SearchNode).action, -1, node);
  leaf.via = chosen.slice(0, count);
  return leaf;
}

function actorSet(seats: readonly Seat[], count: number): number {
  let set = 0;
  for (let i = 0; i < count; i++) set += 2 ** (seats[i] as Seat);
  return set;
}

/**
 * UCB1 with availability counts (ISMCTS's subset-armed bandit): among the children legal in
 * this determinization, the one with the best mean reward plus exploration bonus, plus
 * `bias / (1 + visits)` for the node's favourite (progressive bias). Every legal child's
 * availability is counted as a side effect. Returns undefined if some legal action has no
 * child yet (the caller expands it).
 */
export function selectChild(
  node: SearchNode,
  legal: readonly Action[],
  exploration: number,
  bias = 0,
): SearchNode | undefined {
  let best: SearchNode | undefined;
  let bestScore = -Infinity;
  let unexpanded = false;
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i] as Action;
    const c = node.child(action);
    if (!c) {
      unexpanded = true;
      continue;
    }
    c.availability++;
    let score = c.reward / c.visits + exploration * Math.sqrt(Math.log(c.availability) / c.visits);
    if (action === node.favourite) score += bias / (1 + c.visits);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return unexpanded ? undefined : best;
}

/** The choices `seat` weighed at the root: its bandit's arms at a simultaneous decision. */
export function rootChoices(root: SearchNode, seat: Seat): readonly SearchNode[] {
  const arms = root.bandits?.[seat]?.children;
  return arms && arms.length > 0 ? arms : root.children;
}

/** The root's most visited choice for `seat`: the robust choice once the budget is spent. */
export function mostVisited(root: SearchNode, seat: Seat): SearchNode | undefined {
  let best: SearchNode | undefined;
  for (const c of rootChoices(root, seat)) if (!best || c.visits > best.visits) best = c;
  return best;
}

/**
 * At a simultaneous root, a choice drawn in proportion to the visits of `seat`'s arms: the
 * mixed strategy decoupled UCT's visit shares approach (Lanctot et al. 2013), where a fixed
 * choice would let a seat that reads it win (matching pennies). `draw` is in [0, 1).
 */
export function visitShareChoice(
  root: SearchNode,
  seat: Seat,
  draw: number,
): SearchNode | undefined {
  const arms = rootChoices(root, seat);
  let total = 0;
  for (const c of arms) total += c.visits;
  let left = draw * total;
  for (const c of arms) {
    left -= c.visits;
    if (left < 0) return c;
  }
  return arms[arms.length - 1];
}
