/** The suite checks itself on the core's own small games. */
import { randomAgent } from '../random-agent.ts';
import { chainCards } from './chain-cards.ts';
import { coinToss } from './coin-toss.ts';
import { conformanceSuite } from './conformance.ts';
import { gridGame } from './grid-game.ts';
import { trapdoor } from './trapdoor.ts';

conformanceSuite(coinToss, { gamesPerSeatCount: 3, agents: [randomAgent] });
conformanceSuite(chainCards, { gamesPerSeatCount: 6, agents: [randomAgent] });
conformanceSuite(gridGame, {
  gamesPerSeatCount: 6,
  agents: [randomAgent],
  // One action per piece and destination: 100+ legal actions, so fewer games for the board.
  variants: [{ options: { steps: 'one' }, boardGames: 250 }],
});
conformanceSuite(trapdoor, { gamesPerSeatCount: 6, agents: [randomAgent] });
