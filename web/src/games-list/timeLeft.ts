/** Time left for a move, in words that fit a day-long clock as well as a minute's. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * e.g. '2 days 3 h', '5 h 20 min', '12 min', 'under a minute', 'no time left': the two
 * largest units, rounded down, so a clock never says more time than there is.
 */
export function timeLeft(ms: number): string {
  if (ms <= 0) return 'no time left';
  if (ms < MINUTE) return 'under a minute';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0)
    return hours > 0 ? `${plural(days, 'day')} ${String(hours)} h` : plural(days, 'day');
  if (hours > 0)
    return minutes > 0 ? `${String(hours)} h ${String(minutes)} min` : `${String(hours)} h`;
  return `${String(minutes)} min`;
}

/** A table's time per decision, e.g. '1 day per move', '30 s per move', 'no clock'. */
export function timeControl(turnSeconds: number): string {
  if (turnSeconds === 0) return 'no clock';
  if (turnSeconds % 86_400 === 0) return `${plural(turnSeconds / 86_400, 'day')} per move`;
  return `${String(turnSeconds)} s per move`;
}

function plural(n: number, unit: string): string {
  return `${String(n)} ${unit}${n === 1 ? '' : 's'}`;
}
