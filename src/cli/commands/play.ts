/** `matchday play <game> --seats human,bot:heuristic`: a game at the terminal. */
import type { Command } from 'commander';
import { formatRecord, sealRecord } from '../../core/record.ts';
import { ok } from '../../core/result.ts';
import { checkWritable, writeText } from '../files.ts';
import { unwrap } from '../failure.ts';
import { collect } from '../parse/options.ts';
import { randomSeed } from '../parse/seed.ts';
import { prepareTable } from '../parse/table.ts';
import { playAtTerminal } from '../play/session.ts';
import { processTerminal, type Terminal } from '../play/terminal.ts';

interface PlayFlags {
  readonly seats: string;
  readonly option: readonly string[];
  readonly seed?: string;
  readonly save?: string;
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game at the terminal; several people may share it (hot-seat)')
    .argument('<game>', 'the game id, e.g. goalkeepers')
    .requiredOption('--seats <list>', 'who sits where, in order, e.g. human,bot:heuristic')
    .option('--option <key=value>', 'a game option, repeatable, e.g. rounds=5', collect, [])
    .option('--seed <seed>', 'the seed (default: a random one, printed at the start)')
    .option('--save <file>', 'write the game record to this file at the end')
    .action(play);
}

async function play(gameId: string, flags: PlayFlags): Promise<void> {
  const table = await prepareTable({ game: gameId, seats: flags.seats, optionPairs: flags.option });
  if (flags.save !== undefined) checkWritable(flags.save);
  const seed = flags.seed ?? randomSeed();
  const hasHumans = table.seats.some((plan) => !plan.bot);
  const terminal = hasHumans ? processTerminal() : printOnly();
  terminal.say(`${table.game.engine.facts.title}, options ${JSON.stringify(table.options)}.`);
  terminal.say(`Seed: ${seed} (play the same game again with --seed ${seed})`);
  try {
    const { record, finished } = await playAtTerminal(table, seed, terminal);
    if (!finished) terminal.say(`Left unfinished after ${record.actions.length} actions.`);
    if (flags.save !== undefined) {
      writeText(flags.save, formatRecord(unwrap(sealRecord(record, () => ok(table.game.engine)))));
      terminal.say(`Record saved to ${flags.save}.`);
    }
  } finally {
    terminal.close();
  }
}

/** A terminal for games without people: nothing is ever asked, so stdin is left alone. */
function printOnly(): Terminal {
  return {
    say: (text) => process.stdout.write(`${text}\n`),
    ask: () => Promise.resolve(undefined),
    close: () => undefined,
  };
}
