/**
 * The real server as a child process (node src/server/main.ts) on a free port, with its own
 * data directory and quick bots; it can be killed outright and started again on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/testing/free-port.ts';
import { ROOT } from './build.ts';
import { PATIENCE_MS } from './patience.ts';

/**
 * Node's compile cache for the server processes: every browser test file starts one (some
 * several), and each compiled the same few hundred TypeScript modules afresh (about 1.9 s of
 * CPU a start on this machine, 1.2 s with the cache warm). Node keys the cache by each file's
 * contents and its own version, so a changed source is compiled again, never served stale.
 */
const COMPILE_CACHE = join(tmpdir(), 'matchday-e2e-compile-cache');

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** The process's id, e.g. 4242 (a cluster names its processes by it: host:pid:random). */
  readonly pid: number;
  /** The last lines the process printed (its log), for a failed test's report. */
  logTail(lines?: number): string;
  /** Stops the process: SIGTERM closes it cleanly, SIGKILL is a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-e2e-'));
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/games`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer within ${PATIENCE_MS / 1000} s:\n${output()}`);
}

/**
 * `env` adds to the server's environment, e.g. { MATCHDAY_TEST_GAMES: '1' } to serve the
 * test games (chain cards …) beside the registry's.
 */
export async function startServerProcess(
  dataDir: string,
  port?: number,
  env: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      ...process.env,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOT_DELAY_MS: '40',
      // The bots think a fifth of their live time (as the in-process harness's do): the
      // browser tests try the pages, not the bots' strength, and a whole game's bots
      // otherwise spend minutes of CPU the pages wait on. On the clock, not by iterations
      // (BOT_PACE), which a test may ask for: with a tenth of the iterations for every test, two
      // fresh clones ran 20 and 25+ minutes against 12½ on the clock (the cause not pinned down:
      // alone, only Golazo's normal bot cost more a decision, 104 ms against 32).
      BOT_TIME_SCALE: '0.2',
      CREATE_RATE: '50/200',
      MESSAGE_RATE: '200/400',
      // The browsers of every test share 127.0.0.1.
      ADDRESS_MESSAGE_RATE: '2000/4000',
      CONNECTIONS_PER_ADDRESS: '0',
      SOCKETS_PER_ADDRESS: '0',
      // No shedding on the machine's load (src/server/load/): no test depends on its speed.
      OVERLOAD_SHED: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Only the tail is kept: what a failed test's report shows (logTail).
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64 * 1024);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${chosen}`;
  await waitUntilUp(url, child, () => output);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  return {
    url,
    port: chosen,
    dataDir,
    pid: child.pid ?? 0,
    logTail: (lines = 30) => output.trimEnd().split('\n').slice(-lines).join('\n'),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
