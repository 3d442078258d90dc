/** Supernatural Soccer as the registry loads it on demand (src/games/registry.ts). */
import type { PlayableGame } from '../../core/playable.ts';
import { supernaturalSoccer } from './engine.ts';
import { supernaturalHeuristic } from './heuristic.ts';
import { supernaturalProbe } from './lab.ts';

export const playable: PlayableGame = {
  engine: supernaturalSoccer,
  heuristic: supernaturalHeuristic,
  probe: supernaturalProbe,
};
