/**
 * For the season board's tests only: seasons played by the season's heuristic bot through the
 * registered engine, and what the server would send each seat at every decision (its view and
 * its legal choices with labels and info), so mapping tests run on real views and choices.
 */
import type { GameEvent, Seat } from '../../../../src/core/game.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { nextGoalWinsSeason } from '../../../../src/games/next-goal-wins/season/engine.ts';
import { seasonHeuristic } from '../../../../src/games/next-goal-wins/season/heuristic.ts';
import { seasonOptions } from '../../../../src/games/next-goal-wins/season/options.ts';
import type { SeasonState } from '../../../../src/games/next-goal-wins/season/state.ts';
import type { LegalChoice } from '../../protocol.ts';
import type { SeasonView } from './season.ts';

export const engine = nextGoalWinsSeason;

export function seasonChoicesOf(s: SeasonState, seat: Seat): LegalChoice[] {
  return engine.legalActions(s, seat).map((action) => ({
    action,
    label: engine.actionLabel(s, seat, action),
    info: engine.actionInfo(s, seat, action),
  }));
}

export const seasonViewOf = (s: SeasonState, viewer: number): SeasonView => engine.view(s, viewer);

/** One decision met on the way: the state (valid only until the next step) and the seat. */
export interface Met {
  readonly state: SeasonState;
  readonly seat: Seat;
  /** Every event so far, oldest first, hidden ones too (filter them with canSee). */
  readonly events: readonly GameEvent[];
}

export function newSeason(
  seats: number,
  options: Record<string, unknown>,
  seed: string,
): SeasonState {
  return engine.setup(seasonOptions.parse(options), seats, Rng.fromSeed(seed));
}

/**
 * Plays a whole season with the heuristic in every seat, handing each decision to `visit`
 * before it is made, with the events so far; returns the finished season.
 */
export function playSeason(
  seats: number,
  options: Record<string, unknown>,
  seed: string,
  visit: (met: Met) => void,
): SeasonState {
  const s = newSeason(seats, options, seed);
  const events: GameEvent[] = [];
  const agents = Array.from({ length: seats }, (_, seat) =>
    seasonHeuristic(seat, `${seed}/${seat}`),
  );
  for (let guard = 0; guard < 20_000 && !engine.outcome(s); guard++) {
    const seat = engine.actors(s)[0];
    if (seat === undefined) throw new Error('nobody acts in a season that is not over');
    visit({ state: s, seat, events });
    const legal = engine.legalActions(s, seat).slice();
    const agent = agents[seat];
    if (!agent) throw new Error(`no agent for seat ${seat}`);
    const view = engine.view(s, seat);
    engine.apply(
      s,
      seat,
      agent.act({ seat, view, legal, label: (a) => engine.actionLabel(s, seat, a) }),
      events,
    );
  }
  return s;
}
