/**
 * A whole competition between bots, in memory (issue #35's lab tournament): the server's own
 * pairing (src/server/competitions/pairing.ts) drives the rounds, each game is played by the
 * match runner with the entrants' bots, and the winner is read as the server reads it. No
 * store, no tables: the same rules, at the lab's speed.
 */
import type { AgentFactory } from '../../core/agent.ts';
import { runMatch } from '../../core/match.ts';
import { botFor } from '../../bots/agents.ts';
import type { PlayableGame } from '../../games/registry.ts';
import type {
  Competition,
  Entrant,
  Fixture,
  Format,
  GameResult,
} from '../../competitions/competition.ts';
import { seatsOf, tableSeats } from '../../competitions/competition.ts';
import { leagueStandings } from '../../competitions/league-standings.ts';
import { knockoutChampion, pairNext, swissRounds } from '../../competitions/next-round.ts';
import { swissRecords } from '../../competitions/swiss-records.ts';
import { swissStandings } from '../../competitions/swiss-standings.ts';
import { tablesStandings } from '../../competitions/tables.ts';

/** An entrant of the lab, e.g. `{ id: 'hard#1', agent: 'bot:hard', rating: 1900 }`. */
export interface LabEntrant {
  readonly id: string;
  readonly agent: string;
  /** Seeds the knockout and orders the Swiss, e.g. by the bot's level. */
  readonly rating: number;
}

export interface TournamentRequest {
  readonly game: PlayableGame;
  readonly options: Readonly<Record<string, unknown>>;
  readonly format: Format;
  /** Swiss and tables rounds; a league's legs are 1. */
  readonly rounds: number;
  /** The tables format: seats a table, and the fewest a smaller table may have, e.g. 4 and 2. */
  readonly tables?: { readonly seats: number; readonly fewestSeats: number };
  readonly entrants: readonly LabEntrant[];
  readonly seed: string;
  /** Plays one game; default: the match runner with each entrant's bot. */
  readonly play?: (first: LabEntrant, second: LabEntrant, seed: string) => GameResult;
  /** Plays a table of any size (the tables format); default: the match runner. */
  readonly playTable?: (players: readonly LabEntrant[], seed: string) => GameResult;
}

export interface TournamentResult {
  readonly champion: string;
  /** The final order where the format has one (league, Swiss); a knockout's: the champion. */
  readonly order: readonly string[];
  readonly games: number;
  /** Milliseconds each round took: pairing plus its games. */
  readonly roundMs: readonly number[];
  /** Milliseconds each round's pairing alone took. */
  readonly pairingMs: readonly number[];
}

/** The match runner's game between two lab entrants, as a competition reads it. */
export function botGame(
  game: PlayableGame,
  options: Readonly<Record<string, unknown>>,
): (first: LabEntrant, second: LabEntrant, seed: string) => GameResult {
  const table = botTable(game, options);
  return (first, second, seed) => table([first, second], seed);
}

/** The match runner's game at a table of any size, as a competition reads it. */
export function botTable(
  game: PlayableGame,
  options: Readonly<Record<string, unknown>>,
): (players: readonly LabEntrant[], seed: string) => GameResult {
  const factories = new Map<string, AgentFactory>();
  const factory = (agent: string): AgentFactory => {
    let made = factories.get(agent);
    if (!made) {
      const found = botFor(agent, game);
      if (!found.ok) throw new Error(found.error.message);
      made = found.value;
      factories.set(agent, made);
    }
    return made;
  };
  return (entrants, seed) => {
    const players = entrants.map((e) => ({ name: e.id, agent: e.agent, make: factory(e.agent) }));
    const played = runMatch(game.engine, { players, seed, options });
    if (!played.ok) throw new Error(played.error.message);
    const outcome = played.value.outcome;
    // A game stopped at its bound is a draw for all, as the lab counts it.
    return outcome
      ? { scores: [...outcome.scores], places: [...outcome.places] }
      : { scores: players.map(() => 0), places: players.map(() => 1) };
  };
}

export function runTournament(request: TournamentRequest): TournamentResult {
  const play = request.play ?? botGame(request.game, request.options);
  const playTable = request.playTable ?? botTable(request.game, request.options);
  const byId = new Map(request.entrants.map((e) => [e.id, e]));
  const entrants: Entrant[] = request.entrants.map((e, i) => ({
    player: e.id,
    name: e.id,
    rating: e.rating,
    joinedAt: i,
    withdrawnAt: null,
  }));
  let c: Competition = {
    row: {
      id: request.seed,
      name: 'lab',
      host: 'lab',
      hostName: 'lab',
      settings: {
        game: request.game.engine.facts.id,
        options: request.options,
        format: request.format,
        rounds: request.rounds,
        ...(request.format === 'tables' ? request.tables : {}),
        legs: 1,
        rated: false,
        entry: 'open',
        minEntrants: 2,
        maxEntrants: request.entrants.length,
        botLevel: 'normal',
        turnSeconds: 0,
      },
      status: 'running',
      seed: request.seed,
      startsAt: null,
      createdAt: 0,
      startedAt: 0,
      finishedAt: null,
    },
    entrants,
    fixtures: [],
  };
  const roundMs: number[] = [];
  const pairingMs: number[] = [];
  let games = 0;
  for (;;) {
    const began = performance.now();
    const next = pairNext(c);
    const paired = performance.now();
    if (next.kind === 'finish') break;
    if (next.kind === 'wait') throw new Error('a lab round left a game unplayed');
    const played: Fixture[] = next.fixtures.map((f) => {
      if (f.second === null) return { ...f, tableId: null, result: null };
      const first = byId.get(f.first) as LabEntrant;
      const second = byId.get(f.second) as LabEntrant;
      games++;
      const seed = `${request.seed}/${f.round}/${f.index}`;
      const result =
        c.row.settings.format === 'tables'
          ? playTable(
              seatsOf(f).map((id) => byId.get(id) as LabEntrant),
              seed,
            )
          : play(first, second, seed);
      return { ...f, tableId: `${f.round}/${f.index}`, result };
    });
    c = { ...c, fixtures: [...c.fixtures, ...played] };
    pairingMs.push(paired - began);
    roundMs.push(performance.now() - began);
  }
  c = { ...c, row: { ...c.row, status: 'finished' } };
  const order = finalOrder(c);
  return { champion: order[0] ?? '', order, games, roundMs, pairingMs };
}

/** The final order: the league's table, the Swiss or tables standings, or a knockout's champion. */
function finalOrder(c: Competition): string[] {
  const { format } = c.row.settings;
  if (format === 'knockout') return [knockoutChampion(c) ?? ''];
  if (format === 'tables')
    return tablesStandings(
      c.entrants,
      c.fixtures,
      tableSeats(c.row.settings).seats,
      c.row.seed,
    ).map((s) => s.id);
  if (format === 'swiss') {
    const rounds = swissRounds(c.fixtures);
    const records = swissRecords(
      c.entrants.map((e) => ({ id: e.player, rating: e.rating })),
      rounds,
    );
    return swissStandings(records, rounds).map((s) => s.id);
  }
  const results = c.fixtures.flatMap((f) =>
    f.second !== null && f.result
      ? [
          {
            home: f.first,
            away: f.second,
            homeGoals: f.result.scores[0] ?? 0,
            awayGoals: f.result.scores[1] ?? 0,
          },
        ]
      : [],
  );
  return leagueStandings(
    c.entrants.map((e) => e.player),
    results,
    c.row.seed,
  ).map((r) => r.team);
}
