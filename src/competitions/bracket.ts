/**
 * A knockout's whole bracket (issue #35), as its page draws it: every stage from the first to
 * the final, each tie with its entrants, its games (legs, then deciding games) and its winner,
 * and the ties still to come filled in as far as the winners before them are known. Pure: read
 * from the fixtures paired so far, by the same rules that pair the next round (next-round.ts).
 */
import type { Competition, Fixture } from './competition.ts';
import { goalsOf, knockoutLegs, tieWinner } from './next-round.ts';

/** A tie of the bracket, e.g. the second semi-final: `{ stage: 2, tie: 1, first: 'cy', … }`. */
export interface BracketTie {
  /** The bracket round, 1 first; the last stage is the final. */
  readonly stage: number;
  /** Its place in the stage, 0 at the top: ties 2t and 2t + 1 feed tie t of the next stage. */
  readonly tie: number;
  /** The entrant drawn first (seat 1 of the first leg), or null while still to be decided. */
  readonly first: string | null;
  /** The entrant drawn second, or null while still to be decided (or facing a bye). */
  readonly second: string | null;
  /** The first entrant goes through without a game. */
  readonly bye: boolean;
  /** Its games in the order played: the legs, then any deciding games. */
  readonly games: readonly Fixture[];
  /**
   * Two legs, both played: the goals of `first` and `second` over both, e.g. [3, 3] (level: a
   * deciding game follows); null otherwise.
   */
  readonly aggregate: readonly [number, number] | null;
  /** Who goes through, once decided. */
  readonly winner: string | null;
}

/**
 * The bracket by stage, the first stage first, each stage's ties top to bottom: stage s has
 * half the ties of stage s − 1, down to the final's one. Empty before round 1 is drawn.
 * Example: 3 entrants give `[[a v bye, b v c], [a v (winner of b v c)]]`.
 */
export function knockoutBracket(c: Competition): BracketTie[][] {
  const byTie = new Map<string, Fixture[]>();
  for (const f of c.fixtures) {
    const key = `${f.stage}/${f.tie}`;
    const games = byTie.get(key) ?? [];
    games.push(f);
    byTie.set(key, games);
  }
  // Stage 1 holds every place of the bracket, byes included: a power of two's half.
  const firstTies = Math.max(0, ...c.fixtures.filter((f) => f.stage === 1).map((f) => f.tie + 1));
  if (firstTies === 0) return [];
  const legs = knockoutLegs(c);
  const stages: BracketTie[][] = [];
  for (let stage = 1, ties = firstTies; ties >= 1; stage++, ties = Math.floor(ties / 2)) {
    const before = stages.at(-1);
    const row: BracketTie[] = [];
    for (let tie = 0; tie < ties; tie++) {
      const games = byTie.get(`${stage}/${tie}`) ?? [];
      const drawn = games[0];
      const first = drawn ? drawn.first : (before?.[2 * tie]?.winner ?? null);
      const second = drawn ? drawn.second : (before?.[2 * tie + 1]?.winner ?? null);
      row.push({
        stage,
        tie,
        first,
        second,
        bye: drawn !== undefined && drawn.second === null,
        games: drawn?.second === null ? [] : games,
        aggregate: legs === 2 ? aggregateOf(games) : null,
        winner: games.length > 0 ? tieWinner(games, legs) : null,
      });
    }
    stages.push(row);
    if (ties === 1) break;
  }
  return stages;
}

/** Two legs' goals, first leg's first entrant first, once both are played; else null. */
function aggregateOf(games: readonly Fixture[]): [number, number] | null {
  const [leg1, leg2] = games;
  if (!leg1?.result || !leg2?.result || leg1.second === null) return null;
  const a = leg1.first;
  const b = leg1.second;
  return [goalsOf(leg1, a) + goalsOf(leg2, a), goalsOf(leg1, b) + goalsOf(leg2, b)];
}
