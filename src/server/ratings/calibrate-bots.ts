/**
 * Calibrates the bot levels' ratings (issue #34) and writes src/ratings/bot-ratings.data.ts:
 * for every rating mode, seeded games of the lab's bots (the levels of src/bots/levels.ts,
 * thinking in iterations so a rerun plays the very same games) with each side played by one
 * level, every ordering of the three levels in turn; each pair of sides of different levels
 * is one head-to-head (the better place wins, a shared place is a draw), and the levels'
 * ratings are fitted from them (src/ratings/bradley-terry.ts), the easy bot held at 1500.
 *
 *   node src/server/ratings/calibrate-bots.ts [--game goal] [--games 12]
 *
 * With --game, only that game's modes are played again (--games: per mode instead of the
 * plan's); the others are kept from the file. Game i of mode M is seeded `bots/M/i`.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { BOT_LEVELS, levelAgent, type BotLevel } from '../../bots/levels.ts';
import { runMatch } from '../../core/match.ts';
import { loadPlayableGames, type PlayableGame } from '../../games/registry.ts';
import { fitBradleyTerry, type HeadToHead } from '../../ratings/bradley-terry.ts';
import { BOT_RATING_ROWS } from '../../ratings/bot-ratings.data.ts';
import type { CalibratedBot } from '../../ratings/bot-ratings.ts';
import { LICHESS } from '../../ratings/rating.ts';
import { ModeBook, type RatingMode } from './modes.ts';

const OUT = fileURLToPath(new URL('../../ratings/bot-ratings.data.ts', import.meta.url));

/** The level held at ANCHOR_RATING in every mode. */
export const ANCHOR_LEVEL: BotLevel = 'easy';
export const ANCHOR_RATING = 1500;

/**
 * Games per mode, by game: a multiple of 6 (every ordering of the three levels as often); a
 * game not listed, or a mode of more seats than its `maxSeats`, is not calibrated (its bots
 * are rated by their games, from 1500 ± 500). A game's cost at full budgets sets it (measured
 * on the shared 2-core machine, whole modes): Goalkeepers 0.03–0.3 s a game, Goal! 0.9–1.3 s,
 * Next Goal Wins at two seats 1.2–2.7 s, Supernatural Soccer one against one 3.2 s: 206 s for
 * the whole plan. Not calibrated, a game taking a minute or more: Golazo (65–70 s: about 300
 * decisions of 1,000–2,000 iterations), Next Goal Wins' seasons of three or more seats and
 * Supernatural Soccer's 1 v 2 and 2 v 2, where 6 games a mode would take a quarter of an hour
 * or more.
 */
export const CALIBRATION_PLAN: Readonly<Record<string, CalibrationPlan>> = {
  goalkeepers: { games: 60, maxSeats: 5 },
  goal: { games: 24, maxSeats: 4 },
  'next-goal-wins': { games: 12, maxSeats: 2 },
  'supernatural-soccer': { games: 12, maxSeats: 2 },
};

/** How a game's modes are calibrated. */
export interface CalibrationPlan {
  /** Games per mode, e.g. 12. */
  readonly games: number;
  /** Modes of more seats are not calibrated, e.g. 2. */
  readonly maxSeats: number;
}

/** The games the plan plays in a mode, 0 for a mode it leaves uncalibrated. */
export function plannedGames(mode: RatingMode): number {
  const plan = CALIBRATION_PLAN[mode.game];
  return plan && mode.seats <= plan.maxSeats ? plan.games : 0;
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

/** Plays a mode's games and fits its levels' ratings. */
function calibrate(game: PlayableGame, mode: RatingMode, games: number): CalibratedBot[] {
  const facts = game.engine.facts;
  const options = mode.variant === undefined ? {} : { mode: mode.variant };
  const results: HeadToHead[] = [];
  const played = new Map<BotLevel, number>();
  const agents = new Map(BOT_LEVELS.map((l) => [l, levelAgent(l, game, 'iterations')]));
  for (let i = 0; i < games; i++) {
    const levels = levelsOf(i, mode.teams.length);
    const levelOfSeat = new Array<BotLevel>(mode.seats).fill(ANCHOR_LEVEL);
    mode.teams.forEach((team, side) => {
      for (const seat of team) levelOfSeat[seat] = levels[side] ?? ANCHOR_LEVEL;
    });
    const record = runMatch(game.engine, {
      players: levelOfSeat.map((level, seat) => ({
        name: `Seat ${seat + 1}`,
        agent: `bot:${level}`,
        make: agents.get(level) ?? levelAgent(level, game, 'iterations'),
      })),
      seed: `bots/${mode.id}/${i}`,
      options,
    });
    if (!record.ok) throw new Error(record.error.message);
    const outcome = record.value.outcome;
    if (!outcome) throw new Error(`${mode.id}: game ${i} did not finish`);
    const sidePlaces = mode.teams.map((team) => outcome.places[team[0] ?? 0] ?? 0);
    results.push(...headToHeads(levels, sidePlaces));
    for (const level of new Set(levels)) played.set(level, (played.get(level) ?? 0) + 1);
    process.stderr.write('.');
  }
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
    games: played.get(level) ?? 0,
    version: facts.version,
    command: `node src/server/ratings/calibrate-bots.ts --game ${facts.id} --games ${games}`,
  }));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { game: { type: 'string' }, games: { type: 'string' } },
  });
  const games = await loadPlayableGames();
  const modes = new ModeBook(games.map((g) => g.engine.facts));
  const rows: CalibratedBot[] = [];
  for (const mode of modes.all) {
    const game = games.find((g) => g.engine.facts.id === mode.game);
    if (!game) continue;
    if (values.game !== undefined && values.game !== mode.game) {
      rows.push(...BOT_RATING_ROWS.filter((row) => row.mode === mode.id));
      continue;
    }
    const count = values.games === undefined ? plannedGames(mode) : Number(values.games);
    if (count === 0) continue;
    const start = performance.now();
    process.stderr.write(`${mode.id} (${count} games) `);
    const found = calibrate(game, mode, count);
    rows.push(...found);
    const words = found.map((r) => `${r.player} ${r.rating} ± ${r.deviation}`).join(', ');
    process.stderr.write(` ${((performance.now() - start) / 1000).toFixed(1)} s: ${words}\n`);
  }
  const text = `/**
 * Generated by \`node src/server/ratings/calibrate-bots.ts\`: do not edit by hand. Each row: a
 * rating mode, a bot level's player id, its rating fitted from seeded games between the levels
 * (the easy bot held at 1500) and its deviation (the fit's standard error, at least 45), the
 * games it played, the game's version and the command that plays the same games.
 */
import type { CalibratedBot } from './bot-ratings.ts';

export const BOT_RATING_ROWS: readonly CalibratedBot[] = ${JSON.stringify(rows)};
`;
  const config = await resolveConfig(OUT);
  await writeFile(OUT, await format(text, { ...config, filepath: OUT }));
  process.stderr.write(`${rows.length} rows written to ${OUT}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
