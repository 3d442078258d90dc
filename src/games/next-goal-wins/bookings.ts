/** Bookings, injuries and the replacements they call for (NGW-12). */
import type { GameEvent, Seat } from '../../core/game.ts';
import { beginPlay, endAttack } from './flow.ts';
import { awardFoul } from './setpieces.ts';
import { Phase, Resume, Status, slotAt, type MatchState } from './state.ts';
import { hasBench } from './team.ts';
import { say, sideName, whoAt } from './words.ts';

const WHY = [
  '',
  '',
  'is shown a yellow card and leaves the match',
  'is injured and leaves the match',
  'is shown a red card',
];

/**
 * The footballer in `place` of `seat` leaves with `status` (Booked, Injured or SentOff). Its
 * player brings on a substitute unless it was sent off or nobody may come on; then `resume`.
 */
export function leave(
  s: MatchState,
  seat: Seat,
  place: number,
  status: number,
  resume: number,
  events?: GameEvent[],
): void {
  const slot = slotAt(s, seat, place);
  if (events) events.push(say('booking', seat, `${whoAt(s, seat, place)} ${WHY[status] ?? ''}.`));
  s.status[seat * 7 + slot] = status;
  s.lineup[seat * 4 + place] = -1;
  if (status === Status.SentOff) {
    s.sentOff.push(s.squad[seat * 7 + slot] as number); // NGW-12.2
  } else if (hasBench(s, seat)) {
    s.phase = Phase.Replace; // NGW-12.1, NGW-12.4
    s.replaceSeat = seat;
    s.replacePlace = place;
    s.resume = resume;
    return;
  }
  if (events)
    events.push(say('booking', seat, `${sideName(s, seat)} plays on with the place empty.`)); // NGW-12.3
  resumeAfter(s, resume, events);
}

/** Brings the footballer in `slot` on for the one who left. */
export function replace(s: MatchState, slot: number, events?: GameEvent[]): void {
  const seat = s.replaceSeat;
  s.lineup[seat * 4 + s.replacePlace] = slot;
  s.status[seat * 7 + slot] = Status.Pitch;
  s.seen[seat * 7 + slot] = 1;
  if (events) events.push(say('substitution', seat, `${whoAt(s, seat, s.replacePlace)} comes on.`));
  s.replaceSeat = -1;
  resumeAfter(s, s.resume, events);
}

function resumeAfter(s: MatchState, resume: number, events?: GameEvent[]): void {
  s.resume = Resume.None;
  if (resume === Resume.Foul) awardFoul(s, events);
  else if (resume === Resume.Restart) beginPlay(s, events);
  else endAttack(s, events);
}
