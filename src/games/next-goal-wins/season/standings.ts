/**
 * NGW-31.5: what the end of a league is worth to each seat, from the points taken so far and
 * the result chances of the matches still to play. A seat's reward is the share of its rivals
 * it finishes ahead of, a tie counting half, as search bots count an outcome. Only points are
 * compared (goal difference and the later keys of NGW-23.2 split a tie on points either way, so
 * a tie counts half), and matches are taken as independent. The expectation of a share is the
 * mean of each rival's chance of finishing behind, and that chance depends only on the matches
 * either of the two plays: the difference in their points is convolved over those matches, so
 * the estimate is exact for this model without enumerating whole leagues.
 */
import { DRAW_POINTS, WIN_POINTS } from './league.ts';

/** A league's matches still to play, four numbers each: home seat, away seat, P(home wins), P(draw). */
export class PendingMatches {
  readonly list: number[] = [];
  count = 0;

  clear(): void {
    this.count = 0;
  }

  add(home: number, away: number, homeWins: number, draw: number): void {
    const at = 4 * this.count++;
    const list = this.list;
    list[at] = home;
    list[at + 1] = away;
    list[at + 2] = homeWins;
    list[at + 3] = draw;
  }
}

/** Point differences between two seats, offset so that index OFFSET is level. */
const OFFSET = 128;
let spread = new Float64Array(2 * OFFSET + 1);
let next = new Float64Array(2 * OFFSET + 1);

/**
 * Writes each seat's expected reward into `rewards` (length `points.length`), e.g. a seat six
 * points clear with one match left gets 1.
 */
export function expectedStandings(
  points: readonly number[],
  pending: PendingMatches,
  rewards: number[],
): void {
  const seats = points.length;
  rewards.length = seats;
  rewards.fill(0);
  if (seats < 2) {
    rewards.fill(1);
    return;
  }
  for (let x = 0; x < seats; x++)
    for (let y = x + 1; y < seats; y++) {
      const ahead = chanceAhead(x, y, (points[x] as number) - (points[y] as number), pending);
      rewards[x] = (rewards[x] as number) + ahead;
      rewards[y] = (rewards[y] as number) + 1 - ahead;
    }
  for (let seat = 0; seat < seats; seat++) rewards[seat] = (rewards[seat] as number) / (seats - 1);
}

/** P(x finishes with more points than y) + half P(level), from a difference of `lead` now. */
function chanceAhead(x: number, y: number, lead: number, pending: PendingMatches): number {
  // Only indices in [low, high] are ever read, and each was written since: no clearing needed.
  let low = OFFSET + lead;
  let high = low;
  spread[low] = 1;
  const { list } = pending;
  for (let m = 0; m < pending.count; m++) {
    const home = list[4 * m] as number;
    const away = list[4 * m + 1] as number;
    const xPlays = home === x || away === x;
    const yPlays = home === y || away === y;
    if (!xPlays && !yPlays) continue;
    const homeWins = list[4 * m + 2] as number;
    const draw = list[4 * m + 3] as number;
    const awayWins = 1 - homeWins - draw;
    // How each result moves x's lead over y: +points for x's, -points for y's.
    let onHome: number;
    let onDraw: number;
    let onAway: number;
    if (xPlays && yPlays) {
      onHome = home === x ? WIN_POINTS : -WIN_POINTS;
      onDraw = 0;
      onAway = -onHome;
    } else {
      const sign = xPlays ? 1 : -1;
      const homeIsTheirs = home === x || home === y;
      onHome = homeIsTheirs ? sign * WIN_POINTS : 0;
      onDraw = sign * DRAW_POINTS;
      onAway = homeIsTheirs ? 0 : sign * WIN_POINTS;
    }
    next.fill(0, low - WIN_POINTS, high + WIN_POINTS + 1);
    for (let d = low; d <= high; d++) {
      const mass = spread[d] as number;
      if (mass === 0) continue;
      next[d + onHome] = (next[d + onHome] as number) + mass * homeWins;
      next[d + onDraw] = (next[d + onDraw] as number) + mass * draw;
      next[d + onAway] = (next[d + onAway] as number) + mass * awayWins;
    }
    low -= WIN_POINTS;
    high += WIN_POINTS;
    const swap = spread;
    spread = next;
    next = swap;
  }
  let ahead = 0;
  for (let d = low; d <= high; d++) {
    if (d > OFFSET) ahead += spread[d] as number;
    else if (d === OFFSET) ahead += (spread[d] as number) / 2;
  }
  return ahead;
}
