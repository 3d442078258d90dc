/**
 * What the competitions' HTTP API answers (routes.ts), types only: the web app reads them too.
 * view.ts builds them from the store's state.
 */
import type { Format, GameResult, Settings, Status } from './model.ts';

/** A competition in a list, e.g. the competitions page's 'Upcoming'. */
export interface CompetitionSummary {
  readonly id: string;
  readonly name: string;
  readonly hostName: string;
  readonly game: string;
  readonly format: Format;
  readonly status: Status;
  readonly rated: boolean;
  readonly startsAt: number | null;
  readonly createdAt: number;
}

/**
 * A game of a round as the page shows it; `second` null: a bye. A table of three or more seats
 * lists its players by seat: `first`, `second`, then `others` (empty at 2 seats).
 */
export interface GameView {
  readonly index: number;
  readonly stage: number;
  readonly tie: number;
  readonly first: string;
  readonly second: string | null;
  readonly others: readonly string[];
  /**
   * A tables competition's points by seat once played (by place, two decimals), e.g.
   * [3, 1.5, 1.5, 0], or a bye's, e.g. [1.5]; null otherwise.
   */
  readonly points: readonly number[] | null;
  readonly tableId: string | null;
  readonly result: GameResult | null;
}

/** A line of the standings, best first, e.g. `{ player: 'u1', name: 'Ana', points: 4, … }`. */
export interface StandingView {
  readonly player: string;
  readonly name: string;
  /**
   * Points as shown: 3/1/0 a game in a league, 1/½/0 in a Swiss, by place in a tables
   * competition (seats − 1 to the winner … 0 to the last, to two decimals).
   */
  readonly points: number;
  readonly played: number;
  /** The format's tie-breaks by name, e.g. `{ 'goal difference': 3 }` or `{ Buchholz: 4.5 }`. */
  readonly tieBreaks: Readonly<Record<string, number>>;
  readonly withdrawn: boolean;
}

/**
 * A knockout's tie as its bracket draws it (src/competitions/bracket.ts), e.g. a semi-final:
 * its entrants (null: still to be decided), a bye, its games (legs, then deciding games, each
 * with its round), a two-legged tie's aggregate from `first`'s side, e.g. [3, 3], its winner.
 */
export interface BracketTieView {
  readonly stage: number;
  readonly tie: number;
  readonly first: string | null;
  readonly second: string | null;
  readonly bye: boolean;
  readonly games: readonly (GameView & { readonly round: number })[];
  readonly aggregate: readonly [number, number] | null;
  readonly winner: string | null;
}

export interface CompetitionView extends CompetitionSummary {
  readonly hostId: string;
  readonly settings: Settings;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly entrants: readonly {
    readonly player: string;
    readonly name: string;
    readonly rating: number;
    readonly withdrawn: boolean;
  }[];
  readonly rounds: readonly { readonly round: number; readonly games: readonly GameView[] }[];
  /**
   * A knockout's bracket by stage, the first stage first and the final last, every tie of each
   * (ties 2t and 2t + 1 feed tie t of the next stage); empty before the draw and for the
   * other formats.
   */
  readonly bracket: readonly (readonly BracketTieView[])[];
  /** League, Swiss and tables; empty for a knockout (its rounds are the bracket). */
  readonly standings: readonly StandingView[];
  /** The winner, once finished: the knockout's, or the standings' first. */
  readonly champion: string | null;
  /**
   * The asking player's part: entered (and not withdrawn), host; to the host of a link-entry
   * competition, the key its link carries (`/competitions/:id?key=…`), e.g. 'q3Z_x8aK…'.
   */
  readonly you: {
    readonly entered: boolean;
    readonly host: boolean;
    readonly joinKey?: string;
  } | null;
}

/**
 * The competition game a table plays (GET /api/tables/:id/competition), e.g. round 2 of
 * 'Sunday cup'; `forfeited` names the seats that lost it by forfeit (the table was then
 * closed), by leaving the competition when `left`, else by running out of time.
 */
export interface TableCompetition {
  readonly id: string;
  readonly name: string;
  readonly round: number;
  /** The round as people name it (round-names.ts), e.g. 'Final', 'Semi-final, second leg', 'Round 2'. */
  readonly roundName: string;
  readonly forfeited: readonly number[];
  readonly left: boolean;
}

/**
 * A game of the asking player's, in any competition they entered (GET
 * /api/competitions/fixtures), e.g. round 2 of 'Sunday cup' against Bo, played, won 2–1:
 * 'upcoming' (the competition not started: round null; drawn, its table being made; a league's
 * later round; or the next round, drawn when this one ends: no opponents yet), 'playing' (its
 * table is open), 'played' (its result, or a bye).
 */
export interface PlayerFixture {
  readonly competition: Pick<
    CompetitionSummary,
    'id' | 'name' | 'game' | 'format' | 'status' | 'startsAt'
  >;
  readonly state: 'upcoming' | 'playing' | 'played';
  readonly round: number | null;
  /** The round as people name it (round-names.ts), e.g. 'Final', 'Round 2'; null with `round`. */
  readonly roundName: string | null;
  /** The other players' names at the table, e.g. ['Bo']; [] for a bye or not yet drawn. */
  readonly opponents: readonly string[];
  readonly bye: boolean;
  readonly tableId: string | null;
  /** By seat, as the competition's: the player's own is `seat`. */
  readonly result: GameResult | null;
  readonly seat: number;
}
