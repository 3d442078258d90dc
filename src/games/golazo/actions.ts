/**
 * Golazo's actions as ascending integers (GZ-3 to GZ-11), their legality, labels and board
 * infos. A move is one action naming its piece and destination, so a board offers every
 * reachable cell of a selected counter from the legal list alone (design.md says why one step).
 */
import { ActionSpace } from '../../core/action-space.ts';
import type { Action, ActionInfo, Seat } from '../../core/game.ts';
import {
  BALL,
  CELLS,
  COUNTERS,
  COUNTERS_PER_TEAM,
  KICK_OFF_SPACE,
  NONE,
  cellName,
  counterOf,
  shirtOf,
  teamOfCounter,
} from './board.ts';
import { Card, KIND_COUNT, cardTitle } from './cards.ts';
import {
  MOVE_KIND_NAMES,
  MoveKind,
  moveKindOf,
  passPath,
  pushCounterTargets,
  pushPassTargets,
} from './moves.ts';
import {
  SAVE_PAIRS,
  WINDOW_CARDS,
  choosable,
  crossDice,
  keyEventOf,
  loadTheBoxPlayable,
  nutmegVictim,
  placeable,
  savedTargets,
  screamerPlayable,
  windowCardPlayable,
} from './rules.ts';
import { Edition } from './edition.ts';
import { Phase, Placing, attackers, dutySeat, onPitch, type GolazoState } from './state.ts';
import { ABILITY_COUNT, MANAGER_COUNT, abilityPlayable, managerFree } from './managers.ts';
import { ABILITY_TEXTS, MANAGERS, TARGETS } from './vocabulary.ts';

/**
 * Golazo's action codes as named ranges (core/action-space.ts), in code order; the constants
 * below are read from it and are the codes records hold, for ever (action-space.test.ts pins
 * them). MOVE starts at 96, leaving room below it.
 */
export const GOLAZO_ACTIONS = new ActionSpace([
  /** GZ-3.2, GZ-4.2: roll the dice. */
  { name: 'roll', size: 1 },
  /** GZ-4.5: stop moving. */
  { name: 'end', size: 1 },
  /** GZ-7: let the key event go. */
  { name: 'decline', size: 1 },
  /** GZ-7.1–GZ-7.3: take the key event on offer. */
  { name: 'shoot', size: 1 },
  { name: 'long-shot', size: 1 },
  { name: 'cross', size: 1 },
  /** GZ-8.3: the keeper clears high. */
  { name: 'clear', size: 1 },
  /** GZ-9.11: let a window's moment pass. */
  { name: 'pass', size: 1 },
  /** GZ-7.5: aim at a target (6 actions), or cover a save set (15 actions). */
  { name: 'aim', size: 6 },
  { name: 'save', size: SAVE_PAIRS.length },
  /** GZ-9.3: play a power card, by kind. */
  { name: 'play', size: KIND_COUNT },
  /** GZ-3.3, GZ-8.3, GZ-9.5: a counter is chosen (to kick off, or to get the ball). */
  { name: 'choose', size: COUNTERS },
  /** GZ-13.5: play a manager's ability, by id. */
  { name: 'ability', size: ABILITY_COUNT },
  /** GZ-13.3: appoint a manager. */
  { name: 'manager', size: MANAGER_COUNT },
  /** GZ-8.1, GZ-9.10: take the suggested placement for the rest of a Place step. */
  { name: 'suggested', size: 1 },
  /** GZ-5: a move of a piece (a counter, or BALL for a pass) to a cell: piece × CELLS + cell. */
  { name: 'move', size: (BALL + 1) * CELLS, start: 96 },
]);

export const ROLL = GOLAZO_ACTIONS.start('roll');
export const END = GOLAZO_ACTIONS.start('end');
export const DECLINE = GOLAZO_ACTIONS.start('decline');
export const SHOOT = GOLAZO_ACTIONS.start('shoot');
export const LONG_SHOT = GOLAZO_ACTIONS.start('long-shot');
export const CROSS = GOLAZO_ACTIONS.start('cross');
export const CLEAR = GOLAZO_ACTIONS.start('clear');
export const PASS = GOLAZO_ACTIONS.start('pass');
export const AIM = GOLAZO_ACTIONS.start('aim');
export const SAVE = GOLAZO_ACTIONS.start('save');
export const PLAY = GOLAZO_ACTIONS.start('play');
export const CHOOSE = GOLAZO_ACTIONS.start('choose');
export const ABILITY = GOLAZO_ACTIONS.start('ability');
export const MANAGER = GOLAZO_ACTIONS.start('manager');
export const SUGGESTED = GOLAZO_ACTIONS.start('suggested');
export const MOVE = GOLAZO_ACTIONS.start('move');

export const moveAction = (piece: number, to: number): Action => MOVE + piece * CELLS + to;
export const pieceOf = (action: Action): number => Math.floor((action - MOVE) / CELLS);
export const targetCellOf = (action: Action): number => (action - MOVE) % CELLS;

/** 1.0.0 numbered its actions with eight card kinds: its codes from CHOOSE up were 6 lower. */
const SHIFT_1_0 = 6;

/** Today's action code as the edition numbers it (edition.ts). */
export const toEditionCode = (edition: Edition, action: Action): Action =>
  edition === Edition.V1_0 && action >= CHOOSE && action < MOVE ? action - SHIFT_1_0 : action;

/**
 * The edition's action code as today's: under 1.0.0 the codes from its CHOOSE up shift back
 * (the six PLAY codes between were cards its deck did not hold).
 */
export const fromEditionCode = (edition: Edition, action: Action): Action =>
  edition === Edition.V1_0 && action >= CHOOSE - SHIFT_1_0 && action < MOVE - SHIFT_1_0
    ? action + SHIFT_1_0
    : action;

/** The seats that decide now, ascending, in the state's shared buffer. */
export function actorsOf(s: GolazoState): Seat[] {
  const out = s.actorBuffer;
  while (out.length > 0) out.pop();
  switch (s.phase) {
    case Phase.Over:
      return out;
    case Phase.Start:
      out.push(dutySeat(s, 0));
      return out;
    case Phase.Manager:
    case Phase.KickOff:
    case Phase.Place:
    case Phase.Window:
    case Phase.Clearance:
    case Phase.Choose:
      out.push(dutySeat(s, s.actingTeam));
      return out;
    case Phase.Roll:
    case Phase.KeyEvent:
      out.push(dutySeat(s, attackers(s)));
      return out;
    case Phase.Moves:
      out.push(dutySeat(s, s.mover));
      return out;
    case Phase.Commit: {
      const shooter = dutySeat(s, s.shooter);
      const keeper = dutySeat(s, 1 - s.shooter);
      if (s.target === NONE) out.push(shooter);
      if (s.saveSet === NONE) out.push(keeper);
      if (out.length === 2 && shooter > keeper) out.reverse();
      return out;
    }
  }
  return out;
}

export function legalActions(s: GolazoState, seat: Seat, out: Action[] = []): Action[] {
  // Emptied by popping: setting the length to 0 drops the reused array's storage, and the moves
  // step's 50-odd actions would grow it again at every decision.
  while (out.length > 0) out.pop();
  if (!actorsOf(s).includes(seat)) return out;
  switch (s.phase) {
    case Phase.Start:
    case Phase.Roll:
      out.push(ROLL);
      break;
    case Phase.KickOff:
      for (let shirt = 2; shirt <= COUNTERS_PER_TEAM; shirt++)
        if (onPitch(s, counterOf(s.actingTeam, shirt)))
          out.push(CHOOSE + counterOf(s.actingTeam, shirt));
      break;
    case Phase.Moves:
      pushMoves(s, out);
      break;
    case Phase.Window:
      out.push(PASS);
      for (const card of WINDOW_CARDS)
        if (windowCardPlayable(s, s.actingTeam, card)) out.push(PLAY + card);
      break;
    case Phase.KeyEvent:
      out.push(DECLINE, SHOOT + keyEventOf(s));
      if (loadTheBoxPlayable(s)) out.push(PLAY + Card.LoadTheBox);
      if (screamerPlayable(s)) out.push(PLAY + Card.Screamer);
      pushAbilities(s, out);
      break;
    case Phase.Manager:
      for (let manager = 0; manager < MANAGER_COUNT; manager++)
        if (managerFree(s, manager)) out.push(MANAGER + manager);
      break;
    case Phase.Commit:
      pushPicks(s, seat, out);
      break;
    case Phase.Clearance:
      out.push(CLEAR);
      pushAbilities(s, out);
      pushPassMoves(s, out, s.actingTeam);
      break;
    case Phase.Choose:
      for (let counter = 0; counter < COUNTERS; counter++)
        if (choosable(s, counter)) out.push(CHOOSE + counter);
      break;
    case Phase.Place:
      out.push(SUGGESTED);
      pushPlacements(s, out);
      break;
  }
  if (s.edition === Edition.V1_0)
    for (let i = 0; i < out.length; i++) out[i] = toEditionCode(s.edition, out[i] as number);
  return out;
}

/** GZ-8.1, GZ-9.10: every (counter, space) the acting team may place, ascending. */
function pushPlacements(s: GolazoState, out: Action[]): void {
  const first = s.actingTeam * COUNTERS_PER_TEAM;
  for (let counter = first + 1; counter < first + COUNTERS_PER_TEAM; counter++) {
    const from = s.cellOf[counter] as number;
    if (from === NONE) continue;
    for (let to = 0; to < CELLS; to++)
      if (placeable(s, counter, to)) out.push(moveAction(counter, to));
  }
}

function pushPicks(s: GolazoState, seat: Seat, out: Action[]): void {
  const keeperSeat = dutySeat(s, 1 - s.shooter);
  if (seat === keeperSeat && s.saveSet === NONE) {
    for (let set = 0; set < SAVE_PAIRS.length; set++) out.push(SAVE + set);
  } else for (let target = 0; target < TARGETS.length; target++) out.push(AIM + target);
}

/** GZ-5: END, Second Wind and Nutmeg when playable, then every counter's moves and the passes, ascending. */
function pushMoves(s: GolazoState, out: Action[]): void {
  out.push(END);
  if ((s.hands[s.mover]?.[Card.SecondWind] as number) > 0) out.push(PLAY + Card.SecondWind);
  if ((s.hands[s.mover]?.[Card.Nutmeg] as number) > 0 && nutmegVictim(s) !== NONE)
    out.push(PLAY + Card.Nutmeg);
  pushAbilities(s, out);
  const first = s.mover * COUNTERS_PER_TEAM;
  for (let counter = first; counter < first + COUNTERS_PER_TEAM; counter++) {
    const start = out.length;
    pushCounterTargets(s, counter, out);
    for (let i = start; i < out.length; i++) out[i] = moveAction(counter, out[i] as number);
  }
  if (attackers(s) === s.mover) pushPassMoves(s, out, NONE);
}

/** GZ-13.5: the abilities the deciding team may play now, by id. */
function pushAbilities(s: GolazoState, out: Action[]): void {
  if (s.managers[0] === NONE && s.managers[1] === NONE) return;
  for (let ability = 0; ability < ABILITY_COUNT; ability++)
    if (abilityPlayable(s, ability)) out.push(ABILITY + ability);
}

function pushPassMoves(s: GolazoState, out: Action[], half: number): void {
  const start = out.length;
  pushPassTargets(s, out, half);
  for (let i = start; i < out.length; i++) out[i] = moveAction(BALL, out[i] as number);
}

const KEY_EVENT_KINDS = ['shot', 'long-shot', 'cross'] as const;

export function actionInfo(s: GolazoState, _seat: Seat, code: Action): ActionInfo {
  const action = fromEditionCode(s.edition, code);
  if (action >= MOVE) return moveInfo(s, action);
  if (action === SUGGESTED) return { kind: 'place-suggested' };
  if (action >= MANAGER) return { kind: 'manager', index: action - MANAGER };
  if (action >= ABILITY) return { kind: 'ability', index: action - ABILITY };
  if (action >= CHOOSE) return chooseInfo(s, action - CHOOSE);
  if (action >= PLAY)
    return { kind: 'play', card: action - PLAY, cardName: cardTitle(action - PLAY, true) };
  if (action >= SAVE)
    return { kind: 'save', index: action - SAVE, targets: savedTargets(s.shotKind, action - SAVE) };
  if (action >= AIM) return { kind: 'aim', index: action - AIM, targets: [action - AIM] };
  if (action >= SHOOT && action <= CROSS)
    return { kind: KEY_EVENT_KINDS[action - SHOOT] as string };
  return { kind: ['roll', 'end', 'decline', '', '', '', 'clear', 'pass'][action] as string };
}

function moveInfo(s: GolazoState, action: Action): ActionInfo {
  const piece = pieceOf(action);
  const to = targetCellOf(action);
  if (s.phase === Phase.Place)
    return { kind: 'move', side: 'place', piece, from: s.cellOf[piece], to, path: [] };
  const kind = moveKindOf(s, piece, to);
  const from = s.cellOf[piece === BALL ? s.carrier : piece] as number;
  const path = kind === MoveKind.Pass ? passPath(from, to) : [];
  return { kind: 'move', side: MOVE_KIND_NAMES[kind], piece, from, to, path };
}

/** A kick-off counter goes to the kick-off space; a receiver gets the ball (piece BALL). */
function chooseInfo(s: GolazoState, counter: number): ActionInfo {
  const at = s.cellOf[counter] as number;
  if (s.phase === Phase.KickOff)
    return {
      kind: 'kick-off',
      piece: counter,
      from: at,
      to: KICK_OFF_SPACE[teamOfCounter(counter)],
      path: [],
    };
  return { kind: 'give', piece: BALL, from: s.cellOf[s.carrier], to: at, path: [] };
}

export function actionLabel(s: GolazoState, _seat: Seat, code: Action): string {
  const action = fromEditionCode(s.edition, code);
  if (action >= MOVE) return moveLabel(s, action);
  if (action === SUGGESTED)
    return s.placing === Placing.Clear ? 'Clear the box as suggested' : 'Load the box as suggested';
  if (action >= MANAGER) return `Appoint ${MANAGERS[action - MANAGER]?.name ?? ''}`;
  if (action >= ABILITY) return `Use ${ABILITY_TEXTS[action - ABILITY]?.name ?? ''}`;
  if (action >= CHOOSE) {
    const counter = action - CHOOSE;
    return s.phase === Phase.KickOff
      ? `#${shirtOf(counter)} takes the kick-off`
      : `Give the ball to #${shirtOf(counter)}`;
  }
  if (action >= PLAY) return `Play ${cardTitle(action - PLAY, true)}`;
  if (action >= SAVE) {
    const saves = savedTargets(s.shotKind, action - SAVE);
    return `Cover ${saves.map((t) => TARGETS[t]).join(', ')}`;
  }
  if (action >= AIM) return `Aim ${TARGETS[action - AIM]}`;
  switch (action) {
    case ROLL:
      return s.phase === Phase.Start
        ? s.options.match === 'shoot-out'
          ? 'Roll to kick first' // GZ-11.4
          : 'Roll for the kick-off'
        : s.classic
          ? 'Roll the classic dice'
          : 'Roll the Golazo dice';
    case END:
      return 'End the moves';
    case DECLINE:
      return 'Let the chance go';
    case SHOOT:
      return 'Shoot';
    case LONG_SHOT:
      return 'Take a long shot';
    case CROSS:
      return `Cross (${crossDice(s)} dice)`;
    case CLEAR:
      return 'High clearance';
    default:
      return 'Let the moment pass';
  }
}

function moveLabel(s: GolazoState, action: Action): string {
  const piece = pieceOf(action);
  const to = targetCellOf(action);
  if (s.phase === Phase.Place)
    return `Place #${shirtOf(piece)} ${cellName(s.cellOf[piece] as number)}–${cellName(to)}`;
  const kind = moveKindOf(s, piece, to);
  if (kind === MoveKind.Pass)
    return `Pass ${cellName(s.cellOf[s.carrier] as number)}–${cellName(to)} to #${shirtOf(s.pieceAt[to] as number)}`;
  const from = cellName(s.cellOf[piece] as number);
  if (kind === MoveKind.Tackle) return `#${shirtOf(piece)} tackles on ${cellName(to)}`;
  if (kind === MoveKind.Slide) return `#${shirtOf(piece)} slide-tackles on ${cellName(to)}`;
  return `#${shirtOf(piece)} ${kind === MoveKind.Dribble ? 'dribbles' : 'steps'} ${from}–${cellName(to)}`;
}
