/**
 * The light poll behind the notifications: asks for the player's games, hands each list to a
 * MoveWatch and what it changed to `tell`, then waits nextDelay before asking again (on an
 * injected clock, so tests move time by hand). `soon()` asks at once (the page came back into
 * view, or the player signed in).
 */
import type { Clock } from '../api/retry.ts';
import type { ListedGame } from '../games-list/api.ts';
import { MoveWatch, nextDelay, QUICK_MS, type Changes } from './watch.ts';

export interface PollOptions {
  readonly clock: Clock;
  /** The player's games now, or null when they could not be read. */
  readonly ask: () => Promise<readonly ListedGame[] | null>;
  /** Whether the page is in the background now. */
  readonly hidden: () => boolean;
  /** Told what each list changed, when it changed something. */
  readonly tell: (changes: Changes) => void;
}

export interface Poll {
  /** Asks now rather than at the next turn. */
  soon(): void;
  stop(): void;
}

export function startPoll(options: PollOptions): Poll {
  const { clock, ask, hidden, tell } = options;
  const watch = new MoveWatch();
  let delay = QUICK_MS;
  let timer: unknown = null;
  const state = { stopped: false, asking: false };
  const stopped = () => state.stopped;

  const schedule = (ms: number) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = state.stopped ? null : clock.setTimeout(() => void turn(), ms);
  };
  const turn = async () => {
    timer = null;
    if (state.stopped || state.asking) return;
    state.asking = true;
    let games: readonly ListedGame[] | null;
    try {
      games = await ask();
    } catch {
      games = null;
    }
    state.asking = false;
    // Stopped while it asked (the page closed, the player signed out).
    if (stopped()) return;
    const changes = games ? watch.see(games) : { moves: [], fresh: [] };
    const changed = changes.moves.length + changes.fresh.length > 0;
    if (changed) tell(changes);
    delay = nextDelay(delay, { changed, failed: games === null, hidden: hidden() });
    schedule(delay);
  };
  void turn();
  return {
    soon: () => {
      delay = QUICK_MS;
      if (!state.asking) schedule(0);
    },
    stop: () => {
      state.stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
