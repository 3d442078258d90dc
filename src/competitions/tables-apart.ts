/**
 * Seating a later round of the 'tables' format apart (issue #35): of every way to seat the
 * ranked players at tables of the round's sizes, one with the fewest **repeat meetings** (each
 * pair at a table counts the times it sat together before), and of those the one nearest the
 * standings: the first in rank order, table by table (the leaders' table as high as it can be,
 * then the next). RULING and figures in docs/competitions.md ("Drawing a round"). Players are
 * rank indices here (0 = the leader); tables.ts maps them to ids.
 */

/** How often each pair of ranked players sat at a table together, e.g. `count(0, 3)` = 1. */
export class Meetings {
  private readonly counts: Uint16Array;
  /** How many players are ranked, e.g. 12. */
  readonly players: number;

  /** `players` ranked players who never met. */
  constructor(players: number) {
    this.players = players;
    this.counts = new Uint16Array(players * players);
  }

  /**
   * The meetings of `ranked` (ids, best first) at `tables` (each a list of ids), e.g. the tables
   * of the rounds played; ids not ranked (someone sitting this round out) are left out.
   */
  static of(ranked: readonly string[], tables: Iterable<readonly string[]>): Meetings {
    const rank = new Map(ranked.map((id, i) => [id, i]));
    const met = new Meetings(ranked.length);
    for (const table of tables) {
      const at = table.map((id) => rank.get(id)).filter((i) => i !== undefined);
      for (let a = 0; a < at.length; a++)
        for (let b = a + 1; b < at.length; b++) met.add(at[a] as number, at[b] as number);
    }
    return met;
  }

  count(a: number, b: number): number {
    return this.counts[a * this.players + b] ?? 0;
  }

  add(a: number, b: number): void {
    this.counts[a * this.players + b] = this.count(a, b) + 1;
    this.counts[b * this.players + a] = this.count(b, a) + 1;
  }

  /** The meetings `player` has with `others` (itself left out). */
  with(player: number, others: readonly number[]): number {
    let sum = 0;
    for (const other of others) if (other !== player) sum += this.count(player, other);
    return sum;
  }
}

/** Tables drawn, by rank, e.g. `{ tables: [[0, 2, 5], [1, 3, 4]], repeats: 1, exact: true }`. */
export interface ApartDraw {
  /** The larger tables first, then by their best player; each table's players in rank order. */
  readonly tables: number[][];
  /** The repeat meetings it seats: pairs at a table, each counted as often as it met before. */
  readonly repeats: number;
  /**
   * Whether the search went through every seating (the fewest repeats, the nearest to the
   * standings among them); false when it stopped at its budget with the best found by then.
   */
  readonly exact: boolean;
}

/**
 * Places tried before the search settles for the best seating found (deterministic: a count,
 * not a time). A field of up to 12 is always searched through (tables-apart.test.ts).
 */
export const SEARCH_BUDGET = 100_000;

/** The repeat meetings of `tables`. */
export function repeatsOf(tables: readonly (readonly number[])[], met: Meetings): number {
  let sum = 0;
  for (const table of tables)
    for (let a = 0; a < table.length; a++)
      for (let b = a + 1; b < table.length; b++)
        sum += met.count(table[a] as number, table[b] as number);
  return sum;
}

/**
 * Seats ranks 0 … n − 1 at tables of `sizes` (larger first, summing to n = `met.players`) with
 * the fewest repeat meetings, nearest the standings among those: a first guess (each table
 * filled best first with whoever adds the fewest repeats, then swaps that remove repeats),
 * then a search of the seatings in rank order that keeps the first one with fewer repeats (or
 * as few, before it found any), stopping at none or at `budget` places tried.
 */
export function seatApart(
  sizes: readonly number[],
  met: Meetings,
  budget: number = SEARCH_BUDGET,
): ApartDraw {
  const guess = canonical(improve(greedy(sizes, met), met));
  const search = new Search(sizes, met, budget, guess);
  search.run();
  return { tables: search.best, repeats: search.bestRepeats, exact: !search.cut };
}

/** Larger tables first, then by their best player; each table in rank order. */
function canonical(tables: number[][]): number[][] {
  for (const table of tables) table.sort((a, b) => a - b);
  return tables.sort((a, b) => b.length - a.length || (a[0] ?? 0) - (b[0] ?? 0));
}

/** Each table in turn: its best free player, then whoever free adds the fewest repeats (the best ranked of them). */
function greedy(sizes: readonly number[], met: Meetings): number[][] {
  const used = new Uint8Array(met.players);
  return sizes.map((size) => {
    const table: number[] = [];
    while (table.length < size) {
      let pick = -1;
      let least = Infinity;
      for (let p = 0; p < met.players && least > 0; p++) {
        if (used[p]) continue;
        const added = met.with(p, table);
        if (added < least) [pick, least] = [p, added];
      }
      used[pick] = 1;
      table.push(pick);
    }
    return table;
  });
}

/**
 * Swaps two players of different tables while that removes repeats: each player who has a
 * repeat, in rank order, with the nearest rank whose swap removes some (so that the tables stay
 * near the standings), until no swap removes any. Each swap removes at least one: it ends.
 */
function improve(tables: number[][], met: Meetings): number[][] {
  const n = met.players;
  const at = new Int32Array(n);
  tables.forEach((table, t) => {
    for (const p of table) at[p] = t;
  });
  const own = (p: number): number => met.with(p, tables[at[p] as number] ?? []);
  /** Swaps `a` with `b` if that removes repeats. */
  const swapped = (a: number, b: number): boolean => {
    const ta = at[a] as number;
    const tb = at[b] as number;
    if (ta === tb) return false;
    const A = tables[ta] as number[];
    const B = tables[tb] as number[];
    const after = met.with(a, B) - met.count(a, b) + met.with(b, A) - met.count(b, a);
    if (after >= own(a) + own(b)) return false;
    A[A.indexOf(a)] = b;
    B[B.indexOf(b)] = a;
    at[a] = tb;
    at[b] = ta;
    return true;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let a = 0; a < n; a++) {
      if (own(a) === 0) continue;
      for (let distance = 1; distance < n; distance++)
        if (
          (a - distance >= 0 && swapped(a, a - distance)) ||
          (a + distance < n && swapped(a, a + distance))
        ) {
          changed = true;
          break;
        }
    }
  }
  return tables;
}

/** The search through the seatings in rank order (see seatApart). */
class Search {
  best: number[][];
  bestRepeats: number;
  /** Whether `best` was found by the search (then only fewer repeats replace it). */
  private found = false;
  cut = false;
  private places = 0;
  private readonly used: Uint8Array;
  private readonly tables: number[][];

  private readonly sizes: readonly number[];
  private readonly met: Meetings;
  private readonly budget: number;

  constructor(sizes: readonly number[], met: Meetings, budget: number, guess: number[][]) {
    this.sizes = sizes;
    this.met = met;
    this.budget = budget;
    this.best = guess;
    this.bestRepeats = repeatsOf(guess, met);
    this.used = new Uint8Array(met.players);
    this.tables = sizes.map(() => []);
  }

  run(): void {
    this.table(0, 0, -1);
  }

  /** Whether a seating with `repeats` so far can still replace the best. */
  private hopeful(repeats: number): boolean {
    return this.found ? repeats < this.bestRepeats : repeats <= this.bestRepeats;
  }

  /** Whether the search is over: cut at the budget, or found a seating with no repeat. */
  private done(): boolean {
    return this.cut || (this.found && this.bestRepeats === 0);
  }

  /**
   * Table `t`'s best player, then the rest. Tables of one size come in the order of their best
   * players (so each seating is tried once), and the best player left heads the next table
   * unless a smaller table comes later (he may sit there).
   */
  private table(t: number, repeats: number, previousHead: number): void {
    const size = this.sizes[t];
    if (size === undefined) {
      this.found = true;
      this.bestRepeats = repeats;
      this.best = this.tables.map((table) => [...table]);
      return;
    }
    const smallerLater = (this.sizes.at(-1) ?? size) < size;
    const from = t > 0 && this.sizes[t - 1] === size ? previousHead + 1 : 0;
    const n = this.met.players;
    let lowest = 0;
    while (lowest < n && this.used[lowest]) lowest++;
    for (let head = from; head < n && !this.done(); head++) {
      if (this.used[head]) continue;
      if (!smallerLater && head !== lowest) break;
      if (!this.take(t, head)) return;
      this.fill(t, head + 1, repeats, head);
      this.give(t);
    }
  }

  /** The rest of table `t` from rank `from` on, in rank order. */
  private fill(t: number, from: number, repeats: number, head: number): void {
    const table = this.tables[t] as number[];
    const size = this.sizes[t] as number;
    if (table.length === size) {
      this.table(t + 1, repeats, head);
      return;
    }
    const n = this.met.players;
    for (let p = from; n - p >= size - table.length && !this.done(); p++) {
      if (this.used[p]) continue;
      const added = this.met.with(p, table);
      if (!this.hopeful(repeats + added)) continue;
      if (!this.take(t, p)) return;
      this.fill(t, p + 1, repeats + added, head);
      this.give(t);
    }
  }

  /** Seats `p` at table `t`; false (and the search cut) once the budget is spent. */
  private take(t: number, p: number): boolean {
    if (++this.places > this.budget) {
      this.cut = true;
      return false;
    }
    this.used[p] = 1;
    this.tables[t]?.push(p);
    return true;
  }

  private give(t: number): void {
    const p = this.tables[t]?.pop();
    if (p !== undefined) this.used[p] = 0;
  }
}
