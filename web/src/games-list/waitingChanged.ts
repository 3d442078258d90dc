/**
 * The header's "Your move" count asks the server every half minute; a list of the player's
 * games that sees the tables waiting for their move change (the "Your move" page every few
 * seconds, the notifications' poll) tells it here, so that it asks at once and never lags the
 * list on the same page.
 */
import type { ListedGame } from './api.ts';

const EVENT = 'matchday:waiting-changed';

/** Which tables of a list wait for the player's move, remembered from one look to the next. */
export class WaitingWatch {
  private last: string | null = null;

  /** Whether `games` wait on other tables than the last look's (the first look: no). */
  see(games: readonly ListedGame[]): boolean {
    const now = games
      .filter((game) => game.section === 'waiting')
      .map((game) => game.id)
      .sort()
      .join(' ');
    const changed = this.last !== null && this.last !== now;
    this.last = now;
    return changed;
  }
}

/** Tells the header's count to ask again. */
export function tellWaitingChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` whenever a list told of a change; returns the function that stops it. */
export function onWaitingChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => {
    window.removeEventListener(EVENT, listener);
  };
}
