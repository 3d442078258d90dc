/**
 * `matchday simulate <game> --games N --seats bot:random,bot:heuristic --seed 7`: headless
 * games between bots, reported per seat (and per team where the game has teams). Game i is
 * played from seed `${seed}/${i}`, so a seed fixes the whole report, byte for byte.
 */
import type { Command } from 'commander';
import { fail, unwrap } from '../failure.ts';
import { parseCount } from '../parse/count.ts';
import { collect } from '../parse/options.ts';
import { randomSeed } from '../parse/seed.ts';
import { prepareTable, type Table } from '../parse/table.ts';
import { reportText } from '../simulate/report.ts';
import { Simulation, type SimulationRequest } from '../simulate/simulation.ts';
import { summarize } from '../simulate/summary.ts';

interface SimulateFlags {
  readonly seats: string;
  readonly games: string;
  readonly option: readonly string[];
  readonly seed?: string;
  readonly json?: boolean;
}

export function registerSimulate(program: Command): void {
  program
    .command('simulate')
    .description('play many games between bots and report wins, scores and game lengths')
    .argument('<game>', 'the game id, e.g. goalkeepers')
    .requiredOption('--seats <list>', 'the bots, in seat order, e.g. bot:random,bot:heuristic')
    .option('--games <n>', 'how many games to play', '100')
    .option('--option <key=value>', 'a game option, repeatable, e.g. rounds=5', collect, [])
    .option('--seed <seed>', 'the seed (default: a random one, shown in the report)')
    .option('--json', 'print one JSON object instead of tables')
    .action(simulate);
}

async function simulate(gameId: string, flags: SimulateFlags): Promise<void> {
  const table = await prepareTable({ game: gameId, seats: flags.seats, optionPairs: flags.option });
  const games = parseCount(flags.games, '--games');
  const players = botPlayers(table);
  const seed = flags.seed ?? randomSeed();
  const engine = table.game.engine;
  const simulation = unwrap(Simulation.start(engine, { seed, options: table.options, players }));
  for (let i = 0; i < games; i++) simulation.playNext();
  const { endless, actionBound } = engine.facts;
  const setup = {
    game: gameId,
    options: table.options,
    seed,
    seats: players.map((p) => p.agent),
    teams: simulation.teams,
    ...(endless ? { endlessBound: actionBound } : {}),
  };
  const summary = summarize(setup, simulation.tally());
  process.stdout.write(flags.json ? `${JSON.stringify(summary)}\n` : reportText(summary));
}

function botPlayers(table: Table): SimulationRequest['players'] {
  return table.seats.map(({ descriptor, bot }, seat) => {
    if (!bot) fail(`simulate plays bots only; seat ${seat + 1} is '${descriptor}'.`);
    return { agent: descriptor, make: bot };
  });
}
