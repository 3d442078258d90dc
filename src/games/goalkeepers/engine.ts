/** Goalkeepers behind the Matchday protocol. */
import type { Action, Game, GameEvent, Outcome, Seat } from '../../core/game.ts';
import { placesFromScores } from '../../core/seats.ts';
import {
  DECLINE_STEAL,
  GOALKEEPERS_ACTIONS,
  actionInfo,
  actionLabel,
  decider,
  isPass,
  legalActions,
  targetOf,
} from './actions.ts';
import { describeView } from './describe.ts';
import { GOALKEEPERS_FACTS, type GoalkeepersOptions } from './facts.ts';
import { newGame, passPenalty, roll, steal, takeReward } from './rules.ts';
import { Phase, cloneState, type GoalkeepersState } from './state.ts';
import { buildView, stateFromView, type GoalkeepersView } from './view.ts';

const NOBODY: readonly Seat[] = Object.freeze([]);

export const goalkeepers: Game<GoalkeepersState, GoalkeepersView, GoalkeepersOptions> = {
  facts: GOALKEEPERS_FACTS,
  actionSpace: GOALKEEPERS_ACTIONS,

  setup: (options, seats, rng) =>
    newGame(
      seats,
      options.rounds,
      rng,
      options.reward !== 'compulsory',
      options.starter === 'drawn',
    ),

  actors(s) {
    const seat = decider(s);
    if (seat < 0) return NOBODY;
    s.actorBuffer[0] = seat;
    return s.actorBuffer;
  },

  legalActions: (s, seat, out = []) => legalActions(s, seat, out),

  actionLabel: (s, _seat, action) => actionLabel(s, action),
  actionInfo: (_s, _seat, action) => actionInfo(action),

  apply(s: GoalkeepersState, _seat: Seat, action: Action, events?: GameEvent[]) {
    switch (s.phase) {
      case Phase.Roll:
        roll(s, events);
        return;
      case Phase.Reward:
        takeReward(s, action, events);
        return;
      case Phase.Steal:
        steal(s, action === DECLINE_STEAL ? -1 : targetOf(action), events);
        return;
      case Phase.Pass:
        if (isPass(action)) passPenalty(s, targetOf(action), events);
        return;
      case Phase.Over:
        return;
    }
  },

  outcome(s): Outcome | undefined {
    if (s.phase !== Phase.Over) return undefined;
    return { scores: s.points.slice(), places: placesFromScores(s.points) }; // GK-9.4
  },

  view: buildView,
  describe: describeView,
  clone: cloneState,
  determinize: (view, _seat, rng) => stateFromView(view, rng),
};
