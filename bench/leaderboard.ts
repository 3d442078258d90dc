/**
 * A leaderboard page with 1,000,000 players (issue #34: under 20 ms), on node:sqlite and on
 * PostgreSQL, and the cost of one rating update (`recordFinished`: under 1 ms of CPU).
 *
 * Players are synthetic and seeded: ratings around 1500 (sd 300), deviations 45–350 (about
 * two in three settled), 0–300 games, last game up to 120 days ago (about a quarter active in
 * the last 30 days), all in one mode, the worst case for one board. Each figure is the wall
 * time of a whole call through the book (statement, rows, page), the first page and a page
 * 100 pages deep (read by its keyset cursor), the median and 95th percentile of 200 calls.
 *
 *   npm run bench:leaderboard                  # both stores, 1,000,000 players
 *   npm run bench:leaderboard -- --players 100000 --stores sqlite
 * PostgreSQL: DATABASE_URL's server, else one of the bench's own (src/server/testing).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Rng } from '../src/core/rng.ts';
import { loadPlayableGames } from '../src/games/registry.ts';
import {
  readBoardCursor,
  type ImportedRating,
  type RatingsBook,
} from '../src/server/ratings/book.ts';
import { ModeBook } from '../src/server/ratings/modes.ts';
import { rateTable, type StoredRating } from '../src/server/ratings/rate-table.ts';
import { PgRatingsBook } from '../src/server/ratings/postgres-book.ts';
import { SqliteRatingsBook } from '../src/server/ratings/sqlite-book.ts';
import { testPostgres } from '../src/server/testing/postgres-server.ts';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000000' },
    stores: { type: 'string', default: 'sqlite,postgres' },
  },
});
const PLAYERS = Number(values.players);
const STORES = values.stores.split(',');
const MODE = 'goalkeepers-2';
const NOW = Date.UTC(2026, 10, 29, 12);
const DAY = 24 * 60 * 60 * 1000;
const PAGE = 50;
const RUNS = 200;
const UPDATES = 2000;

const modes = new ModeBook((await loadPlayableGames()).map((g) => g.engine.facts));

/** The synthetic players, in chunks so a million rows never sit in memory at once. */
function* players(chunk: number): Generator<ImportedRating[]> {
  const rng = Rng.fromSeed('bench/leaderboard');
  const normal = (): number => {
    const u = Math.max(rng.float(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float());
  };
  for (let start = 0; start < PLAYERS; start += chunk) {
    const rows: ImportedRating[] = [];
    for (let i = start; i < Math.min(PLAYERS, start + chunk); i++) {
      rows.push({
        player: `player-${i.toString(36).padStart(5, '0')}`,
        mode: MODE,
        name: `Player ${i}`,
        bot: false,
        rating: {
          rating: Math.max(400, 1500 + 300 * normal()),
          deviation: 45 + rng.float() * 305,
          volatility: 0.06,
          games: Math.floor(rng.float() * 300),
          lastPlayed: NOW - Math.floor(rng.float() * 120 * DAY),
        },
      });
    }
    yield rows;
  }
}

/** Median and 95th percentile of `runs` calls, in ms. */
async function time(runs: number, call: () => Promise<unknown>): Promise<string> {
  const ms: number[] = [];
  for (let i = 0; i < 20; i++) await call();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number): string => (ms[Math.floor(q * (ms.length - 1))] ?? NaN).toFixed(2);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

/** CPU microseconds (this thread) per recordFinished of a two-player table. */
async function updateCost(book: RatingsBook): Promise<string> {
  const seat = (i: number) => ({ player: `player-${(i * 7919) % PLAYERS}`, name: 'P', bot: false });
  let n = 0;
  const record = () =>
    book.recordFinished({
      tableId: `bench-${++n}`,
      game: 'goalkeepers',
      options: {},
      seats: [seat(n), seat(n + 1)],
      places: n % 3 === 0 ? [1, 1] : [1, 2],
      finishedAt: NOW,
    });
  for (let i = 0; i < 100; i++) await record();
  const cpu = process.threadCpuUsage();
  const start = performance.now();
  for (let i = 0; i < UPDATES; i++) await record();
  const { user, system } = process.threadCpuUsage(cpu);
  const wall = (performance.now() - start) / UPDATES;
  return `${((user + system) / UPDATES).toFixed(0)} µs CPU (${wall.toFixed(2)} ms wall, commit included) per update`;
}

async function run(store: string, book: RatingsBook): Promise<void> {
  const loadStart = performance.now();
  for (const rows of players(20_000)) await book.importRatings(rows);
  const loaded = ((performance.now() - loadStart) / 1000).toFixed(0);
  let page = await book.leaderboard(MODE, { limit: PAGE, now: NOW });
  const first = page.entries[0];
  for (let i = 1; i < 100 && page.next; i++) {
    page = await book.leaderboard(MODE, {
      limit: PAGE,
      now: NOW,
      after: readBoardCursor(page.next),
    });
  }
  const deep = page.next === undefined ? undefined : readBoardCursor(page.next);
  console.log(`${store}: ${PLAYERS.toLocaleString('en')} players loaded in ${loaded} s`);
  console.log(
    `  top: ${first?.player} ${first?.rating.toFixed(0)}; page 101 starts at rank ${(deep?.rank ?? 0) + 1}`,
  );
  console.log(
    `  first page (${PAGE}):  ${await time(RUNS, () => book.leaderboard(MODE, { limit: PAGE, now: NOW }))}`,
  );
  console.log(
    `  page 101 (${PAGE}):    ${await time(RUNS, () => book.leaderboard(MODE, { limit: PAGE, now: NOW, after: deep }))}`,
  );
  console.log(`  rating update:     ${await updateCost(book)}`);
}

/** CPU microseconds of the update's maths alone (rateTable: inactivity, model, weights). */
function mathsCost(modeId: string, seats: number): string {
  const mode = modes.get(modeId);
  if (!mode) throw new Error(`no mode ${modeId}`);
  const ratings = new Map<string, StoredRating>();
  for (let i = 0; i < seats; i++) {
    ratings.set(`p${i}`, {
      rating: 1400 + 50 * i,
      deviation: 80,
      volatility: 0.06,
      games: 30,
      lastPlayed: NOW - DAY,
    });
  }
  const table = {
    tableId: 't',
    game: mode.game,
    options: {},
    seats: Array.from({ length: seats }, (_, i) => ({ player: `p${i}`, name: 'P', bot: false })),
    places: Array.from({ length: seats }, (_, i) => i + 1),
    finishedAt: NOW,
  };
  let sink = 0;
  const n = 20_000;
  for (let i = 0; i < n / 10; i++) sink += rateTable(mode, table, ratings)[0]?.after.rating ?? 0;
  const cpu = process.threadCpuUsage();
  for (let i = 0; i < n; i++) sink += rateTable(mode, table, ratings)[0]?.after.rating ?? 0;
  const { user, system } = process.threadCpuUsage(cpu);
  if (!Number.isFinite(sink)) throw new Error('not a number');
  return `${((user + system) / n).toFixed(1)} µs`;
}

console.log(
  `update maths (rateTable): ${MODE} ${mathsCost(MODE, 2)}, goalkeepers-4 ${mathsCost('goalkeepers-4', 4)}, supernatural-soccer-2v2 ${mathsCost('supernatural-soccer-2v2', 4)}`,
);

const dir = mkdtempSync(join(tmpdir(), 'matchday-bench-leaderboard-'));
try {
  if (STORES.includes('sqlite')) {
    const book = new SqliteRatingsBook(join(dir, 'bench.sqlite'), { modes });
    await run('node:sqlite', book);
    await book.close();
  }
  if (STORES.includes('postgres')) {
    const postgres = await testPostgres();
    try {
      const book = await PgRatingsBook.open(await postgres.database(), { modes });
      await run('PostgreSQL', book);
      await book.close();
    } finally {
      await postgres.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
