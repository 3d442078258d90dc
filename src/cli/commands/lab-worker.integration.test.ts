/**
 * The lab across processes: `matchday lab --queue` with `matchday lab-worker` child processes
 * on a real Redis (see lab/queue/testing/redis-server.ts), one of them killed mid-run.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import type { LabReport } from '../../lab/report.ts';
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import { reportJson } from '../../lab/files.ts';
import { matchday } from '../testing/matchday.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const env = { ...process.env, NODE_COMPILE_CACHE: join(tmpdir(), 'node-compile-cache') };
const scratch = mkdtempSync(join(tmpdir(), 'matchday-lab-queue-'));

/** report.json's text without its speed, the one part that may differ from run to run. */
function deterministic(dir: string): string {
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as LabReport;
  return reportJson({ ...report, speed: { seconds: 0, gamesPerSecond: 0, workers: 0 } });
}

interface Child {
  readonly child: ChildProcess;
  readonly lines: string[];
  /** Resolves with the first line of stdout that matches. */
  line(pattern: RegExp): Promise<string>;
  /** Resolves with the exit status, and what came on stderr. */
  exited: Promise<{ status: number | null; stderr: string }>;
}

// Every child still running when the tests end (a failed case) is killed, so none outlives them.
const children = new Set<ChildProcess>();

/** `matchday args` as a child process this file watches line by line. */
function start(args: readonly string[]): Child {
  const child = spawn(process.execPath, [MAIN, ...args], { env });
  children.add(child);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const lines: string[] = [];
  const watchers: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line);
    for (const w of watchers.filter((w) => w.pattern.test(line))) {
      watchers.splice(watchers.indexOf(w), 1);
      w.resolve(line);
    }
  });
  return {
    child,
    lines,
    line: (pattern) =>
      new Promise((resolve) => {
        const seen = lines.find((l) => pattern.test(l));
        if (seen) resolve(seen);
        else watchers.push({ pattern, resolve });
      }),
    exited: new Promise((resolve) =>
      child.once('exit', (status) => {
        children.delete(child);
        resolve({ status, stderr });
      }),
    ),
  };
}

function labWorker(url: string, queue: string): Child {
  return start(['lab-worker', url, '--threads', '1', '--queue-name', queue, '--lock-ms', '1000']);
}

const GAMES = ['--games', '4000', '--seats', 'bot:random,bot:heuristic', '--seed', 'queue'];

// Only a guard against a hang, never a budget: a loaded two-core machine takes its time.
describe('matchday lab --queue and lab-worker', { timeout: 20 * 60_000 }, () => {
  let redis: TestRedis;
  before(async () => {
    redis = await testRedis();
  });
  after(async () => {
    for (const child of children) child.kill('SIGKILL');
    await redis.stop();
  });

  it('gives the local report when one of two workers is killed mid-run', async () => {
    const queue = `test-${process.pid}-kill`;
    const local = join(scratch, 'local');
    const queued = join(scratch, 'queued');
    // The reference run plays beside the queued one: they share nothing but the machine.
    const localRun = matchday(['lab', 'goalkeepers', ...GAMES, '--workers', '1', '--out', local]);

    const coordinator = start([
      'lab',
      'goalkeepers',
      ...GAMES,
      '--out',
      queued,
      '--queue',
      redis.url,
      '--queue-name',
      queue,
    ]);
    const doomed = labWorker(redis.url, queue);
    // Its first chunk taken: the worker holds that chunk's lock when it dies.
    await doomed.line(/^chunk \d+ of run /);
    const survivor = labWorker(redis.url, queue);
    doomed.child.kill('SIGKILL');
    await doomed.exited;

    const run = await coordinator.exited;
    assert.equal(run.status, 0, run.stderr);
    // The dead worker's chunk was played again by the survivor, after the stalled check.
    await survivor.line(/ again, after a worker stopped$/);
    survivor.child.kill('SIGTERM');
    assert.equal((await survivor.exited).status, 0);
    const reference = await localRun;
    assert.equal(reference.status, 0, reference.stderr);
    assert.equal(deterministic(queued), deterministic(local));

    // The run's jobs removed themselves: nothing of it is left on the queue.
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`bull:${queue}:*`);
      assert.deepEqual(
        keys.filter((k) => /\.\d+-\d+$/.test(k)),
        [],
      );
      assert.equal(await client.llen(`bull:${queue}:wait`), 0);
      assert.equal(await client.llen(`bull:${queue}:active`), 0);
    } finally {
      client.disconnect();
    }
  });

  it('takes its untaken chunks off the queue on Ctrl-C and says so', async () => {
    const queue = `test-${process.pid}-interrupt`;
    const client = new Redis(redis.url);
    try {
      const since = await client.time();
      const coordinator = start([
        'lab',
        'goalkeepers',
        '--games',
        '5000',
        '--out',
        join(scratch, 'interrupted'),
        '--queue',
        redis.url,
        '--queue-name',
        queue,
      ]);
      // No worker: wait for the queue's event of a first chunk added, then interrupt.
      const from = `${Number(since[0]) * 1000}-0`;
      await client.xread('BLOCK', 0, 'STREAMS', `bull:${queue}:events`, from);
      coordinator.child.kill('SIGINT');
      const run = await coordinator.exited;
      assert.equal(run.status, 130, run.stderr);
      assert.match(
        run.stderr,
        new RegExp(
          `matchday: stopped\\. Took [1-9]\\d* untaken chunks off queue ${queue}; 0 chunks being played`,
        ),
      );
      assert.equal(await client.llen(`bull:${queue}:wait`), 0);
      const jobs = (await client.keys(`bull:${queue}:*`)).filter((k) => /\.\d+-\d+$/.test(k));
      assert.deepEqual(jobs, []);
    } finally {
      client.disconnect();
    }
  });

  it('refuses a malformed Redis address with exit status 2', async () => {
    const out = join(scratch, 'malformed');
    const lab = await matchday([
      'lab',
      'goalkeepers',
      '--games',
      '10',
      '--out',
      out,
      '--queue',
      'http://x',
    ]);
    assert.equal(lab.status, 2, lab.stderr);
    assert.match(
      lab.stderr,
      /^matchday: 'http:\/\/x\/' is not a Redis address: it must start with redis:\/\//,
    );
    assert.equal(existsSync(out), false);
    const worker = await matchday(['lab-worker', 'not an address']);
    assert.equal(worker.status, 2, worker.stderr);
    assert.match(
      worker.stderr,
      /'not an address' is not a Redis address; one looks like redis:\/\//,
    );
  });

  it('refuses an unreachable Redis at once, leaving nothing behind', async () => {
    const port = await closedPort();
    const out = join(scratch, 'unreachable');
    const url = `redis://127.0.0.1:${port}`;
    const lab = await matchday([
      'lab',
      'goalkeepers',
      '--games',
      '10',
      '--out',
      out,
      '--queue',
      url,
    ]);
    assert.equal(lab.status, 2, lab.stderr);
    assert.match(lab.stderr, new RegExp(`^matchday: Cannot reach Redis at ${url}: .*ECONNREFUSED`));
    assert.equal(existsSync(out), false);
    const worker = await matchday(['lab-worker', url]);
    assert.equal(worker.status, 2, worker.stderr);
    assert.match(worker.stderr, /Cannot reach Redis at/);
  });
});

/** A loopback port nothing listens on: one the system just handed out and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}
