/**
 * The board's key moments as a hook: the latest moments (see moments.ts) since the board
 * opened, the newest last, each with a number that changes when a new one comes (to start its
 * entrance again). A board opened mid-match shows the log's latest moments, so a person handed
 * the device in hot-seat still sees what was just revealed.
 */
import { useState } from 'react';
import type { GameEvent } from '../../../../src/core/game.ts';
import { clockMoments, logMoments, type Moment } from './moments.ts';
import type { GolazoView } from './view.ts';

/** How many moments the banner keeps: a save and the clearance after it, say. */
export const MOMENTS_SHOWN = 2;

export interface Moments {
  readonly moments: readonly Moment[];
  /** How many moments have come since the board opened: a key for the newest one's entrance. */
  readonly count: number;
}

interface Seen {
  readonly length: number;
  readonly view: GolazoView;
  readonly shown: Moments;
}

export function useMoments(view: GolazoView | null, log: readonly GameEvent[]): Moments {
  const [seen, setSeen] = useState<Seen | null>(null);
  if (view && (seen === null || seen.length !== log.length || seen.view !== view)) {
    const fresh = seen && log.length >= seen.length ? log.slice(seen.length) : log;
    const found = [...logMoments(fresh), ...clockMoments(seen ? seen.view : null, view)];
    const before = seen?.shown ?? { moments: [], count: 0 };
    const shown =
      found.length === 0
        ? before
        : {
            moments: [...before.moments, ...found].slice(-MOMENTS_SHOWN),
            count: before.count + found.length,
          };
    setSeen({ length: log.length, view, shown });
  }
  return seen?.shown ?? { moments: [], count: 0 };
}
