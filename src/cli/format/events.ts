/** Who may read an event: the protocol's `visibleTo`, applied at the terminal. */
import { SPECTATOR, type GameEvent, type Viewer } from '../../core/game.ts';

export function canSee(event: GameEvent, viewer: Viewer): boolean {
  if (event.visibleTo === undefined) return true;
  return viewer !== SPECTATOR && event.visibleTo.includes(viewer);
}
