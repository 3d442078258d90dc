/**
 * The lab's aggregate: everything a report needs, as counts and histograms that merge by
 * addition. A chunk of games is counted by a `Recorder` (which allocates nothing per action),
 * read out as a plain-data `LabTally` (it crosses worker boundaries as it is), and tallies
 * are merged in chunk order, so a seed gives the same report whatever the number of workers.
 *
 * A game stopped at its bound (an endless game, GameFacts.endless) has no outcome: it counts
 * in `games`, `stopped` and the length figures (at its bound), but in no results or scores,
 * which are those of the finished games (`games - stopped`).
 */
import type { Outcome, Seat } from '../core/game.ts';
import { Counts, mergePairs, type Pairs } from './counts.ts';
import type { ProbeTally, ProbeWatcher } from '../core/probe.ts';
import { mergeShapes, type ShapeTally } from './shape.ts';
import { addMoments, emptyMoments, type Moments } from './stats.ts';

/** How many choice counts a Recorder counts in its slots, e.g. decisions offering 0 to 63 actions. */
const BRANCHING_SLOTS = 64;

/** Results counted for one seat, or for one bot of the list when bots change seats. */
export interface ResultTally {
  /** First place while some seat finished lower (partners and ties for first win together). */
  wins: number;
  /** Games in which every seat shared first place. */
  draws: number;
  losses: number;
}

export interface LabTally {
  /** Games counted, stopped ones included, e.g. 5000. */
  games: number;
  /** Games stopped at their bound without an outcome (endless games only), e.g. 12. */
  stopped: number;
  /** Games every seat shared first place in. */
  drawnGames: number;
  /** Results by seat, e.g. [{ wins: 2600, draws: 0, losses: 2400 }, …]. */
  seats: ResultTally[];
  /** Results by bot (its place in the list of bots); the same as `seats` unless seats rotate. */
  entrants: ResultTally[];
  /** Results by team, in the order of the game's teams; empty for a game without teams. */
  teams: ResultTally[];
  /**
   * Each seat's share of its head-to-heads, game by game (see headToHead): the seat advantage on
   * one scale for any number of seats, 0.5 for a seat that no order favours.
   */
  field: Moments[];
  /** The same by bot (its place in the list of bots); the same as `field` unless seats rotate. */
  entrantField: Moments[];
  /** Each seat's final scores. */
  scores: Pairs[];
  /** The sum of all seats' final scores per game: goals per match where scores are goals. */
  totalScore: Pairs;
  /** Game length in decisions (actions chosen). */
  decisions: Pairs;
  /** Game length in turns: runs of consecutive decisions by one seat. */
  turns: Pairs;
  /** Decisions by how many legal actions they offered, e.g. [[1, 900], [2, 3400]]. */
  branching: Pairs;
  /** The game's probe's counts, or null when it has none (or probes were off). */
  probe: ProbeTally | null;
  /** Cards and choices (see cards.ts), when the run counts them (LabConfig.metrics). */
  cards?: ProbeTally;
  /**
   * A restricted variant's decisions that offered its card or choice, and those whose choices
   * the restriction changed (restrict.ts), e.g. [5200, 4100].
   */
  restricted?: number[];
  /** The shape of the games (shape.ts), when the run counts it (LabConfig.metrics). */
  shape?: ShapeTally;
}

function results(n: number): ResultTally[] {
  return Array.from({ length: n }, () => ({ wins: 0, draws: 0, losses: 0 }));
}

export function emptyTally(seats: number, probe: boolean, teams = 0): LabTally {
  return {
    games: 0,
    stopped: 0,
    drawnGames: 0,
    seats: results(seats),
    entrants: results(seats),
    teams: results(teams),
    field: Array.from({ length: seats }, emptyMoments),
    entrantField: Array.from({ length: seats }, emptyMoments),
    scores: Array.from({ length: seats }, () => []),
    totalScore: [],
    decisions: [],
    turns: [],
    branching: [],
    probe: probe ? {} : null,
  };
}

/** What one seat's place means: 'win', 'draw' or 'loss' (see ResultTally). */
export function resultOf(outcome: Outcome, seat: number): keyof ResultTally {
  const places = outcome.places;
  if (places[seat] !== 1) return 'losses';
  for (const place of places) if (place !== 1) return 'wins';
  return 'draws';
}

// A result as an index, into the flat per-game counts of a Recorder: three per seat.
const WIN = 0;
const DRAW = 1;
const LOSS = 2;

/**
 * Which bot of the list sits in `seat` when bot 0 sits in seat `shift` (LabConfig.rotate): the
 * seat itself without rotation, with no division (this runs for every seat of every game).
 */
export function botAt(seat: Seat, shift: number, seats: number): number {
  return shift === 0 ? seat : (seat + seats - shift) % seats;
}

/** Whether every seat shares first place: a drawn game (see ResultTally). */
export function everySeatFirst(places: readonly number[]): boolean {
  for (let seat = 0; seat < places.length; seat++) if (places[seat] !== 1) return false;
  return true;
}

/**
 * `seat`'s share of its head-to-heads in one game: against each opponent (every other seat, or
 * every seat of another team when `teamOf` gives teams) 1 when it finished ahead, 1/2 when level,
 * 0 when behind, averaged over the opponents. With two sides it is a win plus half a draw; with
 * more it is the chance of finishing ahead of a seat drawn at random, so 0.5 is fair at any count.
 */
export function headToHead(
  places: readonly number[],
  seat: Seat,
  teamOf?: ArrayLike<number>,
): number {
  const own = places[seat] as number;
  let points = 0;
  let opponents = 0;
  for (let other = 0; other < places.length; other++) {
    if (other === seat || (teamOf !== undefined && teamOf[other] === teamOf[seat])) continue;
    const theirs = places[other] as number;
    points += own < theirs ? 1 : own === theirs ? 0.5 : 0;
    opponents++;
  }
  return opponents === 0 ? 0.5 : points / opponents;
}

/** As resultOf says, in numbers: first place is a win unless every seat shares it. */
function resultCode(place: number | undefined, drawn: boolean): number {
  return place !== 1 ? LOSS : drawn ? DRAW : WIN;
}

/** Results counted as numbers, three per seat or team (wins, draws, losses). */
class ResultCounts {
  private readonly counts: Float64Array;

  constructor(n: number) {
    this.counts = new Float64Array(3 * n);
  }

  add(index: number, result: number): void {
    (this.counts[3 * index + result] as number)++;
  }

  read(): ResultTally[] {
    const c = this.counts;
    return Array.from({ length: c.length / 3 }, (_, i) => ({
      wins: c[3 * i + WIN] as number,
      draws: c[3 * i + DRAW] as number,
      losses: c[3 * i + LOSS] as number,
    }));
  }
}

/** Counts the games of one chunk. */
export class Recorder {
  private games = 0;
  private stopped = 0;
  private drawnGames = 0;
  private readonly seats: number;
  private readonly seatResults: ResultCounts;
  private readonly entrantResults: ResultCounts;
  // Each team's first seat (teammates share a place), and the team's results.
  private readonly teamSeats: Seat[];
  private readonly teamResults: ResultCounts;
  // Each seat's team (its index in the game's teams), or undefined without teams.
  private readonly teamOf: Int32Array | undefined;
  // Head-to-head shares' sums, three per seat or bot (n, sum, sum of squares): see headToHead.
  private readonly field: Float64Array;
  private readonly entrantField: Float64Array;
  private readonly scores: Counts[];
  private readonly totalScore = new Counts();
  private readonly decisions = new Counts();
  private readonly turns = new Counts();
  /**
   * Decisions by actions offered, counted by the play loop directly, once per decision: below
   * BRANCHING_SLOTS actions (nearly every decision) by one increment here, at the index of the
   * number offered; from there on in `branching`.
   */
  readonly branchingSlots = new Float64Array(BRANCHING_SLOTS);
  readonly branching = new Counts();
  private readonly watcher: ProbeWatcher | undefined;

  /** `teams`: the game's teams when it has them (GameFacts.teams), else none. */
  constructor(
    seats: number,
    watcher: ProbeWatcher | undefined,
    teams: readonly (readonly Seat[])[] = [],
  ) {
    this.seats = seats;
    this.seatResults = new ResultCounts(seats);
    this.entrantResults = new ResultCounts(seats);
    this.teamSeats = teams.map((members) => members[0] ?? 0);
    this.teamResults = new ResultCounts(teams.length);
    this.teamOf = teams.length > 0 ? teamIndex(seats, teams) : undefined;
    this.field = new Float64Array(3 * seats);
    this.entrantField = new Float64Array(3 * seats);
    this.scores = Array.from({ length: seats }, () => new Counts());
    this.watcher = watcher;
  }

  /**
   * Counts a game of `decisions` actions in `turns` turns, finished with `outcome` or stopped
   * at its bound when `outcome` is undefined. `shift` is the seat bot 0 of the list sat in
   * (bots rotate by it: see LabConfig.rotate), 0 without rotation. A player that does not count
   * turns (a match series: `matchday simulate`) leaves `turns` out, and `turns` stays empty.
   */
  finish(outcome: Outcome | undefined, decisions: number, turns?: number, shift = 0): void {
    this.decisions.add(decisions);
    if (turns !== undefined) this.turns.add(turns);
    this.games++;
    if (outcome) this.count(outcome, shift);
    else this.stopped++;
  }

  // Runs once per game of the lab's hot loop: plain loops, no closures.
  private count(outcome: Outcome, shift: number): void {
    const { seats, seatResults, entrantResults } = this;
    const places = outcome.places;
    const drawn = everySeatFirst(places);
    let total = 0;
    for (let seat = 0; seat < seats; seat++) {
      const result = resultCode(places[seat], drawn);
      seatResults.add(seat, result);
      const bot = botAt(seat, shift, seats);
      entrantResults.add(bot, result);
      const share = headToHead(places, seat, this.teamOf);
      addShare(this.field, seat, share);
      addShare(this.entrantField, bot, share);
      const score = outcome.scores[seat] ?? 0;
      (this.scores[seat] as Counts).add(score);
      total += score;
    }
    if (drawn) this.drawnGames++;
    this.totalScore.add(total);
    const teamSeats = this.teamSeats;
    for (let team = 0; team < teamSeats.length; team++)
      this.teamResults.add(team, resultCode(places[teamSeats[team] as Seat], drawn));
  }

  private branchingPairs(): Pairs {
    return mergePairs(slotPairs(this.branchingSlots), this.branching.pairs());
  }

  tally(): LabTally {
    return {
      games: this.games,
      stopped: this.stopped,
      drawnGames: this.drawnGames,
      seats: this.seatResults.read(),
      entrants: this.entrantResults.read(),
      teams: this.teamResults.read(),
      field: readMoments(this.field),
      entrantField: readMoments(this.entrantField),
      scores: this.scores.map((c) => c.pairs()),
      totalScore: this.totalScore.pairs(),
      decisions: this.decisions.pairs(),
      turns: this.turns.pairs(),
      branching: this.branchingPairs(),
      probe: this.watcher ? this.watcher.tally() : null,
    };
  }
}

/** Each seat's team index, for a game that plays in teams. */
export function teamIndex(seats: number, teams: readonly (readonly Seat[])[]): Int32Array {
  const teamOf = new Int32Array(seats);
  teams.forEach((members, team) => {
    for (const seat of members) teamOf[seat] = team;
  });
  return teamOf;
}

/** Counts one game's share for seat or bot `i` into flat sums: n, sum, sum of squares. */
function addShare(sums: Float64Array, i: number, share: number): void {
  (sums[3 * i] as number)++;
  (sums[3 * i + 1] as number) += share;
  (sums[3 * i + 2] as number) += share * share;
}

function readMoments(sums: Float64Array): Moments[] {
  return Array.from({ length: sums.length / 3 }, (_, i) => ({
    n: sums[3 * i] as number,
    sum: sums[3 * i + 1] as number,
    sumSquares: sums[3 * i + 2] as number,
  }));
}

function addAllMoments(a: readonly Moments[], b: readonly Moments[]): Moments[] {
  return a.map((m, i) => {
    const sum = { ...m };
    const other = b[i];
    if (other) addMoments(sum, other);
    return sum;
  });
}

function slotPairs(slots: Float64Array): Pairs {
  const pairs: Pairs = [];
  slots.forEach((count, value) => {
    if (count > 0) pairs.push([value, count]);
  });
  return pairs;
}

function addResults(a: readonly ResultTally[], b: readonly ResultTally[]): ResultTally[] {
  return a.map((r, i) => {
    const o = b[i] ?? { wins: 0, draws: 0, losses: 0 };
    return { wins: r.wins + o.wins, draws: r.draws + o.draws, losses: r.losses + o.losses };
  });
}

/** Adds two probe tallies vector by vector; keys come out sorted, whatever the order of merging. */
export function mergeProbeTallies(a: ProbeTally, b: ProbeTally): ProbeTally {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const out: ProbeTally = {};
  for (const key of keys) {
    const x = a[key] ?? [];
    const y = b[key] ?? [];
    const sum: number[] = [];
    for (let i = 0; i < Math.max(x.length, y.length); i++) sum.push((x[i] ?? 0) + (y[i] ?? 0));
    out[key] = sum;
  }
  return out;
}

/** The tally of two sets of games together. */
export function mergeTallies(a: LabTally, b: LabTally): LabTally {
  return {
    games: a.games + b.games,
    stopped: a.stopped + b.stopped,
    drawnGames: a.drawnGames + b.drawnGames,
    seats: addResults(a.seats, b.seats),
    entrants: addResults(a.entrants, b.entrants),
    teams: addResults(a.teams, b.teams),
    field: addAllMoments(a.field, b.field),
    entrantField: addAllMoments(a.entrantField, b.entrantField),
    scores: a.scores.map((pairs, seat) => mergePairs(pairs, b.scores[seat] ?? [])),
    totalScore: mergePairs(a.totalScore, b.totalScore),
    decisions: mergePairs(a.decisions, b.decisions),
    turns: mergePairs(a.turns, b.turns),
    branching: mergePairs(a.branching, b.branching),
    probe: a.probe && b.probe ? mergeProbeTallies(a.probe, b.probe) : (a.probe ?? b.probe),
    ...mergeOptional('cards', a.cards, b.cards, mergeProbeTallies),
    ...mergeOptional('shape', a.shape, b.shape, mergeShapes),
    ...mergeOptional('restricted', a.restricted, b.restricted, (x, y) =>
      x.map((n, i) => n + (y[i] ?? 0)),
    ),
  };
}

/** An optional part of two tallies merged: absent when neither has it. */
function mergeOptional<K extends string, T>(
  key: K,
  a: T | undefined,
  b: T | undefined,
  merge: (a: T, b: T) => T,
): Partial<Record<K, T>> {
  const value = a && b ? merge(a, b) : (a ?? b);
  return value === undefined ? {} : ({ [key]: value } as Partial<Record<K, T>>);
}
