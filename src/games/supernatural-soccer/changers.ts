/**
 * The Game Changers (SS-9, SS-10): who may play what, and what each does when its link of the
 * chain resolves.
 */
import type { GameEvent, Seat } from '../../core/game.ts';
import { seatRef } from '../../core/seat-words.ts';
import { DIRECTION_NAMES, NONE, adjacent } from './board.ts';
import { Kind, TARGETS } from './actions.ts';
import { fly, push, sendHome } from './moves.ts';
import { COMMITTED_WINDOW, handIndex, WIZARDS, type SsState } from './state.ts';
import { CHANGERS, KIND_COUNT, WIZARD_NAMES } from './vocabulary.ts';

/** SS-9.5: cards of `kind` that `seat` may play now (held and not drawn this phase). */
export function playableCount(s: SsState, seat: Seat, kind: number): number {
  const i = handIndex(seat, kind);
  return (s.hands[i] as number) - (s.fresh[i] as number);
}

/** SS-10.2: a Counter Card answers a card played by somebody else, on top of the chain. */
function counterFits(s: SsState, seat: Seat): boolean {
  const links = s.chainSeat.length;
  return links > 0 && s.chainSeat[links - 1] !== seat;
}

/** Whether `seat` may play a card of `kind` in the open window. */
export function mayPlay(s: SsState, seat: Seat, kind: number): boolean {
  if (playableCount(s, seat, kind) <= 0) return false;
  return kind !== Kind.Counter || counterFits(s, seat);
}

/** SS-10.3: whether `seat` holds anything it may play in the open window. */
export function canAnswer(s: SsState, seat: Seat): boolean {
  for (let kind = 0; kind < KIND_COUNT; kind++) if (mayPlay(s, seat, kind)) return true;
  return false;
}

/**
 * SS-10.2: whether `seat` holds a Game Changer: public, as hand sizes are (SS-11.1), so it may
 * decide who a window asks without telling what anyone holds. (Which of its cards were drawn
 * this phase is not public once it exchanges a card of a kind it drew: SS-7.4.)
 */
export function holdsCard(s: SsState, seat: Seat): boolean {
  for (let kind = 0; kind < KIND_COUNT; kind++)
    if ((s.hands[handIndex(seat, kind)] as number) > 0) return true;
  return false;
}

/**
 * SS-10.2/10.3: whether the open window asks `seat` (again): it has not let this link go and
 * holds a card, playable or not (a seat holding only Counter Cards with nothing to counter, or
 * only a card drawn this phase, has only its pass). Version 1.0.0 asked only seats holding a card
 * they could play, which told everybody something about their hands.
 */
export function isAsked(s: SsState, seat: Seat): boolean {
  if (s.passed[seat]) return false;
  if (s.firstEdition) return canAnswer(s, seat);
  // SS-10.1: the pause before the reveal opens for the other team; once it plays, all answer.
  if (s.windowKind === COMMITTED_WINDOW && s.chainKind.length === 0)
    if (s.teamOfSeat[seat] === s.turnTeam) return false;
  return holdsCard(s, seat);
}

/** Whether a play's target is one `seat` may name: Body Swap moves one of its own wizards. */
export function targetFits(s: SsState, seat: Seat, kind: number, target: number): boolean {
  if (target < 0 || target >= (TARGETS[kind] as number)) return false;
  if (kind !== Kind.BodySwap) return true;
  const own = Math.floor(target / WIZARDS);
  return s.controller[own] === seat && own !== target % WIZARDS;
}

/** Every wizard, as a mask. */
const ALL_WIZARDS = (1 << WIZARDS) - 1;

const wizardName = (w: number): string => `wizard ${WIZARD_NAMES[w] ?? '?'}`;

/**
 * A play's target as the things it names, in the order a board asks for them: a wizard [w], a
 * pair own first [own, other], a wizard and a direction [w, d], a direction [d], or nothing.
 */
export function targetParts(kind: number, target: number): number[] {
  switch (kind) {
    case Kind.Nuke:
    case Kind.SentHome:
    case Kind.Bounce:
      return [target];
    case Kind.BodySwap:
      return [Math.floor(target / WIZARDS), target % WIZARDS];
    case Kind.Telekinesis:
      return [Math.floor(target / 6), target % 6];
    default:
      return [];
  }
}

/** A play in words, e.g. 'Telekinesis on wizard 3, north-east'. */
export function playText(kind: number, target: number): string {
  const name = CHANGERS[kind]?.name ?? '?';
  switch (kind) {
    case Kind.Nuke:
    case Kind.SentHome:
      return `${name} on ${wizardName(target)}`;
    case Kind.BodySwap:
      return `${name}: ${wizardName(Math.floor(target / WIZARDS))} with ${wizardName(target % WIZARDS)}`;
    case Kind.Telekinesis:
      return `${name} on ${wizardName(Math.floor(target / 6))}, ${DIRECTION_NAMES[target % 6]}`;
    case Kind.Bounce:
      return `${name} ${DIRECTION_NAMES[target]}`;
    default:
      return name;
  }
}

/** SS-9.2: what a card does when its link resolves. */
export function resolveCard(s: SsState, kind: number, target: number): void {
  switch (kind) {
    case Kind.Nuke:
      sendHome(s, blastOf(s, target));
      break;
    case Kind.BodySwap:
      swap(s, Math.floor(target / WIZARDS), target % WIZARDS);
      break;
    case Kind.SentHome:
      sendHome(s, 1 << target);
      break;
    case Kind.Telekinesis:
      push(s, Math.floor(target / 6), target % 6);
      break;
    case Kind.Whoops:
      sendHome(s, ALL_WIZARDS);
      break;
    case Kind.GhostBall:
      s.ghost = true;
      break;
    case Kind.Bounce:
      fly(s, target, 2, false);
      break;
    case Kind.HeavyBall:
      s.heavy = true;
      break;
    case Kind.LongBall:
      s.long = true;
      break;
    default:
  }
}

/** Nuke: the target and every wizard next to it, as a mask. */
function blastOf(s: SsState, target: number): number {
  const centre = s.cellOf[target] as number;
  let blast = 0;
  for (let w = 0; w < WIZARDS; w++)
    if (w === target || adjacent(s.cellOf[w] as number, centre)) blast |= 1 << w;
  return blast;
}

/** SS-9.2 Body Swap: two wizards trade hexes; the ball stays, so its hex's new holder has it. */
function swap(s: SsState, a: number, b: number): void {
  const ca = s.cellOf[a] as number;
  const cb = s.cellOf[b] as number;
  s.cellOf[a] = cb;
  s.cellOf[b] = ca;
  s.wizardAt[ca] = b;
  s.wizardAt[cb] = a;
  // A loose ball under a wizard (SS-9.3) is taken by whoever is swapped onto it.
  if (s.ball === ca || s.ball === cb) s.carrier = s.wizardAt[s.ball] as number;
  s.version++;
}

/**
 * SS-10.4: the chain resolves from its top down; a Counter Card nullifies the link beneath it
 * (and a nullified Counter nullifies nothing). Every card ends on the discard pile.
 */
export function resolveChain(s: SsState, events?: GameEvent[]): void {
  let cancelled = false;
  for (let link = s.chainKind.length - 1; link >= 0; link--) {
    const kind = s.chainKind[link] as number;
    const target = s.chainTarget[link] as number;
    const seat = s.chainSeat[link] as Seat;
    const holder = s.carrier;
    if (!cancelled) resolveCard(s, kind, target);
    // SS-6.3: a wizard a card puts on the ball may not move any further this phase.
    if (s.carrier !== holder && s.carrier !== NONE) s.stopped |= 1 << s.carrier;
    events?.push({
      kind: 'resolve',
      seat,
      text: `Link ${link + 1}, ${seatRef(seat)}'s ${playText(kind, target)}, ${cancelled ? 'is nullified' : 'resolves'}.`,
      data: { link: link + 1, card: kind, target, cancelled },
    });
    cancelled = !cancelled && kind === Kind.Counter;
    s.discard.push(kind);
  }
  // Emptied by popping: setting the length to 0 calls into the runtime and drops the arrays'
  // storage, to be allocated again at the next play (the bots' look-ahead resolves a chain for
  // every card it may play).
  while (s.chainKind.length > 0) s.chainKind.pop();
  while (s.chainTarget.length > 0) s.chainTarget.pop();
  while (s.chainSeat.length > 0) s.chainSeat.pop();
}
