/** The runner's tiny test games keep the protocol's promises, as every game must. */
import { randomAgent } from './random-agent.ts';
import { marathon, relay } from './match-test-games.ts';
import { conformanceSuite } from './testing/conformance.ts';

conformanceSuite(relay, { gamesPerSeatCount: 3, agents: [randomAgent] });
conformanceSuite(marathon, { gamesPerSeatCount: 3, agents: [randomAgent] });
