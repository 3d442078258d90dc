/**
 * The conformance suite for one game of the registry, as every game runs it: seeded random
 * games played by the random agent and the game's heuristic. Each game has a file here,
 * `<game>.long.test.ts`, that calls this with its id, so the games' suites run as separate files
 * side by side (one file for all five was the longest of the unit tests: its games one after
 * another). `../conformance.test.ts` checks that every game of the registry has its file.
 */
import assert from 'node:assert/strict';
import { randomAgent } from '../../bots/random.ts';
import { conformanceSuite } from '../../core/testing/conformance.ts';
import { loadGame } from '../registry.ts';

export async function registryConformance(id: string): Promise<void> {
  const found = await loadGame(id);
  assert.ok(found.ok, `${id} is a playable game of the registry`);
  const { engine, heuristic } = found.value;
  // An endless game's random games run to thousands of actions (Supernatural Soccer's about
  // 3,000, each position checked in full): it plays fewer of them, still more positions than
  // any other game's four, and its board check fewer too.
  const endless = engine.facts.endless === true;
  conformanceSuite(engine, {
    gamesPerSeatCount: endless ? 2 : 4,
    agents: [randomAgent, heuristic],
    boardGames: endless ? 100 : undefined,
  });
}
