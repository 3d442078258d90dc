/**
 * Bradley–Terry ratings from head-to-head results, on the displayed scale (issue #34: bots
 * calibrated from bot-against-bot runs of the lab). Player i beats player j with probability
 * 1 / (1 + exp(−(μᵢ − μⱼ))), the logistic Glicko-2's expected score uses (scale.ts), so a
 * difference of d displayed points means the same odds here as in a rated game. A draw counts
 * half a win for each side.
 *
 * The maximum-likelihood strengths are found with Newton's method with one player held at a
 * stated rating (the anchor: the scale has no other origin). One virtual draw per pair that
 * met (`prior`) keeps a pair that one side won every time finite (else its distance would be
 * infinite). Each rating's standard error comes from the inverse of the Fisher information
 * with the anchor held: the anchor's is 0, the others' say how sure the head-to-heads make
 * their distance from it.
 */
import { GLICKO2_SCALE } from './scale.ts';

/** Games between two players: `wins` of `a` over `b`, `draws`, `losses` of `a` to `b`. */
export interface HeadToHead {
  readonly a: number;
  readonly b: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface FitSettings {
  /** The player held fixed, e.g. 0. */
  readonly anchor: number;
  /** The anchor's displayed rating, e.g. 1500. */
  readonly anchorRating: number;
  /** Virtual draws added to each pair that met, e.g. 1 (0: none). */
  readonly prior?: number;
}

export interface FittedRating {
  /** Displayed rating, e.g. 1690.9. */
  readonly rating: number;
  /** Standard error in displayed points (0 for the anchor), e.g. 48.2. */
  readonly error: number;
}

/** The ratings of players 0…n−1 that best explain the head-to-heads. */
export function fitBradleyTerry(
  players: number,
  games: readonly HeadToHead[],
  settings: FitSettings,
): FittedRating[] {
  const prior = settings.prior ?? 1;
  // Per pair: games played and points scored by the row's player, prior included.
  const played = new Square(players);
  const scored = new Square(players);
  for (const { a, b, wins, draws, losses } of games) {
    const n = wins + draws + losses;
    if (n === 0 || a === b) continue;
    const points = wins + draws / 2;
    played.add(a, b, n);
    played.add(b, a, n);
    scored.add(a, b, points);
    scored.add(b, a, n - points);
  }
  for (let i = 0; i < players; i++)
    for (let j = 0; j < players; j++)
      if (i !== j && played.get(i, j) > 0) {
        played.add(i, j, prior);
        scored.add(i, j, prior / 2);
      }
  const mu = new Array<number>(players).fill(0);
  const free = [...Array(players).keys()].filter((i) => i !== settings.anchor);
  let information = new Square(free.length);
  for (let step = 0; step < 100; step++) {
    // Gradient and information of the log-likelihood over the free players.
    const gradient = free.map(() => 0);
    information = new Square(free.length);
    free.forEach((i, r) => {
      for (let j = 0; j < players; j++) {
        const n = played.get(i, j);
        if (j === i || n === 0) continue;
        const p = 1 / (1 + Math.exp(-(at(mu, i) - at(mu, j))));
        gradient[r] = at(gradient, r) + scored.get(i, j) - n * p;
        const w = n * p * (1 - p);
        information.add(r, r, w);
        const c = free.indexOf(j);
        if (c >= 0) information.add(r, c, -w);
      }
    });
    const move = information.solve(gradient);
    free.forEach((i, r) => {
      mu[i] = at(mu, i) + at(move, r);
    });
    if (Math.max(0, ...move.map(Math.abs)) < 1e-10) break;
  }
  return mu.map((m, i) => {
    const r = free.indexOf(i);
    const variance = r < 0 ? 0 : at(information.solve(free.map((_, k) => (k === r ? 1 : 0))), r);
    return {
      rating: settings.anchorRating + m * GLICKO2_SCALE,
      error: Math.sqrt(variance) * GLICKO2_SCALE,
    };
  });
}

const at = (list: readonly number[], i: number): number => list[i] ?? 0;

/** A small square matrix of numbers, row by row. */
class Square {
  readonly size: number;
  private readonly cells: number[];

  constructor(size: number) {
    this.size = size;
    this.cells = new Array<number>(size * size).fill(0);
  }

  get(i: number, j: number): number {
    return at(this.cells, i * this.size + j);
  }

  add(i: number, j: number, value: number): void {
    this.cells[i * this.size + j] = this.get(i, j) + value;
  }

  /** x with this · x = b (Gaussian elimination with partial pivoting). */
  solve(b: readonly number[]): number[] {
    const n = this.size;
    const rows = [...Array(n).keys()].map((i) => [
      ...this.cells.slice(i * n, (i + 1) * n),
      at(b, i),
    ]);
    const cell = (r: number, c: number): number => at(rows[r] ?? [], c);
    for (let col = 0; col < n; col++) {
      let pivot = col;
      for (let r = col + 1; r < n; r++)
        if (Math.abs(cell(r, col)) > Math.abs(cell(pivot, col))) pivot = r;
      const head = rows[pivot] ?? [];
      rows[pivot] = rows[col] ?? [];
      rows[col] = head;
      const lead = at(head, col);
      if (lead === 0) throw new Error('A player met nobody: no rating can be fitted.');
      rows.forEach((row, r) => {
        if (r === col) return;
        const f = at(row, col) / lead;
        for (let c = col; c <= n; c++) row[c] = at(row, c) - f * at(head, c);
      });
    }
    return rows.map((row, i) => at(row, n) / at(row, i));
  }
}
