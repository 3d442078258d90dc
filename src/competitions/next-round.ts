/**
 * What a competition plays next, from what it has played: the formats' maths (this folder)
 * applied to a competition's entrants and fixtures. Pure: the server's lifecycle calls it
 * inside the store's transaction, the lab (matchday tournament) without any store.
 */
import { knockoutFirstRound, nextRound } from './knockout.ts';
import { roundRobin } from './round-robin.ts';
import { pairSwissRound } from './swiss-pairing.ts';
import { swissRecords, type SwissRound } from './swiss-records.ts';
import { drawTablesRound, tablesStandings } from './tables.ts';
import {
  seatsOf,
  tableSeats,
  type Competition,
  type Entrant,
  type Fixture,
  type GameResult,
  type NewFixture,
} from './competition.ts';

/** What comes next: wait for games still playing, pair a round, or the end. */
export type Next =
  | { readonly kind: 'wait' }
  | { readonly kind: 'round'; readonly round: number; readonly fixtures: readonly NewFixture[] }
  | { readonly kind: 'finish' };

/** Seat 0 won ('first'), seat 1 ('second'), or neither ('draw'), by the game's places. */
export function outcomeOf(result: GameResult): 'first' | 'second' | 'draw' {
  const [a = 0, b = 0] = result.places;
  return a < b ? 'first' : a > b ? 'second' : 'draw';
}

/** Whether a fixture needs nothing more: a bye, or a game with its result. */
export const settled = (f: Fixture): boolean => f.second === null || f.result !== null;

/** The last round paired so far (0 before the first). */
export const lastRound = (c: Competition): number =>
  c.fixtures.reduce((last, f) => Math.max(last, f.round), 0);

/** The next step of `c`, which is running (or starting: no fixture yet). */
export function pairNext(c: Competition): Next {
  const last = lastRound(c);
  if (c.fixtures.some((f) => f.round === last && !settled(f))) return { kind: 'wait' };
  switch (c.row.settings.format) {
    case 'league':
      return nextLeague(c, last);
    case 'swiss':
      return nextSwiss(c, last);
    case 'knockout':
      return nextKnockout(c, last);
    case 'tables':
      return nextTables(c, last);
  }
}

/** Entrants in the order they joined: the league's draw. */
const ids = (entrants: readonly Entrant[]): string[] => entrants.map((e) => e.player);

function plain(round: number, pairs: readonly (readonly [string, string | null])[]): Next {
  const fixtures = pairs.map(([first, second], index) => ({
    round,
    index,
    stage: round,
    tie: index,
    first,
    second,
  }));
  return { kind: 'round', round, fixtures };
}

function nextLeague(c: Competition, last: number): Next {
  const schedule = roundRobin(ids(c.entrants), c.row.settings.legs);
  const fixtures = schedule[last];
  if (!fixtures) return { kind: 'finish' };
  return plain(last + 1, fixtures);
}

/** The rounds played, as the Swiss maths reads them. */
export function swissRounds(fixtures: readonly Fixture[]): SwissRound[] {
  const rounds: SwissRound[] = [];
  for (const f of fixtures) {
    const round = (rounds[f.round - 1] ??= { games: [], bye: null });
    if (f.second === null) {
      rounds[f.round - 1] = { ...round, bye: f.first };
    } else if (f.result) {
      const game = { first: f.first, second: f.second, outcome: outcomeOf(f.result) };
      rounds[f.round - 1] = { ...round, games: [...round.games, game] };
    }
  }
  for (let i = 0; i < rounds.length; i++) rounds[i] ??= { games: [], bye: null };
  return rounds;
}

function nextSwiss(c: Competition, last: number): Next {
  if (last >= c.row.settings.rounds) return { kind: 'finish' };
  // RULING: an entrant who withdrew is paired no more (as in chess Swisses); the games they
  // played still count for their opponents' tie-breaks.
  const playing = c.entrants.filter((e) => e.withdrawnAt === null);
  if (playing.length < 2) return { kind: 'finish' };
  const ids = new Set(playing.map((e) => e.player));
  // Everyone's records, then those still playing: the rounds hold the withdrawn's games too.
  const records = swissRecords(
    c.entrants.map((e) => ({ id: e.player, rating: e.rating })),
    swissRounds(c.fixtures),
  ).filter((r) => ids.has(r.id));
  const round = last + 1;
  const pairing = pairSwissRound(records, `${c.row.seed}/round-${round}`);
  const pairs: [string, string | null][] = pairing.games.map((g) => [g.first, g.second]);
  if (pairing.bye !== null) pairs.push([pairing.bye, null]);
  return plain(round, pairs);
}

/**
 * RULING (#35, tables): every entrant is drawn every round, a withdrawn one's seat played by
 * the competition's bot (as a league plays on for a leaver): a table of three or more seats
 * depends on the field's size, and dropping a player could leave a table short mid-round.
 */
function nextTables(c: Competition, last: number): Next {
  const { settings } = c.row;
  if (last >= settings.rounds) return { kind: 'finish' };
  const round = last + 1;
  const seats = tableSeats(settings);
  const ranked = tablesStandings(c.entrants, c.fixtures, seats.seats, c.row.seed);
  const played = c.fixtures.filter((f) => f.second !== null).map(seatsOf);
  const drawn = drawTablesRound(ranked, seats, c.row.seed, round, played);
  if (drawn.tables.length === 0) return { kind: 'finish' };
  const fixtures = drawn.tables.map((players, index) => tableFixture(round, index, players));
  for (const bye of drawn.byes) fixtures.push(tablesBye(round, fixtures.length, bye));
  return { kind: 'round', round, fixtures };
}

/** A table of a tables round as drawn, its players by seat, e.g. `tableFixture(2, 0, ['a', 'b', 'c'])`. */
export function tableFixture(round: number, index: number, players: readonly string[]): NewFixture {
  const [first = '', second = null, ...others] = players;
  return { round, index, stage: round, tie: index, first, second, others };
}

/** `player`'s bye in a tables round, at `index` among the round's fixtures (after its tables). */
export const tablesBye = (round: number, index: number, player: string): NewFixture => ({
  round,
  index,
  stage: round,
  tie: index,
  first: player,
  second: null,
});

/** A knockout's legs a tie: 2 for two-legged ties (the settings' `legs`), else 1. */
export const knockoutLegs = (c: Competition): 1 | 2 => (c.row.settings.legs === 2 ? 2 : 1);

/** `player`'s goals in a game, from whichever seat they held. */
export const goalsOf = (game: Fixture, player: string): number =>
  (game.first === player ? game.result?.scores[0] : game.result?.scores[1]) ?? 0;

/**
 * The winner of a knockout tie so far, from its fixtures in round order; null if undecided.
 * One leg: the game's places (its own tie rule, such as Golazo's shoot-out, included). Two
 * legs (the second with the seats swapped): the aggregate score; level on aggregate, the
 * deciding games after them. A later game (a deciding one) is read by its places.
 */
export function tieWinner(games: readonly Fixture[], legs: 1 | 2): string | null {
  const latest = games.at(-1);
  if (!latest) return null;
  if (latest.second === null) return latest.first;
  if (!latest.result) return null;
  if (legs === 2 && games.length <= 2) {
    const [leg1, leg2] = games as [Fixture, Fixture | undefined];
    if (!leg2?.result) return null;
    const a = leg1.first;
    const b = leg1.second ?? '';
    const aggregate = goalsOf(leg1, a) + goalsOf(leg2, a) - goalsOf(leg1, b) - goalsOf(leg2, b);
    if (aggregate !== 0) return aggregate > 0 ? a : b;
    return null;
  }
  const outcome = outcomeOf(latest.result);
  return outcome === 'first' ? latest.first : outcome === 'second' ? latest.second : null;
}

function nextKnockout(c: Competition, last: number): Next {
  if (last === 0) {
    const ties = knockoutFirstRound(c.entrants.map((e) => ({ id: e.player, rating: e.rating })));
    // A bye sits the entrant first, facing nobody: they go through without a table.
    return plain(
      1,
      ties.map((t) => (t.first === null ? [t.second ?? '', null] : [t.first, t.second])),
    );
  }
  const stage = c.fixtures.find((f) => f.round === last)?.stage ?? 1;
  const ties = new Map<number, Fixture[]>();
  for (const f of c.fixtures) {
    if (f.stage !== stage) continue;
    const games = ties.get(f.tie) ?? [];
    games.push(f);
    ties.set(f.tie, games);
  }
  const winners: string[] = [];
  const deciders: NewFixture[] = [];
  const legs = knockoutLegs(c);
  for (const [tie, games] of [...ties].sort((a, b) => a[0] - b[0])) {
    const winner = tieWinner(games, legs);
    if (winner !== null) {
      winners.push(winner);
      continue;
    }
    // A two-legged tie's second leg, like a deciding game, swaps its latest game's seats.
    // RULING: a tie whose game was level (a shared place: the game's own tie rule, such as
    // Golazo's shoot-out, did not part them) is decided by another game with the seats
    // swapped, as often as needed; never by lot.
    const level = games.at(-1) as Fixture;
    // RULING (#35): a two-legged tie level on aggregate goes to deciding games like a level
    // single game, not to away goals or a lot; in a game with a shoot-out of its own
    // (settings.shootOut) each deciding game is a table of that shoot-out alone (`isShootOut`).
    deciders.push({
      round: last + 1,
      index: deciders.length,
      stage,
      tie,
      first: level.second ?? '',
      second: level.first,
    });
  }
  if (deciders.length > 0) return { kind: 'round', round: last + 1, fixtures: deciders };
  if (winners.length < 2) return { kind: 'finish' };
  const fixtures = nextRound(winners).map((t, tie) => ({
    round: last + 1,
    index: tie,
    stage: stage + 1,
    tie,
    first: t.first ?? '',
    second: t.second,
  }));
  return { kind: 'round', round: last + 1, fixtures };
}

/**
 * Whether `game` is a knockout tie's shoot-out: a game after the tie's legs (a deciding game)
 * of a competition whose game settles a level tie by its shoot-out alone (settings.shootOut).
 * RULING (#35): a football tie level after its legs goes to penalties, not to a match played
 * again; a game with a shoot-out of its own settles it so, the others by a deciding game.
 */
export function isShootOut(
  c: Pick<Competition, 'row' | 'fixtures'>,
  game: Pick<Fixture, 'round' | 'stage' | 'tie'>,
): boolean {
  const { settings } = c.row;
  if (settings.format !== 'knockout' || settings.shootOut !== true) return false;
  const before = c.fixtures.filter(
    (f) => f.stage === game.stage && f.tie === game.tie && f.round < game.round,
  ).length;
  return before >= (settings.legs === 2 ? 2 : 1);
}

/** The knockout's champion, once its final is decided. */
export function knockoutChampion(c: Competition): string | null {
  if (c.row.status !== 'finished' || c.fixtures.length === 0) return null;
  const stage = Math.max(...c.fixtures.map((f) => f.stage));
  return tieWinner(
    c.fixtures.filter((f) => f.stage === stage && f.tie === 0),
    knockoutLegs(c),
  );
}
