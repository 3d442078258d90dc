/**
 * The search tree of information-set MCTS (single observer, as in Cowling, Powley and
 * Whitehouse, 2012). A node stands for a sequence of actions from the decision being searched;
 * the state it leads to is re-simulated on every iteration from a fresh determinization, so
 * hidden cards and future dice are sampled, never read. Children are kept in flat arrays.
 */
import type { Action, Seat } from '../../core/game.ts';

export class SearchNode {
  /** The action that led here from the parent, or -1 at the root. */
  readonly action: Action;
  /** The seat that played `action`: the node's rewards are that seat's. */
  readonly mover: Seat;
  readonly parent: SearchNode | null;
  readonly children: SearchNode[] = [];
  visits = 0;
  /** Sum of the mover's rewards over the visits, each in [0, 1]. */
  reward = 0;
  /** How often this node was available (legal) when its parent was visited. */
  availability = 0;
  /** The prior's favourite among this node's children, e.g. 12; -1 for none, undefined until asked. */
  favourite: Action | undefined = undefined;

  constructor(action: Action, mover: Seat, parent: SearchNode | null) {
    this.action = action;
    this.mover = mover;
    this.parent = parent;
  }

  child(action: Action): SearchNode | undefined {
    for (const c of this.children) if (c.action === action) return c;
    return undefined;
  }

  addChild(action: Action, mover: Seat): SearchNode {
    const node = new SearchNode(action, mover, this);
    this.children.push(node);
    return node;
  }
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
  for (const action of legal) {
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

/** The root's most visited child: the robust choice once the budget is spent. */
export function mostVisited(root: SearchNode): SearchNode | undefined {
  let best: SearchNode | undefined;
  for (const c of root.children) if (!best || c.visits > best.visits) best = c;
  return best;
}
