/**
 * A knockout bracket: seeded by rating in the standard order (seed 1 and seed 2 can meet only
 * in the final, the top four only in the semi-finals …), byes to the top seeds when the field
 * is not a power of two, and ties of one game or two legs decided on aggregate, then by the
 * game's own tie rule or a deciding game.
 */

/** An entrant, e.g. `{ id: 'ana', rating: 1720 }`. */
export interface KnockoutEntrant {
  readonly id: string;
  readonly rating: number;
}

/** A tie: two entrants, or one and a bye (null), e.g. `{ first: 'ana', second: null }`. */
export interface KnockoutTie {
  readonly first: string | null;
  readonly second: string | null;
}

/** Goals in one game of a tie, from the tie's first and second entrant's side. */
export interface LegScore {
  readonly first: number;
  readonly second: number;
}

/**
 * What was played in a tie: its games (one, or two legs), and, if the aggregate was level,
 * who won the decider (the game's own tie rule, e.g. a shoot-out, or a deciding game).
 * Example: `{ legs: [{ first: 1, second: 0 }, { first: 0, second: 1 }], decider: 'second' }`.
 */
export interface TieResult {
  readonly legs: readonly LegScore[];
  readonly decider?: 'first' | 'second';
}

/**
 * Seeds in bracket order for a bracket of `size` (a power of two): adjacent pairs meet in the
 * first round, and the seeds' sum is size + 1 in every first-round tie.
 * Example: `bracketOrder(8)` is `[1, 8, 4, 5, 2, 7, 3, 6]`.
 */
export function bracketOrder(size: number): number[] {
  if (size < 1 || (size & (size - 1)) !== 0) throw new RangeError(`${size} is no power of two`);
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/**
 * The first round: entrants seeded by rating (highest first, then id), the bracket the next
 * power of two, the places beyond the field byes, which fall to the top seeds.
 * Example: for ratings a 1900, b 1800, c 1700, the ties are `[{ first: 'a', second: null },
 * { first: 'b', second: 'c' }]`.
 */
export function knockoutFirstRound(entrants: readonly KnockoutEntrant[]): KnockoutTie[] {
  if (entrants.length < 2) throw new RangeError('a knockout needs two entrants');
  const seeded = [...entrants].sort(
    (a, b) => b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  let size = 2;
  while (size < seeded.length) size *= 2;
  const slots = bracketOrder(size).map((seed) => seeded[seed - 1]?.id ?? null);
  const ties: KnockoutTie[] = [];
  for (let i = 0; i < slots.length; i += 2)
    ties.push({ first: slots[i] ?? null, second: slots[i + 1] ?? null });
  return ties;
}

/**
 * Who goes through: the entrant facing a bye; otherwise, once all `legs` are played, the higher
 * aggregate, else the decider's winner; null while undecided (a leg or the decider to play).
 * Example: `tieWinner({ first: 'a', second: 'b' }, { legs: [{ first: 2, second: 1 },
 * { first: 0, second: 1 }], decider: 'first' }, 2)` is 'a' (2–2 on aggregate, a won the decider).
 */
export function tieWinner(
  tie: KnockoutTie,
  result: TieResult | undefined,
  legs: 1 | 2 = 1,
): string | null {
  if (tie.second === null) return tie.first;
  if (tie.first === null) return tie.second;
  if (!result || result.legs.length < legs) return null;
  let aggregate = 0;
  for (const leg of result.legs.slice(0, legs)) aggregate += leg.first - leg.second;
  if (aggregate > 0) return tie.first;
  if (aggregate < 0) return tie.second;
  if (result.decider === undefined) return null;
  return result.decider === 'first' ? tie.first : tie.second;
}

/**
 * The next round's ties: the winners of ties 1 and 2 meet, of 3 and 4, and so on, so the
 * bracket keeps its seeding. Example: `nextRound(['a', 'd', 'b', 'c'])` is
 * `[{ first: 'a', second: 'd' }, { first: 'b', second: 'c' }]`.
 */
export function nextRound(winners: readonly string[]): KnockoutTie[] {
  if (winners.length < 2 || winners.length % 2 !== 0)
    throw new RangeError(`${winners.length} winners cannot be paired`);
  const ties: KnockoutTie[] = [];
  for (let i = 0; i < winners.length; i += 2)
    ties.push({ first: winners[i] ?? null, second: winners[i + 1] ?? null });
  return ties;
}
