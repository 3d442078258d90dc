/**
 * A league's fixtures by the circle method: one team stays put, the others turn one place a
 * round, and each round pairs the circle's opposite places. An odd field adds an empty place,
 * whose opponent rests that round.
 */

/** A fixture: the home side first, e.g. `['ajax', 'psv']`. */
export type Fixture = readonly [home: string, away: string];

/**
 * The rounds of a round robin, single (`legs` 1) or double (2: the second half repeats the
 * first with home and away swapped). Each team meets each other once a leg, plays at most once
 * a round, and its home games differ from its away games by at most one in a leg.
 * Example: `roundRobin(['a', 'b', 'c', 'd'])` is
 * `[[['a', 'd'], ['b', 'c']], [['c', 'a'], ['d', 'b']], [['a', 'b'], ['c', 'd']]]`.
 */
export function roundRobin(teams: readonly string[], legs: 1 | 2 = 1): Fixture[][] {
  const circle: (string | null)[] = [...teams];
  if (circle.length % 2 === 1) circle.push(null);
  const n = circle.length;
  const rounds: Fixture[][] = [];
  const index = new Map(teams.map((team, i) => [team, i]));
  // Home sides by a rule of the pair alone, balanced over a leg: on a cycle of m teams, x is at
  // home to the next (m−1)/2 after it. In an even field the fixed team is off the cycle and
  // alternates home and away by round.
  const even = teams.length % 2 === 0;
  const m = even ? teams.length - 1 : teams.length;
  const atHome = (a: string, b: string, round: number): boolean => {
    const x = index.get(a) ?? 0;
    const y = index.get(b) ?? 0;
    if (even && x === 0) return round % 2 === 0;
    if (even && y === 0) return round % 2 === 1;
    const gap = (((y - x) % m) + m) % m;
    return gap >= 1 && gap <= (m - 1) / 2;
  };
  for (let round = 0; round < n - 1; round++) {
    const fixtures: Fixture[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i];
      const b = circle[n - 1 - i];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      fixtures.push(atHome(a, b, round) ? [a, b] : [b, a]);
    }
    rounds.push(fixtures);
    // Turn every place but the first one step.
    circle.splice(1, 0, circle.pop() ?? null);
  }
  if (legs === 1) return rounds;
  return [...rounds, ...rounds.map((r) => r.map(([home, away]): Fixture => [away, home]))];
}
