/** Choosing the starters face down and revealing them together (NGW-3). */
import type { GameEvent, Seat } from '../../core/game.ts';
import { seatName } from '../../core/seats.ts';
import { footballerName } from './cards.ts';
import { kickOff } from './flow.ts';
import { Status, cardAt, type MatchState } from './state.ts';
import { POSITIONS } from './stats.ts';

/** NGW-3.1: `seat` puts the footballer in `slot` into its next place, GK first. */
export function pick(s: MatchState, seat: Seat, slot: number, events?: GameEvent[]): void {
  const place = s.picked[seat] as number;
  s.lineup[seat * 4 + place] = slot;
  s.status[seat * 7 + slot] = Status.Pitch;
  s.picked[seat] = place + 1;
  if (events) {
    events.push({ kind: 'pick', seat, text: `${seatName(seat)} lays a footballer face down.` });
    events.push({
      kind: 'own-pick',
      seat,
      text: `You start ${footballerName(s.squad[seat * 7 + slot] as number)} at ${POSITIONS[place] ?? '?'}.`,
      visibleTo: [seat],
    });
  }
  if (s.picked[0] === 4 && s.picked[1] === 4) reveal(s, events);
}

/** NGW-3.2: both lineups are turned over together; then the kick-off roll. */
function reveal(s: MatchState, events?: GameEvent[]): void {
  for (let seat = 0; seat < 2; seat++)
    for (let place = 0; place < 4; place++)
      s.seen[seat * 7 + (s.lineup[seat * 4 + place] as number)] = 1;
  if (events) {
    for (let seat = 0; seat < 2; seat++) {
      const names = POSITIONS.map((p, place) => `${p} ${footballerName(cardAt(s, seat, place))}`);
      events.push({
        kind: 'reveal',
        seat,
        text: `${seatName(seat)} lines up: ${names.join(', ')}.`,
      });
    }
  }
  kickOff(s, events);
}
