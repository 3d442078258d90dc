/**
 * Plays the frames of the events new since the field last drew, one per step of the shared
 * speed setting; with animations off it returns null at once, so nothing waits. Events that
 * arrive while a show is playing (a bot answering at once) queue their frames behind it, so a
 * move is always drawn hex by hex to its end, however quickly the next one comes.
 */
import { useEffect, useState } from 'react';
import { stepMillis } from '../../board/motion.ts';
import { useMotion } from '../../board/useMotion.ts';
import type { GameEvent } from '../../protocol.ts';
import { queueFrames, type Frame } from './animation.ts';
import type { SupernaturalView } from './view.ts';

interface Showing {
  /** The log's length when its frames were taken, e.g. 57. */
  readonly seen: number;
  readonly frames: readonly Frame[];
  readonly step: number;
}

/** The frame to draw now, and the length of one step in milliseconds (0: off). */
export function useFieldMotion(
  view: SupernaturalView,
  log: readonly GameEvent[],
): { readonly frame: Frame | null; readonly millis: number } {
  const millis = stepMillis(useMotion());
  // The first draw shows the table as it is: only what happens while watching animates.
  const [showing, setShowing] = useState<Showing>({ seen: log.length, frames: [], step: 0 });
  if (log.length !== showing.seen) {
    const fresh = log.length > showing.seen ? log.slice(showing.seen) : [];
    const frames = millis > 0 ? queueFrames(showing.frames.slice(showing.step), fresh, view) : [];
    setShowing({ seen: log.length, frames, step: 0 });
  }
  const playing = showing.step < showing.frames.length;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(() => {
      setShowing((s) => ({ ...s, step: s.step + 1 }));
    }, millis);
    return () => {
      window.clearTimeout(timer);
    };
  }, [playing, showing, millis]);
  return { frame: millis > 0 ? (showing.frames[showing.step] ?? null) : null, millis };
}
