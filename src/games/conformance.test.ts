/** Every playable game in the registry passes the conformance suite. */
import { randomAgent } from '../bots/random.ts';
import { conformanceSuite } from '../core/testing/conformance.ts';
import { loadPlayableGames } from './registry.ts';

for (const { engine, heuristic } of await loadPlayableGames()) {
  // An endless game's random games run to thousands of actions: its board check plays fewer.
  const boardGames = engine.facts.endless === true ? 100 : undefined;
  conformanceSuite(engine, { gamesPerSeatCount: 4, agents: [randomAgent, heuristic], boardGames });
}
