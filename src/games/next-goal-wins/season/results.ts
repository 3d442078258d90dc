/** The league's results so far, from a season's state, in schedule order (NGW-23). */
import type { Result } from './league.ts';
import { fixturesFor } from './schedule.ts';
import type { SeasonState } from './state.ts';

export function results(s: SeasonState): Result[] {
  const out: Result[] = [];
  fixturesFor(s.seats).forEach((f, i) => {
    const home = s.goals[2 * i] as number;
    if (home >= 0)
      out.push({ home: f.home, away: f.away, goals: [home, s.goals[2 * i + 1] as number] });
  });
  return out;
}
