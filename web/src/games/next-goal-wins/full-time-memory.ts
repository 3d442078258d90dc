/**
 * What the season board remembers between views so that a match's end can be shown: the
 * latest picture of the match in play, and the latest match it saw to the final whistle until
 * the viewer moves on. Pure: the board keeps it in React state (useFullTime.ts).
 */
import type { FixtureView, SeasonView } from './season.ts';
import { isNextGoalWinsView, type NextGoalWinsView } from './view.ts';

/** A match as the board last drew it. */
export interface SeenMatch {
  /** Its fixture, from 0, e.g. 1. */
  readonly fixture: number;
  /** The match's own view, for the seat the board is drawn for. */
  readonly match: NextGoalWinsView;
}

export interface FullTimeMemory {
  /** The match in play as last drawn, e.g. fixture 1 at its 40th step; null before any. */
  readonly live: SeenMatch | null;
  /** The latest match seen to its end, e.g. fixture 1; null before any. */
  readonly ended: SeenMatch | null;
  /** The latest fixture whose full time the viewer has moved on from, e.g. 0; -1 for none. */
  readonly dismissed: number;
}

export const NOTHING_SEEN: FullTimeMemory = { live: null, ended: null, dismissed: -1 };

/**
 * Whether `view` comes straight after fixture `fixture`'s end: every fixture settled since was
 * a forfeit (NGW-22.6), which is played at once. A replay that jumps further on skips the
 * whistle of the match it left.
 */
function justAfter(view: SeasonView, fixture: number): boolean {
  if (!view.schedule[fixture]?.goals) return false;
  for (let i = fixture + 1; i < view.fixture; i++) if (!view.schedule[i]?.forfeit) return false;
  return true;
}

/**
 * The memory after drawing `view`: the same object when nothing changed. A match seen live
 * ends once the schedule holds its result; a forfeit was never seen live, so never shown.
 */
export function remember(memory: FullTimeMemory, view: SeasonView): FullTimeMemory {
  if (view.mode !== 'season') return memory;
  let next = memory;
  const live = next.live;
  if (live && next.ended?.fixture !== live.fixture && justAfter(view, live.fixture))
    next = { ...next, ended: live };
  if (view.phase === 'match' && isNextGoalWinsView(view.match) && next.live?.match !== view.match)
    next = { ...next, live: { fixture: view.fixture, match: view.match } };
  return next;
}

/** The viewer has seen `fixture`'s full time and moves on. */
export function dismiss(memory: FullTimeMemory, fixture: number): FullTimeMemory {
  return fixture <= memory.dismissed ? memory : { ...memory, dismissed: fixture };
}

/** A full time to show now: the match as last drawn and its result. */
export interface FullTimeShown extends SeenMatch {
  readonly result: FixtureView & { readonly goals: readonly [number, number] };
}

/**
 * The full time to show over the season's panel, or null: the latest match seen to its end,
 * until the viewer moves on (a replay stepped back before its end shows the match again).
 */
export function fullTimeOf(memory: FullTimeMemory, view: SeasonView): FullTimeShown | null {
  const ended = memory.ended;
  if (!ended || ended.fixture <= memory.dismissed) return null;
  const result = view.schedule[ended.fixture];
  if (!result?.goals) return null;
  return { ...ended, result: { ...result, goals: result.goals } };
}
