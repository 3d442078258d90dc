/**
 * `BENCH_PARTS=overload npm run bench:server`: does the server shed load instead of queueing
 * it? Two-person Goalkeepers tables arrive one by one, as people would (create over HTTP, then
 * a socket that joins with both seats and plays at `thinkMs`, rematch after rematch):
 *
 * 1. The ramp, with shedding off: `step` tables more every `stepSeconds` (arriving over the
 *    first half, measured over the second) until p99 passes a second or `maxTables` are
 *    seated. Saturation is where throughput stops rising: the fewest tables whose actions/s
 *    reach 95% of the most any step measured. (Each step's pace, actions/s over what its
 *    tables ask at their think time, is printed too: on a machine shared with other jobs the
 *    wait grows long before the throughput stops rising.)
 * 2. Twice that many tables arriving at the ramp's pace, on a fresh server with shedding on
 *    (the server's defaults, or OVERLOAD_* from the environment) and again with it off. An
 *    arrival refused 'busy' tries again, as a page does (a create after its Retry-After, a
 *    join after 0.5 s doubling up to 5 s, less up to half at random). Once all have arrived,
 *    the seated tables are measured for `steadySeconds`: their p99, actions/s, and the work
 *    refused (the bench's count and the server's /api/metrics).
 *
 * On one SQLite process: the overload signal is per process, and one process is what saturates.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CreatedTable } from '../../src/server/protocol.ts';
import { startChild, type ChildServer } from '../../src/server/testing/child.ts';
import type { ArrivalsMessage, ArrivalsRequest } from './arrivals-worker.ts';
import { pageWait } from './page-wait.ts';
import { JoinRefused, Player, type PlayerTotals } from './player.ts';
import { Latencies } from './stats.ts';

export interface OverloadBenchOptions {
  /** A person's pause before each action, in ms (uniform in ±50%), e.g. 500. */
  readonly thinkMs: number;
  /** Tables added at each step of the ramp, e.g. 500. */
  readonly step: number;
  /** How long each step lasts, e.g. 10 s: half arriving, half measured. */
  readonly stepSeconds: number;
  /** The ramp stops here at the latest, e.g. 10,000 tables. */
  readonly maxTables: number;
  /** How long the seated tables are measured at twice saturation, e.g. 20 s. */
  readonly steadySeconds: number;
  /** Skips the ramp: the saturation found by an earlier run, in tables. */
  readonly saturation?: number;
  /** Which runs at twice saturation: with shedding, without, or both. */
  readonly shed: 'on' | 'off' | 'both';
  /** The server's environment besides OVERLOAD_* (data directory, rates). */
  readonly env: Record<string, string>;
}

/** What a window of play measured. */
export interface Window {
  readonly tables: number;
  readonly seconds: number;
  readonly actionsPerSecond: number;
  /** Actions/s over what the seated tables ask at their think time (1 = full pace). */
  readonly pace: number;
  readonly latencyMs: { p50: number; p99: number; max: number; samples: number };
  readonly serverLoopDelayP99Ms: number;
  /** The seated clients' own event loop (the bench's main thread): its delay is in every latency. */
  readonly benchLoopDelayP99Ms: number;
  readonly serverCpuUsPerAction: number;
  /**
   * The share of one core the server's serving thread used over the window, 0-1 (e.g. 0.7):
   * what its overload signal reads as the loop's busy share (OverloadLimits.loopBusyMax),
   * here read from /proc so that the ramp, with shedding off, shows where it stands.
   */
  readonly serverThreadBusy: number;
  readonly bytesPerAction: { down: number; up: number };
  readonly actionsPerBatch: number;
  readonly rssMB: number;
}

interface Metrics {
  readonly rss: number;
  readonly playingTables?: number;
  readonly overloaded?: number;
  readonly loadLoopDelayMs?: number;
  readonly loadLoopBusy?: number;
  readonly loadCommitDepth?: number;
  readonly loadCommitAgeMs?: number;
  readonly committedActions: number;
  readonly commitBatches: number;
  readonly loopDelayP99Ms: number;
  readonly cpuUserMs: number;
  readonly cpuSystemMs: number;
  readonly refusedTables?: number;
  readonly refusedJoins?: number;
  readonly overloadEpisodes?: number;
  readonly overloadedMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The tables seated on one server, and the arrivals still trying to sit. */
class Fleet {
  readonly url: string;
  private readonly thinkMs: number;
  readonly players: Player[] = [];
  readonly totals: PlayerTotals = {
    actionsAcked: 0,
    actionsRefused: 0,
    gamesFinished: 0,
    rematchMs: 0,
    refusals: new Map(),
    bytesDown: 0,
    bytesUp: 0,
  };
  /** The current window's latencies. */
  private window = new Latencies();
  readonly sink = {
    add: (ms: number) => {
      this.window.add(ms);
    },
  };
  open = true;
  asked = 0;
  refusedCreates = 0;
  refusedJoins = 0;
  /** What went wrong on the newcomers' thread, if anything. */
  readonly failures: string[] = [];
  private readonly workers: Worker[] = [];

  /** The server's process id: its serving thread's id too (Linux). */
  private readonly pid: number | undefined;

  constructor(url: string, thinkMs: number, pid: number | undefined) {
    this.url = url;
    this.thinkMs = thinkMs;
    this.pid = pid;
  }

  /** Newcomers who asked for a table and do not sit at one yet. */
  get waiting(): number {
    return this.asked - this.players.length;
  }

  /**
   * `count` newcomers arriving evenly over `ms`, asking for tables on a thread of their own
   * (arrivals-worker.ts); each table created is joined here. Resolves after `ms`.
   */
  async arrive(count: number, ms: number): Promise<void> {
    this.asked += count;
    const worker = new Worker(new URL('./arrivals-worker.ts', import.meta.url), {
      workerData: { url: this.url, count, ms } satisfies ArrivalsRequest,
    });
    this.workers.push(worker);
    worker.on('message', (message: ArrivalsMessage) => {
      if (message.kind === 'created') this.seat(message.table);
      else if (message.kind === 'refused') this.refusedCreates++;
      else this.failures.push(message.message);
    });
    await sleep(ms);
  }

  /** Resolves once every newcomer so far sits at its table (shedding off: none is refused). */
  async settled(): Promise<void> {
    while (this.open && this.waiting > 0 && this.failures.length === 0) await sleep(50);
    if (this.failures.length > 0) throw new Error(this.failures.join('; '));
  }

  /** Joins a new table with both seats, again after each 'busy' as a page does, then plays. */
  private seat(created: CreatedTable): void {
    const player = new Player({
      url: this.url,
      latencies: this.sink,
      totals: this.totals,
      seed: `overload-${created.table.id}`,
      thinkMs: this.thinkMs,
      mayAct: () => this.open,
      mayStartGame: () => this.open,
    });
    const tokens = created.seats.map((s) => s.token);
    const sit = async () => {
      await player.connected();
      for (let attempt = 0; this.open; attempt++) {
        try {
          await player.sit(created.table.id, tokens);
          this.players.push(player);
          player.start();
          return;
        } catch (error) {
          if (!(error instanceof JoinRefused) || error.code !== 'busy') throw error;
          this.refusedJoins++;
          await sleep(pageWait(attempt, error.retryAfterMs));
        }
      }
      player.close();
    };
    sit().catch((error: unknown) => {
      // Once the fleet closes, what the server's end breaks is no failure.
      if (this.open) this.failures.push(String(error));
    });
  }

  /** Plays for `seconds` and says what it measured. */
  async measure(seconds: number): Promise<Window> {
    this.window = new Latencies();
    const before = await this.metrics();
    const acked = this.totals.actionsAcked;
    const bytes = { down: this.totals.bytesDown, up: this.totals.bytesUp };
    const tables = this.players.length;
    const threadBefore = threadCpuMs(this.pid);
    const started = performance.now();
    const benchLoop = monitorEventLoopDelay({ resolution: 10 });
    benchLoop.enable();
    await sleep(seconds * 1000);
    benchLoop.disable();
    const elapsed = (performance.now() - started) / 1000;
    const threadAfter = threadCpuMs(this.pid);
    const after = await this.metrics();
    const actions = Math.max(1, this.totals.actionsAcked - acked);
    const [p50, p99, max] = this.window.percentiles([50, 99, 100]);
    const cpu = (m: Metrics) => m.cpuUserMs + m.cpuSystemMs;
    const actionsPerSecond = actions / elapsed;
    return {
      tables,
      seconds: round(elapsed, 1),
      actionsPerSecond: Math.round(actionsPerSecond),
      pace: round(actionsPerSecond / ((tables * 1000) / this.thinkMs), 3),
      latencyMs: {
        p50: round(p50, 1),
        p99: round(p99, 1),
        max: round(max, 1),
        samples: this.window.count,
      },
      serverLoopDelayP99Ms: round(after.loopDelayP99Ms, 1),
      benchLoopDelayP99Ms: round(benchLoop.percentile(99) / 1e6 - 10, 1),
      serverCpuUsPerAction: round(((cpu(after) - cpu(before)) * 1000) / actions, 1),
      serverThreadBusy: round((threadAfter - threadBefore) / (elapsed * 1000), 2),
      bytesPerAction: {
        down: Math.round((this.totals.bytesDown - bytes.down) / actions),
        up: Math.round((this.totals.bytesUp - bytes.up) / actions),
      },
      actionsPerBatch: round(
        (after.committedActions - before.committedActions) /
          Math.max(1, after.commitBatches - before.commitBatches),
        1,
      ),
      rssMB: round(after.rss / 2 ** 20, 1),
    };
  }

  async metrics(): Promise<Metrics> {
    const response = await fetch(`${this.url}/api/metrics`);
    return (await response.json()) as Metrics;
  }

  close(): void {
    this.open = false;
    for (const worker of this.workers) void worker.terminate();
    for (const player of this.players) player.close();
  }
}

const round = (x: number | undefined, digits: number) => Number((x ?? NaN).toFixed(digits));

/** Linux's clock ticks a second, as /proc counts a thread's CPU time (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time, in ms, of the thread whose id is `pid` (a process's main thread), from
 * /proc/PID/task/PID/stat's utime and stime; NaN where there is no /proc or no such process.
 */
export function threadCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${String(pid)}/task/${String(pid)}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Shedding off, and on (with the server's default limits, or OVERLOAD_* from the environment). */
const SHED_OFF = { OVERLOAD_SHED: 'off' };
const SHED_ON = { OVERLOAD_SHED: 'on' };

async function withServer<T>(
  env: Record<string, string>,
  run: (server: ChildServer) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-overload-'));
  const server = await startChild({ ...env, DATA_DIR: dataDir });
  try {
    return await run(server);
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The ramp: steps of tables until the p99 passes a second; the saturation found. */
async function ramp(options: OverloadBenchOptions, log: (line: string) => void) {
  const steps: Window[] = [];
  await withServer({ ...options.env, ...SHED_OFF }, async (server) => {
    const fleet = new Fleet(
      server.url.replace('localhost', '127.0.0.1'),
      options.thinkMs,
      server.process.pid,
    );
    const half = (options.stepSeconds * 1000) / 2;
    try {
      while (fleet.asked < options.maxTables) {
        await fleet.arrive(options.step, half);
        await fleet.settled();
        const window = await fleet.measure(half / 1000);
        steps.push(window);
        log(`  ramp ${describe(window)}`);
        if (window.latencyMs.p99 > 1000) break;
      }
    } finally {
      fleet.close();
    }
  });
  const peak = Math.max(...steps.map((s) => s.actionsPerSecond));
  const saturation = steps.find((s) => s.actionsPerSecond >= 0.95 * peak)?.tables ?? options.step;
  return { steps, saturation };
}

/** Twice saturation arriving at the ramp's pace, then the seated tables measured. */
async function twice(
  options: OverloadBenchOptions,
  saturation: number,
  shed: boolean,
  log: (line: string) => void,
) {
  const env = { ...options.env, ...(shed ? SHED_ON : SHED_OFF) };
  return withServer(env, async (server) => {
    const fleet = new Fleet(
      server.url.replace('localhost', '127.0.0.1'),
      options.thinkMs,
      server.process.pid,
    );
    const timeline = new Timeline(fleet);
    try {
      const target = 2 * saturation;
      const rate = options.step / (options.stepSeconds / 2);
      await fleet.arrive(target, (target / rate) * 1000);
      // The last arrivals sit (or are refused) before the window starts.
      await sleep(3000);
      timeline.mark();
      const window = await fleet.measure(options.steadySeconds);
      timeline.stop();
      const metrics = await fleet.metrics();
      const result = {
        shedding: shed,
        tablesAsked: fleet.asked,
        tablesSeated: fleet.players.length,
        arrivalsStillTrying: fleet.waiting,
        refusedCreates: fleet.refusedCreates,
        refusedJoins: fleet.refusedJoins,
        server: {
          refusedTables: metrics.refusedTables ?? 0,
          refusedJoins: metrics.refusedJoins ?? 0,
          overloadEpisodes: metrics.overloadEpisodes ?? 0,
          overloadedMs: metrics.overloadedMs ?? 0,
        },
        actionsRefused: Object.fromEntries(fleet.totals.refusals),
        failures: fleet.failures.slice(0, 5),
        window,
        readings: timeline.summary(),
      };
      log(
        `  2x saturation, shedding ${shed ? 'on' : 'off'}: ${describe(window)}; ` +
          `${result.tablesSeated} of ${result.tablesAsked} tables seated, ` +
          `${result.arrivalsStillTrying} still trying; refused ${result.refusedCreates} creates, ` +
          `${result.refusedJoins} joins (server: ${JSON.stringify(result.server)})`,
      );
      log(`    server's readings each second: ${JSON.stringify(result.readings)}`);
      return result;
    } finally {
      timeline.stop();
      fleet.close();
    }
  });
}

/**
 * The server's overload readings (/api/metrics) once a second through a run at twice
 * saturation: how much of the time it refused newcomers, and which signal said so, both
 * while the newcomers arrived and in the measured window. Polled from the seated clients'
 * thread, once a second: a small share of its work.
 */
class Timeline {
  private readonly fleet: Fleet;
  private readonly readings: { at: number; metrics: Metrics }[] = [];
  private markedAt = Infinity;
  private readonly state = { running: true };

  constructor(fleet: Fleet) {
    this.fleet = fleet;
    void this.poll();
  }

  private async poll(): Promise<void> {
    for (;;) {
      await sleep(1000);
      if (!this.running()) return;
      try {
        const metrics = await this.fleet.metrics();
        this.readings.push({ at: performance.now(), metrics });
      } catch {
        // The server's end cuts the last poll short.
      }
    }
  }

  /** The measured window starts now. */
  mark(): void {
    this.markedAt = performance.now();
  }

  stop(): void {
    this.state.running = false;
  }

  private running(): boolean {
    return this.state.running;
  }

  summary() {
    const part = (inWindow: boolean) => {
      const rows = this.readings.filter((r) => r.at >= this.markedAt === inWindow);
      const share = (pick: (m: Metrics) => boolean) =>
        round(rows.filter((r) => pick(r.metrics)).length / Math.max(1, rows.length), 2);
      const median = (pick: (m: Metrics) => number | undefined) => {
        const values = rows.map((r) => pick(r.metrics) ?? 0).sort((a, b) => a - b);
        return values[Math.floor(values.length / 2)] ?? 0;
      };
      return {
        seconds: rows.length,
        overloadedShare: share((m) => m.overloaded === 1),
        loopDelayMsMedian: round(
          median((m) => m.loadLoopDelayMs),
          1,
        ),
        loopBusyMedian: round(
          median((m) => m.loadLoopBusy),
          2,
        ),
        commitDepthMedian: median((m) => m.loadCommitDepth),
        commitAgeMsMedian: median((m) => m.loadCommitAgeMs),
        playingTablesAtEnd: rows.at(-1)?.metrics.playingTables ?? 0,
      };
    };
    return {
      arriving: part(false),
      window: part(true),
      // Seated tables every 10 s from the first arrival: how the door opened and shut.
      playingEvery10s: this.readings
        .filter((_, i) => i % 10 === 9)
        .map((r) => r.metrics.playingTables ?? 0),
    };
  }
}

function describe(w: Window): string {
  return (
    `${w.tables} tables: ${w.actionsPerSecond} actions/s (pace ${w.pace}), ` +
    `p50 ${w.latencyMs.p50} p99 ${w.latencyMs.p99} max ${w.latencyMs.max} ms, ` +
    `loop p99 server ${w.serverLoopDelayP99Ms} ms, clients ${w.benchLoopDelayP99Ms} ms, ${w.serverCpuUsPerAction} µs CPU/action, ` +
    `serving thread ${w.serverThreadBusy} of a core, ` +
    `${w.bytesPerAction.down}/${w.bytesPerAction.up} B down/up, ${w.actionsPerBatch} per commit, RSS ${w.rssMB} MB`
  );
}

export async function runOverload(
  options: OverloadBenchOptions,
  log: (line: string) => void = console.log,
) {
  log(
    `overload (think ${options.thinkMs} ms, steps of ${options.step} tables / ${options.stepSeconds} s)`,
  );
  const found = options.saturation === undefined ? await ramp(options, log) : undefined;
  const saturation = options.saturation ?? found?.saturation ?? options.step;
  log(`  saturation: ${saturation} tables`);
  const runs = [];
  if (options.shed !== 'off') runs.push(await twice(options, saturation, true, log));
  if (options.shed !== 'on') runs.push(await twice(options, saturation, false, log));
  return { thinkMs: options.thinkMs, ramp: found?.steps ?? [], saturation, runs };
}
