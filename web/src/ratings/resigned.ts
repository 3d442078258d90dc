/**
 * Resignations at a table of teams that have not ended it yet (RULING "teams",
 * docs/ratings.md): a side resigns once every person on it has, so the first teammate's
 * resignation is told at once (the server's public 'resign' notice in the log) and the page
 * says what it means for the shown seat. After a reload the server's endings say the same;
 * and a closed table says why it ended (endingWords).
 */
import type { GameEvent } from '../protocol.ts';

/** Seats that resigned so far: the 'resign' notices of the log and the endings answered, ascending. */
export function resignedSeats(
  log: readonly GameEvent[],
  endings: readonly { readonly seat: number; readonly kind: string }[],
): number[] {
  const seats = new Set<number>();
  for (const event of log)
    if (event.kind === 'resign' && event.seat !== undefined) seats.add(event.seat);
  for (const ending of endings) if (ending.kind === 'resign') seats.add(ending.seat);
  return [...seats].sort((a, b) => a - b);
}

/** 'Ana', 'Ana and Cy', 'Ana, Bo and Cy'. */
function list(seats: readonly number[], name: (seat: number) => string): string {
  const names = seats.map(name);
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${String(names.at(-1))}`;
}

/**
 * What the shown seat is told of its own side's resignations while the game goes on, e.g.
 * 'Ana resigned. Your side plays on; it resigns if you resign too.', or null when nobody on
 * its side has resigned (an opponent's resignation is in the log for everyone).
 */
export function sideResignedWords(
  resigned: readonly number[],
  seat: number,
  teams: readonly (readonly number[])[],
  name: (seat: number) => string,
): string | null {
  const side = teams.find((team) => team.includes(seat)) ?? [seat];
  const mates = side.filter((s) => s !== seat);
  const matesGone = mates.filter((s) => resigned.includes(s));
  const matesOn = mates.filter((s) => !resigned.includes(s));
  if (resigned.includes(seat)) {
    if (matesOn.length === 0) return null;
    const verb = matesOn.length === 1 ? 'does' : 'do';
    return `You resigned. Your side resigns once ${list(matesOn, name)} ${verb} too; until then it plays on.`;
  }
  if (matesGone.length === 0) return null;
  return `${list(matesGone, name)} resigned. Your side plays on; it resigns if you resign too.`;
}

/**
 * Why a closed table ended before its finish, from the server's endings: 'Ana resigned.',
 * 'Ana and Cy resigned.', 'Bo had gone: the win was claimed.', 'Bo ran out of time.' (a rated
 * table, where running out loses whatever the time control), or null when none is kept (the
 * server closed an idle table).
 */
export function endingWords(
  ending: { readonly endings: readonly { readonly seat: number; readonly kind: string }[] },
  name: (seat: number) => string,
): string | null {
  const of = (kind: string): number[] =>
    ending.endings.filter((e) => e.kind === kind).map((e) => e.seat);
  const [claimed, timed, resigned] = [of('claim'), of('time'), of('resign')];
  if (claimed.length > 0) return `${list(claimed, name)} had gone: the win was claimed.`;
  if (timed.length > 0) return `${list(timed, name)} ran out of time.`;
  if (resigned.length > 0) return `${list(resigned, name)} resigned.`;
  return null;
}
