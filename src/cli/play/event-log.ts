/**
 * What the terminal has not shown yet. Public events are filed for the whole table (the
 * SPECTATOR entry) and printed as they happen; private events are filed only with the seats
 * allowed to see them and shown on that seat's turn, so that in a hot-seat game one person's
 * private news is never printed on another's turn.
 */
import { SPECTATOR, canSee, type GameEvent, type Viewer } from '../../core/game.ts';

export class EventLog {
  private readonly pending = new Map<Viewer, string[]>();

  constructor(viewers: readonly Viewer[]) {
    for (const viewer of viewers) this.pending.set(viewer, []);
  }

  add(events: readonly GameEvent[]): void {
    for (const [viewer, lines] of this.pending) {
      for (const event of events) {
        const isPublic = event.visibleTo === undefined;
        if (viewer === SPECTATOR ? isPublic : !isPublic && canSee(event, viewer))
          lines.push(event.text);
      }
    }
  }

  /** The lines `viewer` has not seen yet; from now on they count as seen. */
  take(viewer: Viewer): string[] {
    const lines = this.pending.get(viewer) ?? [];
    this.pending.set(viewer, []);
    return lines;
  }
}
