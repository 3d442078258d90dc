/**
 * `npm run serve`: starts the Matchday server.
 * PORT (default 3000), HOST (default 0.0.0.0), DATA_DIR (default ./data), DATABASE_URL (unset:
 * the SQLite file in DATA_DIR; set: that PostgreSQL database, e.g. postgres://u@db/matchday),
 * DB_READ_TIMEOUT_MS (default 5000: a PostgreSQL read not answered by then is refused),
 * REDIS_URL (unset: one process; set, with DATABASE_URL: one of a cluster of processes) and
 * LEASE_MS (default 5000: a dead process's tables move to another after this),
 * CLUSTER_SCAN_MS (default half of LEASE_MS: how often a process looks for tables to take over),
 * CLUSTER_METRICS_MS (default 2000: how long /api/metrics reuses the cluster's figures),
 * BOT_DELAY_MS (default 600) and BOT_WINDOW_DELAY_MS (a bot's pause at a response window:
 * default 150, or BOT_DELAY_MS if shorter); BOT_TIME_SCALE (default 1: multiplies how long a bot thinks, e.g.
 * 0.2 on a test server, where the bots' strength is not what is tested); BOT_PACE (default
 * 'live': the levels think for milliseconds; 'iterations': for their iterations, as in the lab,
 * so a table's bots choose the same from the same seed on any machine); MESSAGE_RATE, ADDRESS_MESSAGE_RATE and CREATE_RATE as
 * 'perSecond/burst' (e.g. '20/40'); CONNECTIONS_PER_ADDRESS (50) and SOCKETS_PER_ADDRESS (25),
 * 0 for no cap; REQUEST_TIMEOUT_MS (10000) and KEEP_ALIVE_TIMEOUT_MS (72000); TRUST_PROXY
 * (off): 'true', or the proxies' addresses, CIDRs or 'loopback' etc., comma-separated.
 * TABLE_IDLE_HOURS (default 24; 0 = never): an unfinished table nobody plays at or watches that
 * long is closed as abandoned; BOT_TABLES_PER_ADDRESS (default 2): unfinished all-bot tables
 * per address; TURN_MS_PER_SECOND (default 1000: tests shorten the turn timer); SHUTDOWN_MS
 * (default 5000): how long closing may take before the process exits anyway, once every
 * accepted action is on disk. Accounts: BETTER_AUTH_SECRET (unset: a secret made once and kept
 * in DATA_DIR/auth-secret), BETTER_AUTH_URL (the public URL, e.g. https://play.example; unset:
 * each request's own), TRUSTED_ORIGINS (other origins whose pages may sign in, comma-separated).
 * Overload (src/server/load/): OVERLOAD_LOOP_DELAY_MS (60), OVERLOAD_COMMIT_DEPTH (20000) and
 * OVERLOAD_COMMIT_AGE_MS (400), each 0 to leave it unwatched, past which new tables and joins
 * are refused 'busy' (the loop's delay only while the loop is OVERLOAD_LOOP_BUSY, 0.5, busy
 * with the process's own work); OVERLOAD_LOOP_BUSY_MAX (0.75: the share of a core the loop's
 * thread spends on the process's work at which newcomers are refused; 0 unwatched);
 * OVERLOAD_CALM_MS (3000) of calm before they are taken again, a share rising from a tenth to
 * all over OVERLOAD_REOPEN_MS (10000; 0: all at once);
 * OVERLOAD_SHED=off turns it off; OVERLOAD_SHED=always refuses every newcomer (a drain).
 * MATCHDAY_TEST_GAMES=1 adds the test games (browser tests only).
 * See ServerOptions in server.ts for what each means.
 */
// First: V8's settings take effect before anything else is loaded.
import './v8-flags.ts';
import type { Pace } from '../bots/levels.ts';
import type { Rate } from './realtime/rate-limit.ts';
import type { ServerOptions } from './server.ts';
import { startServer } from './server.ts';
import { shutdown } from './shutdown.ts';

function number(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number, not '${text}'`);
  return value;
}

/** A factor above 0 (a bot that may not think at all cannot answer), or undefined if unset. */
function timeScale(name: string): number | undefined {
  const value = number(name);
  if (value === 0) throw new Error(`${name} must be above 0`);
  return value;
}

function pace(name: string): Pace | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  if (text !== 'live' && text !== 'iterations')
    throw new Error(`${name} must be 'live' or 'iterations', not '${text}'`);
  return text;
}

function rate(name: string): Rate | undefined {
  const text = process.env[name];
  if (!text) return undefined;
  const [perSecond, burst] = text.split('/').map(Number);
  if (!perSecond || !burst) throw new Error(`${name} must read 'perSecond/burst', not '${text}'`);
  return { perSecond, burst };
}

/** TRUST_PROXY: unset or 'false' trusts nobody; 'true' every peer; else a list of proxies. */
function trust(): boolean | string {
  const text = process.env.TRUST_PROXY?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  return text === 'true' ? true : text;
}

/** Hours as milliseconds; 0 means never. */
function hours(name: string): number | undefined {
  const value = number(name);
  if (value === undefined) return undefined;
  return value === 0 ? Infinity : value * 3_600_000;
}

const limitMs = number('SHUTDOWN_MS') ?? 5000;

/**
 * MATCHDAY_TEST_GAMES=1 (browser tests only): the server offers the core's test games too
 * (coin toss, chain cards …), by id, beside the registry's; never set it in production.
 */
async function testGames(): Promise<Pick<ServerOptions, 'games' | 'gamesModule'>> {
  if (process.env.MATCHDAY_TEST_GAMES !== '1') return {};
  const testing = await import('./testing/games.ts');
  return { games: testing.findGame, gamesModule: testing.GAMES_MODULE };
}

const server = await startServer({
  port: number('PORT') ?? 3000,
  host: process.env.HOST ?? '0.0.0.0',
  dataDir: process.env.DATA_DIR ?? './data',
  databaseUrl: process.env.DATABASE_URL || undefined,
  accounts: {
    secret: process.env.BETTER_AUTH_SECRET || undefined,
    baseURL: process.env.BETTER_AUTH_URL || undefined,
    trustedOrigins: (process.env.TRUSTED_ORIGINS ?? '').split(',').filter((o) => o.trim() !== ''),
  },
  databaseReadTimeoutMs: number('DB_READ_TIMEOUT_MS'),
  redisUrl: process.env.REDIS_URL || undefined,
  leaseMs: number('LEASE_MS'),
  clusterScanMs: number('CLUSTER_SCAN_MS'),
  clusterMetricsMs: number('CLUSTER_METRICS_MS'),
  botDelayMs: number('BOT_DELAY_MS'),
  botWindowDelayMs: number('BOT_WINDOW_DELAY_MS'),
  botTimeScale: timeScale('BOT_TIME_SCALE'),
  botPace: pace('BOT_PACE'),
  turnMsPerSecond: number('TURN_MS_PER_SECOND'),
  messageRate: rate('MESSAGE_RATE'),
  addressMessageRate: rate('ADDRESS_MESSAGE_RATE'),
  createRate: rate('CREATE_RATE'),
  connectionsPerAddress: number('CONNECTIONS_PER_ADDRESS'),
  socketsPerAddress: number('SOCKETS_PER_ADDRESS'),
  requestTimeoutMs: number('REQUEST_TIMEOUT_MS'),
  keepAliveTimeoutMs: number('KEEP_ALIVE_TIMEOUT_MS'),
  trustProxy: trust(),
  tableIdleMs: hours('TABLE_IDLE_HOURS'),
  botTablesPerAddress: number('BOT_TABLES_PER_ADDRESS'),
  overload: process.env.OVERLOAD_SHED !== 'off' && {
    loopDelayMs: number('OVERLOAD_LOOP_DELAY_MS'),
    loopBusy: number('OVERLOAD_LOOP_BUSY'),
    loopBusyMax: number('OVERLOAD_LOOP_BUSY_MAX'),
    commitDepth: number('OVERLOAD_COMMIT_DEPTH'),
    commitAgeMs: number('OVERLOAD_COMMIT_AGE_MS'),
    calmMs: number('OVERLOAD_CALM_MS'),
    reopenMs: number('OVERLOAD_REOPEN_MS'),
    always: process.env.OVERLOAD_SHED === 'always',
  },
  ...(await testGames()),
});
console.log(`Matchday server listening on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: closing`);
    shutdown(server, {
      limitMs,
      exit: (code) => process.exit(code),
      log: (message) => {
        console.error(message);
      },
    });
  });
}
