import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Decision } from '../core/agent.ts';
import type { Action } from '../core/game.ts';
import { Rng } from '../core/rng.ts';
import { randomAgent } from './random.ts';

function decision(legal: readonly Action[]): Decision<unknown> {
  return { seat: 0, view: null, legal, label: (a) => String(a) };
}

test('the random bot picks every legal action, uniformly over its own seeded draws', () => {
  const agent = randomAgent(0, 'uniform');
  const rng = Rng.fromSeed('uniform');
  const legal = [3, 5, 8, 13];
  const seen = new Map<Action, number>();
  for (let i = 0; i < 4000; i++) {
    const chosen = agent.act(decision(legal));
    // The same draw a generator seeded alike makes: the bot's choices are its seed's.
    assert.equal(chosen, legal[rng.int(legal.length)]);
    seen.set(chosen, (seen.get(chosen) ?? 0) + 1);
  }
  for (const action of legal) assert.ok((seen.get(action) ?? 0) > 850, `action ${action}`);
});

test('a forced move takes no draw: the next real choice is the one the seed would make first', () => {
  const forced = randomAgent(0, 'forced');
  const fresh = randomAgent(0, 'forced');
  const legal = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = 0; i < 5; i++) assert.equal(forced.act(decision([42])), 42);
  for (let i = 0; i < 20; i++) {
    assert.equal(forced.act(decision(legal)), fresh.act(decision(legal)));
  }
});

test('reset gives the choices of a bot made afresh from the same seed', () => {
  const kept = randomAgent(0, 'first');
  const legal = [1, 2, 3, 4, 5, 6];
  for (let i = 0; i < 7; i++) kept.act(decision(legal));
  kept.reset?.(Rng.fromSeed('second'));
  const fresh = randomAgent(0, 'second');
  for (let i = 0; i < 20; i++) assert.equal(kept.act(decision(legal)), fresh.act(decision(legal)));
});
