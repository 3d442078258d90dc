/**
 * Runs one command line and turns whatever went wrong into an exit status:
 * 0 done, 2 bad input (one line on stderr, no stack trace), 1 a bug in Matchday itself.
 */
import { CommanderError } from 'commander';
import { CliFailure } from './failure.ts';
import { buildProgram } from './program.ts';

export const BAD_INPUT = 2;
export const INTERNAL_ERROR = 1;
const COMMANDS = 'games, play, simulate, replay, lab or lab-worker';

export async function runCli(args: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(args, { from: 'user' });
    return 0;
  } catch (error) {
    return report(error);
  }
}

function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // --help and --version end by throwing too, with status 0.
    if (error.exitCode === 0) return 0;
    return complain(commanderMessage(error));
  }
  if (error instanceof CliFailure) return complain(error.message);
  const detail = error instanceof Error ? error.message : String(error);
  process.stderr.write(`matchday: internal error: ${detail}\n`);
  if (process.env.MATCHDAY_DEBUG && error instanceof Error)
    process.stderr.write(`${error.stack ?? ''}\n`);
  return INTERNAL_ERROR;
}

function complain(message: string): number {
  process.stderr.write(`matchday: ${oneLine(message)}\n`);
  return BAD_INPUT;
}

function commanderMessage(error: CommanderError): string {
  // Commander shows the help as an error when no command was given.
  if (error.code === 'commander.help')
    return `a command is needed: ${COMMANDS} (see matchday --help).`;
  return error.message.replace(/^error: /, '');
}

/** Commander puts its suggestions on a second line, e.g. '(Did you mean games?)'. */
function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, ' ').trim();
}
