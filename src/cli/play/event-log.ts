/**
 * What each viewer at the terminal has not been shown yet. Events are filed per viewer as
 * they happen, each only with the viewers allowed to see it, so that in a hot-seat game one
 * person's private news is never printed on another's turn.
 */
import type { GameEvent, Viewer } from '../../core/game.ts';
import { canSee } from '../../core/game.ts';

export class EventLog {
  private readonly pending = new Map<Viewer, string[]>();

  constructor(viewers: readonly Viewer[]) {
    for (const viewer of viewers) this.pending.set(viewer, []);
  }

  add(events: readonly GameEvent[]): void {
    for (const [viewer, lines] of this.pending) {
      for (const event of events) if (canSee(event, viewer)) lines.push(event.text);
    }
  }

  /** The lines `viewer` has not seen yet; from now on they count as seen. */
  take(viewer: Viewer): string[] {
    const lines = this.pending.get(viewer) ?? [];
    this.pending.set(viewer, []);
    return lines;
  }
}
