/** The random bot (`bot:random`): the core's random agent, a yardstick of no game. */
export { randomAgent } from '../core/random-agent.ts';
