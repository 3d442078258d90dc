/**
 * The season board's memory of the match it drew (full-time-memory.ts) as React state: each
 * view is remembered as it is drawn, so the frame that first lacks the match already shows its
 * full time.
 */
import { useState } from 'react';
import {
  NOTHING_SEEN,
  dismiss,
  fullTimeOf,
  remember,
  type FullTimeShown,
} from './full-time-memory.ts';
import type { SeasonView } from './season.ts';

export function useFullTime(view: SeasonView): {
  readonly shown: FullTimeShown | null;
  readonly moveOn: () => void;
} {
  const [memory, setMemory] = useState(NOTHING_SEEN);
  const next = remember(memory, view);
  // Storing what this render saw: React re-renders at once, before the screen is painted.
  if (next !== memory) setMemory(next);
  const shown = fullTimeOf(next, view);
  return {
    shown,
    moveOn: () => {
      if (shown) setMemory((m) => dismiss(m, shown.fixture));
    },
  };
}
