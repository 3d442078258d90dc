/** `matchday games`: the catalogue, with what can be played now and what is coming. */
import type { Command } from 'commander';
import { CATALOGUE, GAME_IDS, loadGame } from '../../games/registry.ts';

interface GamesFlags {
  readonly json?: boolean;
}

interface GameRow {
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly status: 'playable' | 'coming';
  readonly summary: string;
}

export function registerGames(program: Command): void {
  program
    .command('games')
    .description('list the games, their seats, and whether they can be played yet')
    .option('--json', 'print the list as JSON')
    .action(async (flags: GamesFlags) => {
      const rows = await catalogueRows();
      process.stdout.write(flags.json ? `${JSON.stringify(rows, null, 2)}\n` : table(rows));
    });
}

// Loads every playable game: their engines' facts are what this list shows.
async function catalogueRows(): Promise<GameRow[]> {
  const loaded = await Promise.all(GAME_IDS.map(loadGame));
  return GAME_IDS.map((id, i) => {
    const { title, summary } = CATALOGUE[id];
    const found = loaded[i];
    const engine = found?.ok ? found.value.engine : undefined;
    // A playable game's engine says how many seats it takes today; the catalogue, the plan.
    const { minSeats, maxSeats } = engine?.facts ?? CATALOGUE[id];
    return { id, title, minSeats, maxSeats, status: engine ? 'playable' : 'coming', summary };
  });
}

function table(rows: readonly GameRow[]): string {
  const idWidth = Math.max(...rows.map((r) => r.id.length));
  const titleWidth = Math.max(...rows.map((r) => r.title.length));
  const lines = rows.map((r) => {
    const seats = `${r.minSeats}-${r.maxSeats} seats`.padEnd(11);
    return `${r.id.padEnd(idWidth)}  ${r.title.padEnd(titleWidth)}  ${seats}  ${r.status.padEnd(8)}  ${r.summary}`;
  });
  return `${lines.join('\n')}\n`;
}
