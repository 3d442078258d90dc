/**
 * NGW-26: event cards, drawn after a match and applied at once. An effect lands on the drawer's
 * team or on each rival's in seat order; it picks its footballer by rating or stat, and the
 * drawer breaks ties.
 */
import { seatRef } from '../../../core/seat-words.ts';
import { FOOTBALLERS, footballerName } from '../cards.ts';
import { POSITIONS, STATS } from '../stats.ts';
import { EVENTS, eventName } from './catalogue.ts';
import type { EventCard, Pick } from './event-schema.ts';
import {
  discardTactic,
  drawFootballer,
  drawTactics,
  managerOf,
  note,
  positionOf,
  ratingOf,
  retire,
} from './squad.ts';
import { Out, PUBLIC, SeasonPhase, Step, type SeasonState } from './state.ts';
import { fixturesFor } from './schedule.ts';
import { openEventWindow } from './transfers.ts';

/** NGW-24.1: `seat` draws its event (two to choose from with Lucky Charm). */
export function beginEvent(s: SeasonState, seat: number): boolean {
  const fx = managerOf(s, seat)?.ability.effect;
  const look = fx?.kind === 'event-choice' ? fx.look : 1;
  // The previous event (its rivals' steps included) is over: nothing is being resolved while
  // this seat draws, or chooses between two (NGW-27.2).
  s.event = -1;
  s.drawer = -1;
  s.offer.length = 0;
  for (let i = 0; i < look; i++) {
    const id = s.eventDeck.pop();
    if (id === undefined) break;
    s.offer.push(id);
  }
  if (s.offer.length === 0) return false; // NGW-26.5: no events left
  if (s.offer.length > 1) {
    note(s, `${seatRef(seat)} draws ${s.offer.map(eventName).join(' and ')} and keeps one.`);
    s.phase = SeasonPhase.EventChoice;
    s.actor = seat;
    return true;
  }
  const id = s.offer[0] as number;
  s.offer.length = 0;
  return applyEvent(s, seat, id);
}

/** Whether `seat` still has a league match to play after the one just finished (NGW-24.5). */
function hasMatchLeft(s: SeasonState, seat: number): boolean {
  const fixtures = fixturesFor(s.seats);
  for (let i = s.fixture; i < fixtures.length; i++) {
    const f = fixtures[i] as (typeof fixtures)[number];
    if (f.home === seat || f.away === seat) return true;
  }
  return false;
}

/** NGW-27.2: the kept event is applied; the others are spent. */
export function keepEvent(s: SeasonState, seat: number, i: number): boolean {
  const id = s.offer[i] as number;
  s.offer.forEach((other, j) => {
    if (j === i) return;
    s.eventsUsed.push(other);
    s.eventDrawers.push(-1); // set aside unplayed: nobody's
  });
  s.offer.length = 0;
  return applyEvent(s, seat, id);
}

function applyEvent(s: SeasonState, seat: number, id: number): boolean {
  const card = EVENTS[id] as EventCard;
  s.eventsUsed.push(id);
  s.eventDrawers.push(seat);
  s.event = id;
  s.drawer = seat;
  const text = `${seatRef(seat)} draws the event ${card.name}: ${card.text}`;
  note(s, text);
  const fx = card.effect;
  if (!('team' in fx && fx.team === 'rivals') && !hasMatchLeft(s, seat)) {
    // NGW-24.5: the drawer's own squad will not play again.
    note(s, `${seatRef(seat)} has no match left: the event changes nothing for it.`);
    return false;
  }
  switch (fx.kind) {
    case 'recruit':
      if (fx.deck === 'choice') {
        if (!s.decks.some((d) => d.length > 0)) return false;
        s.phase = SeasonPhase.EventDeck;
        s.actor = seat;
        return true;
      }
      recruit(s, seat, POSITIONS.indexOf(fx.deck));
      return false;
    case 'tactics':
      drawTactics(s, seat, fx.amount);
      return false;
    case 'lose-tactic': {
      const held = (s.tactics[seat] as number[]).length;
      if (held === 0) return false;
      if (held === 1) {
        discardTactic(s, seat, 0);
        return false;
      }
      s.phase = SeasonPhase.LoseTactic;
      s.actor = seat;
      return true;
    }
    case 'transfer':
      return openEventWindow(s, seat);
    case 'heal':
      for (const c of s.hands[seat] as number[]) s.out[c] = 0;
      return false;
    default:
      if (fx.team === 'own') return landOn(s, seat);
      // NGW-26.2: each rival in turn, in seat order from the drawer's left.
      for (let k = s.seats - 1; k >= 1; k--)
        s.todo.unshift(Step.Rivals * 8 + ((seat + k) % s.seats));
      return false;
  }
}

/** NGW-26.3 recruit: the top card of a deck joins the drawer's squad, shown to all. */
export function recruit(s: SeasonState, seat: number, position: number): void {
  const card = drawFootballer(s, seat, position, true);
  if (card >= 0) note(s, `${seatRef(seat)} recruits ${footballerName(card)}.`);
}

/** A rivals event lands on `team` unless its manager shields it (NGW-27.2). */
export function continueRivals(s: SeasonState, team: number): boolean {
  if (managerOf(s, team)?.ability.effect.kind === 'shield') {
    note(s, `${seatRef(team)}'s manager keeps the event away.`);
    return false;
  }
  return landOn(s, team);
}

/** The footballers of `team` an effect could land on by `pick` (NGW-26.4). */
export function candidates(s: SeasonState, team: number, pick: Pick): number[] {
  const stat = pick.by === 'rating' ? -1 : STATS.indexOf(pick.by);
  const value = (card: number): number =>
    stat < 0 ? ratingOf(card) : (FOOTBALLERS[card]?.statLine[stat] ?? 0);
  const pool = (s.hands[team] as number[]).filter(
    (card) =>
      value(card) > 0 &&
      (pick.position === undefined || positionOf(card) === POSITIONS.indexOf(pick.position)),
  );
  if (pool.length === 0) return pool;
  const values = pool.map(value);
  const target = pick.highest ? Math.max(...values) : Math.min(...values);
  return pool.filter((_, i) => values[i] === target).sort((a, b) => a - b);
}

/** The current event lands on `team`: at once, or after the drawer picks among the level. */
function landOn(s: SeasonState, team: number): boolean {
  const fx = (EVENTS[s.event] as EventCard).effect;
  if (!('pick' in fx)) return false;
  const level = candidates(s, team, fx.pick);
  if (level.length === 0) {
    note(s, `${eventName(s.event)} finds nobody in ${seatRef(team)}'s squad.`);
    return false;
  }
  if (level.length === 1) {
    affect(s, level[0] as number);
    return false;
  }
  // NGW-26.4: a rival's level footballers are shown so that the drawer can choose.
  if (team !== s.drawer)
    for (const card of level) s.known[card] = (s.known[card] as number) | PUBLIC;
  if (s.edition === undefined) tellTie(s, team, level); // 0.4.0 on
  s.offer.length = 0;
  s.offer.push(...level);
  s.eventTeam = team;
  s.phase = SeasonPhase.EventTarget;
  s.actor = s.drawer;
  return true;
}

/**
 * NGW-26.4 RULING: a tie is told to all before the drawer chooses, as a footballer named at
 * once or nobody found is: the choosing shows as much, and so nobody learns it from a pause.
 */
function tellTie(s: SeasonState, team: number, level: readonly number[]): void {
  const drawer = seatRef(s.drawer);
  const who =
    team === s.drawer
      ? `several of ${drawer}'s footballers are level`
      : `${level.map(footballerName).join(', ')} of ${seatRef(team)} are level`;
  note(s, `${eventName(s.event)}: ${who}; ${drawer} chooses.`);
}

/** The current event's effect on `card`, named to all (NGW-26.3). */
export function affect(s: SeasonState, card: number): void {
  const fx = (EVENTS[s.event] as EventCard).effect;
  const name = footballerName(card);
  s.known[card] = (s.known[card] as number) | PUBLIC;
  let text: string;
  switch (fx.kind) {
    case 'retire':
      retire(s, card);
      text = `${name} retires.`;
      break;
    case 'injure':
      s.out[card] = (s.out[card] as number) | Out.Injured;
      text = `${name} is injured for the next match.`;
      break;
    case 'ban':
      s.out[card] = (s.out[card] as number) | Out.Banned;
      text = `${name} is suspended for the next match.`;
      break;
    case 'boost': {
      const stat = STATS.indexOf(fx.stat);
      s.boosts.push(card, stat, fx.amount);
      text = `${name} has ${fx.amount > 0 ? '+' : ''}${fx.amount} ${fx.stat} in the next match.`;
      break;
    }
    default:
      return;
  }
  note(s, text);
}
