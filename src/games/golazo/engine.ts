/** Golazo behind the Matchday protocol. */
import type {
  Action,
  ActionInfo,
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
import { pickManager, playAbility } from './managers.ts';
import { MOVE_KIND_NAMES, MoveKind, moveKindOf } from './moves.ts';
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
  slideTackleResult,
  startRoll,
  turnRoll,
  twoDice,
} from './rules.ts';
import { Phase, ShotKind, attackers, cloneState, newState, type GolazoState } from './state.ts';
import { takeBack } from './undo.ts';
import { buildView, stateFromView, type GolazoView } from './view.ts';

/** GZ-4.2: the roll's 30 unequal pairs, each as likely. */
const ROLL_ODDS: readonly number[] = Object.freeze(ROLL_PAIRS.map(() => 1 / ROLL_PAIRS.length));
/** GZ-3.3: one classic die. */
const DIE_ODDS: readonly number[] = Object.freeze([1, 1, 1, 1, 1, 1].map((n) => n / 6));
/** GZ-8.3: two classic dice's totals 2–12. */
const TWO_DICE_ODDS: readonly number[] = Object.freeze(
  [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((n) => n / 36),
);

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
      else if (action >= ABILITY && action < MOVE) playAbility(s, action - ABILITY, events);
      else if (action === PLAY + Card.SecondWind) secondWind(s, events);
      else if (action === PLAY + Card.Nutmeg) nutmeg(s, events);
      else
        move(s, pieceOf(action), targetCellOf(action), events, outcome >= 0 ? outcome + 1 : NONE);
      return;
    case Phase.Window:
      answerWindow(s, action === PASS ? NONE : action - PLAY, events);
      return;
    case Phase.KeyEvent:
      keyEvent(s, action, events);
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

function keyEvent(s: GolazoState, action: Action, events: Events): void {
  if (action >= ABILITY) playAbility(s, action - ABILITY, events);
  else if (action === DECLINE) declineKeyEvent(s, events);
  else if (action === SHOOT) declareShot(s, ShotKind.Shot, attackers(s), events);
  else if (action === LONG_SHOT) declareShot(s, ShotKind.LongShot, attackers(s), events);
  else if (action === CROSS) cross(s, crossDice(s), events);
  else if (action === PLAY + Card.Screamer) screamer(s, events);
  else loadTheBox(s, events);
}

function chanceOf(s: GolazoState, code: Action): readonly number[] | undefined {
  const action = fromEditionCode(s.edition, code);
  if (s.phase === Phase.Start || s.phase === Phase.Roll) return ROLL_ODDS;
  if (s.phase === Phase.KickOff) return DIE_ODDS;
  if (s.phase === Phase.Clearance && action === CLEAR) return TWO_DICE_ODDS;
  // GZ-13.2: a slide tackle's classic die.
  if (
    s.phase === Phase.Moves &&
    action >= MOVE &&
    moveKindOf(s, pieceOf(action), targetCellOf(action)) === MoveKind.Slide
  )
    return DIE_ODDS;
  return undefined;
}

/**
 * An action's info with the acting seat's team (GZ-12.1) and, when dice decide it, their
 * results in `chance`'s order: a slide tackle's die in words (GZ-13.2), other rolls by their odds.
 */
function withTeamAndOdds(s: GolazoState, seat: Seat, code: Action, info: ActionInfo): ActionInfo {
  const team = s.teams.findIndex((seats) => seats.includes(seat));
  const odds = chanceOf(s, code);
  if (!odds) return { ...info, team };
  const slide = info.side === MOVE_KIND_NAMES[MoveKind.Slide];
  const outcomes = odds.map((p, face) =>
    slide ? { p, text: slideTackleResult(face + 1) } : { p },
  );
  return { ...info, team, outcomes };
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
