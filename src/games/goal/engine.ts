/** Goal! behind the Matchday protocol. */
import type { Action, Game, GameEvent, Outcome, Seat } from '../../core/game.ts';
import { placesFromScores } from '../../core/seats.ts';
import { GOAL_ACTIONS, actionInfo, actionLabel, decode, legalActions } from './actions.ts';
import { describeView } from './describe.ts';
import { GOAL_FACTS, type GoalOptions } from './facts.ts';
import {
  addToFormation,
  concede,
  discard,
  freeKick,
  newGame,
  pass,
  playKeeper,
  startFormation,
} from './rules.ts';
import { Phase, cloneState, currentSeat, type GoalState } from './state.ts';
import { buildView, stateFromView, type GoalView } from './view.ts';

const NOBODY: readonly Seat[] = Object.freeze([]);

export const goal: Game<GoalState, GoalView, GoalOptions> = {
  facts: GOAL_FACTS,
  actionSpace: GOAL_ACTIONS,

  setup: (options, seats, rng) => newGame(seats, rng, options.edition !== undefined),

  actors(s) {
    if (s.phase === Phase.Over) return NOBODY;
    s.actorBuffer[0] = currentSeat(s);
    return s.actorBuffer;
  },

  legalActions: (s, seat, out = []) => legalActions(s, seat, out),
  actionLabel,
  actionInfo,

  apply(s: GoalState, _seat: Seat, action: Action, events?: GameEvent[]) {
    const d = decode(action);
    switch (d.kind) {
      case 'discard': {
        discard(s, d.card, events);
        return;
      }
      case 'start': {
        startFormation(s, d.side, d.card, events);
        return;
      }
      case 'add': {
        addToFormation(s, d.index, d.card, events);
        return;
      }
      case 'free-kick': {
        freeKick(s, events);
        return;
      }
      case 'keeper': {
        playKeeper(s, events);
        return;
      }
      case 'let-in': {
        concede(s, events);
        return;
      }
      case 'pass': {
        pass(s, events);
        return;
      }
    }
  },

  outcome(s): Outcome | undefined {
    if (s.phase !== Phase.Over) return undefined;
    // GL-8.4: every player scores their side's goals.
    const scores = s.sideOf.map((side) => s.goals[side as 0 | 1]);
    return { scores, places: placesFromScores(scores) };
  },

  view: buildView,
  describe: describeView,
  clone: cloneState,
  determinize: stateFromView,
};
