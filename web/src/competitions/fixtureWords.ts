/**
 * A player's fixture in words (issue #35, "Your fixtures"): whom they meet, e.g. 'against Bo',
 * 'at a table with Bo, Cy and Di', 'a bye', and a played game's result from their seat, e.g.
 * 'won 2–1', 'drew 1–1', 'lost 0–3 (forfeit)', '2nd of 4'. Pure: the page shows them.
 */
import type { PlayerFixture } from '../../../src/server/competitions/wire.ts';

/** 'against Bo', 'at a table with Bo, Cy and Di', 'a bye', or 'opponent drawn when this round ends'. */
export function opponentWords(f: Pick<PlayerFixture, 'opponents' | 'bye' | 'round'>): string {
  if (f.bye) return 'a bye';
  const [only, ...rest] = f.opponents;
  if (only === undefined)
    return f.round === null ? 'drawn at the start' : 'opponent drawn when this round ends';
  if (rest.length === 0) return `against ${only}`;
  return `at a table with ${[only, ...rest.slice(0, -1)].join(', ')} and ${rest.at(-1) ?? ''}`;
}

/** A played game from the player's seat: 'won 2–1', 'lost 0–1 (forfeit)', '1st of 3'; '' before. */
export function resultWords(f: Pick<PlayerFixture, 'result' | 'seat' | 'bye'>): string {
  if (f.bye) return 'through on the bye';
  const { result, seat } = f;
  if (!result) return '';
  const forfeit = result.forfeit?.includes(seat) ? ' (forfeit)' : '';
  const place = result.places[seat] ?? 1;
  if (result.places.length > 2)
    return `${ordinal(place)} of ${String(result.places.length)}${forfeit}`;
  const mine = result.scores[seat] ?? 0;
  const theirs = result.scores[1 - seat] ?? 0;
  const other = result.places[1 - seat] ?? 1;
  const verb = place < other ? 'won' : place > other ? 'lost' : 'drew';
  return `${verb} ${String(mine)}–${String(theirs)}${forfeit}`;
}

/** 1st, 2nd, 3rd, 4th … */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${String(n)}${suffix}`;
}
