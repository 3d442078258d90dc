/** The `matchday` command line: its commands, and commander set up to report, not exit. */
import { Command } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import { registerGames } from './commands/games.ts';
import { registerLab } from './commands/lab.ts';
import { registerLabWorker } from './commands/lab-worker.ts';
import { registerPlay } from './commands/play.ts';
import { registerReplay } from './commands/replay.ts';
import { registerSeats } from './commands/seats.ts';
import { registerSimulate } from './commands/simulate.ts';
import { registerTournament } from './commands/tournament.ts';

export function buildProgram(): Command {
  const program = new Command('matchday')
    .description('Play and study football tabletop games.')
    .version(packageJson.version)
    // Commander's errors are thrown, not printed and exited on, so that run.ts reports them
    // like any other bad input: one line on stderr, exit status 2. The settings are copied to
    // every command registered after them.
    .exitOverride()
    .configureOutput({ writeErr: () => undefined, outputError: () => undefined })
    .showSuggestionAfterError();
  registerGames(program);
  registerPlay(program);
  registerSimulate(program);
  registerReplay(program);
  registerLab(program);
  registerLabWorker(program);
  registerSeats(program);
  registerTournament(program);
  return program;
}
