/**
 * Each seat's agent seed. Apart from match.ts so that the lab's workers, which play games
 * without records, do not carry the record format (and its zod schema) to draw them.
 */
import { Rng } from './rng.ts';

/** Each seat's agent seed, drawn from the match seed so a record's seed fixes the bots too. */
export function agentSeeds(seed: string, seats: number): string[] {
  const rng = Rng.fromSeed(`${seed}/agents`);
  return Array.from({ length: seats }, () => rng.seed());
}
