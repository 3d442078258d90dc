/** The lab's queue executor and worker in one process, on a real Redis (src/testing). */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { resolveLab, type LabConfig } from '../config.ts';
import { unwrapLab } from '../errors.ts';
import type { LabReport } from '../report.ts';
import { reportJson } from '../files.ts';
import { inlineExecutor, runLab } from '../run.ts';
import { threadPort } from '../node/pool.ts';
import { runStudy } from '../study.ts';
import type { ChunkPort } from '../ports.ts';
import { labQueue } from './coordinator.ts';
import { MATCHDAY_VERSION, QUEUE_PROTOCOL, refusal, type ChunkJob } from './job.ts';
import { connectRedis, parseRedisUrl } from './redis.ts';
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import { startLabWorker } from './worker.ts';
import type { Redis } from 'ioredis';

const CONFIG: LabConfig = {
  game: 'goalkeepers',
  bots: ['random'],
  seed: 'queue-unit',
  games: 600,
  variants: [
    { label: 'rounds=3', options: { rounds: 3 } },
    { label: 'rounds=5', options: { rounds: 5 } },
  ],
};

/** A port for a worker that must refuse before playing anything. */
const NEVER_PLAYS: ChunkPort = {
  post: () => {
    throw new Error('a refused chunk was played');
  },
  onMessage: () => undefined,
  onError: () => undefined,
  close: () => undefined,
};

function deterministic(report: LabReport): string {
  return reportJson({ ...report, speed: { seconds: 0, gamesPerSecond: 0, workers: 0 } });
}

describe('the lab on a queue', { timeout: 60_000 }, () => {
  let redis: TestRedis;
  let connection: Redis;
  before(async () => {
    redis = await testRedis();
    const url = parseRedisUrl(redis.url);
    assert.ok(url.ok);
    const connected = await connectRedis(url.value);
    assert.ok(connected.ok, connected.ok ? '' : connected.error);
    connection = connected.value;
  });
  after(async () => {
    await connection.quit();
    await redis.stop();
  });

  it('plays two variants and the skill ladder through a worker and matches this thread, byte for byte', async () => {
    const queue = `unit-${process.pid}-same`;
    const worker = startLabWorker({ connection, queue, threads: 2, open: threadPort });
    try {
      // The study `matchday lab --queue … --skill --skill-games 4 --skill-budgets 2,4` runs.
      const lab = unwrapLab(await resolveLab(CONFIG));
      const skill = { games: 4, budgets: [2, 4] };
      const queued = await runStudy(lab, labQueue({ connection, queue }).executor, { skill });
      const inline = await runStudy(lab, inlineExecutor, { skill });
      assert.equal(queued.skill?.rungs.length, 2);
      assert.equal(deterministic(queued), deterministic(inline));
      // The report's workers are the threads that played (one or both of this worker's two),
      // not the 200 chunks the queue held in flight.
      const workers = queued.speed.workers;
      assert.ok(workers >= 1 && workers <= 2, `${workers}`);
    } finally {
      await worker.close();
    }
  });

  it('fails the run with the reason when a worker of another version refuses a chunk', async () => {
    const queue = `unit-${process.pid}-version`;
    const lines: string[] = [];
    const worker = startLabWorker({
      connection,
      queue,
      threads: 1,
      open: () => NEVER_PLAYS,
      matchday: '9.9.9',
      log: (line) => lines.push(line),
    });
    try {
      await assert.rejects(
        runLab(CONFIG, labQueue({ connection, queue }).executor),
        new RegExp(`made by Matchday ${MATCHDAY_VERSION}; this worker runs 9\\.9\\.9\\.`),
      );
      assert.match(lines[0] ?? '', /^refused: chunk \d+ of lab run /);
      // The run's other chunks were taken off the queue, not left for other workers.
      assert.equal(await connection.llen(`bull:${queue}:wait`), 0);
    } finally {
      await worker.close();
    }
  });
});

describe('refusal', () => {
  const job: ChunkJob = {
    protocol: QUEUE_PROTOCOL,
    matchday: MATCHDAY_VERSION,
    game: { id: 'goalkeepers', version: '1.0.0' },
    run: 'r.0',
    config: CONFIG,
    task: { index: 3, from: 6, to: 8 },
  };

  it('lets the same versions play and names the one that differs', () => {
    assert.equal(refusal(job, '1.0.0'), undefined);
    assert.match(
      refusal({ ...job, protocol: QUEUE_PROTOCOL - 1 }, '1.0.0') ?? '',
      new RegExp(`queue protocol ${QUEUE_PROTOCOL - 1}; this worker speaks ${QUEUE_PROTOCOL}`),
    );
    assert.match(
      refusal(job, '1.1.0') ?? '',
      /plays goalkeepers 1\.0\.0; this worker has goalkeepers 1\.1\.0/,
    );
    assert.match(refusal(job, undefined) ?? '', /'goalkeepers', a game this worker does not know/);
  });
});

describe('parseRedisUrl', () => {
  it('takes redis:// and rediss:// addresses and hides a password in its messages', () => {
    assert.ok(parseRedisUrl('redis://127.0.0.1:6379').ok);
    assert.ok(parseRedisUrl('rediss://user:pw@host:6380/2').ok);
    const bad = parseRedisUrl('redis://user:secret@host:6379/db');
    assert.ok(!bad.ok);
    assert.doesNotMatch(bad.error, /secret/);
  });
});
