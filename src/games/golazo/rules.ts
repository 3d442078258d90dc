/** Golazo's rules as transitions of the state, trusted by their caller (engine.ts checks). */
import { WINDOW_POINT, type GameEvent } from '../../core/game.ts';
import { seatRef } from '../../core/seat-words.ts';
import {
  AREA_OF,
  CELLS,
  COUNTERS_PER_TEAM,
  CROSS_DICE,
  KICK_OFF_SPACE,
  LONG_SHOT_SPACE,
  NONE,
  NUMBERED,
  NUMBER_OF,
  cellName,
  counterOf,
  distance,
  halfOf,
  isKeeper,
  rowOf,
  shirtOf,
  teamOfCounter,
} from './board.ts';
import { Card, cardTitle, isPower } from './cards.ts';
import { coveredTargets } from './constants.ts';
import { Edition } from './edition.ts';
import { BOX_LIMIT, FULL_TIME, HALF_TIME } from './facts.ts';
import {
  MOVE_KIND_NAMES,
  MoveKind,
  moveCost,
  hasFreeNeighbour,
  moveKindOf,
  wallOn,
  wouldWall,
} from './moves.ts';
import {
  Phase,
  Placing,
  ShotKind,
  attackers,
  dutySeat,
  placeAt,
  resetCounters,
  sendOff,
  type GolazoState,
} from './state.ts';
import { TARGETS, TEAM_NAMES, scoreWords } from './vocabulary.ts';

type Events = GameEvent[] | undefined;

/** GZ-4.2: the 30 unequal ordered pairs of die faces (index 0–5), a tie being rolled again. */
export const ROLL_PAIRS: readonly (readonly [number, number])[] = (() => {
  const pairs: [number, number][] = [];
  for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) if (a !== b) pairs.push([a, b]);
  return pairs;
})();

// GZ-2.3: the 15 save sets, kept in constants.ts, which the board may import.
export { SAVE_PAIRS } from './constants.ts';

/** GZ-7.1, GZ-7.2: the targets a save set covers: its pair, or for a long shot the other four. */
export const savedTargets = (kind: ShotKind, saveSet: number): number[] =>
  coveredTargets(kind === ShotKind.LongShot, saveSet);

const GOLAZO_G = 5;
/** A Golazo die face index as its value (1–5, 0 for G); a classic one as 1–6 (GZ-2). */
const faceValue = (s: GolazoState, index: number): number =>
  s.classic ? index + 1 : index === GOLAZO_G ? 0 : index + 1;

const team = (t: number): string => `the ${TEAM_NAMES[t]}`;
const Team = (t: number): string => `The ${TEAM_NAMES[t]}`;
const counterName = (counter: number): string => `#${shirtOf(counter)}`;

/** GZ-3.2: the start roll; `pair` indexes ROLL_PAIRS. */
export function startRoll(s: GolazoState, pair: number, events: Events): void {
  const [a, b] = ROLL_PAIRS[pair] as readonly [number, number];
  const kicker = a > b ? 0 : 1;
  const shootOut = s.options.match === 'shoot-out';
  s.firstKicker = kicker;
  s.kickOffTeam = shootOut ? NONE : kicker;
  events?.push({
    kind: 'start-roll',
    seat: dutySeat(s, 0),
    text: `${seatRef(dutySeat(s, 0))} rolls for the start: Reds ${a + 1}, Blues ${b + 1}. ${Team(kicker)} ${shootOut ? 'kick first' : 'kick off'}.`,
    data: { faces: [a + 1, b + 1] },
  });
  if (!shootOut) {
    startTurn(s);
    return;
  }
  // GZ-11.4: a shoot-out alone; the start roll's winner kicks first.
  s.turn++;
  declareShot(s, ShotKind.Penalty, kicker, events);
}

function startTurn(s: GolazoState): void {
  s.turn++;
  s.extraDice = 0;
  s.retake = false;
  s.freePass = false;
  s.dribbler = NONE;
  s.nextMover = NONE;
  s.windowPlayed = 0;
  if (s.kickOffTeam !== NONE) {
    s.phase = Phase.KickOff;
    s.actingTeam = s.kickOffTeam;
    s.carrier = NONE;
  } else s.phase = Phase.Roll;
}

/** GZ-3.3: `counter` takes the ball onto the kick-off space; `die` moves for its team. */
export function kickOff(s: GolazoState, counter: number, die: number, events: Events): void {
  const t = teamOfCounter(counter);
  placeAt(s, counter, KICK_OFF_SPACE[t] as number);
  s.carrier = counter;
  s.kickOffTeam = NONE;
  events?.push({
    kind: 'kick-off',
    seat: dutySeat(s, t),
    text: `${seatRef(dutySeat(s, t))} kicks off with ${counterName(counter)} and rolls ${die}: ${die} move${die === 1 ? '' : 's'}.`,
    data: { counter, faces: [die] },
  });
  beginMoves(s, t, die, false, false);
}

/** GZ-4.2–GZ-4.4, GZ-10.4: the turn's roll; `pair` indexes ROLL_PAIRS. */
export function turnRoll(s: GolazoState, pair: number, events: Events): void {
  const [a, b] = ROLL_PAIRS[pair] as readonly [number, number];
  s.roll[0] = faceValue(s, a);
  s.roll[1] = faceValue(s, b);
  const gTeam = s.roll[0] === 0 ? 0 : s.roll[1] === 0 ? 1 : NONE;
  const winner = gTeam !== NONE ? gTeam : s.roll[0] > s.roll[1] ? 0 : 1;
  s.rollWinner = winner;
  const face = (t: number): string => (s.roll[t] === 0 ? 'G' : String(s.roll[t]));
  const roller = dutySeat(s, attackers(s));
  events?.push({
    kind: 'roll',
    seat: roller,
    text: `${seatRef(roller)} rolls: Reds ${face(0)}, Blues ${face(1)}.`,
    data: { faces: [s.roll[0], s.roll[1]], classic: s.classic },
  });
  if (gTeam !== NONE) {
    drawCard(s, gTeam, events);
    return;
  }
  const loser = 1 - winner;
  // GZ-13.1: in Tactical Golazo the loser moves first and never tackles.
  const first = s.options.tactical ? loser : winner;
  beginMoves(s, first, s.roll[first] as number, first === winner, first === loser);
  s.nextMover = 1 - first;
  s.nextMoves = s.roll[1 - first] as number;
  s.nextTackle = 1 - first === winner;
}

/** GZ-5: team `t` makes `moves`, tackling when `tackle`; `lost` when they are a lost roll's. */
function beginMoves(
  s: GolazoState,
  t: number,
  moves: number,
  tackle: boolean,
  lost: boolean,
): void {
  s.phase = Phase.Moves;
  s.mover = t;
  s.movesLeft = moves;
  s.canTackle = tackle;
  s.lostRoll = lost;
  s.dribbler = NONE;
  s.fresh = true;
  s.freePass = false;
}

/**
 * GZ-5: one move of `piece` (a counter, or BALL for a pass) to `to`; a slide tackle's die
 * (GZ-13.2) is `die`, or rolled when -1.
 */
export function move(s: GolazoState, piece: number, to: number, events: Events, die = NONE): void {
  const kind = moveKindOf(s, piece, to);
  s.fresh = false;
  if (kind === MoveKind.Slide) {
    slideTackle(s, piece, die === NONE ? s.rng.int(6) + 1 : die, events);
    return;
  }
  const seat = dutySeat(s, s.mover);
  const mover = kind === MoveKind.Pass ? s.carrier : piece;
  const from = s.cellOf[mover] as number;
  if (kind === MoveKind.Pass) {
    s.carrier = s.pieceAt[to] as number;
    s.dribbler = NONE;
    s.freePass = false;
  } else if (kind === MoveKind.Tackle) s.carrier = piece;
  else placeAt(s, piece, to);
  if (kind === MoveKind.Dribble) s.dribbler = piece;
  s.movesLeft -= moveCost(kind);
  events?.push({
    kind: MOVE_KIND_NAMES[kind],
    seat,
    text: moveText(s, kind, mover, from, to),
    data: { piece, counter: mover, from, to },
  });
  if (s.movesLeft <= 0) finishMoves(s, events);
}

/** GZ-13.2: a slide tackle's die `die` (1–6) in words: what it does for the tackler. */
export const slideTackleResult = (die: number): string =>
  die === 1 ? 'is sent off' : die === 6 ? 'wins the ball: 6 moves' : 'misses: the moves are lost';

/** GZ-13.2: 1 sends the tackler off, 2–5 lose the moves, 6 wins the ball and 6 moves. */
function slideTackle(s: GolazoState, tackler: number, die: number, events: Events): void {
  const seat = dutySeat(s, s.mover);
  const outcome = slideTackleResult(die);
  events?.push({
    kind: 'slide-tackle',
    seat,
    text: `${seatRef(seat)}: ${counterName(tackler)} slides in and rolls ${die}: ${outcome}.`,
    data: { counter: tackler, faces: [die] },
  });
  if (die === 6) {
    s.carrier = tackler;
    s.dribbler = NONE;
    s.movesLeft = 6;
    return;
  }
  if (die === 1) sendOff(s, tackler);
  s.movesLeft = 0;
  finishMoves(s, events);
}

function moveText(s: GolazoState, kind: MoveKind, mover: number, from: number, to: number): string {
  const who = `${seatRef(dutySeat(s, s.mover))}: ${counterName(mover)}`;
  if (kind === MoveKind.Pass)
    return `${who} passes ${cellName(from)}–${cellName(to)} to ${counterName(s.carrier)}.`;
  if (kind === MoveKind.Tackle) return `${who} tackles on ${cellName(to)} and wins the ball.`;
  return `${who} ${kind === MoveKind.Dribble ? 'dribbles' : 'steps'} ${cellName(from)}–${cellName(to)}.`;
}

/** GZ-4.5: the moving team stops; its moves left are lost. */
export function endMoves(s: GolazoState, events: Events): void {
  events?.push({
    kind: 'end-moves',
    seat: dutySeat(s, s.mover),
    text: `${seatRef(dutySeat(s, s.mover))} ends the moves of ${team(s.mover)}.`,
  });
  s.movesLeft = 0;
  finishMoves(s, events);
}

/** The moves step ends now, its moves left lost (GZ-13.5's Re-roll to a G). */
export function finishMovesNow(s: GolazoState, events: Events): void {
  s.movesLeft = 0;
  finishMoves(s, events);
}

function finishMoves(s: GolazoState, events: Events): void {
  if (s.nextMover !== NONE) {
    const next = s.nextMover;
    s.nextMover = NONE;
    // GZ-4.3: the second mover of a roll lost it exactly when it may not tackle.
    beginMoves(s, next, s.nextMoves, s.nextTackle, !s.nextTackle);
    return;
  }
  movesOver(s, events);
}

/** GZ-9.19: the moves are over: a window point. */
function movesOver(s: GolazoState, events: Events): void {
  s.freePass = false;
  windowPoint(s, 'The moves are over.', events);
}

/**
 * GZ-9.19: the ball is at rest before the key events (the moves are over, or a card or a
 * clearance has given it to a counter): a window point, where the team without the ball may be
 * asked to answer with a power card; then the key events.
 */
function windowPoint(s: GolazoState, text: string, events: Events): void {
  events?.push({ kind: WINDOW_POINT, text, data: { window: 'moves-end' } });
  const defenders = 1 - attackers(s);
  if (windowOpens(s, defenders)) {
    s.phase = Phase.Window;
    s.actingTeam = defenders;
    return;
  }
  keyEvents(s);
}

/**
 * GZ-9.19: whether the window asks `t`, from public facts alone: the other team has the ball
 * in t's half (the moment of all three of its cards), t holds at least one card and has played
 * none in a window this turn. Before 1.2.0 it asked only a team holding a card playable now.
 */
export function windowOpens(s: GolazoState, t: number): boolean {
  if (s.edition !== Edition.Current) return windowOpen(s, t);
  if (s.carrier === NONE || attackers(s) === t || (s.windowPlayed >> t) % 2 === 1) return false;
  if (halfOf(s.cellOf[s.carrier] as number) !== t) return false;
  const hand = s.hands[t] as number[];
  for (let card = 0; card < hand.length; card++) if ((hand[card] as number) > 0) return true;
  return false;
}

/** The power cards answered in the moves-end window, in ascending order. */
export const WINDOW_CARDS: readonly number[] = [
  Card.OffsideTrap,
  Card.LastDitchTackle,
  Card.TacticalFoul,
];

/** Whether `t`, without the ball, holds `card` and its moment has come (GZ-9.11, 9.15, 9.16). */
export function windowCardPlayable(s: GolazoState, t: number, card: number): boolean {
  if ((s.hands[t]?.[card] as number) <= 0 || s.carrier === NONE || attackers(s) === t) return false;
  const at = s.cellOf[s.carrier] as number;
  switch (card) {
    case Card.OffsideTrap:
      return halfOf(at) === t;
    case Card.LastDitchTackle:
      return AREA_OF[at] === t && lastDitchTackler(s, t) !== NONE;
    case Card.TacticalFoul:
      return at === LONG_SHOT_SPACE[t] || (CROSS_DICE[at] !== 0 && halfOf(at) === t);
  }
  return false;
}

/** Whether `t` may answer the moves-end window with any card (the window of 1.0.0 and 1.1.0). */
export const windowOpen = (s: GolazoState, t: number): boolean =>
  WINDOW_CARDS.some((card) => windowCardPlayable(s, t, card));

/**
 * GZ-9.15: `t`'s outfield counter next to the carrier that would tackle (lowest shirt), or -1;
 * since 1.2.0 only one with a free space next to it, which may hold the ball (GZ-6.2).
 */
function lastDitchTackler(s: GolazoState, t: number): number {
  const at = s.cellOf[s.carrier] as number;
  for (let shirt = 2; shirt <= COUNTERS_PER_TEAM; shirt++) {
    const counter = counterOf(t, shirt);
    const from = s.cellOf[counter] as number;
    if (from !== NONE && distance(from, at) === 1 && mayHoldTheBall(s, counter)) return counter;
  }
  return NONE;
}

/**
 * GZ-6.2: whether the ball may be handed to `counter` where it stands: on the pitch, with a free
 * space next to it. Before 1.2.0 a placement did not ask for the free space.
 */
export function mayHoldTheBall(s: GolazoState, counter: number): boolean {
  const cell = s.cellOf[counter] as number;
  return cell !== NONE && (s.edition !== Edition.Current || hasFreeNeighbour(s, cell));
}

/** The window's answer: `card` is played, or (NONE) the moment passes. */
export function answerWindow(s: GolazoState, card: number, events: Events): void {
  const t = s.actingTeam;
  if (card === NONE) {
    const seat = dutySeat(s, t);
    const text = `${seatRef(seat)} lets the moment pass.`;
    // Before 1.2.0 the window asked only a team holding a card for the moment, so its pass was
    // private to the seat that passed; since, who is asked is public (GZ-9.19), and so is a pass.
    if (s.edition === Edition.Current) events?.push({ kind: 'pass', seat, text });
    else events?.push({ kind: 'pass', seat, text, visibleTo: [seat] });
    keyEvents(s);
    return;
  }
  s.windowPlayed |= 1 << t;
  playCard(s, t, card, events);
  if (card === Card.OffsideTrap) keeperHasTheBall(s, t, events);
  else if (card === Card.LastDitchTackle) receive(s, lastDitchTackler(s, t), events);
  else endTurn(s); // GZ-9.16: the key event is off; the ball stays where it is
}

/** GZ-7: the key event the carrier may take where it stands, or -1. */
export function keyEventOf(s: GolazoState): number {
  if (s.carrier === NONE) return NONE;
  const cell = s.cellOf[s.carrier] as number;
  const other = 1 - attackers(s);
  if (AREA_OF[cell] === other) return 0;
  if (cell === LONG_SHOT_SPACE[other]) return 1;
  if (CROSS_DICE[cell] !== 0 && halfOf(cell) === other) return 2;
  return NONE;
}

/** GZ-7, GZ-8.4: the key events step, or the end of the turn when there is none to take. */
function keyEvents(s: GolazoState): void {
  if (keyEventOf(s) === NONE) {
    endTurn(s);
    return;
  }
  s.phase = Phase.KeyEvent;
  s.actingTeam = attackers(s);
}

/** GZ-7: the team with the ball declines its key event. */
export function declineKeyEvent(s: GolazoState, events: Events): void {
  events?.push({
    kind: 'decline',
    seat: dutySeat(s, s.actingTeam),
    text: `${seatRef(dutySeat(s, s.actingTeam))} lets the chance go.`,
  });
  endTurn(s);
}

/** GZ-7.1, GZ-7.2, GZ-11.3: shooter and keeper are to pick. */
export function declareShot(s: GolazoState, kind: ShotKind, shooter: number, events: Events): void {
  s.phase = Phase.Commit;
  s.shotKind = kind;
  s.shooter = shooter;
  s.target = NONE;
  s.saveSet = NONE;
  const what =
    kind === ShotKind.LongShot ? 'a long shot' : kind === ShotKind.Penalty ? 'a penalty' : 'a shot';
  events?.push({
    kind: 'shot',
    seat: dutySeat(s, shooter),
    text: `${seatRef(dutySeat(s, shooter))}: ${team(shooter)} take ${what}${s.carrier === NONE ? '' : ` with ${counterName(s.carrier)}`}.`,
    data: { kind },
  });
}

/** GZ-7.5: one side's secret pick; both made, they are shown together. */
export function commitPick(s: GolazoState, keeper: boolean, pick: number, events: Events): void {
  const t = keeper ? 1 - s.shooter : s.shooter;
  if (keeper) s.saveSet = pick;
  else s.target = pick;
  const seat = dutySeat(s, t);
  events?.push({ kind: 'commit', seat, text: `${seatRef(seat)} has picked.` });
  events?.push({
    kind: 'team-commit',
    seat,
    text: keeper
      ? `${seatRef(seat)} covers ${savedTargets(s.shotKind, pick)
          .map((x) => TARGETS[x])
          .join(', ')}.`
      : `${seatRef(seat)} aims ${TARGETS[pick]}.`,
    // To the picker alone; its teammates read the pick in their views (GZ-12.3).
    visibleTo: [seat],
  });
  if (s.target !== NONE && s.saveSet !== NONE) resolveShot(s, events);
}

function resolveShot(s: GolazoState, events: Events): void {
  const saves = savedTargets(s.shotKind, s.saveSet);
  const goal = !saves.includes(s.target);
  s.lastReveal = { kind: s.shotKind, target: s.target, saves, goal };
  events?.push({
    kind: 'reveal',
    text: `Aimed ${TARGETS[s.target]}; the keeper covered ${saves.map((x) => TARGETS[x]).join(', ')}: ${goal ? 'GOLAZO!' : 'saved.'}`,
    data: { kind: s.shotKind, target: s.target, saves, goal },
  });
  s.target = NONE;
  s.saveSet = NONE;
  if (s.shotKind === ShotKind.Penalty) penaltyTaken(s, goal, events);
  else if (!goal && s.retake) {
    s.retake = false; // GZ-13.5 Sniper: saved, so at it again
    declareShot(s, s.shotKind, s.shooter, events);
  } else if (goal) scoreGoal(s, s.shooter, events);
  else keeperHasTheBall(s, 1 - s.shooter, events);
}

/** GZ-13.5 Target Man: the dice a cross rolls, the extra die included, six at most. */
export const crossDiceRolled = (s: GolazoState, crossDice: number): number =>
  Math.min(6, crossDice + s.extraDice);

/** GZ-7.3: whether a cross die showing `face` (1–6) meets an attacking counter of `t`. */
export function crossMeets(s: GolazoState, t: number, face: number): boolean {
  const on = s.pieceAt[NUMBERED[1 - t]?.[face - 1] as number] as number;
  return on !== NONE && teamOfCounter(on) === t;
}

/**
 * GZ-7.3, GZ-9.8: a cross with `dice` classic dice at the other team's numbered spaces. With
 * `result` fixed (chance's outcome, engine.ts) the faces are drawn among those that give it:
 * a goal rolls until a die meets a counter, no goal rolls each die among the faces that miss.
 */
export function cross(s: GolazoState, crossDice: number, events: Events, result?: boolean): void {
  const t = attackers(s);
  const dice = crossDiceRolled(s, crossDice);
  s.extraDice = 0;
  const faces: number[] = [];
  let goal = false;
  do {
    faces.length = 0;
    for (let d = 0; d < dice; d++) {
      const face = result === false ? missingFace(s, t) : s.rng.int(6) + 1;
      faces.push(face);
      if (crossMeets(s, t, face)) goal = true;
    }
  } while (result === true && !goal);
  events?.push({
    kind: 'cross',
    seat: dutySeat(s, t),
    text: `${seatRef(dutySeat(s, t))} crosses with ${dice} ${dice === 1 ? 'die' : 'dice'}: ${faces.join(', ')}${goal ? ' — met in the box: GOLAZO!' : ', nobody there.'}`,
    data: { faces, goal },
  });
  if (goal) scoreGoal(s, t, events);
  else keeperHasTheBall(s, 1 - t, events);
}

/** A cross die's face (1–6) drawn among those that meet no counter of `t` (GZ-7.3). */
function missingFace(s: GolazoState, t: number): number {
  let misses = 0;
  for (let face = 1; face <= 6; face++) if (!crossMeets(s, t, face)) misses++;
  let pick = s.rng.int(misses);
  for (let face = 1; face <= 6; face++) if (!crossMeets(s, t, face) && pick-- === 0) return face;
  return NONE;
}

/** The dice of the cross zone the carrier stands in (GZ-1.5). */
export const crossDice = (s: GolazoState): number =>
  CROSS_DICE[s.cellOf[s.carrier] as number] as number;

/** GZ-7.4, GZ-11.2: a goal; golden goal ends the match, otherwise everyone resets. */
function scoreGoal(s: GolazoState, t: number, events: Events): void {
  s.scores[t] = (s.scores[t] as number) + 1;
  events?.push({
    kind: 'goal',
    seat: dutySeat(s, t),
    text: `Goal for ${team(t)} (${seatRef(dutySeat(s, t))})! ${scoreWords(s.scores)}.`,
    data: { team: t, scores: s.scores.slice() },
  });
  if (s.golden) {
    s.phase = Phase.Over;
    return;
  }
  resetCounters(s);
  s.carrier = NONE;
  s.kickOffTeam = 1 - t;
  endTurn(s);
}

/**
 * GZ-8.1: the keeper of `t` has the ball and its box is to be cleared: the other team places
 * its counters out first, then t (a Place step each, skipped by a team with none there); then
 * GZ-8.2. Before 1.2.0 the box was cleared for the teams, as the suggestion does.
 */
function keeperHasTheBall(s: GolazoState, t: number, events: Events): void {
  s.carrier = counterOf(t, 1);
  events?.push({
    kind: 'keeper-ball',
    seat: dutySeat(s, t),
    text: `${Team(t)}' keeper has the ball; the box is to be cleared.`,
  });
  s.clearTeam = t;
  s.placing = Placing.Clear;
  if (s.edition !== Edition.Current) {
    clearForTeam(s, 1 - t);
    clearForTeam(s, t);
  }
  clearingFrom(s, 1 - t);
}

/** GZ-8.1: team `from` on places its counters out of the box, if it has any there; then GZ-8.2. */
function clearingFrom(s: GolazoState, from: number): void {
  const t = s.clearTeam;
  for (const placer of from === t ? [t] : [from, t])
    if (firstInBox(s, placer, t) !== NONE) {
      s.phase = Phase.Place;
      s.actingTeam = placer;
      return;
    }
  s.phase = Phase.Clearance;
  s.actingTeam = t;
}

/** GZ-8.1: `team`'s lowest shirt in t's box that must leave it (not t's keeper), or -1. */
function firstInBox(s: GolazoState, team: number, t: number): number {
  for (let shirt = team === t ? 2 : 1; shirt <= COUNTERS_PER_TEAM; shirt++) {
    const cell = s.cellOf[counterOf(team, shirt)] as number;
    if (cell !== NONE && AREA_OF[cell] === t) return counterOf(team, shirt);
  }
  return NONE;
}

/** GZ-8.1, the suggestion: `team`'s counters leave the box in number order, each to the nearest space. */
function clearForTeam(s: GolazoState, team: number): void {
  const t = s.clearTeam;
  for (let counter = firstInBox(s, team, t); counter !== NONE; counter = firstInBox(s, team, t))
    placeAt(s, counter, nearestOutside(s, s.cellOf[counter] as number, t, team));
}

/**
 * GZ-8.1, GZ-9.10: whether the acting team may place `counter` on `to` in this Place step:
 * out of the box being cleared to a free space of its half, or into the box being loaded; never
 * making a wall (GZ-6.1).
 */
export function placeable(s: GolazoState, counter: number, to: number): boolean {
  return placeableFor(s, s.placing, s.actingTeam, counter, to);
}

function placeableFor(
  s: GolazoState,
  placing: Placing,
  team: number,
  counter: number,
  to: number,
): boolean {
  const from = s.cellOf[counter] as number;
  if (from === NONE || teamOfCounter(counter) !== team || isKeeper(counter)) return false;
  if (s.pieceAt[to] !== NONE || wouldWall(s, team, to)) return false;
  if (placing === Placing.Clear) {
    const t = s.clearTeam;
    return AREA_OF[from] === t && AREA_OF[to] === NONE && halfOf(to) === t;
  }
  const box = 1 - team;
  return counter !== s.carrier && AREA_OF[from] !== box && AREA_OF[to] === box;
}

/** GZ-8.1, GZ-9.10: the acting team places `counter` on `to`. */
export function place(s: GolazoState, counter: number, to: number, events: Events): void {
  const from = s.cellOf[counter] as number;
  placeAt(s, counter, to);
  const seat = dutySeat(s, s.actingTeam);
  events?.push({
    kind: 'place',
    seat,
    text: `${seatRef(seat)} places ${counterName(counter)} ${cellName(from)}–${cellName(to)}.`,
    data: { counter, from, to },
  });
  if (s.placing === Placing.Clear) clearingFrom(s, s.actingTeam);
  else if (--s.placesLeft === 0 || !anyLoadable(s, s.actingTeam)) loaded(s);
}

/** GZ-8.1, GZ-9.10: the acting team takes the suggested placement for the rest of its step. */
export function placeAsSuggested(s: GolazoState, events: Events): void {
  const seat = dutySeat(s, s.actingTeam);
  events?.push({
    kind: 'place',
    seat,
    text: `${seatRef(seat)} places ${team(s.actingTeam)}' counters as suggested.`,
  });
  if (s.placing === Placing.Clear) {
    clearForTeam(s, s.actingTeam);
    clearingFrom(s, s.actingTeam);
    return;
  }
  fillNumbered(s, s.actingTeam, s.placesLeft);
  loaded(s);
}

/** GZ-9.10: whether team `t` has a counter and a space left to load the other box with. */
function anyLoadable(s: GolazoState, t: number): boolean {
  const first = t * COUNTERS_PER_TEAM;
  for (let counter = first + 1; counter < first + COUNTERS_PER_TEAM; counter++)
    for (let to = 0; to < CELLS; to++)
      if (AREA_OF[to] === 1 - t && placeableFor(s, Placing.Load, t, counter, to)) return true;
  return false;
}

/** GZ-9.10: the box is loaded; the key event is still to choose. */
function loaded(s: GolazoState): void {
  s.placesLeft = 0;
  s.phase = Phase.KeyEvent;
  s.actingTeam = attackers(s);
}

/**
 * GZ-8.1: the nearest free cell of half `t` outside the box (ties to the lowest cell) where a
 * counter of `team` makes no wall (GZ-6.1).
 */
function nearestOutside(s: GolazoState, from: number, t: number, team: number): number {
  let best = NONE;
  let bestDistance = CELLS;
  for (let cell = 0; cell < CELLS; cell++) {
    if (s.pieceAt[cell] !== NONE || AREA_OF[cell] !== NONE || halfOf(cell) !== t) continue;
    if (wouldWall(s, team, cell)) continue;
    const d = distance(from, cell);
    if (d < bestDistance) {
      best = cell;
      bestDistance = d;
    }
  }
  return best;
}

/** GZ-8.2: the keeper's pass to a teammate in its own half. */
export function keeperPass(s: GolazoState, to: number, events: Events): void {
  const from = s.cellOf[s.carrier] as number;
  s.carrier = s.pieceAt[to] as number;
  const seat = dutySeat(s, s.actingTeam);
  events?.push({
    kind: 'pass',
    seat,
    text: `${seatRef(seat)}: the keeper passes ${cellName(from)}–${cellName(to)} to ${counterName(s.carrier)}.`,
    data: { piece: s.carrier, from, to },
  });
  keyEvents(s);
}

/**
 * GZ-8.3: a high clearance for `t` with dice totalling `total`: that shirt gets the ball, 12
 * lets the team choose (a Choose step). `open` says whether open play resumes after it (Route
 * One, GZ-9.9) rather than straight to the key events (after a save).
 */
export function highClearance(s: GolazoState, t: number, total: number, events: Events): void {
  const seat = dutySeat(s, t);
  events?.push({
    kind: 'clearance',
    seat,
    text: `${seatRef(seat)} clears high: the dice say ${total}${total === 12 ? ', so the team chooses' : ''}.`,
    data: { total },
  });
  if (total === 12) {
    s.phase = Phase.Choose;
    s.actingTeam = t;
    if (!anyChoosable(s)) highClearance(s, t, twoDice(s), events);
    return;
  }
  // GZ-8.3: a shirt sent off (GZ-13.2) hands the ball to the other team's same shirt; with
  // neither on the pitch the dice are rolled again.
  // Since 1.2.0 a counter with no free space next to it is not available either (GZ-6.2).
  const own = counterOf(t, total);
  const theirs = counterOf(1 - t, total);
  if (mayHoldTheBall(s, own)) receive(s, own, events);
  else if (mayHoldTheBall(s, theirs)) receive(s, theirs, events);
  else highClearance(s, t, twoDice(s), events);
}

/**
 * The counter `counter` gets the ball (a clearance, a choice, a card); then, since 1.2.0, a
 * window point (GZ-9.19), and the key events.
 */
export function receive(s: GolazoState, counter: number, events: Events): void {
  s.carrier = counter;
  s.dribbler = NONE;
  const text = `${counterName(counter)} of ${team(teamOfCounter(counter))} has the ball on ${cellName(s.cellOf[counter] as number)}.`;
  events?.push({ kind: 'receive', text, data: { counter } });
  if (s.edition === Edition.Current) windowPoint(s, 'The ball has come to rest.', events);
  else keyEvents(s);
}

/** GZ-4.4, GZ-9: team `t` rolled G and draws the top card. */
function drawCard(s: GolazoState, t: number, events: Events): void {
  const card = s.deck.pop() as number;
  const attacking = attackers(s) === t;
  const seat = dutySeat(s, t);
  advanceTimer(s, timerSpaces(card, attacking));
  if (isPower(card)) {
    addToHand(s, t, card, 1); // GZ-9.3
    // The card itself shows in the team's hand in its views; the roll may have been pressed
    // by the other team's seat, so no private event could go to the drawing seat alone.
    events?.push({ kind: 'draw', seat, text: `${seatRef(seat)} draws a power card and keeps it.` });
    movesOver(s, events);
    return;
  }
  s.deck.unshift(card); // GZ-9.4
  events?.push({
    kind: 'draw',
    seat,
    text: `${seatRef(seat)} draws ${cardTitle(card, attacking)}.`,
    data: { card, attacking },
  });
  doCard(s, t, card, attacking, events);
}

/** GZ-9.5–GZ-9.9: a split or plain card's action. */
function doCard(s: GolazoState, t: number, card: number, attacking: boolean, events: Events): void {
  switch (card) {
    case Card.KeeperOffTheLine:
      if (attacking) declareShot(s, ShotKind.LongShot, t, events);
      else {
        s.phase = Phase.Choose;
        s.actingTeam = t;
        if (!anyChoosable(s)) movesOver(s, events); // nobody may hold the ball: nothing happens
      }
      return;
    case Card.QuickBreak:
      beginMoves(s, t, 3, !attacking, false);
      return;
    case Card.CornerKick:
      if (attacking) {
        fillNumbered(s, t, 1);
        cross(s, 2, events);
      } else keeperHasTheBall(s, t, events);
      return;
    case Card.RouteOne:
      if (attacking) highClearance(s, t, twoDice(s), events);
      else {
        const receiver = nearestTo(s, t, s.cellOf[s.carrier] as number);
        if (receiver === NONE) movesOver(s, events); // nobody may hold the ball: nothing happens
        else receive(s, receiver, events);
      }
      return;
    case Card.ThroughBall:
      beginMoves(s, t, 2, false, false);
      s.freePass = attacking; // GZ-9.13: the pass goes past the other team's counters
      return;
    case Card.TimeWasting:
      if (attacking) movesOver(s, events);
      else beginMoves(s, t, 2, false, false); // GZ-9.14 Injury Time
      return;
    default:
      movesOver(s, events);
  }
}

/** GZ-4.4, GZ-9.6, GZ-9.14: how many spaces the timer moves for a card drawn. */
function timerSpaces(card: number, attacking: boolean): number {
  if (card === Card.Streaker) return 0;
  if (card === Card.TimeWasting) return attacking ? 2 : 0;
  return 1;
}

/** GZ-9.14: the timer moves on, never past HT in the first half nor past FT. */
function advanceTimer(s: GolazoState, spaces: number): void {
  s.timer = Math.min(s.timer + spaces, s.half === 1 ? HALF_TIME : FULL_TIME);
}

export const twoDice = (s: GolazoState): number => s.rng.int(6) + s.rng.int(6) + 2;

/**
 * GZ-9.9: `t`'s outfield counter nearest `cell` in steps (GZ-5.1), ties to the lower shirt,
 * that may hold the ball; or -1.
 */
function nearestTo(s: GolazoState, t: number, cell: number): number {
  let best = NONE;
  for (let shirt = 2; shirt <= COUNTERS_PER_TEAM; shirt++) {
    const counter = counterOf(t, shirt);
    if (!mayHoldTheBall(s, counter)) continue;
    if (
      best === NONE ||
      distance(s.cellOf[counter] as number, cell) < distance(s.cellOf[best] as number, cell)
    )
      best = counter;
  }
  return best;
}

/** GZ-9.3, GZ-9.4: a power card leaves the hand for the bottom of the deck. */
function playCard(s: GolazoState, t: number, card: number, events: Events): void {
  addToHand(s, t, card, -1);
  s.deck.unshift(card);
  const seat = dutySeat(s, t);
  events?.push({
    kind: 'play',
    seat,
    text: `${seatRef(seat)} plays ${cardTitle(card, true)}.`,
    data: { card },
  });
}

/** GZ-9.12: Second Wind, two more moves. */
export function secondWind(s: GolazoState, events: Events): void {
  playCard(s, s.mover, Card.SecondWind, events);
  s.movesLeft += 2;
}

/**
 * GZ-9.17: the counter a Nutmeg goes past: the other team's outfield counter next to the
 * carrier, nearer their goal than the carrier, furthest up the pitch (ties to the lower
 * number), whose swap breaks no rule of GZ-6; or -1.
 */
export function nutmegVictim(s: GolazoState): number {
  if (s.phase !== Phase.Moves || s.carrier === NONE || attackers(s) !== s.mover) return NONE;
  // GZ-1.2: a keeper never leaves its space (1.1.0 let a keeper carrier nutmeg).
  if (isKeeper(s.carrier) && s.edition === Edition.Current) return NONE;
  const t = s.mover;
  const at = s.cellOf[s.carrier] as number;
  const ahead = (cell: number): number => (t === 0 ? rowOf(cell) : -rowOf(cell));
  let best = NONE;
  for (let shirt = 2; shirt <= COUNTERS_PER_TEAM; shirt++) {
    const counter = counterOf(1 - t, shirt);
    const from = s.cellOf[counter] as number;
    if (from === NONE || distance(from, at) !== 1 || ahead(from) <= ahead(at)) continue;
    if (best !== NONE && ahead(from) <= ahead(s.cellOf[best] as number)) continue;
    if (swapKeepsTheRules(s, s.carrier, counter)) best = counter;
  }
  return best;
}

/** GZ-6 after two counters swap places: no wall, no crowded box, the carrier not surrounded. */
function swapKeepsTheRules(s: GolazoState, a: number, b: number): boolean {
  const cellA = s.cellOf[a] as number;
  const cellB = s.cellOf[b] as number;
  swap(s, a, b, cellA, cellB);
  const fine =
    (s.boxCount[0] as number) <= BOX_LIMIT &&
    (s.boxCount[1] as number) <= BOX_LIMIT &&
    !anyWall(s, rowOf(cellA)) &&
    !anyWall(s, rowOf(cellB)) &&
    hasFreeNeighbour(s, s.cellOf[s.carrier] as number);
  swap(s, a, b, cellB, cellA);
  return fine;
}

function swap(s: GolazoState, a: number, b: number, cellA: number, cellB: number): void {
  s.pieceAt[cellA] = NONE;
  s.pieceAt[cellB] = NONE;
  s.cellOf[a] = NONE;
  s.cellOf[b] = NONE;
  for (const [counter, cell] of [
    [a, cellA],
    [b, cellB],
  ] as const) {
    const t = teamOfCounter(counter);
    if (AREA_OF[cell] === t) s.boxCount[t] = (s.boxCount[t] as number) - 1;
  }
  placeAt(s, a, cellB);
  placeAt(s, b, cellA);
}

/** GZ-6.1: whether either team fills `row`. */
const anyWall = (s: GolazoState, row: number): boolean => wallOn(s, 0, row) || wallOn(s, 1, row);

/** GZ-9.17: the carrier goes through the legs of the counter ahead of it. */
export function nutmeg(s: GolazoState, events: Events): void {
  const victim = nutmegVictim(s);
  playCard(s, s.mover, Card.Nutmeg, events);
  const from = s.cellOf[s.carrier] as number;
  const to = s.cellOf[victim] as number;
  swap(s, s.carrier, victim, from, to);
  events?.push({
    kind: 'nutmeg',
    seat: dutySeat(s, s.mover),
    text: `${counterName(s.carrier)} nutmegs ${counterName(victim)} of ${team(1 - s.mover)}: ${cellName(from)}–${cellName(to)}.`,
    data: { counter: s.carrier, from, to },
  });
}

/** GZ-9.18: whether a Screamer may be played now: the key event is a long shot. */
export function screamerPlayable(s: GolazoState): boolean {
  return (
    s.phase === Phase.KeyEvent &&
    keyEventOf(s) === 1 &&
    (s.hands[attackers(s)]?.[Card.Screamer] as number) > 0
  );
}

/** GZ-9.18: the long shot is taken as a shot: the keeper picks two targets. */
export function screamer(s: GolazoState, events: Events): void {
  const t = attackers(s);
  playCard(s, t, Card.Screamer, events);
  declareShot(s, ShotKind.Shot, t, events);
}

/** GZ-9.10: whether Load the Box may be played now. */
export function loadTheBoxPlayable(s: GolazoState): boolean {
  const t = attackers(s);
  if (
    s.phase !== Phase.KeyEvent ||
    keyEventOf(s) !== 2 ||
    (s.hands[t]?.[Card.LoadTheBox] as number) <= 0
  )
    return false;
  if (s.edition !== Edition.Current)
    return (NUMBERED[1 - t] as readonly number[]).some((cell) => s.pieceAt[cell] === NONE);
  return anyLoadable(s, t);
}

/**
 * GZ-9.10: the team places three more of its counters in the other team's box (a Place step);
 * before 1.2.0 up to three, nearest first, went onto free numbered spaces, as the suggestion does.
 */
export function loadTheBox(s: GolazoState, events: Events): void {
  const t = attackers(s);
  playCard(s, t, Card.LoadTheBox, events);
  if (s.edition !== Edition.Current) {
    fillNumbered(s, t, 3);
    return;
  }
  s.phase = Phase.Place;
  s.placing = Placing.Load;
  s.actingTeam = t;
  s.placesLeft = 3;
}

/**
 * GZ-9.8, GZ-9.10: up to `most` outfield counters of `t` but the carrier, each the nearest to
 * the next free numbered space of the other team's box, move onto them.
 */
function fillNumbered(s: GolazoState, t: number, most: number): void {
  let placed = 0;
  for (const cell of NUMBERED[1 - t] as readonly number[]) {
    if (placed === most || s.pieceAt[cell] !== NONE || wouldWall(s, t, cell)) continue;
    let best = NONE;
    for (let shirt = 2; shirt <= COUNTERS_PER_TEAM; shirt++) {
      const counter = counterOf(t, shirt);
      const at = s.cellOf[counter] as number;
      if (at === NONE || counter === s.carrier) continue;
      if (NUMBER_OF[at] !== 0 && AREA_OF[at] === 1 - t) continue;
      if (best === NONE || distance(at, cell) < distance(s.cellOf[best] as number, cell))
        best = counter;
    }
    if (best === NONE) break;
    placeAt(s, best, cell);
    placed++;
  }
}

/** GZ-10: the end of a turn: half time, full time, stoppage, or the next turn. */
function endTurn(s: GolazoState): void {
  if (s.phase === Phase.Over) return;
  if (s.half === 1 && s.timer >= HALF_TIME) {
    s.half = 2; // GZ-10.2
    resetCounters(s);
    s.carrier = NONE;
    s.kickOffTeam = 1 - s.firstKicker;
  } else if (s.stoppageLeft === NONE && s.timer >= FULL_TIME) {
    s.stoppageLeft = s.rng.int(6) + 1; // GZ-10.3
    s.classic = true;
  } else if (s.stoppageLeft > 0 && --s.stoppageLeft === 0 && !endOfTime(s)) return;
  startTurn(s);
}

/** GZ-10.5, GZ-11: time is up; false when the match is over or goes to penalties. */
function endOfTime(s: GolazoState): boolean {
  if (s.scores[0] !== s.scores[1] || s.options.draw === 'stands') {
    s.phase = Phase.Over;
    return false;
  }
  if (s.options.draw === 'golden-goal') {
    s.golden = true;
    return true;
  }
  s.carrier = NONE;
  s.turn++;
  declareShot(s, ShotKind.Penalty, s.firstKicker, undefined);
  return false;
}

/** GZ-11.3: a penalty is in; the shoot-out goes on or is decided. */
function penaltyTaken(s: GolazoState, goal: boolean, events: Events): void {
  const t = s.shooter;
  s.kicks[t] = (s.kicks[t] as number) + 1;
  if (goal) s.penaltyGoals[t] = (s.penaltyGoals[t] as number) + 1;
  const decided = shootOutWinner(s);
  if (decided !== NONE) {
    s.winner = decided;
    s.phase = Phase.Over;
    events?.push({
      kind: 'shoot-out',
      text: `${Team(decided)} win the penalties ${scoreWords(s.penaltyGoals, decided)}.`,
    });
    return;
  }
  s.turn++;
  declareShot(s, ShotKind.Penalty, 1 - t, events);
}

function shootOutWinner(s: GolazoState): number {
  const [k0, k1] = s.kicks as [number, number];
  const [g0, g1] = s.penaltyGoals as [number, number];
  if (k0 <= 5 && k1 <= 5 && (k0 < 5 || k1 < 5)) {
    if (g0 + 5 - k0 < g1) return 1;
    if (g1 + 5 - k1 < g0) return 0;
    return NONE;
  }
  return k0 === k1 && g0 !== g1 ? (g0 > g1 ? 0 : 1) : NONE;
}

/**
 * GZ-9.5, GZ-8.3: the choice of a receiver: a Choose step's legal counters, any outfield
 * counter of the team that may hold the ball (GZ-6.2), the carrier included (Route One's 12).
 * Before 1.2.0 the carrier was left out and a surrounded counter was not.
 */
export function choosable(s: GolazoState, counter: number): boolean {
  return (
    teamOfCounter(counter) === s.actingTeam &&
    counter % COUNTERS_PER_TEAM !== 0 &&
    (s.edition === Edition.Current || counter !== s.carrier) &&
    mayHoldTheBall(s, counter)
  );
}

/** Whether a Choose step has a counter to choose (GZ-8.3, GZ-9.5). */
export function anyChoosable(s: GolazoState): boolean {
  const first = s.actingTeam * COUNTERS_PER_TEAM;
  for (let counter = first + 1; counter < first + COUNTERS_PER_TEAM; counter++)
    if (choosable(s, counter)) return true;
  return false;
}

function addToHand(s: GolazoState, t: number, card: number, delta: number): void {
  const hand = s.hands[t] as number[];
  hand[card] = (hand[card] as number) + delta;
}
