/**
 * The course of a match: the kick-off roll, attacks that start and end, goals, the final
 * whistle (NGW-4). Set pieces, contests and substitutions call down into these.
 */
import type { GameEvent, Seat } from '../../core/game.ts';
import type { Powers } from './abilities.ts';
import { attackCount } from './facts.ts';
import { Phase, cardAt, slotAt, type MatchState } from './state.ts';
import { DEF, GK, MID, STK } from './stats.ts';
import { hasBench, lowestFilled } from './team.ts';
import { nameAt, say, sideName, whoAt } from './words.ts';

/**
 * NGW-4.1: both roll; the higher starts; ties roll again. NGW-19.6: a side whose manager wins
 * the kick-off starts without a roll, unless both have that power.
 */
export function kickOff(s: MatchState, events?: GameEvent[]): void {
  const first = (s.powers[0] as Powers).winsKickOff;
  if (first !== (s.powers[1] as Powers).winsKickOff) {
    const seat: Seat = first ? 0 : 1;
    if (events)
      events.push({
        kind: 'kick-off-roll',
        text: `${sideName(s, seat)} kicks off without a roll (its manager's ability).`,
        data: { dice: [] },
      });
    startMatch(s, seat, events);
    return;
  }
  for (;;) {
    const a = 1 + s.rng.int(6);
    const b = 1 + s.rng.int(6);
    if (resolveKickOff(s, a, b, events)) return;
  }
}

/** The kick-off roll with given dice; false on a tie, to be rolled again. */
export function resolveKickOff(s: MatchState, a: number, b: number, events?: GameEvent[]): boolean {
  if (events) {
    const text = `Kick-off roll: ${sideName(s, 0)} ${a}, ${sideName(s, 1)} ${b}.`;
    events.push({
      kind: 'kick-off-roll',
      text: a === b ? `${text} Tied: roll again.` : `${text} ${sideName(s, a > b ? 0 : 1)} starts.`,
      data: { dice: [a, b] },
    });
  }
  if (a === b) return false;
  startMatch(s, a > b ? 0 : 1, events);
  return true;
}

function startMatch(s: MatchState, starter: Seat, events?: GameEvent[]): void {
  s.starter = starter;
  s.attacker = starter;
  s.attackNo = 0;
  setNext(s, GK, -1, -1); // NGW-4.2
  startAttack(s, events);
}

function setNext(s: MatchState, place: number, wonBy: number, wonWith: number): void {
  s.nextPlace = place;
  s.nextWonBy = wonBy;
  s.nextWonWith = wonWith;
}

/** NGW-11.1: a break for substitutions, except before the starting player's first attack. */
export function startAttack(s: MatchState, events?: GameEvent[]): void {
  if (events) {
    events.push(
      say(
        'attack',
        s.attacker,
        `Attack ${attackCount(s)}: ${sideName(s, s.attacker)} attacks. Score ${s.goals[0]} - ${s.goals[1]}.`,
      ),
    );
  }
  if (s.attackNo > 0 && maySubstitute(s, s.attacker)) openBreak(s, s.attacker);
  else if (s.attackNo > 0 && defenceBreak(s)) openBreak(s, 1 - s.attacker);
  else beginPlay(s, events);
}

/** Whether `seat` has somebody to take off and somebody to bring on (NGW-11.1). */
const maySubstitute = (s: MatchState, seat: Seat): boolean =>
  hasBench(s, seat) && lowestFilled(s, seat) >= 0;

/** NGW-19.5: whether the defending side's manager may substitute at this break too. */
export const defenceBreak = (s: MatchState): boolean =>
  (s.powers[1 - s.attacker] as Powers).substituteOnDefence && maySubstitute(s, 1 - s.attacker);

export function openBreak(s: MatchState, seat: Seat): void {
  s.phase = Phase.Substitute;
  s.subSeat = seat;
  s.subsMask = 0;
}

/** Puts the ball at the footballer where the attack starts (NGW-4.4, NGW-4.5). */
export function beginPlay(s: MatchState, events?: GameEvent[]): void {
  const seat = s.attacker;
  let place = s.nextPlace;
  if (slotAt(s, seat, place) < 0) place = slotAt(s, seat, GK) >= 0 ? GK : lowestFilled(s, seat);
  if (place < 0) {
    if (events)
      events.push(
        say('attack', seat, `${sideName(s, seat)} has nobody on the pitch to attack with.`),
      );
    toKeeper(s, events);
    return;
  }
  s.wonWith = place === s.nextPlace && cardAt(s, seat, place) === s.nextWonBy ? s.nextWonWith : -1;
  s.holder = place;
  s.place = place;
  s.canShoot = false;
  s.canHead = false;
  s.beaten = false;
  s.firstAction = true;
  if (events) events.push(say('ball', seat, `The ball is with ${whoAt(s, seat, place)}.`));
  if (
    place === GK &&
    slotAt(s, seat, DEF) < 0 &&
    slotAt(s, seat, MID) < 0 &&
    slotAt(s, seat, STK) < 0
  ) {
    // NGW-4.6: a keeper with nobody to play to.
    if (events) events.push(say('lost', seat, `${nameAt(s, seat, GK)} has nobody to play to.`));
    toKeeper(s, events);
    return;
  }
  s.phase = Phase.Declare;
}

/** NGW-4.3: ends the attack and starts the next, or ends the match (NGW-4.7, NGW-16.1). */
export function endAttack(s: MatchState, events?: GameEvent[]): void {
  const a = s.attacker;
  for (let slot = 0; slot < 7; slot++) {
    s.lastActs[a * 7 + slot] = s.actsNow[a * 7 + slot] as number;
    s.actsNow[a * 7 + slot] = 0;
  }
  s.tacticUsed[0] = 0;
  s.tacticUsed[1] = 0;
  s.attackNo++;
  const reached =
    s.firstTo > 0 && ((s.goals[0] as number) >= s.firstTo || (s.goals[1] as number) >= s.firstTo);
  // NGW-16.3: a first-to match stops at its safety cap only.
  if (s.attackNo >= s.attackLimit || reached) {
    s.phase = Phase.Over;
    if (events)
      events.push(
        say(
          'full-time',
          undefined,
          `Full time: ${sideName(s, 0)} ${s.goals[0]} - ${s.goals[1]} ${sideName(s, 1)}.`,
        ),
      );
    return;
  }
  s.attacker = 1 - a;
  startAttack(s, events);
}

/** A goal: the side that conceded restarts from its keeper (NGW-4.4). */
export function scoreGoal(s: MatchState, events?: GameEvent[]): void {
  const a = s.attacker;
  (s.goals[a] as number)++;
  if (events)
    events.push(
      say(
        'goal',
        a,
        `GOAL for ${sideName(s, a)}! ${sideName(s, 0)} ${s.goals[0]} - ${s.goals[1]} ${sideName(s, 1)}.`,
      ),
    );
  setNext(s, GK, -1, -1);
  endAttack(s, events);
}

/**
 * NGW-15.8: the play stopped without a set piece; the attack goes on from the attacker's
 * footballer one place back from where the ball was played, once the foul's booking is dealt
 * with (beginPlay, by way of Resume.Restart).
 */
export function stopPlay(s: MatchState): void {
  setNext(s, s.place - 1, -1, -1);
}

/** NGW-6.5: the defending footballer in `place` takes the ball, having won against `kind`. */
export function loseBall(s: MatchState, place: number, events?: GameEvent[]): void {
  const d = 1 - s.attacker;
  if (events) events.push(say('lost', d, `${whoAt(s, d, place)} takes the ball.`));
  setNext(s, place, cardAt(s, d, place), s.kind);
  endAttack(s, events);
}

/** The defending keeper takes the ball (NGW-9.6); `caught` is the kind it counts as caught. */
export function toKeeper(s: MatchState, events?: GameEvent[], caught = -1): void {
  const d: Seat = 1 - s.attacker;
  setNext(s, GK, cardAt(s, d, GK), caught);
  endAttack(s, events);
}
