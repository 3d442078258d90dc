import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it, mock } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CreatedTable } from './protocol.ts';
import { startChild, type ChildServer } from './testing/child.ts';
import { HANG_GUARD, TestClient } from './testing/harness.ts';
import { playAcknowledged } from './testing/random-player.ts';
import { shutdown } from './shutdown.ts';

const BOT_TABLES = 12;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 201, await response.clone().text());
  return (await response.json()) as T;
}

/** Polls the metrics until the bot pool holds at least `count` tasks; returns how many. */
async function busyPool(url: string, count: number): Promise<number> {
  for (;;) {
    const response = await fetch(`${url}/api/metrics`);
    const { botTasks } = (await response.json()) as { botTasks: number };
    if (botTasks >= count) return botTasks;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('closing the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-shutdown-'));
  let server: ChildServer | undefined;
  after(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'drops the bots’ searches instead of waiting for them, and keeps every acknowledged action',
    HANG_GUARD,
    async () => {
      server = await startChild({
        DATA_DIR: dataDir,
        BOT_DELAY_MS: '0',
        CREATE_RATE: '1000/1000',
        // Many all-bot tables from one address: the load an abuser's many addresses would make.
        BOT_TABLES_PER_ADDRESS: String(BOT_TABLES),
      });
      const url = server.url;
      const hard = Array.from({ length: 6 }, () => ({ kind: 'bot', level: 'hard' }));
      for (let i = 0; i < BOT_TABLES; i++) {
        await post(`${url}/api/tables`, { game: 'next-goal-wins', seats: hard });
      }
      const created = await post<CreatedTable>(`${url}/api/tables`, {
        game: 'goalkeepers',
        seats: [{ kind: 'me' }, { kind: 'bot', level: 'normal' }],
      });
      const id = created.table.id;
      const token = created.seats[0]?.token ?? '';
      const person = await TestClient.connect(url);
      const acked = playAcknowledged(person, id, token, `shutdown-${id}`);
      await person.request('join', { tableId: id, tokens: [token] });
      await person.until(() => acked.length >= 3);
      // Far more searching queued than two workers get through in a moment: seconds of it.
      const queued = await busyPool(url, BOT_TABLES / 2);
      await server.stop('SIGTERM');
      person.close();
      const log = server.errors();
      assert.equal(server.process.exitCode, 0, log);
      const dropped = Number(/(\d+) bot task\(s\) dropped/.exec(log)?.[1]);
      assert.ok(
        dropped >= 1,
        `closed while bot tasks were queued or running (${queued} seen): ${log}`,
      );
      assert.ok(!log.includes('deciding inline'), `no bot searched after closing began: ${log}`);
      const lastAcked = Math.max(...acked);

      server = await startChild({ DATA_DIR: dataDir, BOT_DELAY_MS: '0' });
      const again = await TestClient.connect(server.url);
      await again.request('join', { tableId: id, tokens: [] });
      const reopened = await again.update(-1);
      assert.ok(
        reopened.table.version >= lastAcked,
        `every acknowledged action is on disk (${reopened.table.version} ≥ ${lastAcked})`,
      );
      again.close();
    },
  );
});

describe('the shutdown guard', () => {
  /** A server whose closing and draining finish when the test says so. */
  function held() {
    const closed = Promise.withResolvers<undefined>();
    const drained = Promise.withResolvers<undefined>();
    const exits: number[] = [];
    const logged: string[] = [];
    const options = {
      limitMs: 5000,
      exit: (code: number) => exits.push(code),
      log: (message: string) => logged.push(message),
    };
    return { closed, drained, exits, logged, options };
  }

  it('exits once closed, and the guard never fires afterwards', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const { closed, drained, exits, options } = held();
      shutdown({ close: () => closed.promise, drained: drained.promise }, options);
      drained.resolve(undefined);
      closed.resolve(undefined);
      await nextTurn();
      mock.timers.tick(10_000);
      await nextTurn();
      assert.deepEqual(exits, [0]);
    } finally {
      mock.timers.reset();
    }
  });

  it('exits after the limit when closing hangs, but only once the commits drained', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const { closed, drained, exits, logged, options } = held();
      shutdown({ close: () => closed.promise, drained: drained.promise }, options);
      mock.timers.tick(4999);
      await nextTurn();
      assert.deepEqual(exits, []);
      mock.timers.tick(1);
      await nextTurn();
      assert.deepEqual(exits, [], 'the commit queue is still draining');
      drained.resolve(undefined);
      await nextTurn();
      assert.deepEqual(exits, [1]);
      assert.match(logged.join('\n'), /closing took over 5000 ms/);
    } finally {
      mock.timers.reset();
    }
  });
});
