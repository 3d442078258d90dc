/**
 * Full time in football's words (issue #37): a game of sides reads by side, each side named by
 * its players — "Draw, 1–1", "Ana and Cy win 2–1", "Ana wins after a 1–1 draw" (a tie-break the
 * engine settled, such as Golazo's penalties) — and a game of several sides ranks them, one
 * line a side, never "1st, 1st, 3rd, 3rd" for one team's two seats.
 */
import type { Outcome, SeatSummary } from '../protocol.ts';
import { seatLabel } from './words.ts';

/** A side at full time: its place among the sides (1 = first, shared when tied) and score. */
export interface SideResult {
  readonly place: number;
  /** Its players' names, e.g. 'Ana and Cy'. */
  readonly names: string;
  readonly score: number;
  readonly seats: readonly number[];
}

export interface ResultWords {
  readonly headline: string;
  /** The sides, best first (seat order among equals). */
  readonly sides: readonly SideResult[];
}

/** 'Ana', 'Ana and Cy', 'Ana, Bo and Cy'. */
function together(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * The sides of a finished game: `teams` as the game declares them (each seat its own side in
 * a game without teams). A side's score and place are its first seat's, since every seat of a
 * side shares them; its place among sides counts the sides ahead of it.
 */
export function sidesAtFullTime(
  outcome: Outcome,
  seats: readonly SeatSummary[],
  teams: readonly (readonly number[])[],
): SideResult[] {
  const sides = teams
    .filter((members) => members.length > 0)
    .map((members) => {
      const first = members[0] as number;
      return {
        enginePlace: outcome.places[first] ?? Number.MAX_SAFE_INTEGER,
        names: together(members.map((seat) => seatLabel(seats, seat))),
        score: outcome.scores[first] ?? 0,
        seats: members,
      };
    })
    .sort((a, b) => a.enginePlace - b.enginePlace || (a.seats[0] ?? 0) - (b.seats[0] ?? 0));
  return sides.map(({ enginePlace, names, score, seats: members }) => ({
    place: 1 + sides.filter((other) => other.enginePlace < enginePlace).length,
    names,
    score,
    seats: members,
  }));
}

/** Whether a side of these players takes a singular verb: one player's name. */
const one = (side: SideResult): boolean => side.seats.length === 1;

export function resultWords(
  outcome: Outcome,
  seats: readonly SeatSummary[],
  teams: readonly (readonly number[])[],
): ResultWords {
  const sides = sidesAtFullTime(outcome, seats, teams);
  const winners = sides.filter((side) => side.place === 1);
  const win = (side: SideResult): string => `${side.names} ${one(side) ? 'wins' : 'win'}`;
  if (sides.length === 2) {
    const [first, second] = sides as [SideResult, SideResult];
    const score = `${String(first.score)}–${String(second.score)}`;
    if (winners.length === 2) return { headline: `Draw, ${score}.`, sides };
    if (first.score === second.score)
      return { headline: `${win(first)} after a ${score} draw.`, sides };
    return { headline: `${win(first)} ${score}.`, sides };
  }
  if (winners.length === 1) return { headline: `${win(winners[0] as SideResult)}!`, sides };
  return { headline: `Shared win: ${together(winners.map((side) => side.names))}.`, sides };
}

/**
 * A rated result that is not the board's, in words, or null: the seats rated as losing though
 * no seat finished ahead of them on the board (a win or a draw there) lost by leaving — their
 * side let the game be closed or the timer play for them (docs/ratings.md): e.g. "Rated as a
 * forfeit: Leaver left the game, so it counts as a loss whatever the score." A side of several
 * players is named as a side: only one of them may have left.
 */
export function forfeitWords(
  outcome: Outcome,
  seats: readonly SeatSummary[],
  teams: readonly (readonly number[])[],
  rated: readonly { readonly seat: number; readonly result?: string }[],
): string | null {
  const best = Math.min(...outcome.places);
  const lost = rated
    .filter((r) => r.result === 'loss' && outcome.places[r.seat] === best)
    .map((r) => r.seat)
    .sort((a, b) => a - b);
  if (lost.length === 0) return null;
  const who = together(lost.map((s) => seatLabel(seats, s)));
  const side = teams.some((team) => team.length > 1 && team.some((s) => lost.includes(s)));
  return side
    ? `Rated as a forfeit: the side of ${who} left the game, so it counts as a loss whatever the score.`
    : `Rated as a forfeit: ${who} left the game, so it counts as a loss whatever the score.`;
}
