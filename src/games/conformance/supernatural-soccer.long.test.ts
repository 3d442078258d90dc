/** The conformance suite on supernatural-soccer as the registry serves it (see suite.ts). */
import { registryConformance } from './suite.ts';

await registryConformance('supernatural-soccer');
