/** The suite checks itself on the core's own small games. */
import { randomAgent } from '../../bots/random.ts';
import { chainCards } from './chain-cards.ts';
import { coinToss } from './coin-toss.ts';
import { conformanceSuite } from './conformance.ts';

conformanceSuite(coinToss, { gamesPerSeatCount: 3, agents: [randomAgent] });
conformanceSuite(chainCards, { gamesPerSeatCount: 6, agents: [randomAgent] });
