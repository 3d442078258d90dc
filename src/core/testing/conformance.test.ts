/** The suite checks itself on the core's own small game. */
import { randomAgent } from '../../bots/random.ts';
import { coinToss } from './coin-toss.ts';
import { conformanceSuite } from './conformance.ts';

conformanceSuite(coinToss, { gamesPerSeatCount: 3, agents: [randomAgent] });
