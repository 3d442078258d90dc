/** Every playable game in the registry passes the conformance suite. */
import { randomAgent } from '../bots/random.ts';
import { conformanceSuite } from '../core/testing/conformance.ts';
import { loadPlayableGames } from './registry.ts';

for (const { engine, heuristic } of await loadPlayableGames()) {
  conformanceSuite(engine, { gamesPerSeatCount: 4, agents: [randomAgent, heuristic] });
}
