/** Golazo behind the Matchday protocol. */
import type {
  Action,
  ActionInfo,
  ActionOutcome,
  Game,
  GameEvent,
  Outcome,
  ResponseWindow,
  Seat,
} from '../../core/game.ts';
import { placesFromScores } from '../../core/seats.ts';
import {
  ABILITY,
  AIM,
  MANAGER,
  CHOOSE,
  CLEAR,
  CROSS,
  DECLINE,
  END,
  LONG_SHOT,
  MOVE,
  PASS,
  PLAY,
  SAVE,
  SHOOT,
  SUGGESTED,
  actionInfo,
  actionLabel,
  actorsOf,
  fromEditionCode,
  legalActions,
  pieceOf,
  targetCellOf,
  GOLAZO_ACTIONS,
} from './actions.ts';
import { NONE } from './board.ts';
import { Card } from './cards.ts';
import { describeView } from './describe.ts';
import { Ability, pickManager, playAbility } from './managers.ts';
import { MoveKind, moveKindOf } from './moves.ts';
import {
  DIE_ODDS,
  KICK_OFF_OUTCOMES,
  REROLL_OUTCOMES,
  ROLL_ODDS,
  SLIDE_OUTCOMES,
  SHOOT_OUT_START_OUTCOMES,
  START_OUTCOMES,
  TURN_ROLL_OUTCOMES,
  TWO_DICE_ODDS,
  clearanceOutcomes,
  crossOdds,
} from './odds.ts';
import { GOLAZO_FACTS, golazoTeams, type GolazoOptions } from './facts.ts';
import {
  ROLL_PAIRS,
  answerWindow,
  commitPick,
  cross,
  crossDice,
  declareShot,
  declineKeyEvent,
  endMoves,
  highClearance,
  keeperPass,
  kickOff,
  loadTheBox,
  move,
  nutmeg,
  place,
  placeAsSuggested,
  receive,
  screamer,
  secondWind,
  startRoll,
  turnRoll,
  twoDice,
} from './rules.ts';
import { Phase, ShotKind, attackers, cloneState, newState, type GolazoState } from './state.ts';
import { takeBack } from './undo.ts';
import { buildView, stateFromView, type GolazoView } from './view.ts';

type Events = GameEvent[] | undefined;

/**
 * Plays `code` (numbered as the match's edition numbers it), with its roll (if any) fixed to
 * `outcome`, or drawn when -1.
 */
function play(s: GolazoState, code: Action, outcome: number, events: Events): void {
  const action = fromEditionCode(s.edition, code);
  switch (s.phase) {
    case Phase.Manager:
      pickManager(s, action - MANAGER, events);
      return;
    case Phase.Start:
      startRoll(s, outcome >= 0 ? outcome : s.rng.int(ROLL_PAIRS.length), events);
      return;
    case Phase.Roll:
      turnRoll(s, outcome >= 0 ? outcome : s.rng.int(ROLL_PAIRS.length), events);
      return;
    case Phase.KickOff:
      kickOff(s, action - CHOOSE, outcome >= 0 ? outcome + 1 : s.rng.int(6) + 1, events);
      return;
    case Phase.Moves:
      if (action === END) endMoves(s, events);
      else if (action >= ABILITY && action < MOVE)
        playAbility(s, action - ABILITY, events, outcome);
      else if (action === PLAY + Card.SecondWind) secondWind(s, events);
      else if (action === PLAY + Card.Nutmeg) nutmeg(s, events);
      else
        move(s, pieceOf(action), targetCellOf(action), events, outcome >= 0 ? outcome + 1 : NONE);
      return;
    case Phase.Window:
      answerWindow(s, action === PASS ? NONE : action - PLAY, events);
      return;
    case Phase.KeyEvent:
      keyEvent(s, action, outcome, events);
      return;
    case Phase.Commit:
      commitPick(s, action >= SAVE, action >= SAVE ? action - SAVE : action - AIM, events);
      return;
    case Phase.Clearance:
      if (action >= ABILITY && action < MOVE) playAbility(s, action - ABILITY, events);
      else if (action === CLEAR)
        highClearance(s, s.actingTeam, outcome >= 0 ? outcome + 2 : twoDice(s), events);
      else keeperPass(s, targetCellOf(action), events);
      return;
    case Phase.Choose:
      receive(s, action - CHOOSE, events);
      return;
    case Phase.Place:
      if (action === SUGGESTED) placeAsSuggested(s, events);
      else place(s, pieceOf(action), targetCellOf(action), events);
      return;
  }
}

function keyEvent(s: GolazoState, action: Action, outcome: number, events: Events): void {
  if (action >= ABILITY) playAbility(s, action - ABILITY, events);
  else if (action === DECLINE) declineKeyEvent(s, events);
  else if (action === SHOOT) declareShot(s, ShotKind.Shot, attackers(s), events);
  else if (action === LONG_SHOT) declareShot(s, ShotKind.LongShot, attackers(s), events);
  else if (action === CROSS)
    cross(s, crossDice(s), events, outcome >= 0 ? crossOdds(s).goals[outcome] : undefined);
  else if (action === PLAY + Card.Screamer) screamer(s, events);
  else loadTheBox(s, events);
}

function chanceOf(s: GolazoState, code: Action): readonly number[] | undefined {
  const action = fromEditionCode(s.edition, code);
  if (s.phase === Phase.Start || s.phase === Phase.Roll) return ROLL_ODDS;
  if (s.phase === Phase.KickOff) return DIE_ODDS;
  if (s.phase === Phase.Clearance && action === CLEAR) return TWO_DICE_ODDS;
  if (s.phase === Phase.KeyEvent && action === CROSS) return crossOdds(s).odds; // GZ-7.3
  if (s.phase !== Phase.Moves) return undefined;
  if (action === ABILITY + Ability.Reroll) return DIE_ODDS; // GZ-13.5
  // GZ-13.2: a slide tackle's classic die.
  if (action >= MOVE && moveKindOf(s, pieceOf(action), targetCellOf(action)) === MoveKind.Slide)
    return DIE_ODDS;
  return undefined;
}

/** When dice decide `code`, their results in words, in `chance`'s order (odds.ts). */
function outcomesOf(s: GolazoState, code: Action): readonly ActionOutcome[] | undefined {
  if (!chanceOf(s, code)) return undefined;
  const action = fromEditionCode(s.edition, code);
  switch (s.phase) {
    case Phase.Start:
      return s.options.match === 'shoot-out' ? SHOOT_OUT_START_OUTCOMES : START_OUTCOMES;
    case Phase.Roll:
      return TURN_ROLL_OUTCOMES[s.classic ? 1 : 0];
    case Phase.KickOff:
      return KICK_OFF_OUTCOMES;
    case Phase.Clearance:
      return clearanceOutcomes(s, s.actingTeam);
    case Phase.KeyEvent:
      return crossOdds(s).outcomes;
    default:
      return action === ABILITY + Ability.Reroll
        ? REROLL_OUTCOMES[s.classic ? 1 : 0]
        : SLIDE_OUTCOMES;
  }
}

/**
 * An action's info with the acting seat's team (GZ-12.1) and, when dice decide it, their
 * results in words with their odds.
 */
function withTeamAndOdds(s: GolazoState, seat: Seat, code: Action, info: ActionInfo): ActionInfo {
  const team = s.teams.findIndex((seats) => seats.includes(seat));
  const outcomes = outcomesOf(s, code);
  return outcomes ? { ...info, team, outcomes } : { ...info, team };
}

/** GZ-9.11, GZ-9.15, GZ-9.16: the one window; nothing answers its cards, so its chain stays empty. */
const WINDOW: ResponseWindow = Object.freeze({ kind: 'moves-end', pass: PASS, chain: 0 });

function outcomeOf(s: GolazoState): Outcome {
  const scores = Array.from({ length: s.seats }, (_, seat) => s.scores[seat % 2] as number);
  // GZ-11.3: a shoot-out's winner places first on equal goals.
  const places =
    s.winner === NONE
      ? placesFromScores(scores)
      : scores.map((_, seat) => (seat % 2 === s.winner ? 1 : 1 + (s.teams[s.winner]?.length ?? 0)));
  return { scores, places };
}

export const golazo: Game<GolazoState, GolazoView, GolazoOptions> = {
  facts: GOLAZO_FACTS,
  actionSpace: GOLAZO_ACTIONS,
  setup(options, seats, rng) {
    const s = newState(options, seats, golazoTeams(seats), rng);
    rng.shuffle(s.deck); // GZ-3.1
    if (options.managers) {
      s.phase = Phase.Manager; // GZ-13.3
      s.actingTeam = 0;
    }
    return s;
  },
  actors: actorsOf,
  legalActions: (s, seat, out) => legalActions(s, seat, out),
  actionLabel,
  actionInfo: (s, seat, action) => withTeamAndOdds(s, seat, action, actionInfo(s, seat, action)),
  apply: (s, _seat, action, events) => {
    play(s, action, -1, events);
  },
  takeBack,
  window: (s) => (s.phase === Phase.Window ? WINDOW : undefined),
  chance: (s, _seat, action) => chanceOf(s, action),
  applyOutcome: (s, _seat, action, outcome, events) => {
    play(s, action, chanceOf(s, action) ? outcome : -1, events);
  },
  outcome: (s) => (s.phase === Phase.Over ? outcomeOf(s) : undefined),
  view: buildView,
  describe: describeView,
  clone: cloneState,
  determinize: (view, seat, rng) => stateFromView(view, seat, rng),
};
