/** A competition as the API shows it (wire.ts), from the store's state: entrants, rounds, standings. */
import { leagueStandings } from '../../competitions/league-standings.ts';
import { swissRecords } from '../../competitions/swiss-records.ts';
import { swissStandings } from '../../competitions/swiss-standings.ts';
import { byePoints, tablePoints, tablesStandings } from '../../competitions/tables.ts';
import { knockoutBracket } from '../../competitions/bracket.ts';
import { tableSeats, type Competition, type CompetitionRow, type Fixture } from './model.ts';
import { knockoutChampion, swissRounds } from './pairing.ts';
import type { CompetitionSummary, CompetitionView, GameView, StandingView } from './wire.ts';

export function summaryOf(row: CompetitionRow): CompetitionSummary {
  return {
    id: row.id,
    name: row.name,
    hostName: row.hostName,
    game: row.settings.game,
    format: row.settings.format,
    status: row.status,
    rated: row.settings.rated,
    startsAt: row.startsAt,
    createdAt: row.createdAt,
  };
}

export function viewOf(c: Competition, asker: string | null): CompetitionView {
  const { row } = c;
  const rounds: { round: number; games: GameView[] }[] = [];
  const { seats } = tableSeats(row.settings);
  const tables = row.settings.format === 'tables';
  const gameOf = (f: Fixture): GameView => ({
    index: f.index,
    stage: f.stage,
    tie: f.tie,
    first: f.first,
    second: f.second,
    others: f.others ?? [],
    points: !tables
      ? null
      : f.second === null
        ? [hundredths(byePoints(seats))]
        : f.result
          ? tablePoints(f.result.places, seats).map(hundredths)
          : null,
    tableId: f.tableId,
    result: f.result,
  });
  for (const f of c.fixtures) {
    const games = rounds.at(-1)?.round === f.round ? rounds.at(-1) : undefined;
    const game = gameOf(f);
    if (games) games.games.push(game);
    else rounds.push({ round: f.round, games: [game] });
  }
  const standings = standingsOf(c);
  const champion =
    row.status !== 'finished'
      ? null
      : row.settings.format === 'knockout'
        ? knockoutChampion(c)
        : (standings[0]?.player ?? null);
  const me = asker === null ? undefined : c.entrants.find((e) => e.player === asker);
  return {
    ...summaryOf(row),
    hostId: row.host,
    settings: row.settings,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    entrants: c.entrants.map((e) => ({
      player: e.player,
      name: e.name,
      rating: Math.round(e.rating),
      withdrawn: e.withdrawnAt !== null,
    })),
    rounds,
    bracket:
      row.settings.format !== 'knockout'
        ? []
        : knockoutBracket(c).map((stage) =>
            stage.map((tie) => ({
              ...tie,
              games: tie.games.map((f) => ({ ...gameOf(f), round: f.round })),
            })),
          ),
    standings,
    champion,
    you:
      asker === null
        ? null
        : {
            entered: me !== undefined && me.withdrawnAt === null,
            host: asker === row.host,
            // The link's secret, to its host alone: whoever has it may join.
            ...(asker === row.host && row.joinKey ? { joinKey: row.joinKey } : {}),
          },
  };
}

/** The standings of a league, Swiss or tables competition (a knockout has none). */
export function standingsOf(c: Competition): StandingView[] {
  const byId = new Map(c.entrants.map((e) => [e.player, e]));
  const line = (player: string) => ({
    player,
    name: byId.get(player)?.name ?? player,
    withdrawn: (byId.get(player)?.withdrawnAt ?? null) !== null,
  });
  switch (c.row.settings.format) {
    case 'knockout':
      return [];
    case 'league': {
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
      const ids = c.entrants.map((e) => e.player);
      return leagueStandings(ids, results, c.row.seed).map((r) => ({
        ...line(r.team),
        points: r.points,
        played: r.played,
        tieBreaks: {
          won: r.won,
          drawn: r.drawn,
          lost: r.lost,
          'goals for': r.goalsFor,
          'goals against': r.goalsAgainst,
          'goal difference': r.goalDifference,
        },
      }));
    }
    case 'swiss': {
      const rounds = swissRounds(c.fixtures);
      const records = swissRecords(
        c.entrants.map((e) => ({ id: e.player, rating: e.rating })),
        rounds,
      );
      const played = new Map<string, number>();
      for (const f of c.fixtures)
        if (f.second === null || f.result !== null)
          for (const p of [f.first, f.second]) if (p) played.set(p, (played.get(p) ?? 0) + 1);
      return swissStandings(records, rounds).map((s) => ({
        ...line(s.id),
        points: s.halfPoints / 2,
        played: played.get(s.id) ?? 0,
        tieBreaks: { Buchholz: s.buchholz / 2, 'Sonneborn-Berger': s.sonnebornBerger / 2 },
      }));
    }
    case 'tables': {
      const { seats } = tableSeats(c.row.settings);
      return tablesStandings(c.entrants, c.fixtures, seats, c.row.seed).map((s) => ({
        ...line(s.id),
        points: hundredths(s.points),
        played: s.played,
        tieBreaks: {
          'first places': s.firsts,
          "opponents' points": hundredths(s.opponents),
          byes: s.byes,
        },
      }));
    }
  }
}

/** Points of a table of fewer seats are fractions (tables.ts): shown to two places, e.g. 2.67. */
const hundredths = (x: number): number => Math.round(x * 100) / 100;
