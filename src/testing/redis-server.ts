/**
 * A real Redis for tests, never a mock: the server named by REDIS_URL when it is set (CI or a
 * developer's own), else a `redis-server` of its own on a free loopback port in a temporary
 * directory, stopped afterwards. Without either, the test fails and says how to get one.
 * In src/testing, outside every layer: the lab's queue tests, the server's cluster tests, the
 * CLI's and the browser tests all start one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface TestRedis {
  /** e.g. 'redis://127.0.0.1:40123'. */
  readonly url: string;
  /**
   * Stops the server at once (SIGKILL: its keys are lost, as it keeps none on disk) and starts
   * it again on the same port; `between` runs while it is down. Only for a server of its own.
   */
  restart(between?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const INSTALL =
  'These tests need Redis: install it (Debian/Ubuntu: apt-get install -y redis-server) ' +
  'or set REDIS_URL to a Redis they may use, e.g. redis://127.0.0.1:6379.';

/** Resolves once the server says it accepts connections; rejects if it cannot start. */
function started(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    server.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new Error(INSTALL) : error);
    });
    server.on('exit', (code) => {
      reject(new Error(`redis-server stopped (status ${code}): ${output}`));
    });
    server.stdout?.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
}

export async function testRedis(): Promise<TestRedis> {
  const given = process.env.REDIS_URL;
  if (given) {
    return {
      url: given,
      restart: () => Promise.reject(new Error('only a Redis of the test’s own can be restarted')),
      stop: () => Promise.resolve(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'matchday-redis-'));
  const port = await freePort();
  let server: ChildProcess;
  const launch = async () => {
    server = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await started(server);
    } catch (error) {
      server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  };
  const kill = async (signal: NodeJS.Signals) => {
    // Already gone (killed by a restart whose relaunch failed): there is no exit to wait for.
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill(signal);
    await exited;
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(between) {
      await kill('SIGKILL');
      // Redis comes back even when `between` fails (an assertion while it is down), so that
      // the failure is reported and the servers depending on it can stop.
      try {
        await between?.();
      } finally {
        await launch();
      }
    },
    async stop() {
      await kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
