/**
 * The board's animation as a hook: when the log grows, the frames of the others' moves (see
 * glide.ts) are shown one per step of the shared motion setting, then the new view. With the
 * setting off there are no frames and nothing waits.
 */
import { useEffect, useState } from 'react';
import type { GameEvent } from '../../../../src/core/game.ts';
import { glideFrames, placementOf, type Frame, type Placement } from './glide.ts';
import type { GolazoView } from './view.ts';

const NO_FRAMES: readonly Frame[] = [];

interface Track {
  /** How many events of the log are accounted for. */
  readonly seen: number;
  /** Where the pieces stood after them: where the next frames start. */
  readonly placement: Placement;
  /** The frames still to show, the first on screen now. */
  readonly queue: readonly Frame[];
}

/** The frame to draw instead of the view, or null to draw the view. */
export function useGlide(
  view: GolazoView | null,
  log: readonly GameEvent[],
  millis: number,
): Frame | null {
  const [track, setTrack] = useState<Track | null>(null);
  if (view && (track === null || track.seen !== log.length)) {
    // Set while rendering, from the props (React's way to keep what earlier props were).
    const fresh = track && log.length > track.seen ? log.slice(track.seen) : [];
    const frames = millis > 0 && track ? glideFrames(track.placement, fresh, view.viewer) : [];
    setTrack({
      seen: log.length,
      placement: placementOf(view),
      queue: [...(track?.queue ?? []), ...frames],
    });
  }
  const queue = track?.queue ?? NO_FRAMES;
  useEffect(() => {
    if (queue.length === 0) return;
    const timer = setTimeout(() => {
      setTrack((t) => (t ? { ...t, queue: t.queue.slice(1) } : t));
    }, millis);
    return () => {
      clearTimeout(timer);
    };
  }, [queue, millis]);
  return millis > 0 ? (queue[0] ?? null) : null;
}
