/**
 * `npm run bench:server`: the server under load, end to end on loopback.
 *
 * Starts `node src/server/main.ts` as a child process on a fresh data directory (bots without
 * delay), creates TABLES two-person Goalkeepers tables and connects one scripted client per
 * table holding both seats' tokens (socket.io's protocol over a bare WebSocket,
 * bench/server/light-socket.ts: a load generator must not cost what the server does). Every client plays a random legal action as
 * soon as a seat must act, and asks for a rematch when a game ends, until SECONDS have passed
 * or it has played GAMES games. Then it drains, stops the server and reports: actions and
 * actions/s, latency from emitting 'act' to the acting seat's next 'table' update (p50, p99,
 * max), the payload bytes per action both ways, the server's CPU per action, its RSS and
 * heap per table, its event loop's delay and its garbage collector's pauses (/api/metrics),
 * and whether every acknowledged action is in the database.
 *
 * With no think time the clients keep one action in flight per table, so the mean latency is
 * tables / throughput (Little's law): the figure measures throughput under saturation. A think
 * time shows latency at a given load instead.
 *
 * Flags (or env): --tables N (BENCH_TABLES, 1000), --seconds S (BENCH_SECONDS, 20),
 * --games G per table (BENCH_GAMES, 1000), --think-ms T (BENCH_THINK_MS, 0): a pause before
 * each action, as a person would take, not counted in the latency; --message-rate
 * 'perSecond/burst': the server's per-connection limit, by default far above what the
 * clients reach, since a script clicks faster than any person ('default' keeps the
 * production limit); --json; --profile DIR writes the server's CPU profile there.
 * BENCH_NODE_ARGS adds flags to the server's node (e.g. '--trace-gc'). --warm-up W
 * (BENCH_WARM_UP, 0): the clients play W seconds before the SECONDS that are measured, so that
 * the figures are a warm server's (V8 still compiles the serving path through the first
 * seconds of play: a quarter of the server's CPU in the first 3 s, at 1,000 tables); every
 * figure but the peaks and the check that all acknowledged actions are on disk leaves them out.
 *
 * --store sqlite|postgres (BENCH_STORE, sqlite): postgres starts a PostgreSQL of its own (or
 * uses DATABASE_URL's server, see src/server/testing/postgres-server.ts); --processes N
 * (BENCH_PROCESSES, 1): N server processes as a cluster (postgres and a Redis of their own,
 * or REDIS_URL's); table i is created on process i mod N and its client connects there, and
 * the server figures are the processes' sums (CPU, memory) or worst (event loop).
 * With PostgreSQL and Redis the report adds what the servers asked of them while playing, per
 * action (bench/server/links.ts): commits, rows, WAL bytes and the bytes on their sockets to
 * PostgreSQL; Redis's commands by name and its bytes in and out. --pin '0,1' (BENCH_PIN)
 * pins server process i to core i mod n of the list (`taskset`), e.g. one process on one core
 * against two on two.
 *
 * Each server's log (its stderr) is kept in --logs DIR (BENCH_LOGS; default a new directory
 * under the system's temporary one), server-<i>.log, with a line where play ended (what
 * follows is the servers stopping); the report counts the lines logged while playing by
 * kind, and every refusal by message and code: actions, and the joins and rematches that
 * stop a client's play. A refusal without a fault is found in them.
 *
 * BENCH_PARTS picks the parts, comma-separated: 'load' (the above) and 'bots' (the bots'
 * fairness under load, bench/server/bots-fairness.ts: a person's easy bot against 50 all-bot
 * hard tables); default 'load,bots'. 'overload' (bench/server/overload.ts; not by default, it
 * takes minutes): tables arriving at human pace (--think-ms, 500 if 0) in steps of --step
 * (BENCH_STEP, 500) every --step-seconds (BENCH_STEP_SECONDS, 10) up to --max-tables
 * (BENCH_MAX_TABLES, 12000) find the saturation (or give it: --saturation N); then twice that
 * arrives with shedding on and off (--shed on|off|both, default both) and the seated tables'
 * p99 and the refused work are measured over --steady-seconds (BENCH_STEADY_SECONDS, 20).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { CreatedTable } from '../src/server/protocol.ts';
import { startChild, type ChildServer } from '../src/server/testing/child.ts';
import { printBotsFairness, runBotsFairness } from './server/bots-fairness.ts';
import { testRedis } from '../src/testing/redis-server.ts';
import { testPostgres } from '../src/server/testing/postgres-server.ts';
import { countCommitted, countCommittedOn, type Committed } from './server/database.ts';
import { Player, type PlayerTotals } from './server/player.ts';
import { runOverload } from './server/overload.ts';
import { Latencies } from './server/stats.ts';
import { linkDelta, openLinks, type LinkFigures, type Links } from './server/links.ts';

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: process.env.BENCH_TABLES ?? '1000' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '20' },
    'warm-up': { type: 'string', default: process.env.BENCH_WARM_UP ?? '0' },
    games: { type: 'string', default: process.env.BENCH_GAMES ?? '1000' },
    'think-ms': { type: 'string', default: process.env.BENCH_THINK_MS ?? '0' },
    'message-rate': { type: 'string', default: process.env.BENCH_MESSAGE_RATE ?? '100000/100000' },
    json: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'bot-tables': { type: 'string', default: process.env.BENCH_BOT_TABLES ?? '50' },
    store: { type: 'string', default: process.env.BENCH_STORE ?? 'sqlite' },
    processes: { type: 'string', default: process.env.BENCH_PROCESSES ?? '1' },
    step: { type: 'string', default: process.env.BENCH_STEP ?? '500' },
    'step-seconds': { type: 'string', default: process.env.BENCH_STEP_SECONDS ?? '10' },
    'max-tables': { type: 'string', default: process.env.BENCH_MAX_TABLES ?? '12000' },
    'steady-seconds': { type: 'string', default: process.env.BENCH_STEADY_SECONDS ?? '20' },
    saturation: { type: 'string', default: process.env.BENCH_SATURATION },
    shed: { type: 'string', default: process.env.BENCH_SHED ?? 'both' },
    logs: { type: 'string', default: process.env.BENCH_LOGS },
    pin: { type: 'string', default: process.env.BENCH_PIN },
  },
});
const parts = new Set((process.env.BENCH_PARTS ?? 'load,bots').split(',').map((p) => p.trim()));
const tables = positive('tables', values.tables);
const seconds = positive('seconds', values.seconds);
const warmUp = Number(values['warm-up']);
if (!(warmUp >= 0)) throw new Error(`--warm-up must be 0 or more, not '${values['warm-up']}'`);
const gamesPerTable = positive('games', values.games);
const thinkMs = Number(values['think-ms']);
const messageRate = values['message-rate'] === 'default' ? undefined : values['message-rate'];
const store = values.store;
if (store !== 'sqlite' && store !== 'postgres')
  throw new Error(`--store must be sqlite or postgres, not '${store}'`);
const processes = positive('processes', values.processes);
if (processes > 1 && store !== 'postgres')
  throw new Error('--processes above 1 needs --store postgres: the processes share it');

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!(value > 0)) throw new Error(`--${name} must be a positive number, not '${text}'`);
  return value;
}

interface Metrics {
  readonly rss: number;
  readonly heapUsed: number;
  readonly liveTables: number;
  readonly committedActions: number;
  readonly commitBatches: number;
  readonly commitMsTotal: number;
  readonly loopDelayP99Ms: number;
  readonly loopDelayMaxMs: number;
  readonly gcPauseMsTotal: number;
  readonly gcPauses: number;
  readonly gcPauseMaxMs: number;
  readonly gcMajorPauseMaxMs: number;
  readonly cpuUserMs: number;
  readonly cpuSystemMs: number;
}

const cpuMs = (m: Metrics) => m.cpuUserMs + m.cpuSystemMs;

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every process's metrics together: sums, and the worst event loop. */
async function metricsOf(urls: readonly string[]): Promise<Metrics> {
  const all = await Promise.all(urls.map((url) => getJson<Metrics>(`${url}/api/metrics`)));
  const sum = (key: keyof Metrics) => all.reduce((total, m) => total + m[key], 0);
  const worst = (key: keyof Metrics) => Math.max(...all.map((m) => m[key]));
  return {
    rss: sum('rss'),
    heapUsed: sum('heapUsed'),
    liveTables: sum('liveTables'),
    committedActions: sum('committedActions'),
    commitBatches: sum('commitBatches'),
    commitMsTotal: sum('commitMsTotal'),
    loopDelayP99Ms: worst('loopDelayP99Ms'),
    loopDelayMaxMs: worst('loopDelayMaxMs'),
    gcPauseMsTotal: sum('gcPauseMsTotal'),
    gcPauses: sum('gcPauses'),
    gcPauseMaxMs: worst('gcPauseMaxMs'),
    gcMajorPauseMaxMs: worst('gcMajorPauseMaxMs'),
    cpuUserMs: sum('cpuUserMs'),
    cpuSystemMs: sum('cpuSystemMs'),
  };
}

/** Table i is created on process i mod N. */
async function createTables(urls: readonly string[], count: number): Promise<CreatedTable[]> {
  const created: CreatedTable[] = [];
  const body = JSON.stringify({ game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }] });
  const one = (_: unknown, j: number) =>
    getJson<CreatedTable>(`${urls[(created.length + j) % urls.length] ?? ''}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  for (let i = 0; i < count; i += 50) {
    const batch = Math.min(50, count - i);
    created.push(...(await Promise.all(Array.from({ length: batch }, one))));
  }
  return created;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(test: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!test() && Date.now() < end) await sleep(20);
  return test();
}

/** When the clients may act: from the start of the timed part until its deadline. */
interface Clock {
  playing: boolean;
  deadline: number;
}

/** The servers' worst figures, read once a second while the clients play. */
interface Peaks {
  peak: Metrics;
  loopP99: number;
  loopMax: number;
  gcMax: number;
  gcMajorMax: number;
}

async function run(servers: readonly ChildServer[], count: () => Promise<Committed>, links: Links) {
  const urls = servers.map((server) => server.url.replace('localhost', '127.0.0.1'));
  const idle = await metricsOf(urls);
  const created = await createTables(urls, tables);
  const latencies = new Latencies();
  const totals: PlayerTotals = {
    actionsAcked: 0,
    actionsRefused: 0,
    gamesFinished: 0,
    rematchMs: 0,
    refusals: new Map(),
    reasons: new Map(),
    othersRefused: new Map(),
    bytesDown: 0,
    bytesUp: 0,
  };
  const clock: Clock = { playing: false, deadline: Infinity };
  const players = newPlayers(urls, created.length, latencies, totals, clock);
  await seatPlayers(players, created);
  await links.settle();
  const atSeating = await metricsOf(urls);
  let seated = atSeating;
  let linksAtStart = await links.read();
  let started = performance.now();
  let benchCpu = process.cpuUsage();
  let bytesAtStart = { down: totals.bytesDown, up: totals.bytesUp };
  clock.deadline = started + (warmUp + seconds) * 1000;
  clock.playing = true;
  for (const player of players) player.start();
  const watch = watchServers(urls, seated);
  // Acknowledged while warming up: on disk too, but not in the measured figures.
  let warmAcked = 0;
  if (warmUp > 0) {
    await sleep(warmUp * 1000);
    seated = await metricsOf(urls);
    linksAtStart = await links.read();
    started = performance.now();
    benchCpu = process.cpuUsage();
    bytesAtStart = { down: totals.bytesDown, up: totals.bytesUp };
    warmAcked = restartTotals(totals, latencies);
  }
  await waitFor(
    () => performance.now() >= clock.deadline || players.every((p) => p.done),
    seconds * 1000 + 1000,
  );
  const elapsed = (Math.min(performance.now(), clock.deadline) - started) / 1000;
  clock.playing = false;
  const drained = await waitFor(() => players.every((p) => p.inFlight === 0), 10_000);
  watch.stop();
  const end = await metricsOf(urls);
  // Redis at once (its leases are renewed whether anyone plays or not), PostgreSQL once its
  // counters hold the last commits.
  const redisAtEnd = await links.read('redis');
  await links.settle();
  const linksAtEnd = { ...redisAtEnd, ...(await links.read('postgres')) };
  const linksUsed = linkDelta(linksAtStart, linksAtEnd);
  // What the servers logged while playing, apart from what they log as they stop.
  const playingLogs = servers.map((server) => server.errors().length);
  const benchCpuUsed = process.cpuUsage(benchCpu);
  for (const p of players) p.close();
  for (const server of servers) await server.stop('SIGTERM');
  const committed = await count();
  const benchLoop = watch.benchLoop;
  const clients = {
    cpuMicroseconds: benchCpuUsed.user + benchCpuUsed.system,
    loopP99Ms: benchLoop.percentile(99) / 1e6,
    loopMaxMs: benchLoop.max / 1e6,
    bytesDown: totals.bytesDown - bytesAtStart.down,
    bytesUp: totals.bytesUp - bytesAtStart.up,
  };
  const metrics = { idle, atSeating, seated, end, peaks: watch.peaks };
  const report = loadReport({
    elapsed,
    drained,
    totals,
    latencies,
    clients,
    metrics,
    committed,
    warmAcked,
  });
  const links_ = linksReport(linksUsed, totals.actionsAcked);
  return { ...report, links: links_, logs: keepLogs(servers, playingLogs) };
}

/**
 * Starts the counts over at the end of the warm-up (bytes are counted from a mark instead);
 * returns the actions acknowledged until then.
 */
function restartTotals(totals: PlayerTotals, latencies: Latencies): number {
  const acked = totals.actionsAcked;
  totals.actionsAcked = 0;
  totals.actionsRefused = 0;
  totals.gamesFinished = 0;
  totals.rematchMs = 0;
  totals.refusals.clear();
  totals.reasons?.clear();
  totals.othersRefused?.clear();
  latencies.clear();
  return acked;
}

/** One scripted client per table, on table i's process, each playing up to its games. */
function newPlayers(
  urls: readonly string[],
  count: number,
  latencies: Latencies,
  totals: PlayerTotals,
  clock: Clock,
): Player[] {
  const gamesStarted = new Map<Player, number>();
  const players = Array.from(
    { length: count },
    (_, i) =>
      new Player({
        url: urls[i % urls.length] ?? '',
        latencies,
        totals,
        seed: `bench-${i}`,
        thinkMs,
        mayAct: () => clock.playing && performance.now() < clock.deadline,
        mayStartGame: () => {
          const player = players[i] as Player;
          const started = (gamesStarted.get(player) ?? 1) + 1;
          if (started > gamesPerTable || performance.now() >= clock.deadline) return false;
          gamesStarted.set(player, started);
          return true;
        },
      }),
  );
  return players;
}

/** Connects every client and seats it at its table: nobody acts until all are seated. */
async function seatPlayers(players: readonly Player[], created: readonly CreatedTable[]) {
  await Promise.all(players.map((p) => p.connected()));
  await Promise.all(
    players.map((p, i) =>
      p.sit(created[i]?.table.id ?? '', created[i]?.seats.map((s) => s.token) ?? []),
    ),
  );
}

/**
 * Reads the servers' metrics once a second into their peaks (a read still under way when
 * stopped lands too), and watches this process's own event loop.
 */
function watchServers(urls: readonly string[], seated: Metrics) {
  const peaks: Peaks = { peak: seated, loopP99: 0, loopMax: 0, gcMax: 0, gcMajorMax: 0 };
  const benchLoop = monitorEventLoopDelay({ resolution: 10 });
  benchLoop.enable();
  const sampler = setInterval(() => {
    metricsOf(urls).then(
      (m) => {
        if (m.rss > peaks.peak.rss) peaks.peak = m;
        peaks.loopP99 = Math.max(peaks.loopP99, m.loopDelayP99Ms);
        peaks.loopMax = Math.max(peaks.loopMax, m.loopDelayMaxMs);
        peaks.gcMax = Math.max(peaks.gcMax, m.gcPauseMaxMs);
        peaks.gcMajorMax = Math.max(peaks.gcMajorMax, m.gcMajorPauseMaxMs);
      },
      () => undefined,
    );
  }, 1000);
  const stop = () => {
    clearInterval(sampler);
    benchLoop.disable();
  };
  return { peaks, benchLoop, stop };
}

/** What the load part measured, as printed and as --json writes it. */
function loadReport(load: {
  readonly elapsed: number;
  readonly drained: boolean;
  readonly totals: PlayerTotals;
  readonly latencies: Latencies;
  /** The clients' CPU, event loop and payload bytes over the timed part. */
  readonly clients: {
    readonly cpuMicroseconds: number;
    readonly loopP99Ms: number;
    readonly loopMaxMs: number;
    readonly bytesDown: number;
    readonly bytesUp: number;
  };
  readonly metrics: {
    readonly idle: Metrics;
    /** Once every client sat, before any played. */
    readonly atSeating: Metrics;
    /** Where the measured part began: at seating, or at the end of the warm-up. */
    readonly seated: Metrics;
    readonly end: Metrics;
    readonly peaks: Peaks;
  };
  readonly committed: Committed;
  /** Actions acknowledged during the warm-up, before the measured part. */
  readonly warmAcked: number;
}) {
  const { elapsed, totals, latencies, clients, committed, warmAcked } = load;
  const { idle, atSeating, seated, end, peaks } = load.metrics;
  const acked = Math.max(1, totals.actionsAcked);
  const [p50, p99, max] = latencies.percentiles([50, 99, 100]);
  return {
    store,
    processes,
    tables,
    thinkMs,
    messageRate: messageRate ?? 'default',
    seconds: round(elapsed, 2),
    warmUpSeconds: warmUp,
    gamesFinished: totals.gamesFinished,
    rematchMsAverage: round(totals.rematchMs / Math.max(1, totals.gamesFinished), 1),
    actionsAcknowledged: totals.actionsAcked,
    actionsRefused: totals.actionsRefused,
    refusals: Object.fromEntries(totals.refusals),
    refusalReasons: Object.fromEntries(totals.reasons ?? []),
    othersRefused: Object.fromEntries(totals.othersRefused ?? []),
    actionsPerSecond: Math.round(totals.actionsAcked / elapsed),
    bytesPerAction: {
      down: Math.round(clients.bytesDown / acked),
      up: Math.round(clients.bytesUp / acked),
    },
    latencyMs: {
      samples: latencies.count,
      mean: round(latencies.mean(), 2),
      p50: round(p50, 2),
      p99: round(p99, 2),
      max: round(max, 2),
    },
    server: {
      rssIdleMB: mb(idle.rss),
      rssPeakMB: mb(peaks.peak.rss),
      heapSeatedMB: mb(atSeating.heapUsed),
      rssPerTableKB: kb((peaks.peak.rss - idle.rss) / tables),
      heapPerTableKB: kb((atSeating.heapUsed - idle.heapUsed) / tables),
      liveTablesAtEnd: end.liveTables,
      commitBatches: end.commitBatches,
      actionsPerBatch: round(end.committedActions / end.commitBatches, 1),
      msPerBatch: round(end.commitMsTotal / end.commitBatches, 2),
      cpuUsPerAction: round(((cpuMs(end) - cpuMs(seated)) * 1000) / acked, 1),
      // The kernel's share (socket reads and writes, the disk) apart from the processes' own.
      cpuSystemUsPerAction: round(((end.cpuSystemMs - seated.cpuSystemMs) * 1000) / acked, 1),
      clientsCpuUsPerAction: round(clients.cpuMicroseconds / acked, 1),
      loopDelayP99Ms: round(peaks.loopP99, 1),
      loopDelayMaxMs: round(peaks.loopMax, 1),
      gcPauseUsPerAction: round(((end.gcPauseMsTotal - seated.gcPauseMsTotal) * 1000) / acked, 1),
      gcPausesPerSecond: round((end.gcPauses - seated.gcPauses) / elapsed, 1),
      gcPauseMaxMs: round(Math.max(peaks.gcMax, end.gcPauseMaxMs), 1),
      gcMajorPauseMaxMs: round(Math.max(peaks.gcMajorMax, end.gcMajorPauseMaxMs), 1),
      benchLoopDelayP99Ms: round(clients.loopP99Ms, 1),
      benchLoopDelayMaxMs: round(clients.loopMaxMs, 1),
    },
    committed: {
      drained: load.drained,
      rowsInDatabase: committed.actions,
      acknowledged: totals.actionsAcked + warmAcked,
      everyAcknowledgedActionCommitted: committed.actions >= totals.actionsAcked + warmAcked,
      tablesInDatabase: committed.tables,
    },
  };
}

/** PostgreSQL's and Redis's work while playing, in all and per acknowledged action. */
function linksReport(used: LinkFigures, actions: number) {
  const per = (n: number) => round(n / Math.max(1, actions), 3);
  const { postgres, redis } = used;
  return {
    ...(postgres && {
      postgres: {
        ...postgres,
        commitsPerAction: per(postgres.commits),
        rowsPerAction: per(postgres.rowsInserted),
        walBytesPerAction: Math.round(postgres.walBytes / Math.max(1, actions)),
        bytesPerAction: {
          toPostgres: Math.round(postgres.bytesSent / Math.max(1, actions)),
          fromPostgres: Math.round(postgres.bytesReceived / Math.max(1, actions)),
        },
      },
    }),
    ...(redis && {
      redis: {
        ...redis,
        commandsPerAction: per(redis.commands),
        bytesPerAction: {
          toRedis: Math.round(redis.bytesIn / Math.max(1, actions)),
          fromRedis: Math.round(redis.bytesOut / Math.max(1, actions)),
        },
      },
    }),
  };
}

/**
 * Pins server process i to core `cores[i mod n]` (`taskset -cp`), as --pin '0,1' asks: one
 * core per process, to compare one process on one core with two on two.
 */
function pin(servers: readonly ChildServer[], cores: string | undefined): void {
  if (!cores) return;
  const list = cores.split(',').map((c) => c.trim());
  servers.forEach((server, i) => {
    const pid = server.process.pid;
    if (pid === undefined) return;
    execFileSync('taskset', ['-a', '-cp', list[i % list.length] ?? '0', String(pid)], {
      stdio: 'ignore',
    });
  });
}

const round = (x: number | undefined, digits: number) => Number((x ?? NaN).toFixed(digits));
const mb = (bytes: number) => round(bytes / 2 ** 20, 1);
const kb = (bytes: number) => round(bytes / 2 ** 10, 1);

/** The servers' settings: no bot delay, and limits far above what the scripted clients reach. */
function benchEnv(): Record<string, string> {
  const env: Record<string, string> = {
    BOT_DELAY_MS: '0',
    CREATE_RATE: '100000/100000',
    // Every scripted client comes from loopback, standing for a thousand people's addresses.
    CONNECTIONS_PER_ADDRESS: '0',
    SOCKETS_PER_ADDRESS: '0',
    ADDRESS_MESSAGE_RATE: '1000000/1000000',
  };
  if (messageRate) env.MESSAGE_RATE = messageRate;
  return env;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-'));
  const env: Record<string, string> = { ...benchEnv(), DATA_DIR: dataDir };
  const postgres = store === 'postgres' ? await testPostgres() : undefined;
  const redis = processes > 1 ? await testRedis() : undefined;
  if (postgres) env.DATABASE_URL = await postgres.database();
  if (redis) env.REDIS_URL = redis.url;
  const databaseUrl = env.DATABASE_URL;
  const count = () =>
    databaseUrl
      ? countCommittedOn(databaseUrl)
      : Promise.resolve(countCommitted(join(dataDir, 'matchday.sqlite')));
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [];
  if (process.env.BENCH_NODE_ARGS) profile.push(...process.env.BENCH_NODE_ARGS.split(' '));
  const servers: ChildServer[] = [];
  for (let i = 0; i < processes; i++) servers.push(await startChild(env, profile));
  pin(servers, values.pin);
  const pids = servers.flatMap((server) => server.process.pid ?? []);
  const links = await openLinks(databaseUrl, env.REDIS_URL, pids);
  const stopAll = async () => {
    for (const server of servers) await server.stop('SIGKILL');
  };
  // The whole run is bounded: a stuck server or client cannot keep the bench alive.
  const watchdog = setTimeout(
    () => {
      console.error('bench:server: gave up after its time budget');
      void stopAll().then(() => process.exit(1));
    },
    // Making and seating the tables takes longer the more there are, and PostgreSQL's
    // counters are waited for twice (bench/server/links.ts).
    (warmUp + seconds + 120 + tables / 25 + (postgres ? 22 : 0)) * 1000,
  );
  try {
    const report = await run(servers, count, links);
    if (values.json) console.log(JSON.stringify(report, null, 2));
    else printReport(report);
    if (!report.committed.everyAcknowledgedActionCommitted) process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
    await links.close();
    await stopAll();
    await postgres?.stop();
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Writes each server's stderr to server-<i>.log in --logs (or a new temporary directory), a
 * line marking where play ended and the servers were stopped (a stopping process gives its
 * leases back and the others take its tables over: nothing to do with play). Answers the
 * lines logged while playing, and how many of each kind (table ids and numbers as 'T' and
 * 'N'): a refusal without a fault shows there.
 */
function keepLogs(servers: readonly ChildServer[], playing: readonly number[]) {
  const dir = values.logs ?? mkdtempSync(join(tmpdir(), 'matchday-bench-logs-'));
  mkdirSync(dir, { recursive: true });
  const kinds = new Map<string, number>();
  const lines = servers.map((server, i) => {
    const text = server.errors();
    const played = text.slice(0, playing[i]);
    const marker = '--- bench: play ended here; the servers were stopped after this line ---\n';
    writeFileSync(join(dir, `server-${i}.log`), played + marker + text.slice(playing[i]));
    const logged = played.split('\n').filter((line) => line.trim() !== '');
    for (const line of logged) {
      const kind = `server ${i}: ${logKind(line)}`;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    return logged.length;
  });
  return { dir, lines, kinds: Object.fromEntries(kinds) };
}

/** A log line with its table ids and numbers put as 'T' and 'N', to count lines of a kind. */
function logKind(line: string): string {
  return line
    .slice(0, 200)
    .replace(/\btable [\w-]{12}\b/g, 'table T')
    .replace(/\d+/g, 'N');
}

function linkLines(links: ReturnType<typeof linksReport>): string[] {
  const lines: string[] = [];
  const { postgres: p, redis } = links;
  if (p)
    lines.push(
      `PostgreSQL per action      ${p.commitsPerAction} commits, ${p.rowsPerAction} rows, ${p.walBytesPerAction} B of WAL; ${p.bytesPerAction.toPostgres} B to it, ${p.bytesPerAction.fromPostgres} B back (the servers' sockets)`,
    );
  if (redis)
    lines.push(
      `Redis per action           ${redis.commandsPerAction} commands (${Object.entries(
        redis.byCommand,
      )
        .map(([name, n]) => `${name} ${String(n)}`)
        .join(
          ', ',
        )}); ${redis.bytesPerAction.toRedis} B in, ${redis.bytesPerAction.fromRedis} B out`,
    );
  return lines;
}

function printReport(r: Awaited<ReturnType<typeof run>>): void {
  const lines = [
    `store, processes           ${r.store}, ${r.processes}`,
    `tables (concurrent)        ${r.tables} (think ${r.thinkMs} ms, message rate ${r.messageRate})`,
    `time                       ${r.seconds} s${r.warmUpSeconds > 0 ? ` (after ${r.warmUpSeconds} s of warm-up)` : ''}`,
    `games finished             ${r.gamesFinished} (a rematch takes ${r.rematchMsAverage} ms on average)`,
    `actions acknowledged       ${r.actionsAcknowledged} (${r.actionsRefused} refused ${JSON.stringify(r.refusals)})`,
    `actions/s                  ${r.actionsPerSecond}`,
    `bytes per action           ${r.bytesPerAction.down} server → clients, ${r.bytesPerAction.up} clients → server (engine.io payloads)`,
    `latency act → update (ms)  mean ${r.latencyMs.mean}  p50 ${r.latencyMs.p50}  p99 ${r.latencyMs.p99}  max ${r.latencyMs.max}  (${r.latencyMs.samples} samples)`,
    `server RSS                 idle ${r.server.rssIdleMB} MB, peak ${r.server.rssPeakMB} MB → ${r.server.rssPerTableKB} KB per table`,
    `server heap                seated ${r.server.heapSeatedMB} MB → ${r.server.heapPerTableKB} KB per table`,
    `CPU per action             server ${r.server.cpuUsPerAction} µs (all its threads; ${r.server.cpuSystemUsPerAction} in the kernel), clients ${r.server.clientsCpuUsPerAction} µs`,
    `event loop delay (ms)      server: worst p99 of a second ${r.server.loopDelayP99Ms}, max ${r.server.loopDelayMaxMs}; clients: p99 ${r.server.benchLoopDelayP99Ms}, max ${r.server.benchLoopDelayMaxMs}`,
    `server GC pauses           ${r.server.gcPauseUsPerAction} µs per action, ${r.server.gcPausesPerSecond} per second, longest ${r.server.gcPauseMaxMs} ms (of a major collection ${r.server.gcMajorPauseMaxMs} ms)`,
    `group commits              ${r.server.commitBatches} batches, ${r.server.actionsPerBatch} actions and ${r.server.msPerBatch} ms each`,
    `committed                  ${r.committed.rowsInDatabase} rows in the database for ${r.committed.acknowledged} acknowledged actions: ${r.committed.everyAcknowledgedActionCommitted ? 'all committed' : 'MISSING ROWS'}`,
    ...linkLines(r.links),
    `server logs                ${r.logs.dir} (${r.logs.lines.join(', ')} lines while playing)`,
    ...Object.entries(r.logs.kinds).map(([kind, n]) => `  logged ${n}x  ${kind}`),
    `refused while playing      ${r.actionsRefused} actions, ${Object.values(r.othersRefused).reduce((a, b) => a + b, 0)} joins and rematches`,
    ...Object.entries(r.refusalReasons).map(([reason, n]) => `  refused ${n}x  act ${reason}`),
    ...Object.entries(r.othersRefused).map(([reason, n]) => `  refused ${n}x  ${reason}`),
  ];
  console.log(lines.join('\n'));
}

if (parts.has('load')) await main();
if (parts.has('overload')) {
  const shed = values.shed;
  if (shed !== 'on' && shed !== 'off' && shed !== 'both')
    throw new Error(`--shed must be on, off or both, not '${shed}'`);
  const report = await runOverload(
    {
      thinkMs: thinkMs > 0 ? thinkMs : 500,
      step: positive('step', values.step),
      stepSeconds: positive('step-seconds', values['step-seconds']),
      maxTables: positive('max-tables', values['max-tables']),
      steadySeconds: positive('steady-seconds', values['steady-seconds']),
      saturation:
        values.saturation === undefined ? undefined : positive('saturation', values.saturation),
      shed,
      env: benchEnv(),
    },
    values.json ? () => undefined : console.log,
  );
  if (values.json) console.log(JSON.stringify(report, null, 2));
}
if (parts.has('bots')) {
  const report = await runBotsFairness({
    botTables: positive('bot-tables', values['bot-tables']),
    seconds,
  });
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else printBotsFairness(report);
}
