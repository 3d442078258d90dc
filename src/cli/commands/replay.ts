/**
 * `matchday replay <file.json>`: a saved record played again from its seed, every action
 * checked. A record that does not replay (tampered, or from another engine version) is
 * refused before anything is printed.
 */
import type { Command } from 'commander';
import { SPECTATOR } from '../../core/game.ts';
import { parseRecord, replayRecord, type GameRecord, type ReplayStep } from '../../core/record.ts';
import { loadResolver } from '../../games/registry.ts';
import { unwrap } from '../failure.ts';
import { readText } from '../files.ts';
import { outcomeLines } from '../format/outcome.ts';
import { headerLines, recordPlayers, recordWords, stepLines } from '../replay/narrate.ts';

interface ReplayFlags {
  readonly json?: boolean;
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('replay a saved game record, checking and narrating every action')
    .argument('<file>', 'a record, as written by play --save')
    .option('--json', 'print the final spectator view and outcome as JSON instead')
    .action(replay);
}

async function replay(file: string, flags: ReplayFlags): Promise<void> {
  const record = unwrap(parseRecord(readText(file)));
  const players = recordPlayers(record);
  const words = recordWords(record);
  // Narrated into memory first: a record refused halfway must leave stdout empty.
  const steps: string[] = [];
  const narrate = flags.json
    ? undefined
    : (step: ReplayStep) => steps.push(...stepLines(step, players, words));
  const { game, state, outcome } = unwrap(
    replayRecord(record, await loadResolver(record.game), narrate),
  );
  const view = game.view(state, SPECTATOR);
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(finalJson(record, view, outcome ?? null), null, 2)}\n`);
    return;
  }
  const ending = outcome ? outcomeLines(outcome, players) : ['The record ends before full time.'];
  const lines = [...headerLines(record), ...steps, '', words(game.describe(view)), ...ending];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function finalJson(record: GameRecord, view: unknown, outcome: unknown): Record<string, unknown> {
  const { game, engineVersion, seed, options, seats } = record;
  return {
    game,
    engineVersion,
    seed,
    options,
    seats,
    actions: record.actions.length,
    outcome,
    view,
  };
}
