/**
 * A league table from results: football points (3 a win, 1 a draw, 0 a loss) and the
 * tie-breakers in this order (docs/competitions.md):
 *   1. points; 2. goal difference; 3. goals scored;
 *   4. head to head among the teams still level: points, then goal difference, then goals
 *      scored, in the games between them only;
 *   5. a drawing of lots, seeded by the competition.
 */
import { Rng } from '../core/rng.ts';

/** A game played, e.g. `{ home: 'ajax', away: 'psv', homeGoals: 2, awayGoals: 1 }`. */
export interface LeagueResult {
  readonly home: string;
  readonly away: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
}

/**
 * A line of the table, e.g. `{ team: 'ajax', played: 2, won: 1, drawn: 1, lost: 0,
 * goalsFor: 3, goalsAgainst: 2, goalDifference: 1, points: 4 }`.
 */
export interface LeagueRow {
  readonly team: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly goalDifference: number;
  readonly points: number;
}

/** Points for a win, a draw and a loss, e.g. football's `{ win: 3, draw: 1, loss: 0 }`. */
export interface PointsScheme {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/** Football's points: 3 a win, 1 a draw, 0 a loss. */
export const FOOTBALL_POINTS: PointsScheme = { win: 3, draw: 1, loss: 0 };

/**
 * The table's rows, unsorted, over `results` (teams with no game have a row of zeros).
 * Example: `leagueRows(['a', 'b'], [{ home: 'a', away: 'b', homeGoals: 1, awayGoals: 1 }])`
 * gives each a row with `drawn: 1, points: 1`.
 */
export function leagueRows(
  teams: readonly string[],
  results: readonly LeagueResult[],
  scheme: PointsScheme = FOOTBALL_POINTS,
): LeagueRow[] {
  type Row = { -readonly [K in keyof LeagueRow]: LeagueRow[K] };
  const rows = new Map<string, Row>(
    teams.map((team) => [
      team,
      {
        team,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
      },
    ]),
  );
  const record = (team: string, scored: number, conceded: number): void => {
    const row = rows.get(team);
    if (!row) throw new Error(`unknown team ${team}`);
    row.played++;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    row.goalDifference += scored - conceded;
    if (scored > conceded) {
      row.won++;
      row.points += scheme.win;
    } else if (scored === conceded) {
      row.drawn++;
      row.points += scheme.draw;
    } else {
      row.lost++;
      row.points += scheme.loss;
    }
  };
  for (const r of results) {
    record(r.home, r.homeGoals, r.awayGoals);
    record(r.away, r.awayGoals, r.homeGoals);
  }
  return [...rows.values()];
}

/** Points, then goal difference, then goals scored: negative when `a` ranks above `b`. */
function byRecord(a: LeagueRow, b: LeagueRow): number {
  return b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor;
}

/** Splits rows sorted by `compare` into runs of rows it finds level. */
function levelRuns(rows: readonly LeagueRow[], compare: (a: LeagueRow, b: LeagueRow) => number) {
  const runs: LeagueRow[][] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    const first = last?.[0];
    if (last && first && compare(first, row) === 0) last.push(row);
    else runs.push([row]);
  }
  return runs;
}

/**
 * The league table, best first, seeded for the drawing of lots (e.g. the competition's id).
 * Example: after a 2–0 win of 'a' over 'b' and a 1–1 draw of 'b' and 'c', the order is
 * a (3 pts), c (1 pt, GD 0), b (1 pt, GD −2).
 */
export function leagueStandings(
  teams: readonly string[],
  results: readonly LeagueResult[],
  seed: string,
  scheme: PointsScheme = FOOTBALL_POINTS,
): LeagueRow[] {
  const rows = leagueRows(teams, results, scheme).sort(byRecord);
  return levelRuns(rows, byRecord).flatMap((level) => {
    if (level.length === 1) return level;
    // Head to head: the table of the games between the level teams alone.
    const names = new Set(level.map((r) => r.team));
    const between = results.filter((r) => names.has(r.home) && names.has(r.away));
    const mini = new Map(leagueRows([...names], between, scheme).map((r) => [r.team, r]));
    const byHeadToHead = (a: LeagueRow, b: LeagueRow): number =>
      byRecord(mini.get(a.team) ?? a, mini.get(b.team) ?? b);
    const sorted = [...level].sort(byHeadToHead);
    return levelRuns(sorted, byHeadToHead).flatMap((still) => {
      if (still.length === 1) return still;
      // Lots, drawn from the seed and the teams level, in a fixed order first.
      const lots = [...still].sort((a, b) => (a.team < b.team ? -1 : 1));
      Rng.fromSeed(`${seed}/${lots.map((r) => r.team).join(',')}`).shuffle(lots);
      return lots;
    });
  });
}
