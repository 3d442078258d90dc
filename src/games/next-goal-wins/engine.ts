/** Next Goal Wins (one match) behind the Matchday protocol. */
import type { Game, Outcome, Seat } from '../../core/game.ts';
import { placesFromScores } from '../../core/seats.ts';
import { actionInfo, actionLabel, decider, legalActions } from './actions.ts';
import { NGW_ACTIONS } from './codes.ts';
import { newMatch } from './deal.ts';
import { describeView } from './describe.ts';
import { NEXT_GOAL_WINS_FACTS, type NextGoalWinsOptions } from './facts.ts';
import { applyAction } from './play.ts';
import { Phase, cloneState, type MatchState } from './state.ts';
import { buildView, stateFromView, type NextGoalWinsView } from './view.ts';

// Shared answers of `actors`, typed read-only but not frozen: V8 reads a frozen array's
// elements through a generic lookup, many times a plain load, on every decision.
const NOBODY: readonly Seat[] = [];
const BOTH: readonly Seat[] = [0, 1];
const ONLY: readonly (readonly Seat[])[] = [[0], [1]];

export const nextGoalWins: Game<MatchState, NextGoalWinsView, NextGoalWinsOptions> = {
  facts: NEXT_GOAL_WINS_FACTS,
  actionSpace: NGW_ACTIONS,

  setup: (options, _seats, rng) => newMatch(options, rng),

  actors(s) {
    if (s.phase === Phase.Pick) {
      // NGW-3.1: a simultaneous choice; each seat acts until its four are down.
      const first = (s.picked[0] as number) < 4;
      const second = (s.picked[1] as number) < 4;
      return first && second ? BOTH : (ONLY[first ? 0 : 1] as readonly Seat[]);
    }
    const seat = decider(s);
    return seat < 0 ? NOBODY : (ONLY[seat] as readonly Seat[]);
  },

  legalActions: (s, seat, out = []) => legalActions(s, seat, out),
  actionLabel,
  actionInfo,
  apply: applyAction,

  outcome(s): Outcome | undefined {
    if (s.phase !== Phase.Over) return undefined;
    return { scores: s.goals.slice(), places: placesFromScores(s.goals) }; // NGW-4.7
  },

  view: buildView,
  describe: describeView,
  clone: cloneState,
  determinize: stateFromView,
};
