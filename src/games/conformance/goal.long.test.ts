/** The conformance suite on goal as the registry serves it (see suite.ts). */
import { registryConformance } from './suite.ts';

await registryConformance('goal');
