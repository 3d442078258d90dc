/**
 * Resigning through a process that does not run the table (#33, #34): two server processes
 * on one PostgreSQL and one Redis. A person's rated Goalkeepers table against a bot is made on
 * one (its owner); the person reads its record, then resigns, through the other. The
 * resignation reaches the owner, which ends the table and rates it once; afterwards both
 * processes answer the record (200), the ending and the player's one lost game. Before, the
 * other process read the table into its own memory: the resign was refused 'unavailable'
 * (its commit fenced out by the owner's lease), and the copy its first record read left there
 * answered 409 'still being played' ever after.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedUpVisitor } from '../accounts/visitor.ts';
import type { CreatedTable, ErrorBody } from '../protocol.ts';
import type { EndAnswer, TableEnding } from '../ratings/resign.ts';
import type { PlayerPage } from '../ratings/routes.ts';
import { startChildren, type ChildServer } from '../testing/child.ts';
import { useClusterStage } from '../testing/cluster-servers.ts';
import { HANG_GUARD, PATIENCE_MS, TestClient } from '../testing/harness.ts';

// oxlint-disable-next-line typescript/no-unnecessary-type-parameters
async function call<T>(
  server: ChildServer,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; body: T & ErrorBody }> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie === undefined ? {} : { cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

describe('resigning in a cluster', () => {
  const stage = useClusterStage();
  const { children, clients } = stage;

  it(
    'ends the table on its owner when resigned through the other process, rated once',
    HANG_GUARD,
    async () => {
      const env = {
        DATABASE_URL: await stage.postgres.database(),
        REDIS_URL: stage.redis.url,
        // Long enough that no lease lapses on a busy machine: the owner runs the table throughout.
        LEASE_MS: '60000',
        BOT_DELAY_MS: '0',
        BETTER_AUTH_SECRET: 'a cluster test secret, 32 characters or more',
        CREATE_RATE: '1000/1000',
        CONNECTIONS_PER_ADDRESS: '0',
        SOCKETS_PER_ADDRESS: '0',
      };
      // One after the other: two processes opening accounts on a fresh database together
      // leave one answering 500 to every sign-in (a race in accounts/, reported).
      const [owner] = await startChildren(env, 1, children);
      const [other] = await startChildren(env, 1, children);
      assert.ok(owner && other);
      const { visitor, id: player } = await signedUpVisitor(owner.url, 'Rae');
      const created = await call<CreatedTable>(
        owner,
        '/api/tables',
        {
          game: 'goalkeepers',
          seats: [
            { kind: 'me', name: 'Rae' },
            { kind: 'bot', level: 'easy' },
          ],
          rated: true,
        },
        visitor.cookie,
      );
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const tableId = created.body.table.id;
      const token = created.body.seats.find((s) => s.seat === 0)?.token;
      assert.ok(token);
      const record = `/api/tables/${tableId}/record`;
      // The person sits through the other process (signed in: the seat is theirs, so rated).
      const client = await TestClient.connect(other.url, {
        extraHeaders: { cookie: visitor.cookie },
      });
      clients.push(client);
      const joined = await client.request('join', { tableId, tokens: [token] });
      assert.ok(joined.ok, JSON.stringify(joined));
      await client.until(() => (client.latest(0)?.actors.length ?? 0) > 0);

      // Asked on the other process while the game is played: not yet, and no copy kept there.
      assert.equal((await call(other, record)).status, 409);
      const open = await call<TableEnding>(other, `/api/tables/${tableId}/ending?token=${token}`);
      assert.equal(open.status, 200, JSON.stringify(open.body));
      assert.deepEqual(open.body.endings, []);

      const resigned = await call<EndAnswer>(other, `/api/tables/${tableId}/resign`, { token });
      assert.equal(resigned.status, 200, `${JSON.stringify(resigned.body)}\n${other.errors()}`);
      assert.equal(resigned.body.ended, true);
      assert.deepEqual(
        resigned.body.endings.map(({ seat, kind }) => ({ seat, kind })),
        [{ seat: 0, kind: 'resign' }],
      );
      assert.ok(!other.errors().includes('commit failed'), other.errors());
      // The watcher, through the other process, is told that the table closed.
      await client.until(() => client.latest(0)?.table.status === 'abandoned');

      for (const server of [owner, other]) {
        const read = await call(server, record);
        assert.equal(read.status, 200, `the record on ${server.url}: ${JSON.stringify(read.body)}`);
        const summary = await call<{ status: string }>(server, `/api/tables/${tableId}`);
        assert.equal(summary.body.status, 'abandoned');
        const ending = await call<TableEnding>(server, `/api/tables/${tableId}/ending`);
        assert.deepEqual(
          ending.body.endings.map(({ seat, kind }) => ({ seat, kind })),
          [{ seat: 0, kind: 'resign' }],
        );
      }
      // A second resign, on either process, changes nothing.
      for (const server of [other, owner]) {
        const again: { body: ErrorBody } = await call<EndAnswer>(
          server,
          `/api/tables/${tableId}/resign`,
          { token },
        );
        assert.equal(again.body.code, 'game-over', JSON.stringify(again.body));
      }

      // Rated once, as lost: the same on both processes.
      const until = Date.now() + PATIENCE_MS;
      let page = await call<PlayerPage>(other, `/api/players/${player}`);
      while (page.body.history.entries.length === 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        page = await call<PlayerPage>(other, `/api/players/${player}`);
      }
      for (const server of [other, owner]) {
        const seen = await call<PlayerPage>(server, `/api/players/${player}`);
        assert.deepEqual(
          seen.body.history.entries.map((e) => [e.tableId, e.seats.map((s) => s.result)]),
          [[tableId, ['loss', 'win']]],
          `on ${server.url}; the owner's log:\n${owner.errors()}`,
        );
      }
    },
  );
});
