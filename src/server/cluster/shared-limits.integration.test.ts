/**
 * What a cluster's processes share besides its tables: an address's socket messages, socket
 * connections and new tables (a rematch too) are limited across every process, and the
 * lobby and the finished list of any process show the tables of all. Server processes are
 * child processes of the test, on a real PostgreSQL and Redis, two for each setting of the
 * limits, shared by the tests of that setting; each test's client address is its own (named by
 * X-Forwarded-For, the servers trusting loopback), so that no count left in a shared Redis or
 * process by another test or run is met. What the processes do out of sight (count a
 * closed socket) is waited for as the command they send Redis, and what lapses in Redis (a
 * killed process's key) is made to lapse by the test (testing/lapse.ts), not waited out.
 */
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { TestRedis } from '../../testing/redis-server.ts';
import type {
  Ack,
  ClaimedSeat,
  CreatedTable,
  ErrorBody,
  JoinedTable,
  LobbyPage,
  TableSummary,
} from '../protocol.ts';
import { startChildren, type ChildServer } from '../testing/child.ts';
import { HANG_GUARD, PATIENCE_MS, TestClient, testSocket } from '../testing/harness.ts';
import { testPostgresAndRedis } from '../testing/cluster-servers.ts';
import { lapse } from '../testing/lapse.ts';
import { monitorRedis } from '../testing/redis-monitor.ts';
import type { TestPostgres } from '../testing/postgres-server.ts';

/** A client address of this test's own, e.g. '10.83.7.1'. */
let addresses = 0;
const run = `10.${randomInt(256)}.${randomInt(256)}`;
const newAddress = () => `${run}.${++addresses}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

/**
 * A socket.io connection from `address`: connected, or refused with the connect_error's data,
 * or neither within the patience (its server never answered).
 */
function socketFrom(url: string, address: string) {
  const socket = testSocket(url, { extraHeaders: from(address) });
  type Answer = { socket: typeof socket; connected: boolean; refused?: ErrorBody };
  return new Promise<Answer>((resolve) => {
    const guard = setTimeout(() => {
      resolve({ socket, connected: false });
    }, PATIENCE_MS);
    socket.once('connect', () => {
      clearTimeout(guard);
      resolve({ socket, connected: true });
    });
    socket.once('connect_error', (error: Error & { data?: ErrorBody }) => {
      clearTimeout(guard);
      resolve({ socket, connected: false, refused: error.data });
    });
  });
}

/** 'created', or the refusal's code; sent with an Idempotency-Key when `key` is given. */
async function createOn(
  server: ChildServer,
  address: string,
  request: Record<string, unknown> = { game: 'coin-toss', seats: [{ kind: 'me' }] },
  key?: string,
): Promise<string | CreatedTable> {
  const response = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...from(address),
      ...(key && { 'idempotency-key': key }),
    },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as CreatedTable & { code?: string };
  return response.status === 201 ? body : (body.code ?? String(response.status));
}

/** The seat claimed, or the refusal's code; with an Idempotency-Key when `key` is given. */
async function claimOn(
  server: ChildServer,
  address: string,
  tableId: string,
  key?: string,
): Promise<string | ClaimedSeat> {
  const response = await fetch(`${server.url}/api/tables/${tableId}/claim`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...from(address),
      ...(key && { 'idempotency-key': key }),
    },
    body: JSON.stringify({ seat: 1 }),
  });
  const body = (await response.json()) as ClaimedSeat & { code?: string };
  return response.status === 200 ? body : (body.code ?? String(response.status));
}

const code = (answer: Ack<unknown>) => (answer.ok ? 'accepted' : answer.error.code);

/** Plays seat 0's first legal action until the table is finished. */
async function playToTheEnd(client: TestClient, created: CreatedTable): Promise<void> {
  for (let version = 0; ; version++) {
    const update = await client.update(0, version);
    if (update.table.status === 'finished') return;
    const choice = update.legal[0];
    assert.ok(choice, `seat 0 has an action at version ${version}`);
    const acted = await client.request('act', {
      tableId: created.table.id,
      token: created.seats[0]?.token,
      action: choice.action,
      version,
    });
    assert.equal(code(acted), 'accepted');
  }
}

describe('the limits and lists a cluster’s processes share', () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  const closers: (() => void)[] = [];
  const connect = async (server: ChildServer, address: string) => {
    const client = await TestClient.connect(server.url, { extraHeaders: from(address) });
    closers.push(() => {
      client.close();
    });
    return client;
  };

  before(async () => {
    [postgres, redis] = await testPostgresAndRedis();
  });
  after(async () => {
    await Promise.all([postgres.stop(), redis.stop()]);
  });

  /**
   * Two processes on a fresh database, with these settings besides the cluster's, for the tests
   * of the `describe` that asks for them: started before its first test, killed after its last
   * (the sockets its tests left open closed first), so that none idles on through later tests.
   * Its tests share them, each on addresses of its own: a process's start is most of what such
   * a test costs (about 0.9 CPU-s with its database's share), and this file used to start a
   * pair for every test.
   */
  const twoProcesses = (settings: Record<string, string>) => {
    const children: ChildServer[] = [];
    before(async () => {
      const env = {
        DATABASE_URL: await postgres.database(),
        REDIS_URL: redis.url,
        // Long enough that no lease lapses on a busy machine (a lapse hands the table over and
        // closes its sockets, which is the failover tests' business).
        LEASE_MS: '60000',
        BOT_DELAY_MS: '0',
        MATCHDAY_TEST_GAMES: '1',
        TRUST_PROXY: 'loopback',
        CONNECTIONS_PER_ADDRESS: '0',
        ...settings,
      };
      await startChildren(env, 2, children);
    });
    after(async () => {
      for (const close of closers.splice(0)) close();
      await Promise.all(children.map((child) => child.stop('SIGKILL')));
    });
    return () => {
      const [first, second] = children;
      if (!first || !second) throw new Error('the processes are not started: use them in a test');
      return [first, second] as const;
    };
  };

  describe('with two sockets an address', () => {
    const processes = twoProcesses({ SOCKETS_PER_ADDRESS: '2' });

    it('refuses an address’s sockets over its cap on the other process', HANG_GUARD, async () => {
      const [first, second] = processes();
      const address = newAddress();
      const open = [await socketFrom(first.url, address), await socketFrom(first.url, address)];
      for (const { socket } of open) closers.push(() => socket.close());
      assert.deepEqual(
        open.map(({ connected }) => connected),
        [true, true],
      );
      const over = await socketFrom(second.url, address);
      over.socket.close();
      assert.equal(over.refused?.code, 'too-many-connections');
      const elsewhere = await socketFrom(second.url, newAddress());
      elsewhere.socket.close();
      assert.ok(elsewhere.connected, 'another address has room');

      // Room again once the first process has counted the close in Redis: the next command on
      // the address's counts (nothing else touches them meanwhile).
      const monitor = await monitorRedis(redis.url);
      try {
        const counted = monitor.next((command) => command.includes(`matchday:sockets:${address}`));
        open[0]?.socket.close();
        await counted;
      } finally {
        monitor.close();
      }
      const again = await socketFrom(second.url, address);
      again.socket.close();
      assert.ok(again.connected, `room again: ${JSON.stringify(again.refused)}`);
    });

    it('frees the sockets of a process that was killed', HANG_GUARD, async () => {
      const [first, second] = processes();
      const address = newAddress();
      const held = [await socketFrom(first.url, address), await socketFrom(first.url, address)];
      for (const { socket } of held) closers.push(() => socket.close());
      assert.deepEqual(
        held.map(({ connected }) => connected),
        [true, true],
      );
      const over = await socketFrom(second.url, address);
      over.socket.close();
      assert.equal(over.refused?.code, 'too-many-connections');

      await first.stop('SIGKILL');
      // Its sockets were never counted out: room comes once the dead process's key lapses, within
      // 15 s (shared-sockets.ts), which the test's clock brings about now. (Had a slow step let
      // it lapse by itself already, there is nothing left to lapse.)
      const lapsed = await lapse(redis.url, first, { keys: 'sockets', atMostMs: 15_000 });
      assert.ok(lapsed.length <= 1, 'the killed process kept one key alive');
      const again = await socketFrom(second.url, address);
      again.socket.close();
      assert.ok(
        again.connected,
        `the dead process’s sockets no longer count: ${again.refused?.code}`,
      );
    });
  });

  describe('with two new tables an address in 200 s', () => {
    const processes = twoProcesses({ CREATE_RATE: '0.01/2' });

    it('counts a rematch against the address’s shared creations', HANG_GUARD, async () => {
      // Two new tables per address in a window of 200 s: one created, one a rematch.
      const [first, second] = processes();
      const address = newAddress();
      const created = await createOn(first, address);
      assert.ok(typeof created === 'object', `created: ${JSON.stringify(created)}`);
      // Connected to the process that does not run the table: the rematch is made by its owner.
      const client = await connect(second, address);
      const joined = await client.request<JoinedTable>('join', {
        tableId: created.table.id,
        tokens: [created.seats[0]?.token],
      });
      assert.equal(code(joined), 'accepted');
      await playToTheEnd(client, created);
      const rematch = await client.request('rematch', {
        tableId: created.table.id,
        token: created.seats[0]?.token,
      });
      assert.equal(code(rematch), 'accepted');
      assert.equal(await createOn(second, address), 'rate-limited', 'the rematch counts');
    });
  });

  describe('with new tables unlimited', () => {
    const processes = twoProcesses({ CREATE_RATE: '1000/1000' });

    it(
      'answers a creation or a claim repeated on the other process with the same table or seat',
      HANG_GUARD,
      async () => {
        const [first, second] = processes();
        const address = newAddress();
        const request = {
          game: 'coin-toss',
          seats: [{ kind: 'me' }, { kind: 'friend' }],
          listed: true,
        };
        const key = randomBytes(16).toString('hex');
        const made = await createOn(first, address, request, key);
        assert.ok(typeof made === 'object', `created: ${JSON.stringify(made)}`);
        const again = await createOn(second, address, request, key);
        assert.deepEqual(again, made, 'the repeat on the other process is answered the same');
        // Both at once on a fresh key, one on each process: one table.
        const both = randomBytes(16).toString('hex');
        const [one, other] = await Promise.all([
          createOn(first, address, request, both),
          createOn(second, address, request, both),
        ]);
        assert.ok(typeof one === 'object', `created: ${JSON.stringify(one)}`);
        assert.deepEqual(other, one, 'two asks at once made one table');
        assert.notEqual(one.table.id, made.table.id);
        assert.equal(
          await createOn(second, address, { ...request, listed: false }, key),
          'bad-message',
          'the key sent with another table',
        );

        const claimKey = randomBytes(16).toString('hex');
        const claimed = await claimOn(first, address, made.table.id, claimKey);
        assert.ok(typeof claimed === 'object', `claimed: ${JSON.stringify(claimed)}`);
        assert.deepEqual(
          await claimOn(second, address, made.table.id, claimKey),
          claimed,
          'the claim repeated on the other process gets the same seat and token',
        );
        assert.equal(
          await claimOn(second, address, made.table.id),
          'seat-taken',
          'a claim without the key is a new ask',
        );
      },
    );

    it(
      'lists in one process’s lobby and finished list the tables of another',
      HANG_GUARD,
      async () => {
        const [first, second] = processes();
        const address = newAddress();
        const offered = await createOn(first, address, {
          game: 'coin-toss',
          seats: [{ kind: 'me' }, { kind: 'friend' }],
          listed: true,
        });
        assert.ok(typeof offered === 'object', `created: ${JSON.stringify(offered)}`);
        const lobby = (await (await fetch(`${second.url}/api/lobby`)).json()) as LobbyPage;
        const listed = lobby.entries.find((entry) => entry.table.id === offered.table.id);
        assert.deepEqual(listed?.freeSeats, [1], 'the friend seat is offered on the other process');

        const played = await createOn(first, address, {
          game: 'coin-toss',
          seats: [{ kind: 'me' }],
          listed: true,
        });
        assert.ok(typeof played === 'object', `created: ${JSON.stringify(played)}`);
        const client = await connect(first, address);
        const joined = await client.request<JoinedTable>('join', {
          tableId: played.table.id,
          tokens: [played.seats[0]?.token],
        });
        assert.equal(code(joined), 'accepted');
        await playToTheEnd(client, played);
        const finished = (await (
          await fetch(`${second.url}/api/finished`)
        ).json()) as TableSummary[];
        const shown = finished.find((summary) => summary.id === played.table.id);
        assert.equal(shown?.status, 'finished', 'the game finished on the first process is listed');
      },
    );
  });

  // Last: the Redis restart below comes when no other test's processes run.
  describe('with 40 messages an address in 4000 s (each connection alone may send plenty)', () => {
    const processes = twoProcesses({
      ADDRESS_MESSAGE_RATE: '0.01/40',
      MESSAGE_RATE: '1000/1000',
      SOCKETS_PER_ADDRESS: '5',
    });

    it(
      'refuses an address’s messages over its limit on the other process',
      HANG_GUARD,
      async () => {
        const [first, second] = processes();
        const address = newAddress();
        const onFirst = await connect(first, address);
        // A message of no known kind: refused as a bad message once it got past the rate limit.
        const ping = (client: TestClient) => client.request('ping', {}).then(code);
        // The first process reserves the address's messages from Redis in blocks of 5 and may
        // refuse one while its next block is on its way: the count, not the tries, is what matters.
        let passed = 0;
        for (let tries = 0; passed < 36; tries++) {
          assert.ok(tries < 1000, 'the first process let the address’s messages through');
          const answer = await ping(onFirst);
          if (answer === 'bad-message') passed++;
          else assert.equal(answer, 'rate-limited');
        }
        const onSecond = await connect(second, address);
        assert.equal(await ping(onSecond), 'rate-limited', 'the first process’s messages count');
        const elsewhere = await connect(second, newAddress());
        assert.equal(await ping(elsewhere), 'bad-message', 'another address has its own allowance');
      },
    );

    it(
      'counts messages and sockets on each process alone while Redis is down',
      HANG_GUARD,
      async () => {
        const [first] = processes();
        const address = newAddress();
        // Its first block of 5 messages is reserved as it connects, while Redis is up.
        const client = await connect(first, address);
        // A failure while Redis is down is thrown once it is back (restart brings it back first).
        await redis.restart(async () => {
          await first.logged('lost its connection to Redis');
          for (let i = 0; i < 10; i++) {
            assert.equal(
              await client.request('ping', {}).then(code),
              'bad-message',
              `message ${i}`,
            );
          }
          const another = await socketFrom(first.url, address);
          another.socket.close();
          assert.ok(another.connected, 'a socket connects, counted by its process');
        });
        await first.logged('connected to Redis again');
      },
    );
  });
});
