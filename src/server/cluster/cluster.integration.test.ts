/**
 * Server processes sharing one PostgreSQL and one Redis, as child processes of the test: a
 * table survives its owner's kill -9 (another process takes it over and it finishes, nothing
 * acknowledged lost, nothing applied twice), and an owner paused past its lease that wakes up
 * is refused at commit, and a seat's turn timer keeps its deadline through a takeover, as a
 * clock table's banks do. Without a fault nothing is refused: a finished table's lease stays
 * with its owner while its rematch may still be asked (#33). A message that finds a lease
 * lapsed and nobody holding it waits for the takeover, then goes to the new owner (#33).
 *
 * Leases are long, so that none lapses on a busy machine by itself; a test that needs one to
 * lapse kills or pauses the owner and makes its leases lapse in Redis (testing/lapse.ts, the
 * tests' clock), then waits for the other process to say it took the table over. The processes
 * look for lapsed leases often (CLUSTER_SCAN_MS), so that this comes at once.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { TestRedis } from '../../testing/redis-server.ts';
import type { GameRecord } from '../../core/record.ts';
import type { Ack, CreatedTable, JoinedTable, RematchOffer, TableSummary } from '../protocol.ts';
import { startChild, startChildren, type ChildServer } from '../testing/child.ts';
import { HANG_GUARD, TestClient } from '../testing/harness.ts';
import { playRandomly, type PlayerLog } from '../testing/random-player.ts';
import { openStore } from '../storage/store.ts';
import { connectRedis } from '../../lab/queue/redis.ts';
import { testPostgresAndRedis } from '../testing/cluster-servers.ts';
import { lapse } from '../testing/lapse.ts';
import { monitorRedis } from '../testing/redis-monitor.ts';
import type { TestPostgres } from '../testing/postgres-server.ts';

/**
 * Long beside any pause of a busy machine, and beside the file's run: a lease lapses only when
 * a test makes it, so that no process takes over a table an earlier test left behind.
 */
const LEASE_MS = 10 * 60_000;

interface Seated {
  readonly client: TestClient;
  readonly device: string;
}

/** Joins seat 0 on a server; with `device`, as the device the seat already belongs to. */
async function sit(url: string, created: CreatedTable, device?: string): Promise<Seated> {
  const client = await TestClient.connect(url);
  const joined = await client.request<JoinedTable>('join', {
    tableId: created.table.id,
    tokens: [created.seats[0]?.token],
    ...(device === undefined ? {} : { device }),
  });
  assert.ok(joined.ok, joined.ok ? '' : joined.error.code);
  return { client, device: joined.value.device ?? device ?? '' };
}

/** Seat 0's first legal action at the version this client was last shown. */
async function act(client: TestClient, created: CreatedTable, version: number) {
  const update = await client.update(0, version);
  const choice = update.legal[0];
  assert.ok(choice, `seat 0 has an action at version ${update.table.version}`);
  const acked = client.request('act', {
    tableId: created.table.id,
    token: created.seats[0]?.token,
    action: choice.action,
    version: update.table.version,
  });
  return { acked, version: update.table.version, action: choice.action };
}

/** Plays seat 0's next action, which must be accepted. */
async function actAccepted(client: TestClient, created: CreatedTable, version: number) {
  const played = await act(client, created, version);
  const answer: Ack = await played.acked;
  assert.ok(answer.ok, answer.ok ? '' : `action ${version}: ${answer.error.code}`);
  return played;
}

describe('a cluster of server processes', () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  const children: ChildServer[] = [];
  const clients: TestClient[] = [];
  const startMany = (env: Record<string, string>, count: number) =>
    startChildren(env, count, children);
  let env: (databaseUrl: string) => Record<string, string>;

  /**
   * The dead or paused `owner`'s lease on the table lapses (the test's clock), and `other`
   * takes the table over: it says so once the table runs there.
   */
  const takeOver = async (owner: ChildServer, other: ChildServer, created: CreatedTable) => {
    const lapsed = await lapse(redis.url, owner, { keys: 'leases', atMostMs: LEASE_MS });
    assert.deepEqual(lapsed, [`matchday:lease:${created.table.id}`], 'the owner held its lease');
    await other.logged(`table ${created.table.id}: taken over`);
  };

  before(async () => {
    [postgres, redis] = await testPostgresAndRedis();
    env = (databaseUrl) => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      LEASE_MS: String(LEASE_MS),
      CLUSTER_SCAN_MS: '200',
      BOT_DELAY_MS: '0',
      MATCHDAY_TEST_GAMES: '1',
      CREATE_RATE: '1000/1000',
      CONNECTIONS_PER_ADDRESS: '0',
      SOCKETS_PER_ADDRESS: '0',
    });
  });
  // Each test's processes end with it: left running, every earlier test's servers went on
  // renewing leases and scanning for tables to take over (every 200 ms) to the file's end,
  // about half of the file's CPU.
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await Promise.all(children.splice(0).map((child) => child.stop()));
  });
  after(async () => {
    await Promise.all([postgres.stop(), redis.stop()]);
  });

  const create = async (server: ChildServer): Promise<CreatedTable> => {
    const response = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'coin-toss', options: { tosses: 20 }, seats: [{ kind: 'me' }] }),
    });
    assert.equal(response.status, 201);
    return (await response.json()) as CreatedTable;
  };

  const record = async (server: ChildServer, id: string): Promise<GameRecord> =>
    (await (await fetch(`${server.url}/api/tables/${id}/record`)).json()) as GameRecord;

  /** A coin-toss table of `seats` people, made on `server`. */
  const createFor = async (server: ChildServer, seats: number, tosses: number) => {
    const response = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'coin-toss',
        options: { tosses },
        seats: Array.from({ length: seats }, () => ({ kind: 'me' })),
      }),
    });
    assert.equal(response.status, 201);
    return (await response.json()) as CreatedTable;
  };

  const playerLogs = new Map<TestClient, PlayerLog>();

  /**
   * Waits until every player's table is finished; if one never is, says where each player
   * stood (its newest version, whether it was asked to act) and what each was refused.
   */
  const allFinished = async (players: readonly TestClient[]): Promise<void> => {
    try {
      for (const [seat, client] of players.entries())
        await client.until(() => client.latest(seat)?.table.status === 'finished');
    } catch (error) {
      const where = players.map((client, seat) => {
        const latest = client.latest(seat);
        const refused = playerLogs.get(client)?.refusals.join(', ') ?? '';
        return `seat ${String(seat)}: v${String(latest?.table.version)} ${latest?.table.status ?? 'no update'}, ${String(latest?.legal.length ?? 0)} legal; refused: ${refused}`;
      });
      throw new Error(`a player's table never finished:\n${where.join('\n')}`, { cause: error });
    }
  };

  /** A person at `seat`, connected to `server`, who plays whenever asked. */
  const joinAndPlay = async (
    server: ChildServer,
    created: CreatedTable,
    seat: number,
    token: string,
  ): Promise<TestClient> => {
    const client = await TestClient.connect(server.url);
    clients.push(client);
    playerLogs.set(client, playRandomly(client, created.table.id, token, seat, `cluster-${seat}`));
    const joined = await client.request<JoinedTable>('join', {
      tableId: created.table.id,
      tokens: [token],
    });
    assert.ok(joined.ok, joined.ok ? '' : joined.error.code);
    return client;
  };

  /**
   * The tests on the cluster's settings share a database and one process, the taker, started
   * before the first of them and killed after the last: each test starts the owner it kills,
   * pauses or watches (its other processes too), and the taker takes over its tables. A
   * process's start costs about 2 CPU-s, most of such a test's CPU; the taker started once
   * saves seven. The taker holds the tables of earlier tests as well, each under a lease that
   * outlasts the file (LEASE_MS), so that it is the only process to take a table over, and a
   * test finds its own by its id. The test that pauses the taker comes last.
   */
  describe('beside one taker that outlives each test’s processes', () => {
    let databaseUrl: string;
    let started: ChildServer | undefined;
    before(async () => {
      databaseUrl = await postgres.database();
      started = await startChild(env(databaseUrl));
    });
    after(async () => {
      await started?.stop('SIGKILL');
    });
    const taker = (): ChildServer => {
      if (!started) throw new Error('the taker is started before the first test');
      return started;
    };
    /** A new owner, and the taker. */
    const ownerAndTaker = async (): Promise<[ChildServer, ChildServer]> => {
      const [owner] = (await startMany(env(databaseUrl), 1)) as [ChildServer];
      return [owner, taker()];
    };

    it('lets people connected to three processes play one table', HANG_GUARD, async () => {
      const servers = [taker(), ...(await startMany(env(databaseUrl), 2))];
      const [owner] = servers as [ChildServer];
      const created = await createFor(owner, 3, 5);
      const players = await Promise.all(
        created.seats.map(({ seat, token }) =>
          joinAndPlay(servers[seat] as ChildServer, created, seat, token),
        ),
      );
      await allFinished(players);
      const outcomes = players.map((client, seat) => client.latest(seat)?.table.outcome);
      assert.deepEqual(outcomes[1], outcomes[0]);
      assert.deepEqual(outcomes[2], outcomes[0]);
      const kept = await record(owner, created.table.id);
      assert.equal(kept.actions.length, players[0]?.latest(0)?.table.version);
    });

    it(
      'finishes a table on another process after its owner is killed, losing nothing',
      HANG_GUARD,
      async () => {
        const [owner, other] = await ownerAndTaker();
        const created = await create(owner);
        const first = await sit(owner.url, created);
        clients.push(first.client);
        const accepted = new Map<number, number>();
        for (let i = 0; i < 3; i++) {
          const played = await actAccepted(first.client, created, accepted.size);
          accepted.set(played.version, played.action);
        }

        await owner.stop('SIGKILL');
        await takeOver(owner, other, created);
        const seated = await sit(other.url, created, first.device);
        clients.push(seated.client);
        for (;;) {
          const latest = await seated.client.update(0, accepted.size);
          if (latest.table.status === 'finished') break;
          const played = await actAccepted(seated.client, created, accepted.size);
          accepted.set(played.version, played.action);
        }

        const kept = await record(other, created.table.id);
        assert.equal(kept.actions.length, accepted.size, 'every action once, none twice');
        for (const [version, action] of accepted) {
          assert.deepEqual(
            kept.actions[version]?.slice(0, 2),
            [0, action],
            `action ${version} kept`,
          );
        }
      },
    );

    it(
      'sends a client that watched through a dead owner back to the table where it moved',
      HANG_GUARD,
      async () => {
        const [owner, other] = await ownerAndTaker();
        const created = await createFor(owner, 1, 20);
        // Connected to the other process: its messages go on to the owner.
        const seated = await sit(other.url, created);
        clients.push(seated.client);
        await actAccepted(seated.client, created, 0);
        const dropped = new Promise<string>((resolve) => {
          seated.client.socket.once('disconnect', resolve);
        });

        await owner.stop('SIGKILL');
        await takeOver(owner, other, created);
        // Once the other process has taken the table over, it closes the connection (a client
        // reconnects after that, as after a restart) rather than leave it watching a dead owner.
        assert.equal(await dropped, 'transport close');
        const again = await sit(other.url, created, seated.device);
        clients.push(again.client);
        const next = await actAccepted(again.client, created, 1);
        assert.equal(next.version, 1, 'the move before the kill was kept');
      },
    );

    it(
      'holds a join sent to a dead owner still named by its lease until the table is taken over',
      HANG_GUARD,
      async () => {
        const [owner, other] = await ownerAndTaker();
        const created = await create(owner);
        const first = await sit(owner.url, created);
        clients.push(first.client);

        await owner.stop('SIGKILL');
        const connected = await connectRedis(new URL(redis.url));
        assert.ok(connected.ok);
        const lease = await connected.value.get(`matchday:lease:${created.table.id}`);
        connected.value.disconnect();
        // The premise: the lease still names the dead owner ('host:pid:random token'), so the
        // join goes to a process that is gone. It used to be refused as unavailable at once.
        assert.equal(lease?.split(':')[1], String(owner.process.pid), 'the dead owner’s lease');
        assert.ok(lease);
        const deadChannel = `matchday:process:${lease.slice(0, lease.lastIndexOf(' '))}`;
        // Redis's MONITOR shows the join forwarded to the dead owner, whom nobody hears for.
        const monitor = await monitorRedis(redis.url);
        try {
          const sentToTheDead = monitor.next(
            ([name, to]) => name === 'publish' && to === deadChannel,
          );
          const client = await TestClient.connect(other.url);
          clients.push(client);
          const joining = client.request<JoinedTable>('join', {
            tableId: created.table.id,
            tokens: [created.seats[0]?.token],
            device: first.device,
          });
          await sentToTheDead;
          await takeOver(owner, other, created);
          const joined = await joining;
          assert.ok(joined.ok, joined.ok ? '' : joined.error.code);
          const played = await act(client, created, 0);
          assert.ok((await played.acked).ok, 'the table runs on the other process');
        } finally {
          monitor.close();
        }
      },
    );

    it(
      'refuses the commit of an owner that wakes up after losing its lease',
      HANG_GUARD,
      async () => {
        const [owner, other] = await ownerAndTaker();
        const created = await create(owner);
        const first = await sit(owner.url, created);
        clients.push(first.client);
        for (let version = 0; version < 2; version++) {
          await actAccepted(first.client, created, version);
        }

        owner.process.kill('SIGSTOP');
        // The other process takes the table over once the lease lapses, and commits nothing yet:
        // the action the owner wrote on waking would land on a free row but for the fence.
        await takeOver(owner, other, created);
        // Sent while the owner sleeps; it reads it on waking, still believing the table is its own.
        const late = await act(first.client, created, 2);
        owner.process.kill('SIGCONT');
        const answer: Ack = await late.acked;
        assert.equal(answer.ok ? 'accepted' : answer.error.code, 'unavailable');
        assert.match(owner.errors(), /another process holds the lease/, 'refused by the fence');
        const seated = await sit(other.url, created, first.device);
        clients.push(seated.client);
        const taken = await actAccepted(seated.client, created, 2);

        // The table still plays, so it has no record yet: its rows say what was committed.
        const store = await openStore({ dbPath: '', databaseUrl });
        try {
          const kept = await store.reader.loadActions(created.table.id);
          assert.equal(kept.length, 3);
          assert.deepEqual([kept[2]?.seat, kept[2]?.action], [0, taken.action], 'the new owner’s');
        } finally {
          await store.close();
        }
      },
    );

    it(
      'restores a clock table’s banks on the new owner from the stored action times (#35)',
      HANG_GUARD,
      async () => {
        // 5 min + 3 s a decision in real seconds: nothing runs out while the test runs, and the
        // banks and deadline are compared with what the stored times give, never waited for.
        const [owner, other] = await ownerAndTaker();
        const response = await fetch(`${owner.url}/api/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            game: 'coin-toss',
            options: { tosses: 3 },
            seats: [{ kind: 'me' }, { kind: 'me' }],
            clock: { baseSeconds: 300, incrementSeconds: 3 },
          }),
        });
        assert.equal(response.status, 201);
        const created = (await response.json()) as CreatedTable;
        const id = created.table.id;
        const first = await sit(owner.url, created);
        clients.push(first.client);
        // Both seats call the toss at once: seat 0 calls, seat 1 is still thinking at the kill.
        await actAccepted(first.client, created, 0);
        await first.client.until(() => (first.client.latest(0)?.table.version ?? 0) >= 1);

        await owner.stop('SIGKILL');
        await takeOver(owner, other, created);
        const store = await openStore({ dbPath: '', databaseUrl });
        let kept: Awaited<ReturnType<typeof store.reader.loadActions>>;
        try {
          kept = await store.reader.loadActions(id);
        } finally {
          await store.close();
        }
        const at = kept[0]?.at;
        assert.ok(kept.length === 1 && typeof at === 'number', JSON.stringify(kept));
        const createdAt = Date.parse(created.table.createdAt);
        const summary = (await (
          await fetch(`${other.url}/api/tables/${id}`)
        ).json()) as TableSummary;
        // Seat 0: the base less the time its call took, plus the increment; seat 1 runs out at its
        // decision's start plus the base (a fresh clock would give the takeover's time instead).
        assert.deepEqual(summary.clocks, [
          { seat: 0, bankMs: 300_000 - (at - createdAt) + 3_000, deadline: null },
          { seat: 1, bankMs: 300_000, deadline: createdAt + 300_000 },
        ]);
      },
    );

    it(
      'keeps a finished table’s lease while the table is in its owner’s memory, so its rematch is made (#33)',
      HANG_GUARD,
      async () => {
        // bench:server's steady-state refusals: an owner gave a finished table's lease back at
        // its next scan, once the finish was on disk; a scan of another process that had read
        // the rows just before the finish landed then found the lease free and took it, and the
        // rematch's commit, which marks the old table's row under its lease, was refused.
        const [owner, other] = await ownerAndTaker();
        // A table the other process runs: the owner's scans read its lease, which shows on
        // Redis's MONITOR when each of them runs (the other skips the leases it holds).
        const elsewhere = await createFor(other, 1, 20);
        const created = await createFor(owner, 1, 1);
        const first = await sit(owner.url, created);
        clients.push(first.client);
        const monitor = await monitorRedis(redis.url);
        try {
          const scanned = () =>
            monitor.next(
              ([name, ...keys]) =>
                name === 'mget' && keys.includes(`matchday:lease:${elsewhere.table.id}`),
            );
          await actAccepted(first.client, created, 0);
          await first.client.until(() => first.client.latest(0)?.table.status === 'finished');
          // The finish is on disk (the update follows the commit); a whole scan of the owner
          // starts after it: where the lease used to be given back.
          await scanned();
          await scanned();
        } finally {
          monitor.close();
        }
        const connected = await connectRedis(new URL(redis.url));
        assert.ok(connected.ok);
        const lease = `matchday:lease:${created.table.id}`;
        try {
          // What that other scan does with a lease it finds free (leases.ts ACQUIRE): takes it.
          await connected.value.set(lease, 'a-stale-scan:0:0 1', 'PX', LEASE_MS, 'NX');
          const rematch = await first.client.request<RematchOffer>('rematch', {
            tableId: created.table.id,
            token: created.seats[0]?.token,
          });
          assert.ok(rematch.ok, rematch.ok ? '' : `rematch refused: ${rematch.error.code}`);
          const held = await connected.value.get(lease);
          assert.equal(held?.split(':')[1], String(owner.process.pid), 'the owner holds it still');
        } finally {
          connected.value.disconnect();
        }
      },
    );

    it(
      'holds a message for a table whose lease lapsed until it is taken over, then sends it there (#33)',
      HANG_GUARD,
      async () => {
        // Three processes: the owner, killed; one the client reaches, which never scans for
        // lapsed leases itself; and the taker, paused while the lease lapses, so that the
        // message comes while nobody holds the table, and that takes it over once let go on.
        // Leases of ten minutes: a message waits for a holder up to two leases, and the
        // takeover comes when the test lets it, however slow a loaded machine makes that.
        const [[owner], [reached]] = (await Promise.all([
          startMany(env(databaseUrl), 1),
          startMany({ ...env(databaseUrl), CLUSTER_SCAN_MS: String(60 * 60_000) }, 1),
        ])) as [[ChildServer], [ChildServer]];
        const paused = taker();
        const created = await create(owner);
        const first = await sit(owner.url, created);
        clients.push(first.client);
        await actAccepted(first.client, created, 0);

        paused.process.kill('SIGSTOP');
        await owner.stop('SIGKILL');
        const lapsed = await lapse(redis.url, owner, { keys: 'leases', atMostMs: LEASE_MS });
        assert.deepEqual(
          lapsed,
          [`matchday:lease:${created.table.id}`],
          'the owner held its lease',
        );
        const monitor = await monitorRedis(redis.url);
        try {
          const lookedAt = () =>
            monitor.next(
              ([name, key]) => name === 'get' && key === `matchday:lease:${created.table.id}`,
            );
          const client = await TestClient.connect(reached.url);
          clients.push(client);
          const firstLook = lookedAt();
          // Answered once the paused process has woken and taken the table over: no patience
          // but the test's own guard.
          const joining = client.socket.timeout(HANG_GUARD.timeout).emitWithAck('join', {
            tableId: created.table.id,
            tokens: [created.seats[0]?.token],
            device: first.device,
          }) as Promise<Ack<JoinedTable>>;
          await firstLook;
          // Looked at again: it waits for a holder. It used to read the table into its own
          // memory and answer from that copy, which the new owner's moves never reach.
          const waited = await Promise.race([
            lookedAt().then(() => 'waits'),
            joining.then(() => 'answered from a copy'),
          ]);
          assert.equal(waited, 'waits');
          paused.process.kill('SIGCONT');
          await paused.logged(`table ${created.table.id}: taken over`);
          const joined = await joining;
          assert.ok(joined.ok, joined.ok ? '' : joined.error.code);
          const played = await actAccepted(client, created, 1);
          assert.equal(played.version, 1, 'the move before the kill was kept');
          await client.until(() => (client.latest(0)?.table.version ?? 0) >= 2);
        } finally {
          monitor.close();
        }
      },
    );
  });

  it(
    'times a seat out on the new owner at the deadline the dead owner set',
    HANG_GUARD,
    async () => {
      // A turn of 60 seconds of 100 ms: long beside a takeover on a busy machine, which the
      // test brings about at once, so the takeover comes first.
      const shared = { ...env(await postgres.database()), TURN_MS_PER_SECOND: '100' };
      const [owner, other] = (await startMany(shared, 2)) as [ChildServer, ChildServer];
      const response = await fetch(`${owner.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'coin-toss',
          options: { tosses: 3 },
          seats: [{ kind: 'me' }],
          turnSeconds: 60,
        }),
      });
      assert.equal(response.status, 201);
      const created = (await response.json()) as CreatedTable;
      const first = await sit(owner.url, created);
      clients.push(first.client);
      const deadline = (await first.client.update(0, 0)).timer?.deadline;
      assert.ok(deadline !== undefined, 'seat 0’s timer runs');

      await owner.stop('SIGKILL');
      await takeOver(owner, other, created);
      const seated = await sit(other.url, created, first.device);
      clients.push(seated.client);
      const taken = await seated.client.update(0, 0);
      assert.equal(taken.table.version, 0, 'seat 0 has not moved');
      assert.equal(taken.timer?.deadline, deadline, 'the same deadline, not a fresh turn');
      // Seat 0 never moves: only the new owner's timer can play for it.
      await seated.client.until(() => (seated.client.latest(0)?.table.version ?? 0) >= 1);
    },
  );

  it('plays on through a Redis restarted mid-game', HANG_GUARD, async () => {
    // A lease of a second, run in real time: the owner takes back the lease Redis lost at its
    // next renewal (a third of a lease), which the forwarded seat's messages wait for.
    const shared = { ...env(await postgres.database()), LEASE_MS: '1000', CLUSTER_SCAN_MS: '500' };
    const servers = await startMany(shared, 2);
    const [owner] = servers as [ChildServer];
    const created = await createFor(owner, 2, 20);
    const players = await Promise.all(
      created.seats.map(({ seat, token }) =>
        joinAndPlay(servers[seat] as ChildServer, created, seat, token),
      ),
    );
    const [first] = players as [TestClient];
    await first.until(() => (first.latest(0)?.table.version ?? 0) >= 2);
    // Its keys lost: the leases are taken back by their holders, and the streams start anew.
    await redis.restart();
    await allFinished(players);
    assert.deepEqual(players[1]?.latest(1)?.table.outcome, first.latest(0)?.table.outcome);
    const kept = await record(owner, created.table.id);
    assert.equal(kept.actions.length, first.latest(0)?.table.version);
  });

  it('refuses an address’s creations over its limit on every process', HANG_GUARD, async () => {
    // Two creations per address in a window of 200 s: the third is over, wherever it is sent.
    const shared = { ...env(await postgres.database()), CREATE_RATE: '0.01/2' };
    const [first, second] = (await startMany(shared, 2)) as [ChildServer, ChildServer];
    const createOn = async (server: ChildServer) => {
      const response = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'coin-toss',
          options: { tosses: 1 },
          seats: [{ kind: 'me' }],
        }),
      });
      const body = (await response.json()) as { code?: string };
      return response.status === 201 ? 'created' : body.code;
    };
    assert.equal(await createOn(first), 'created');
    assert.equal(await createOn(first), 'created');
    assert.equal(await createOn(second), 'rate-limited', 'the first process’s creations count');
    assert.equal(await createOn(first), 'rate-limited');
  });
});
