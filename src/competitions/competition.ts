/**
 * A competition as data (issue #35): its settings, entrants and games, shared by the server's
 * lifecycle (src/server/competitions/), the lab's tournaments (matchday tournament) and the
 * web app (types). Plain data: no store, no clock.
 */

export const FORMATS = ['league', 'knockout', 'swiss', 'tables'] as const;
/**
 * 'league' (round robin), 'knockout' (seeded bracket), 'swiss', or 'tables' (games of three or
 * more seats: a series of rounds, each round's tables drawn by standing, points by place).
 */
export type Format = (typeof FORMATS)[number];

export const STATUSES = ['entry', 'running', 'finished'] as const;
/** 'entry' until the start, 'running' while rounds are played, then 'finished'. */
export type Status = (typeof STATUSES)[number];

/** What the host chose at creation, e.g. a 7-round Swiss of Golazo, open entry, 4–64 players. */
export interface Settings {
  /** The game's id, e.g. 'golazo'. */
  readonly game: string;
  /** The game's options, checked by its schema, e.g. `{ goalsToWin: 3 }`. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly format: Format;
  /** Swiss and tables: rounds to play, e.g. 7. Ignored by the other formats. */
  readonly rounds: number;
  /**
   * Seats a table, e.g. 4: 2 for every format but 'tables', which takes 3 or more (the game's
   * facts permitting). Absent (settings stored before #35's tables, and the lab's): 2.
   */
  readonly seats?: number;
  /**
   * Tables: the fewest seats a table may have when the field does not divide by `seats`, e.g.
   * 2 for Goalkeepers (it plays 2 to 5); fixed at creation from the game's facts. Absent: 2.
   */
  readonly fewestSeats?: number;
  /**
   * League: 1 (single round robin) or 2 (home and away). Knockout: 1 (one game a tie) or 2
   * (two-legged ties: aggregate score, then the shoot-out or deciding games). Ignored by a Swiss.
   */
  readonly legs: 1 | 2;
  /**
   * Knockout: a tie left level (two legs level on aggregate, or one drawn game) is settled by a
   * table of the game's own shoot-out alone (Golazo's GZ-11.4), not by a deciding game; fixed at
   * creation from the game. Absent: deciding games.
   */
  readonly shootOut?: true;
  /** Whether each game moves its players' ratings. */
  readonly rated: boolean;
  /**
   * 'open': listed for anyone; 'link': unlisted, only whoever has its link (its `joinKey`) may
   * join; 'invited':
   * unlisted, only the accounts named in `invited` (and the host) may join.
   */
  readonly entry: 'open' | 'link' | 'invited';
  /** The account names invited (entry 'invited'), e.g. ['ana', 'bo']; absent otherwise. */
  readonly invited?: readonly string[];
  /** Fewest entrants to start, e.g. 2. */
  readonly minEntrants: number;
  /** Most entrants, e.g. 64. */
  readonly maxEntrants: number;
  /** The level of the bot that plays on for an entrant who withdrew, e.g. 'normal'. */
  readonly botLevel: 'easy' | 'normal' | 'hard';
  /**
   * Seconds a person has per decision before a bot plays for them (0: no timer), or whole days
   * (a game over days); 0 when the competition has a real-time `clock` instead.
   */
  readonly turnSeconds: number;
  /**
   * A real-time clock per seat (a bank plus an increment per decision, as chess clocks), which
   * every table of the competition gets, e.g. `{ baseSeconds: 300, incrementSeconds: 3 }`.
   * Absent (settings stored before it, and the lab's): the time per decision above.
   */
  readonly clock?: ClockSetting;
}

/** A real-time clock's setting, e.g. 5 min + 3 s a decision: `{ baseSeconds: 300, incrementSeconds: 3 }`. */
export interface ClockSetting {
  readonly baseSeconds: number;
  readonly incrementSeconds: number;
}

/**
 * Whether a competition's games have a time control, a person's time running out somewhere:
 * a time per decision, days per move or a real-time clock (the lab's bots play without one).
 */
export function timed(settings: Pick<Settings, 'turnSeconds' | 'clock'>): boolean {
  return settings.turnSeconds > 0 || settings.clock !== undefined;
}

/** A competition's own row. */
export interface CompetitionRow {
  /** e.g. 'c_q3Z_x8aK0bLm' */
  readonly id: string;
  /** e.g. 'Sunday cup' */
  readonly name: string;
  /** The player who created it (better-auth user id); only they may start it early. */
  readonly host: string;
  readonly hostName: string;
  readonly settings: Settings;
  readonly status: Status;
  /** Pairings and lots are drawn from it, e.g. the id. */
  readonly seed: string;
  /** When it starts by itself (epoch ms), or null: when the host starts it. */
  readonly startsAt: number | null;
  /**
   * Entry 'link': the secret its link carries, e.g. 'q3Z_x8aK0bLm…' (24 characters of
   * base64url, from crypto), without which nobody but the host joins; shown to the host alone.
   * Null (or absent: the lab's rows) for the other entries.
   */
  readonly joinKey?: string | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

/** Someone entered, e.g. `{ player: 'u1', name: 'Ana', rating: 1620, joinedAt: …, withdrawnAt: null }`. */
export interface Entrant {
  readonly player: string;
  readonly name: string;
  /** Their rating in the game's mode when they joined (1500 without one): seeds and ties. */
  readonly rating: number;
  readonly joinedAt: number;
  /** When they left a running competition: a bot plays their remaining games. */
  readonly withdrawnAt: number | null;
}

/** A finished game's result, by seat: seat 0 is the fixture's first entrant. */
export interface GameResult {
  /** e.g. [2, 1] */
  readonly scores: readonly number[];
  /** 1 = first; level seats share a place, e.g. [1, 2]. */
  readonly places: readonly number[];
  /**
   * Seats that lost the game by forfeit (ran out of time, or left the competition while it
   * was played), e.g. [1]; absent when it was played out.
   */
  readonly forfeit?: readonly number[];
  /** The forfeit was a player leaving the competition while it was played (else: out of time). */
  readonly left?: true;
}

/**
 * A game of a round, or a bye (second null, no table). Knockout rounds are steps: a tie whose
 * game was level is decided by a deciding game in the next step, of the same `stage` and `tie`.
 * A table of three or more seats lists its players by seat: `first`, `second`, then `others`.
 */
export interface Fixture {
  readonly round: number;
  readonly index: number;
  /** The bracket round (knockout), or the round itself. */
  readonly stage: number;
  /** The tie of the stage (knockout), or the index. */
  readonly tie: number;
  readonly first: string;
  readonly second: string | null;
  /** Seats 3 onward of a table of 3+ seats, e.g. ['cy', 'di']; absent (or empty) at 2 seats. */
  readonly others?: readonly string[];
  /** The table playing it, once made; null for a bye or before its table exists. */
  readonly tableId: string | null;
  /** Null until its table finished (a bye has none). */
  readonly result: GameResult | null;
}

/** Everything known of a competition, as one transaction reads it. */
export interface Competition {
  readonly row: CompetitionRow;
  /** In the order they joined. */
  readonly entrants: readonly Entrant[];
  /** By round, then index. */
  readonly fixtures: readonly Fixture[];
}

/** A fixture as a pairing makes it, before its table. */
export type NewFixture = Omit<Fixture, 'tableId' | 'result'>;

/** A fixture's players by seat, e.g. ['ana', 'bo', 'cy'] (a bye: its one player). */
export function seatsOf(f: Pick<Fixture, 'first' | 'second' | 'others'>): string[] {
  return f.second === null ? [f.first] : [f.first, f.second, ...(f.others ?? [])];
}

/** Seats a table and the fewest a table may have, e.g. `{ seats: 4, fewestSeats: 3 }`. */
export function tableSeats(settings: Pick<Settings, 'seats' | 'fewestSeats'>): {
  seats: number;
  fewestSeats: number;
} {
  return { seats: settings.seats ?? 2, fewestSeats: settings.fewestSeats ?? 2 };
}
