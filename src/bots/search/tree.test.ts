import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SearchNode, addJointChild, jointChild, selectChild, visitShareChoice } from './tree.ts';

describe('the search tree', () => {
  it('finds every child by its action, by a scan while few and by an index once many', () => {
    const node = new SearchNode(-1, -1, null);
    // Sparse, unordered actions, as a board's piece-and-cell encodings are.
    const actions = Array.from({ length: 1100 }, (_, i) => (i * 7919) % 1_000_003);
    for (const [k, action] of actions.entries()) {
      node.addChild(action, 0);
      if (k === 5 || k === 12 || k === 13 || k === 1099)
        for (const seen of actions.slice(0, k + 1)) assert.equal(node.child(seen)?.action, seen);
    }
    assert.equal(node.child(1), undefined);
    assert.equal(node.children.length, 1100);
  });

  it('selects among 1,100 children by UCB, counting each legal one available once', () => {
    const node = new SearchNode(-1, -1, null);
    const legal = Array.from({ length: 1100 }, (_, i) => i);
    for (const action of legal) {
      const c = node.addChild(action, 0);
      c.visits = 10;
      c.reward = action === 777 ? 9 : 5;
    }
    assert.equal(selectChild(node, legal, 0.1)?.action, 777);
    assert.ok(node.children.every((c) => c.availability === 1));
    assert.equal(selectChild(node, [...legal, 2000], 0.1), undefined, 'an unexpanded action');
  });

  it('keeps one joint child per tuple of actions and per set of actors', () => {
    const node = new SearchNode(-1, -1, null);
    const [a, b, c] = [node.bandit(0), node.bandit(1), node.bandit(2)];
    const arms = [a.addChild(1, 0), b.addChild(2, 1), c.addChild(3, 2)];
    assert.equal(jointChild(node, [0, 1], arms, 2), undefined);
    const pair = addJointChild(node, [0, 1], arms, 2);
    assert.equal(pair.parent, node);
    assert.deepEqual(pair.via, arms.slice(0, 2));
    assert.equal(jointChild(node, [0, 1], arms, 2), pair);
    // The same actions for other actors, or for three, are other joint choices.
    assert.equal(
      jointChild(node, [0, 2], [arms[0] as SearchNode, arms[1] as SearchNode], 2),
      undefined,
    );
    const triple = addJointChild(node, [0, 1, 2], arms, 3);
    assert.notEqual(triple, pair);
    assert.equal(jointChild(node, [0, 1, 2], arms, 3), triple);
    assert.equal(node.children.length, 0);
  });

  it('draws a simultaneous root’s choice in proportion to its arms’ visits', () => {
    const root = new SearchNode(-1, -1, null);
    const bandit = root.bandit(1);
    bandit.addChild(0, 1).visits = 1;
    bandit.addChild(1, 1).visits = 3;
    assert.equal(visitShareChoice(root, 1, 0)?.action, 0);
    assert.equal(visitShareChoice(root, 1, 0.24)?.action, 0);
    assert.equal(visitShareChoice(root, 1, 0.26)?.action, 1);
    assert.equal(visitShareChoice(root, 1, 0.999)?.action, 1);
  });
});
