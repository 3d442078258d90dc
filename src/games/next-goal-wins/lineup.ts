/** Choosing the starters face down and revealing them together (NGW-3, NGW-19.3). */
import type { GameEvent, Seat } from '../../core/game.ts';
import { footballerName } from './cards.ts';
import { kickOff } from './flow.ts';
import { Status, cardAt, type MatchState } from './state.ts';
import { POSITIONS } from './stats.ts';
import { sideName } from './words.ts';

/** NGW-19.3: the pick that leaves the place empty (a slot number past the squad's seven). */
export const EMPTY_PICK = 7;

/**
 * NGW-3.1: `seat` puts the footballer in `slot` into its next place, GK first; EMPTY_PICK
 * leaves that place empty (NGW-19.3).
 */
export function pick(s: MatchState, seat: Seat, slot: number, events?: GameEvent[]): void {
  const place = s.picked[seat] as number;
  const empty = slot === EMPTY_PICK;
  s.lineup[seat * 4 + place] = empty ? -1 : slot;
  if (!empty) s.status[seat * 7 + slot] = Status.Pitch;
  s.picked[seat] = place + 1;
  if (events) {
    events.push({ kind: 'pick', seat, text: `${sideName(s, seat)} lays a footballer face down.` });
    events.push({
      kind: 'own-pick',
      seat,
      text: empty
        ? `You leave ${POSITIONS[place] ?? '?'} empty.`
        : `You start ${footballerName(s.squad[seat * 7 + slot] as number)} at ${POSITIONS[place] ?? '?'}.`,
      visibleTo: [seat],
    });
  }
  if (s.picked[0] === 4 && s.picked[1] === 4) reveal(s, events);
}

/** Footballers of `seat` who may still be picked (on the bench and available). */
export function freeToPick(s: MatchState, seat: Seat): number {
  let n = 0;
  for (let slot = 0; slot < 7; slot++) if (s.status[seat * 7 + slot] === Status.Bench) n++;
  return n;
}

/** NGW-3.2: both lineups are turned over together; then the kick-off. */
function reveal(s: MatchState, events?: GameEvent[]): void {
  for (let seat = 0; seat < 2; seat++)
    for (let place = 0; place < 4; place++) {
      const slot = s.lineup[seat * 4 + place] as number;
      if (slot >= 0) s.seen[seat * 7 + slot] = 1;
    }
  if (events) {
    for (let seat = 0; seat < 2; seat++) {
      const names = POSITIONS.map((p, place) => {
        const card = cardAt(s, seat, place);
        return `${p} ${card < 0 ? '(empty)' : footballerName(card)}`;
      });
      events.push({
        kind: 'reveal',
        seat,
        text: `${sideName(s, seat)} lines up: ${names.join(', ')}.`,
      });
    }
  }
  kickOff(s, events);
}
