/** The conformance suite on next-goal-wins as the registry serves it (see suite.ts). */
import { registryConformance } from './suite.ts';

await registryConformance('next-goal-wins');
