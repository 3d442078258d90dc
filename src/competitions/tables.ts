/**
 * The 'tables' format (issue #35: games of three or more seats): a series of rounds; round 1's
 * tables are drawn in snake order of rating (multi-seat.ts), every table a fair share of the
 * seeds, the later rounds' by standing (leaders together) but apart from whom they met as far
 * as the field allows (tables-apart.ts); points are given by place. The rulings are in
 * docs/competitions.md ("The 'tables' format").
 */
import { Rng } from '../core/rng.ts';
import { seatsOf, type Entrant, type Fixture } from './competition.ts';
import { pointsByPlace, snakeTables } from './multi-seat.ts';
import { Meetings, seatApart } from './tables-apart.ts';

/**
 * A seat's points at a table of `places.length` seats in a competition of `seats` a table:
 * n − place points (multi-seat.ts), scaled so that every table gives its winner `seats` − 1 and
 * its last 0, whatever its size. Example: in a 4-seat competition, places [1, 2, 3] at a table
 * of three give [3, 1.5, 0] (a full table's [3, 2, 1, 0] has the same mean, 1.5).
 */
export function tablePoints(places: readonly number[], seats: number): number[] {
  const n = places.length;
  if (n < 2) return places.map(() => 0);
  const scale = (seats - 1) / (n - 1);
  return pointsByPlace(places).map((p) => p * scale);
}

/** A bye's points: a seat's mean at a full table, (seats − 1) / 2, e.g. 1.5 at 4 seats. */
export const byePoints = (seats: number): number => (seats - 1) / 2;

/**
 * A line of the standings, e.g. `{ id: 'ana', points: 4.5, played: 2, byes: 0, firsts: 1,
 * opponents: 6, rating: 1620 }`.
 */
export interface TablesRow {
  readonly id: string;
  /** Points by place over the games played, byes included. */
  readonly points: number;
  /** Rounds played, byes included. */
  readonly played: number;
  readonly byes: number;
  /** Games finished first (alone or sharing the place). */
  readonly firsts: number;
  /** The points now of each opponent met, once a table met at (a Buchholz). */
  readonly opponents: number;
  /** Rating at entry. */
  readonly rating: number;
}

/**
 * The standings, best first: 1. points; 2. first places; 3. opponents' points; 4. rating at
 * entry; 5. a drawing of lots seeded by `seed` (the competition's). Games without a result yet
 * count for nothing.
 */
export function tablesStandings(
  entrants: readonly Pick<Entrant, 'player' | 'rating'>[],
  fixtures: readonly Fixture[],
  seats: number,
  seed: string,
): TablesRow[] {
  type Line = { -readonly [K in keyof TablesRow]: TablesRow[K] };
  const lines = new Map<string, Line>(
    entrants.map((e) => [
      e.player,
      { id: e.player, points: 0, played: 0, byes: 0, firsts: 0, opponents: 0, rating: e.rating },
    ]),
  );
  const met: string[][] = [];
  for (const f of fixtures) {
    const players = seatsOf(f);
    if (f.second === null) {
      const line = lines.get(f.first);
      if (line) {
        line.points += byePoints(seats);
        line.played++;
        line.byes++;
      }
      continue;
    }
    if (!f.result) continue;
    const points = tablePoints(f.result.places, seats);
    players.forEach((player, seat) => {
      const line = lines.get(player);
      if (!line) return;
      line.points += points[seat] ?? 0;
      line.played++;
      if (f.result?.places[seat] === 1) line.firsts++;
    });
    met.push(players);
  }
  for (const table of met)
    for (const player of table) {
      const line = lines.get(player);
      if (!line) continue;
      for (const other of table)
        if (other !== player) line.opponents += lines.get(other)?.points ?? 0;
    }
  const lot = new Map(drawnLots([...lines.keys()], seed).map((id, i) => [id, i]));
  return [...lines.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.firsts - a.firsts ||
      b.opponents - a.opponents ||
      b.rating - a.rating ||
      (lot.get(a.id) ?? 0) - (lot.get(b.id) ?? 0),
  );
}

/** `ids` in an order drawn by lot, the same for the same seed and set. */
function drawnLots(ids: readonly string[], seed: string): string[] {
  const order = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  Rng.fromSeed(`${seed}/lots`).shuffle(order);
  return order;
}

/**
 * How many of `field` players sit out a round so that the rest make tables of `fewest` to
 * `seats` seats, drawn as snakeTables draws them (as few tables as hold everyone, sizes within
 * one). Example: 7 players at 3 seats make 3, 2 and 2: no bye if `fewest` is 2, one if it is 3.
 */
export function byesNeeded(field: number, seats: number, fewest: number): number {
  for (let byes = 0; byes < field; byes++) {
    const seated = field - byes;
    const tables = Math.ceil(seated / seats);
    if (Math.floor(seated / tables) >= fewest) return byes;
  }
  return field;
}

/** A round drawn: its tables (players by seat) and who sits it out. */
export interface TablesRound {
  readonly tables: readonly (readonly string[])[];
  readonly byes: readonly string[];
}

/**
 * Round `round`'s tables from the standings so far (`ranked`, best first, with each one's byes)
 * and the tables `played` before (each its players, e.g. `[['ana', 'bo', 'cy'], …]`). The byes
 * go to those with the fewest byes so far, the lowest ranked among them. Round 1 (the standings
 * are the ratings then) seats the rest in snake order (multi-seat.ts), so that each table has
 * one of the top seeds and a fair share of the rest; each later round groups them by standing,
 * Swiss fashion, the leaders at the first table, so that leaders meet and the standings can part
 * them, but seats them apart from those they met as far as the field allows (tables-apart.ts:
 * the fewest repeat meetings, then the nearest to the standings). Table sizes as snakeTables
 * makes them (as few as hold everyone, within one), the larger tables first. Each table's seats
 * are then shuffled by the seed, so that nobody always sits first. Example: 8 ranked players at
 * 4 seats make {1, 4, 5, 8} and {2, 3, 6, 7} in round 1; in round 2 {1, 2, 3, 4} and
 * {5, 6, 7, 8} (each table two pairs who met: no draw has fewer).
 */
export function drawTablesRound(
  ranked: readonly Pick<TablesRow, 'id' | 'byes'>[],
  settings: { readonly seats: number; readonly fewestSeats: number },
  seed: string,
  round: number,
  played: Iterable<readonly string[]> = [],
): TablesRound {
  const byes = byesNeeded(ranked.length, settings.seats, settings.fewestSeats);
  const sitting = new Set(
    ranked
      .map((r, rank) => ({ id: r.id, byes: r.byes, rank }))
      .sort((a, b) => a.byes - b.byes || b.rank - a.rank)
      .slice(0, byes)
      .map((r) => r.id),
  );
  const seated = ranked.filter((r) => !sitting.has(r.id)).map((r) => r.id);
  const tables =
    seated.length === 0
      ? []
      : round === 1
        ? snakeTables(
            seated.map((id, rank) => ({ id, rating: seated.length - rank })),
            settings.seats,
            `${seed}/round-${round}`,
          )
        : apart(seated, settings.seats, played);
  const rng = Rng.fromSeed(`${seed}/round-${round}/seats`);
  for (const table of tables) rng.shuffle(table);
  return { tables, byes: ranked.filter((r) => sitting.has(r.id)).map((r) => r.id) };
}

/** `ranked` at tables grouped by standing, seated apart from whom they met (tables-apart.ts). */
function apart(
  ranked: readonly string[],
  seats: number,
  played: Iterable<readonly string[]>,
): string[][] {
  const { tables } = seatApart(tableSizes(ranked.length, seats), Meetings.of(ranked, played));
  return tables.map((table) => table.map((rank) => ranked[rank] ?? ''));
}

/** The sizes of the tables of `players`, as snakeTables sizes them, larger first: 10 at 4 make [4, 3, 3]. */
export function tableSizes(players: number, seats: number): number[] {
  const count = Math.ceil(players / seats);
  const small = Math.floor(players / count);
  const large = players % count;
  return Array.from({ length: count }, (_, t) => small + (t < large ? 1 : 0));
}
