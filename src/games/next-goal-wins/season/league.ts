/**
 * NGW-23: the league table. A win is worth 3 points, a draw 1, a loss 0; seats level on
 * points are ordered by goal difference, then goals scored, then the points they took in the
 * matches among themselves; seats still level share their place.
 */

/** A played match of the league: the two seats and their goals, side 0 first. */
export interface Result {
  readonly home: number;
  readonly away: number;
  readonly goals: readonly [number, number];
}

/** One row of the table, as the view shows it. */
export interface TableRow {
  readonly seat: number;
  /** 1 = top; seats that cannot be told apart share a place, e.g. 1, 1, 3. */
  readonly place: number;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly goalDifference: number;
  readonly points: number;
}

export const WIN_POINTS = 3;
export const DRAW_POINTS = 1;

/** Points a side takes from a match it scored `own` in and conceded `other`. */
export const pointsFor = (own: number, other: number): number =>
  own > other ? WIN_POINTS : own === other ? DRAW_POINTS : 0;

/** The table after `results`, rows in order of place (ties by seat). */
export function leagueTable(seats: number, results: readonly Result[]): TableRow[] {
  const rows = Array.from({ length: seats }, (_, seat) => ({
    seat,
    place: 0,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
  }));
  for (const r of results) {
    tally(rows[r.home], r.goals[0], r.goals[1]);
    tally(rows[r.away], r.goals[1], r.goals[0]);
  }
  // NGW-23.2: head-to-head points count only among seats level on the first three keys.
  // Compared as numbers: the view builds this table for every view of a season.
  const level = (a: number, b: number): boolean => {
    const x = rows[a] as (typeof rows)[number];
    const y = rows[b] as (typeof rows)[number];
    return (
      x.points === y.points && x.goalDifference === y.goalDifference && x.goalsFor === y.goalsFor
    );
  };
  const headToHead = rows.map((row) => {
    let points = 0;
    for (const r of results) {
      if (!level(r.home, r.away)) continue;
      if (r.home === row.seat) points += pointsFor(r.goals[0], r.goals[1]);
      else if (r.away === row.seat) points += pointsFor(r.goals[1], r.goals[0]);
    }
    return points;
  });
  const compare = (a: number, b: number): number => {
    const x = rows[a] as (typeof rows)[number];
    const y = rows[b] as (typeof rows)[number];
    return (
      y.points - x.points ||
      y.goalDifference - x.goalDifference ||
      y.goalsFor - x.goalsFor ||
      (headToHead[b] as number) - (headToHead[a] as number)
    );
  };
  for (const row of rows) {
    let ahead = 0;
    for (let other = 0; other < seats; other++) if (compare(other, row.seat) < 0) ahead++;
    row.place = ahead + 1;
  }
  return rows.slice().sort((a, b) => a.place - b.place || a.seat - b.seat);
}

function tally(
  row: { -readonly [K in keyof TableRow]: number } | undefined,
  own: number,
  other: number,
): void {
  if (!row) return;
  row.played++;
  row.goalsFor += own;
  row.goalsAgainst += other;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  row.points += pointsFor(own, other);
  if (own > other) row.won++;
  else if (own === other) row.drawn++;
  else row.lost++;
}
