/**
 * The rules of Goal! as state transitions. Every function trusts its caller (the engine
 * checks legality first) and changes the state in place; events are described only when an
 * `events` array is given.
 */
import type { GameEvent, Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { seatRef } from '../../core/seat-words.ts';
import { KINDS, SAVING, cardName, type Side } from './cards.ts';
import { FREE_KICK, GOALKEEPER, PACK_COUNTS, scoreWords } from './vocabulary.ts';
import {
  formationName,
  formationOf,
  isComplete,
  isCompleteSave,
  isShooting,
  lengthOf,
  nextMask,
  sideOf as formationSide,
  withCard,
} from './formations.ts';
import { DEALT, ORDERS, SIDES } from './seating.ts';
import { Phase, currentSeat, formationsOf, type GoalState } from './state.ts';

/** A new game; `goalUnasked` plays GL-4.6 as version 1.0.0 did. */
export function newGame(seats: number, rng: Rng, goalUnasked = false): GoalState {
  const s: GoalState = {
    seats,
    rng,
    sideOf: SIDES[seats] as readonly number[],
    order: ORDERS[seats] as readonly Seat[],
    dealt: DEALT[seats] as readonly number[],
    hands: new Array<number>(seats * KINDS).fill(0),
    pack: [],
    discards: [],
    formations: [[], []],
    goals: [0, 0],
    keeperUsed: [0, 0],
    keepersOut: 0,
    half: 1,
    tossWinner: rng.int(2), // GL-2.4
    turn: 0,
    phase: Phase.Turn,
    shotSide: -1,
    shotIndex: -1,
    closing: false,
    passes: 0,
    turns: 0,
    goalUnasked,
    actorBuffer: [0],
  };
  deal(s, s.tossWinner);
  return s;
}

/** GL-2.2, GL-8.3: gathers every card, shuffles, deals, and gives the kick-off to `side`. */
function deal(s: GoalState, kickOff: number): void {
  s.pack.length = 0;
  for (let kind = 1; kind < KINDS; kind++) {
    for (let n = 0; n < (PACK_COUNTS[kind] as number); n++) s.pack.push(kind);
  }
  s.rng.shuffle(s.pack);
  s.hands.fill(0);
  s.discards.length = 0;
  s.formations[0].length = 0;
  s.formations[1].length = 0;
  s.keeperUsed[0] = 0;
  s.keeperUsed[1] = 0;
  s.keepersOut = 0;
  s.shotSide = -1;
  s.shotIndex = -1;
  s.closing = false;
  s.passes = 0;
  for (let seat = 0; seat < s.seats; seat++) {
    for (let n = 0; n < (s.dealt[seat] as number); n++)
      (s.hands[seat * KINDS + (s.pack.pop() as number)] as number)++;
  }
  // GL-2.4: the side's lower seat starts, and the order carries on from there.
  s.turn = s.order.findIndex((seat) => s.sideOf[seat] === kickOff);
  s.phase = Phase.Turn;
}

export const held = (s: GoalState, seat: Seat, kind: number): number =>
  s.hands[seat * KINDS + kind] as number;

/** GL-5.2: a Goalkeeper this player can no longer play this half. */
export function holdsDeadKeeper(s: GoalState, seat: Seat): boolean {
  const keepers = held(s, seat, GOALKEEPER);
  return keepers > 1 || (keepers === 1 && s.keeperUsed[s.sideOf[seat] as number] === 1);
}

/** GL-4.3: whether the player can complete one of its side's saving formations now. */
export function canCompleteSave(s: GoalState, seat: Seat): boolean {
  for (const f of formationsOf(s, s.sideOf[seat] as number)) {
    if (formationSide(f) === SAVING && lengthOf(f) === 2 && (nextMask(f) & handMask(s, seat)) !== 0)
      return true;
  }
  return false;
}

export function canPlayKeeper(s: GoalState, seat: Seat): boolean {
  return held(s, seat, GOALKEEPER) > 0 && s.keeperUsed[s.sideOf[seat] as number] === 0;
}

/** The kinds in a player's hand as a bit mask. */
export function handMask(s: GoalState, seat: Seat): number {
  let mask = 0;
  const base = seat * KINDS;
  for (let kind = 1; kind < KINDS; kind++)
    if ((s.hands[base + kind] as number) > 0) mask |= 1 << kind;
  return mask;
}

/** GL-3.2: starts a formation with a half-back. */
export function startFormation(s: GoalState, side: Side, card: number, events?: GameEvent[]): void {
  const seat = currentSeat(s);
  take(s, seat, card);
  formationsOf(s, s.sideOf[seat] as number).push(formationOf(side, card));
  if (events) {
    const where = side === SAVING ? 'saving' : 'shooting';
    events.push(
      say('play', seat, `${seatRef(seat)} starts a ${where} formation with ${cardName(card)}.`),
    );
  }
  afterPlay(s, events);
}

/** GL-3.2: adds the next card to formation `index` of the player's side. */
export function addToFormation(
  s: GoalState,
  index: number,
  card: number,
  events?: GameEvent[],
): void {
  const seat = currentSeat(s);
  const side = s.sideOf[seat] as number;
  take(s, seat, card);
  const before = formationsOf(s, side)[index] as number;
  const f = withCard(before, card);
  formationsOf(s, side)[index] = f;
  if (events)
    events.push(
      say('play', seat, `${seatRef(seat)} adds ${cardName(card)} to ${formationName(before)}.`),
    );
  if (s.phase === Phase.Answer) {
    save(s, side, index, events); // GL-4.3: completing a saving formation answers the shot
    endTurn(s, true, events);
    return;
  }
  if (isComplete(f) && isShooting(f)) {
    // GL-4.1: a shot, answered at the start of the next turn.
    s.shotSide = side;
    s.shotIndex = index;
    if (events)
      events.push(say('shot', seat, `Shot! ${seatRef(seat)} completes ${formationName(f)}.`));
  }
  afterPlay(s, events);
}

/** GL-6.1: the Goalkeeper saves the waiting shot. */
export function playKeeper(s: GoalState, events?: GameEvent[]): void {
  const seat = currentSeat(s);
  const side = s.sideOf[seat] as number;
  take(s, seat, GOALKEEPER);
  s.keeperUsed[side as 0 | 1] = 1;
  s.keepersOut++;
  if (events) events.push(say('save', seat, `Saved! ${seatRef(seat)} plays the Goalkeeper.`));
  discardShot(s);
  endTurn(s, true, events);
}

/** GL-4.3, GL-4.5: the defender lets the shot in, then takes an ordinary turn. */
export function concede(s: GoalState, events?: GameEvent[]): void {
  goal(s, events);
  s.phase = Phase.Turn;
}

/** GL-3.1, GL-7.1: discards a card, then draws unless it ends a Free Kick. */
export function discard(s: GoalState, card: number, events?: GameEvent[]): void {
  const seat = currentSeat(s);
  take(s, seat, card);
  s.discards.push(card);
  if (events) events.push(say('discard', seat, `${seatRef(seat)} discards ${cardName(card)}.`));
  endTurn(s, s.phase !== Phase.FreeKick, events);
}

/** GL-7.1, GL-7.3: a Free Kick draws two (or the last one), then a play or a discard follows. */
export function freeKick(s: GoalState, events?: GameEvent[]): void {
  const seat = currentSeat(s);
  take(s, seat, FREE_KICK);
  s.discards.push(FREE_KICK);
  const drawn = Math.min(2, s.pack.length);
  if (events)
    events.push(
      say(
        'free-kick',
        seat,
        `${seatRef(seat)} takes a Free Kick and draws ${drawn === 1 ? 'the last card' : '2 cards'}.`,
      ),
    );
  for (let i = 0; i < drawn; i++) draw(s, seat, events);
  s.phase = Phase.FreeKick;
}

/** GL-8.5: passes in the closing phase of a 4-player half. */
export function pass(s: GoalState, events?: GameEvent[]): void {
  const seat = currentSeat(s);
  s.passes++;
  if (events) events.push(say('pass', seat, `${seatRef(seat)} passes.`));
  if (s.passes >= s.seats) {
    endHalf(s, events);
    return;
  }
  nextTurn(s, events);
}

function afterPlay(s: GoalState, events?: GameEvent[]): void {
  s.passes = 0;
  endTurn(s, s.phase !== Phase.FreeKick, events);
}

/** Draws to end the turn (unless told not to), then ends the half or passes the turn on. */
function endTurn(s: GoalState, drawAfter: boolean, events?: GameEvent[]): void {
  const seat = currentSeat(s);
  s.turns++;
  if (s.closing) {
    s.passes = 0;
    nextTurn(s, events);
    return;
  }
  if (drawAfter && s.pack.length > 0) draw(s, seat, events);
  if (s.pack.length === 0) {
    if (s.seats === 4) {
      s.closing = true; // GL-8.5
      if (events)
        events.push(
          say(
            'closing',
            undefined,
            'The pack is empty: play on without drawing until everyone passes.',
          ),
        );
    } else {
      endHalf(s, events); // GL-8.1
      return;
    }
  }
  nextTurn(s, events);
}

/** Passes the turn on and meets a waiting shot first (GL-4.2 to GL-4.6). */
function nextTurn(s: GoalState, events?: GameEvent[]): void {
  s.turn = (s.turn + 1) % s.order.length;
  s.phase = Phase.Turn;
  if (s.shotSide < 0) return;
  const seat = currentSeat(s);
  const side = s.sideOf[seat] as number;
  const ready = formationsOf(s, side).findIndex(isCompleteSave);
  if (ready >= 0) {
    save(s, side, ready, events); // GL-4.2: a waiting saving formation saves at once
  } else if (!s.goalUnasked || canCompleteSave(s, seat) || canPlayKeeper(s, seat)) {
    // GL-4.3, GL-4.6: the defender is asked, whatever its hand holds (its only answer may be
    // to let the shot in); version 1.0.0 gave the goal at once when nothing could save it.
    s.phase = Phase.Answer;
  } else {
    goal(s, events, Unanswered.NoSave); // GL-4.6 in version 1.0.0
  }
}

/** GL-4.4: the shot and the saving formation used go to the discards. */
function save(s: GoalState, side: number, index: number, events?: GameEvent[]): void {
  const formations = s.formations[side as 0 | 1];
  const used = formations[index] as number;
  if (events) events.push(say('save', undefined, `Saved by ${formationName(used)}!`));
  discardFormation(s, formations, index);
  discardShot(s);
}

/** Why a shot went in without its defender choosing to let it in. */
const Unanswered = {
  /** GL-4.6 in version 1.0.0: no saving formation to finish, no Goalkeeper to play. */
  NoSave: 1,
  /** GL-8.2: the half ended on the shooter's turn. */
  HalfOver: 2,
} as const;
type Unanswered = (typeof Unanswered)[keyof typeof Unanswered];

/** GL-4.5 */
function goal(s: GoalState, events?: GameEvent[], why?: Unanswered): void {
  const side = s.shotSide as 0 | 1;
  s.goals[side]++;
  if (events) {
    const score = `GOAL for ${sideName(s, side)}! ${scoreWords(s.goals)}.`;
    events.push(say('goal', undefined, why ? `${score} ${unansweredWords(s, side, why)}` : score));
  }
  discardShot(s);
}

function unansweredWords(s: GoalState, side: number, why: Unanswered): string {
  const defenders = sideName(s, 1 - side);
  return why === Unanswered.NoSave
    ? `${defenders} could not save it: no saving formation to finish and no Goalkeeper to play.`
    : `The half ended before ${defenders} could answer.`;
}

function discardShot(s: GoalState): void {
  discardFormation(s, s.formations[s.shotSide as 0 | 1], s.shotIndex);
  s.shotSide = -1;
  s.shotIndex = -1;
}

function discardFormation(s: GoalState, formations: number[], index: number): void {
  const f = formations[index] as number;
  for (let i = 0; i < lengthOf(f); i++) s.discards.push((f >> (3 + 4 * i)) & 15);
  formations.splice(index, 1);
}

/** GL-8.2 to GL-8.4 */
function endHalf(s: GoalState, events?: GameEvent[]): void {
  if (s.shotSide >= 0) {
    // GL-8.2: a last-turn shot gets no answer but a saving formation already waiting.
    const defender = 1 - s.shotSide;
    const ready = s.formations[defender as 0 | 1].findIndex(isCompleteSave);
    if (ready >= 0) save(s, defender, ready, events);
    else goal(s, events, Unanswered.HalfOver);
  }
  if (s.half === 2) {
    s.phase = Phase.Over;
    if (events) events.push(say('full-time', undefined, `Full time: ${scoreWords(s.goals)}.`));
    return;
  }
  s.half = 2;
  if (events)
    events.push(
      say(
        'half-time',
        undefined,
        `Half-time: ${scoreWords(s.goals)}. The cards are gathered and dealt again.`,
      ),
    );
  deal(s, 1 - s.tossWinner); // GL-8.3
}

function draw(s: GoalState, seat: Seat, events?: GameEvent[]): void {
  const card = s.pack.pop() as number;
  (s.hands[seat * KINDS + card] as number)++;
  if (events) {
    events.push(say('draw', seat, `${seatRef(seat)} draws a card.`));
    events.push({
      kind: 'own-draw',
      seat,
      text: `You draw ${cardName(card)}.`,
      visibleTo: [seat],
      data: { card },
    });
  }
}

function take(s: GoalState, seat: Seat, card: number): void {
  (s.hands[seat * KINDS + card] as number)--;
}

export function sideName(s: GoalState, side: number): string {
  const seats: string[] = [];
  for (let seat = 0; seat < s.seats; seat++) if (s.sideOf[seat] === side) seats.push(seatRef(seat));
  return seats.join(' & ');
}

function say(kind: string, seat: Seat | undefined, text: string): GameEvent {
  return seat === undefined ? { kind, text } : { kind, text, seat };
}
