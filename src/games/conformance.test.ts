/** Every playable game in the registry passes the conformance suite. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { randomAgent } from '../bots/random.ts';
import { conformanceSuite } from '../core/testing/conformance.ts';
import { loadPlayableGames } from './registry.ts';

for (const { engine, heuristic } of await loadPlayableGames()) {
  // An endless game's random games run to thousands of actions: its board check plays fewer.
  const boardGames = engine.facts.endless === true ? 100 : undefined;
  conformanceSuite(engine, { gamesPerSeatCount: 4, agents: [randomAgent, heuristic], boardGames });
}

it('every game of the registry numbers its actions by one action space (core/action-space.ts)', async () => {
  for (const { engine } of await loadPlayableGames())
    assert.ok(engine.actionSpace, `${engine.facts.id} declares no actionSpace`);
});
