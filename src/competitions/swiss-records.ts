/**
 * A Swiss tournament's players as the pairing sees them: points, opponents met, byes and seat
 * balance, folded from the rounds played so far. Points are counted in half points so that
 * every sum is an integer: a win is 2, a draw 1, a loss 0, and a bye is worth a win.
 */

/** A player entered, e.g. `{ id: 'ana', rating: 1620 }`. */
export interface SwissEntrant {
  readonly id: string;
  readonly rating: number;
}

/** Who won a game: the player in the first seat, the second, or neither. */
export type SwissOutcome = 'first' | 'second' | 'draw';

/** A game played, e.g. `{ first: 'ana', second: 'bo', outcome: 'draw' }`. */
export interface SwissGame {
  readonly first: string;
  readonly second: string;
  readonly outcome: SwissOutcome;
}

/** A round played, e.g. `{ games: [{ first: 'ana', second: 'bo', outcome: 'first' }], bye: 'cy' }`. */
export interface SwissRound {
  readonly games: readonly SwissGame[];
  readonly bye: string | null;
}

/**
 * One player's standing before a round, e.g. `{ id: 'ana', rating: 1620, halfPoints: 3,
 * opponents: new Set(['bo', 'cy']), byes: 0, seatBalance: 0, lastSeat: 'second' }`.
 */
export interface SwissRecord extends SwissEntrant {
  /** Half points: 2 a win or bye, 1 a draw. */
  readonly halfPoints: number;
  readonly opponents: ReadonlySet<string>;
  readonly byes: number;
  /** Games in the first seat less games in the second. */
  readonly seatBalance: number;
  readonly lastSeat: 'first' | 'second' | null;
}

/** Half points of a win, and of a bye: 2 (one point). */
export const WIN = 2;
/** Half points of a draw: 1 (half a point). */
export const DRAW = 1;

/**
 * The records of `entrants` after `rounds`; a player who joined late simply has fewer games.
 * Example: `swissRecords([{ id: 'a', rating: 1500 }, { id: 'b', rating: 1400 }],
 * [{ games: [{ first: 'a', second: 'b', outcome: 'first' }], bye: null }])[0].halfPoints` is 2.
 */
export function swissRecords(
  entrants: readonly SwissEntrant[],
  rounds: readonly SwissRound[],
): SwissRecord[] {
  type Mutable = { -readonly [K in keyof SwissRecord]: SwissRecord[K] } & {
    opponents: Set<string>;
  };
  const records = new Map<string, Mutable>(
    entrants.map((e) => [
      e.id,
      { ...e, halfPoints: 0, opponents: new Set(), byes: 0, seatBalance: 0, lastSeat: null },
    ]),
  );
  const get = (id: string): Mutable => {
    const record = records.get(id);
    if (!record) throw new Error(`unknown player ${id}`);
    return record;
  };
  for (const round of rounds) {
    for (const { first, second, outcome } of round.games) {
      const a = get(first);
      const b = get(second);
      a.opponents.add(second);
      b.opponents.add(first);
      a.seatBalance++;
      b.seatBalance--;
      a.lastSeat = 'first';
      b.lastSeat = 'second';
      if (outcome === 'draw') {
        a.halfPoints += DRAW;
        b.halfPoints += DRAW;
      } else (outcome === 'first' ? a : b).halfPoints += WIN;
    }
    if (round.bye !== null) {
      const bye = get(round.bye);
      bye.byes++;
      bye.halfPoints += WIN;
    }
  }
  return [...records.values()];
}

/**
 * Whether a player may still join: until half the rounds have started.
 * Example: `mayJoinSwiss(3, 7)` is true (3 < 3.5), `mayJoinSwiss(4, 7)` is false.
 */
export function mayJoinSwiss(roundsStarted: number, totalRounds: number): boolean {
  return roundsStarted * 2 < totalRounds;
}
