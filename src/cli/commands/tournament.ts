/**
 * `matchday tournament <game> --field hard:1,normal:3,heuristic:12,easy:24,random:24
 * --formats swiss,knockout --rounds 7 --runs 10 --seed 7`: whole competitions between bots of
 * different levels (tournament-run.ts), each format played `runs` times from the same seeds,
 * reporting how often the strongest entrant (the first of the field, of its strongest level)
 * wins, and how often an entrant of that level does: which format rewards skill in which game.
 */
import type { Command } from 'commander';
import { parseOptions } from '../../core/checked.ts';
import { Rng } from '../../core/rng.ts';
import { loadGame, type PlayableGame } from '../../games/registry.ts';
import { FORMATS, type Format } from '../../competitions/competition.ts';
import { fewestSeats, tablesSeatChoices } from '../../competitions/table-sizes.ts';
import { fail, unwrap } from '../failure.ts';
import { parseCount } from '../parse/count.ts';
import { collect, parseOptionPairs } from '../parse/options.ts';
import { randomSeed } from '../parse/seed.ts';
import { runTournament, type LabEntrant } from './tournament-run.ts';

interface TournamentFlags {
  readonly field: string;
  readonly formats: string;
  readonly rounds: string;
  readonly seats?: string;
  readonly runs: string;
  readonly option: readonly string[];
  readonly seed?: string;
  readonly json?: boolean;
}

/**
 * The bots' levels, weakest first, and the nominal rating each is seeded by. Easy sits below
 * the heuristic: in 64-player fields of Goal! and Next Goal Wins (seed 35, 10 runs a format)
 * one easy bot never won against 15 heuristics, which won every competition.
 */
const LEVEL_RATINGS: Readonly<Record<string, number>> = {
  random: 1000,
  easy: 1200,
  heuristic: 1400,
  normal: 1600,
  hard: 1800,
  optimal: 2000,
};

export function registerTournament(program: Command): void {
  program
    .command('tournament')
    .description('play whole competitions between bots and report how often the strongest wins')
    .argument('<game>', 'the game id, e.g. goalkeepers')
    .option(
      '--field <levels>',
      'the entrants as level:count, strongest first',
      'hard:1,normal:3,heuristic:12,easy:24,random:24',
    )
    .option(
      '--formats <list>',
      'formats to compare: swiss, knockout, league, tables',
      'swiss,knockout',
    )
    .option('--rounds <n>', 'rounds of a Swiss or of tables', '7')
    .option('--seats <n>', 'seats a table of the tables format (default: the fewest, 3 or more)')
    .option('--runs <n>', 'competitions of each format', '10')
    .option('--option <key=value>', 'a game option, repeatable, e.g. rounds=5', collect, [])
    .option('--seed <seed>', 'the seed (default: a random one, shown in the report)')
    .option('--json', 'print one JSON object instead of lines')
    .action(tournament);
}

/** The field, strongest first: e.g. 'hard:1,easy:2' → hard#1, easy#1, easy#2. */
export function parseField(text: string): LabEntrant[] {
  const entrants: LabEntrant[] = [];
  for (const part of text.split(',')) {
    const [level = '', count = '1'] = part.trim().split(':');
    const rating = LEVEL_RATINGS[level];
    if (rating === undefined)
      fail(`--field: unknown level '${level}'. Levels: ${Object.keys(LEVEL_RATINGS).join(', ')}.`);
    const n = parseCount(count, `--field ${level}`);
    for (let i = 1; i <= n; i++)
      entrants.push({ id: `${level}#${i}`, agent: `bot:${level}`, rating });
  }
  if (entrants.length < 2) fail('--field needs at least two entrants.');
  return entrants;
}

/** The tables format's seats a table: `--seats`, or the fewest the game plays alone (3 or more). */
function tableSeatsOf(
  game: PlayableGame,
  options: Readonly<Record<string, unknown>>,
  flag: string | undefined,
): { seats: number; fewestSeats: number } {
  const choices = tablesSeatChoices(game.engine, options);
  if (choices.length === 0)
    fail(
      `--formats tables: ${game.engine.facts.id} has no tables of 3 or more, each for themselves.`,
    );
  const seats = flag === undefined ? (choices[0] as number) : parseCount(flag, '--seats');
  if (!choices.includes(seats))
    fail(`--seats: ${game.engine.facts.id} seats ${choices.join(', ')} a table, not ${seats}.`);
  return { seats, fewestSeats: fewestSeats(game.engine, options, seats) };
}

function parseFormats(text: string): Format[] {
  return text.split(',').map((name) => {
    const format = name.trim();
    if (!(FORMATS as readonly string[]).includes(format))
      fail(`--formats: unknown format '${format}'. Formats: ${FORMATS.join(', ')}.`);
    return format as Format;
  });
}

interface FormatReport {
  readonly format: Format;
  readonly runs: number;
  /** Competitions the strongest entrant won. */
  readonly strongestWon: number;
  /** Competitions an entrant of the strongest level won. */
  readonly levelWon: number;
  /** Champions by level, e.g. { hard: 6, normal: 4 }. */
  readonly championsByLevel: Readonly<Record<string, number>>;
  readonly gamesPerRun: number;
  readonly roundsPerRun: number;
  readonly msPerRun: number;
}

async function tournament(gameId: string, flags: TournamentFlags): Promise<void> {
  const game = unwrap(await loadGame(gameId));
  const options = unwrap(parseOptions(game.engine, parseOptionPairs(flags.option))) as Record<
    string,
    unknown
  >;
  const field = parseField(flags.field);
  const formats = parseFormats(flags.formats);
  const rounds = parseCount(flags.rounds, '--rounds');
  const tables = formats.includes('tables') ? tableSeatsOf(game, options, flags.seats) : undefined;
  const runs = parseCount(flags.runs, '--runs');
  const seed = flags.seed ?? randomSeed();
  const strongest = field[0] as LabEntrant;
  const levelOf = (id: string): string => id.split('#')[0] ?? id;
  const reports: FormatReport[] = [];
  for (const format of formats) {
    let strongestWon = 0;
    let levelWon = 0;
    let games = 0;
    let roundCount = 0;
    const byLevel: Record<string, number> = {};
    const began = performance.now();
    for (let run = 0; run < runs; run++) {
      // The field in a seeded order each run: the league's draw and equal ratings' order.
      const entrants = [...field];
      Rng.fromSeed(`${seed}/field/${run}`).shuffle(entrants);
      const result = runTournament({
        game,
        options,
        format,
        rounds,
        ...(tables ? { tables } : {}),
        entrants,
        seed: `${seed}/${run}`,
      });
      if (result.champion === strongest.id) strongestWon++;
      const level = levelOf(result.champion);
      if (level === levelOf(strongest.id)) levelWon++;
      byLevel[level] = (byLevel[level] ?? 0) + 1;
      games += result.games;
      roundCount += result.roundMs.length;
      if (!flags.json)
        process.stderr.write(`${format} ${run + 1}/${runs}: ${result.champion} won\n`);
    }
    reports.push({
      format,
      runs,
      strongestWon,
      levelWon,
      championsByLevel: byLevel,
      gamesPerRun: games / runs,
      roundsPerRun: roundCount / runs,
      msPerRun: (performance.now() - began) / runs,
    });
  }
  const summary = {
    game: gameId,
    options,
    seed,
    field: flags.field,
    rounds,
    ...(tables ? { seats: tables.seats } : {}),
    reports,
  };
  process.stdout.write(flags.json ? `${JSON.stringify(summary)}\n` : reportText(summary));
}

function reportText(summary: {
  game: string;
  seed: string;
  field: string;
  rounds: number;
  seats?: number;
  reports: readonly FormatReport[];
}): string {
  const lines = [
    `Tournaments of ${summary.game}, field ${summary.field}, seed ${summary.seed}`,
    '',
  ];
  const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(0)}%`;
  for (const r of summary.reports) {
    const name =
      r.format === 'swiss'
        ? `swiss (${summary.rounds} rounds)`
        : r.format === 'tables'
          ? `tables of ${summary.seats ?? 3} (${summary.rounds} rounds)`
          : r.format;
    const champions = Object.entries(r.championsByLevel)
      .sort((a, b) => b[1] - a[1])
      .map(([level, n]) => `${level} ${n}`)
      .join(', ');
    lines.push(
      `${name}: the strongest entrant won ${r.strongestWon}/${r.runs} (${pct(r.strongestWon, r.runs)}), ` +
        `its level ${r.levelWon}/${r.runs} (${pct(r.levelWon, r.runs)}); champions: ${champions}; ` +
        `${r.gamesPerRun.toFixed(0)} games in ${r.roundsPerRun.toFixed(1)} rounds, ` +
        `${(r.msPerRun / 1000).toFixed(1)} s a competition`,
    );
  }
  return `${lines.join('\n')}\n`;
}
