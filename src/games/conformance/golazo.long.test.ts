/** The conformance suite on golazo as the registry serves it (see suite.ts). */
import { registryConformance } from './suite.ts';

await registryConformance('golazo');
