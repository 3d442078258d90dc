/** The conformance suite on goalkeepers as the registry serves it (see suite.ts). */
import { registryConformance } from './suite.ts';

await registryConformance('goalkeepers');
