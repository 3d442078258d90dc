/**
 * Calibrates the bot levels' ratings (issue #34) and writes src/ratings/bot-ratings.data.ts:
 * for every rating mode, seeded games of the lab's bots (the levels of src/bots/levels.ts,
 * thinking in iterations so a rerun plays the very same games) with each side played by one
 * level, every ordering of the three levels in turn; each pair of sides of different levels
 * is one head-to-head (the better place wins, a shared place is a draw), and the levels'
 * ratings are fitted from them (src/ratings/bradley-terry.ts), the easy bot held at 1500.
 *
 *   node src/server/ratings/calibrate-bots.ts [--game goal] [--mode golazo-1v1] [--games 12]
 *     [--results FILE] [--part K/N]
 *
 * With --game or --mode (repeatable), only those modes are played again (--games: per mode
 * instead of the plan's); the others are kept from the file. Game i of mode M is seeded
 * `bots/M/i`. --results keeps each game's result as a line of FILE and reuses the lines found
 * there, so a long run can stop and go on, or be split: with --part K/N a process plays only
 * the games i with i % N = K into FILE and writes no data; a last run without it fits them all.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BOT_LEVELS, levelAgent, type BotLevel } from '../../bots/levels.ts';
import { runMatch } from '../../core/match.ts';
import { loadPlayableGames, type PlayableGame } from '../../games/registry.ts';
import { fitBradleyTerry, type HeadToHead } from '../../ratings/bradley-terry.ts';
import { BOT_RATING_ROWS } from '../../ratings/bot-ratings.data.ts';
import type { CalibratedBot } from '../../ratings/bot-ratings.ts';
import { LICHESS } from '../../ratings/rating.ts';
import { ModeBook, type RatingMode } from './modes.ts';
import { formatSource } from '../../testing/format-source.ts';

const OUT = fileURLToPath(new URL('../../ratings/bot-ratings.data.ts', import.meta.url));

/** The level held at ANCHOR_RATING in every mode. */
export const ANCHOR_LEVEL: BotLevel = 'easy';
export const ANCHOR_RATING = 1500;

/**
 * Games per mode, by game and seat count: a multiple of 6 (every ordering of the three levels
 * as often); a game not listed, or a mode of more seats than its last step, is not calibrated
 * (its bots are rated by their games, from 1500 ± 500). A game's cost at full budgets sets it
 * (measured on the shared 2-core machine, whole modes, docs/ratings.md): Goalkeepers 0.03–0.3 s
 * a game, Goal! 0.9–1.3 s, Next Goal Wins at two seats 1.2–2.7 s, Supernatural Soccer one
 * against one 3.2 s, Golazo 14–33 CPU-s. The modes whose games take many seconds play 6: a
 * game of three or more sides holds a head-to-head for every pair of its sides (a season of 6,
 * twelve).
 */
export const CALIBRATION_PLAN: Readonly<Record<string, readonly CalibrationStep[]>> = {
  goalkeepers: [{ seats: 5, games: 60 }],
  goal: [{ seats: 4, games: 24 }],
  'next-goal-wins': [
    { seats: 2, games: 12 },
    { seats: 3, games: 6 },
    { seats: 6, games: 6 },
  ],
  // At 1 v 2 a lone easy wizard against a normal pair can take minutes (games 0 and 6: 580 CPU-s).
  'supernatural-soccer': [{ seats: 4, games: 12 }],
  golazo: [{ seats: 4, games: 12 }],
};

/** How many games a game's modes of up to `seats` seats play, e.g. { seats: 2, games: 12 }. */
export interface CalibrationStep {
  /** The most seats of the modes this step covers (and more than the step before's), e.g. 2. */
  readonly seats: number;
  /** Games per mode, e.g. 12; 0 leaves the step's modes uncalibrated. */
  readonly games: number;
}

/** The games the plan plays in a mode, 0 for a mode it leaves uncalibrated. */
export function plannedGames(mode: RatingMode): number {
  const step = CALIBRATION_PLAN[mode.game]?.find((s) => mode.seats <= s.seats);
  return step?.games ?? 0;
}

/** Every ordering of the three levels: game i gives side s the level ORDERS[i % 6][s % 3]. */
const ORDERS: readonly (readonly BotLevel[])[] = [
  ['easy', 'normal', 'hard'],
  ['normal', 'easy', 'hard'],
  ['hard', 'normal', 'easy'],
  ['normal', 'hard', 'easy'],
  ['easy', 'hard', 'normal'],
  ['hard', 'easy', 'normal'],
];

/** Each side's level in game i of a mode of `sides` sides. */
export function levelsOf(game: number, sides: number): BotLevel[] {
  const order = ORDERS[game % ORDERS.length] ?? BOT_LEVELS;
  return Array.from({ length: sides }, (_, s) => order[s % order.length] ?? ANCHOR_LEVEL);
}

/**
 * The head-to-heads of one game between levels (indices into BOT_LEVELS): each pair of sides
 * of different levels, the better place winning.
 */
export function headToHeads(
  levels: readonly BotLevel[],
  sidePlaces: readonly number[],
): HeadToHead[] {
  const found: HeadToHead[] = [];
  for (let x = 0; x < levels.length; x++)
    for (let y = x + 1; y < levels.length; y++) {
      const [a, b] = [
        BOT_LEVELS.indexOf(levels[x] ?? 'easy'),
        BOT_LEVELS.indexOf(levels[y] ?? 'easy'),
      ];
      if (a === b) continue;
      const [pa, pb] = [sidePlaces[x] ?? 0, sidePlaces[y] ?? 0];
      found.push({
        a,
        b,
        wins: pa < pb ? 1 : 0,
        draws: pa === pb ? 1 : 0,
        losses: pa > pb ? 1 : 0,
      });
    }
  return found;
}

/** One played game of a calibration, as a line of a --results file. */
export interface CalibrationGame {
  /** The rating mode, e.g. 'golazo-1v1'. */
  readonly mode: string;
  /** The game's index in the mode: its seed is `bots/<mode>/<index>`, e.g. 3. */
  readonly index: number;
  /** The game's version it was played under, e.g. '1.2.0'. */
  readonly version: string;
  /** Each side's level, e.g. ['normal', 'hard']. */
  readonly levels: readonly BotLevel[];
  /** Each side's place, 1 the best, e.g. [2, 1]. */
  readonly places: readonly number[];
  /** Set where the game was stopped at its bound (an endless game): every side shares place 1. */
  readonly stopped?: 'bound';
}

/** Plays game `index` of a mode, each side by its level in the plan's order. */
function playGame(game: PlayableGame, mode: RatingMode, index: number): CalibrationGame {
  const levels = levelsOf(index, mode.teams.length);
  const levelOfSeat = new Array<BotLevel>(mode.seats).fill(ANCHOR_LEVEL);
  mode.teams.forEach((team, side) => {
    for (const seat of team) levelOfSeat[seat] = levels[side] ?? ANCHOR_LEVEL;
  });
  const record = runMatch(game.engine, {
    players: levelOfSeat.map((level, seat) => ({
      name: `Seat ${seat + 1}`,
      agent: `bot:${level}`,
      make: levelAgent(level, game, 'iterations'),
    })),
    seed: `bots/${mode.id}/${index}`,
    options: mode.variant === undefined ? {} : { mode: mode.variant },
  });
  if (!record.ok) throw new Error(record.error.message);
  const { outcome, stopped } = record.value;
  if (!outcome && stopped !== 'bound') throw new Error(`${mode.id}: game ${index} did not finish`);
  const places = sidePlaces(mode.teams, outcome?.places);
  return {
    mode: mode.id,
    index,
    version: game.engine.facts.version,
    levels,
    places,
    ...(outcome ? {} : { stopped: 'bound' as const }),
  };
}

/**
 * Each side's place, from the seats' places of a finished game (a side's first seat speaks for
 * it). A game its runner stopped at the bound of an endless game (Supernatural Soccer's 40,000
 * actions, GameFacts.endless) has no places: every side shares the first, so its head-to-heads
 * are draws. Neither side won in all that play, which says they were even in that game.
 */
export function sidePlaces(
  teams: readonly (readonly number[])[],
  seatPlaces: readonly number[] | undefined,
): number[] {
  return teams.map((team) => (seatPlaces ? (seatPlaces[team[0] ?? 0] ?? 0) : 1));
}

/** The levels' ratings fitted from a mode's games. */
export function fitLevels(
  mode: RatingMode,
  games: readonly CalibrationGame[],
  version: string,
  command: string,
): CalibratedBot[] {
  const results = games.flatMap((g) => headToHeads(g.levels, g.places));
  const fitted = fitBradleyTerry(BOT_LEVELS.length, results, {
    anchor: BOT_LEVELS.indexOf(ANCHOR_LEVEL),
    anchorRating: ANCHOR_RATING,
  });
  const round = (x: number): number => Math.round(x * 10) / 10;
  return BOT_LEVELS.map((level, i) => ({
    mode: mode.id,
    player: `bot:${level}`,
    rating: round(fitted[i]?.rating ?? ANCHOR_RATING),
    deviation: round(Math.max(LICHESS.minDeviation, fitted[i]?.error ?? 0)),
    games: games.filter((g) => g.levels.includes(level)).length,
    version,
    command,
  }));
}

/** The games kept in a --results file, by `mode/index`, of the games' current versions. */
function keptGames(file: string | undefined, versions: ReadonlyMap<string, string>) {
  const kept = new Map<string, CalibrationGame>();
  if (file === undefined || !existsSync(file)) return kept;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const game = JSON.parse(line) as CalibrationGame;
    if (versions.get(game.mode) === game.version) kept.set(`${game.mode}/${game.index}`, game);
  }
  return kept;
}

/** The modes a run plays again, from --game and --mode (all of them without either). */
function chosen(mode: RatingMode, games: readonly string[], modes: readonly string[]): boolean {
  if (games.length === 0 && modes.length === 0) return true;
  return games.includes(mode.game) || modes.includes(mode.id);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', multiple: true, default: [] },
      mode: { type: 'string', multiple: true, default: [] },
      games: { type: 'string' },
      results: { type: 'string' },
      part: { type: 'string' },
    },
  });
  const [part, parts] = (values.part ?? '0/1').split('/').map(Number);
  if (part === undefined || parts === undefined || !(part >= 0 && part < parts))
    throw new Error(`--part ${values.part}: K/N with 0 <= K < N`);
  const games = await loadPlayableGames();
  const modes = new ModeBook(games.map((g) => g.engine.facts));
  const versionOf = (mode: RatingMode): string =>
    games.find((g) => g.engine.facts.id === mode.game)?.engine.facts.version ?? '';
  const kept = keptGames(values.results, new Map(modes.all.map((m) => [m.id, versionOf(m)])));
  const rows: CalibratedBot[] = [];
  for (const mode of modes.all) {
    const game = games.find((g) => g.engine.facts.id === mode.game);
    if (!game) continue;
    if (!chosen(mode, values.game, values.mode)) {
      rows.push(...BOT_RATING_ROWS.filter((row) => row.mode === mode.id));
      continue;
    }
    const count = values.games === undefined ? plannedGames(mode) : Number(values.games);
    if (count === 0) continue;
    const start = process.cpuUsage();
    process.stderr.write(`${mode.id} (${count} games) `);
    const played: CalibrationGame[] = [];
    for (let i = 0; i < count; i++) {
      const found = kept.get(`${mode.id}/${i}`);
      if (found) played.push(found);
      else if (i % parts === part) {
        const result = playGame(game, mode, i);
        if (values.results !== undefined)
          appendFileSync(values.results, `${JSON.stringify(result)}\n`);
        played.push(result);
      }
      process.stderr.write(found ? ',' : i % parts === part ? '.' : '');
    }
    const cpu = process.cpuUsage(start);
    process.stderr.write(` ${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU-s`);
    if (played.length < count) {
      process.stderr.write(`: ${played.length} of ${count} games, not fitted\n`);
      continue;
    }
    const selector = values.game.includes(mode.game) ? `--game ${mode.game}` : `--mode ${mode.id}`;
    const command = `node src/server/ratings/calibrate-bots.ts ${selector} --games ${count}`;
    const found = fitLevels(mode, played, game.engine.facts.version, command);
    rows.push(...found);
    const words = found.map((r) => `${r.player} ${r.rating} ± ${r.deviation}`).join(', ');
    process.stderr.write(`: ${words}\n`);
  }
  if (parts > 1) return;
  const text = `/**
 * Generated by \`node src/server/ratings/calibrate-bots.ts\`: do not edit by hand. Each row: a
 * rating mode, a bot level's player id, its rating fitted from seeded games between the levels
 * (the easy bot held at 1500) and its deviation (the fit's standard error, at least 45), the
 * games it played, the game's version and the command that plays the same games.
 */
import type { CalibratedBot } from './bot-ratings.ts';

export const BOT_RATING_ROWS: readonly CalibratedBot[] = ${JSON.stringify(rows)};
`;
  await writeFile(OUT, await formatSource(OUT, text));
  process.stderr.write(`${rows.length} rows written to ${OUT}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
