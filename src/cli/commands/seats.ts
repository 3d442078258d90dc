/**
 * `matchday seats <game> --games N --bot heuristic --seed S`: the seat advantage of a game at
 * every seat count it allows (src/lab/seat-advantage.ts), the same bot in every seat, printed
 * as the Markdown table the design notes and docs/bots.md carry.
 */
import type { Command } from 'commander';
import { LabError } from '../../lab/errors.ts';
import { defaultWorkers, threadExecutor } from '../../lab/node/pool.ts';
import { runSeatAdvantage, seatAdvantageTable } from '../../lab/seat-advantage.ts';
import { fail } from '../failure.ts';
import { parseCount } from '../parse/count.ts';
import { collect, parseOptionPairs } from '../parse/options.ts';
import { randomSeed } from '../parse/seed.ts';

interface SeatsFlags {
  readonly games: string;
  readonly bot: string;
  readonly option: readonly string[];
  readonly seats?: string;
  readonly seed?: string;
  readonly workers?: string;
}

export function registerSeats(program: Command): void {
  program
    .command('seats')
    .description("a game's seat advantage at every seat count: the same bot in every seat")
    .argument('<game>', 'the game id, e.g. goalkeepers')
    .option('--games <n>', 'games per seat count', '4000')
    .option('--bot <bot>', 'the bot in every seat, e.g. heuristic, random, easy', 'heuristic')
    .option('--option <key=value>', 'a game option, repeatable, e.g. rounds=5', collect, [])
    .option('--seats <list>', 'only these seat counts, e.g. 2,4')
    .option('--seed <seed>', 'the seed (default: a random one, printed)')
    .option('--workers <n>', 'worker threads (default: every core)')
    .action(seats);
}

async function seats(gameId: string, flags: SeatsFlags): Promise<void> {
  const workers =
    flags.workers === undefined ? defaultWorkers() : parseCount(flags.workers, '--workers');
  const seed = flags.seed ?? randomSeed();
  const counts = flags.seats?.split(',').map((n) => parseCount(n.trim(), '--seats'));
  try {
    const rows = await runSeatAdvantage(
      {
        game: gameId,
        bot: flags.bot.replace(/^bot:/, ''),
        options: parseOptionPairs(flags.option),
        games: parseCount(flags.games, '--games'),
        seed,
        ...(counts ? { seats: counts } : {}),
      },
      threadExecutor(workers),
      (n) => process.stderr.write(`${gameId}: ${n} seats…\n`),
    );
    process.stdout.write(
      `${gameId}, bot:${flags.bot.replace(/^bot:/, '')} in every seat, seed ${seed}; each seat's share of its head-to-heads (ahead 1, level 1/2, behind 0) with 95% intervals:\n\n${seatAdvantageTable(rows)}`,
    );
  } catch (error) {
    if (error instanceof LabError) fail(error.message);
    throw error;
  }
}
