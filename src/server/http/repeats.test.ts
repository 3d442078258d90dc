import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { ClaimedSeat, CreatedTable, CreateTable, ErrorBody } from '../protocol.ts';
import { testServer, type TestServer } from '../testing/harness.ts';
import { idempotencyKey, Repeats } from './repeats.ts';

const KEY = 'k1'.padEnd(32, '0');

/** A maker that counts its calls and answers what it is told, when it is told. */
function maker() {
  const made = { calls: 0 };
  let settle: (result: Result<number, Refusal>) => void = () => undefined;
  const make = () => {
    made.calls++;
    return new Promise<Result<number, Refusal>>((resolve) => {
      settle = resolve;
    });
  };
  return {
    made,
    make,
    settle: (result: Result<number, Refusal>) => {
      settle(result);
    },
  };
}

describe('repeats of a creation', () => {
  it('makes once per key and body: a repeat during or after the first gets its answer', async () => {
    const repeats = new Repeats<number>();
    const { made, make, settle } = maker();
    const first = repeats.once('a', KEY, { n: 1 }, make);
    const racing = repeats.once('a', KEY, { n: 1 }, make);
    settle(ok(7));
    assert.deepEqual(await first, ok(7));
    assert.deepEqual(await racing, ok(7));
    assert.deepEqual(await repeats.once('a', KEY, { n: 1 }, make), ok(7));
    assert.equal(made.calls, 1);
  });

  it('forgets a refusal or a failure, so that a repeat tries again', async () => {
    const repeats = new Repeats<number>();
    const busy = refusal('busy', 'busy');
    assert.deepEqual(await repeats.once('a', KEY, {}, () => Promise.resolve(err(busy))), err(busy));
    await assert.rejects(repeats.once('a', KEY, {}, () => Promise.reject(new Error('disk'))));
    assert.deepEqual(await repeats.once('a', KEY, {}, () => Promise.resolve(ok(3))), ok(3));
  });

  it('keeps keys apart by address, refuses a key sent with another body, runs without a key', async () => {
    const repeats = new Repeats<number>();
    let calls = 0;
    const make = () => Promise.resolve(ok(++calls));
    assert.deepEqual(await repeats.once('a', KEY, { n: 1 }, make), ok(1));
    assert.deepEqual(await repeats.once('b', KEY, { n: 1 }, make), ok(2));
    const other = await repeats.once('a', KEY, { n: 2 }, make);
    assert.equal(!other.ok && other.error.code, 'bad-message');
    assert.deepEqual(await repeats.once('a', undefined, { n: 1 }, make), ok(3));
    assert.deepEqual(await repeats.once('a', undefined, { n: 1 }, make), ok(4));
  });

  it('forgets a key after its time, and the oldest past the most it keeps', async () => {
    let now = 0;
    const repeats = new Repeats<number>({ ttlMs: 1000, max: 2 }, () => now);
    let calls = 0;
    const make = () => Promise.resolve(ok(++calls));
    const keyOf = (n: number) => `key${String(n)}`.padEnd(16, '-');
    await repeats.once('a', keyOf(1), {}, make);
    now = 500;
    await repeats.once('a', keyOf(2), {}, make);
    await repeats.once('a', keyOf(3), {}, make);
    assert.equal(repeats.size, 2, 'the first made room');
    assert.deepEqual(await repeats.once('a', keyOf(1), {}, make), ok(4), 'made again');
    now = 1501;
    assert.deepEqual(await repeats.once('a', keyOf(2), {}, make), ok(5), 'past its time');
  });

  it('reads the key from the header, and refuses one that is no key', () => {
    assert.deepEqual(idempotencyKey({}), ok(undefined));
    assert.deepEqual(idempotencyKey({ 'idempotency-key': KEY }), ok(KEY));
    for (const bad of ['short', 'x'.repeat(65), `${KEY.slice(1)} `, 'é'.repeat(20)]) {
      const read = idempotencyKey({ 'idempotency-key': bad });
      assert.equal(!read.ok && read.error.code, 'bad-message', bad);
    }
  });
});

describe('POST /api/tables with an Idempotency-Key', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  const twoSeats: CreateTable = { game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }] };
  const create = async (key: string | undefined, body: CreateTable = twoSeats) => {
    const response = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as CreatedTable & ErrorBody };
  };
  const liveTables = async () =>
    (await server.api<{ liveTables: number }>('/api/metrics')).body.liveTables;

  it('makes one table for asks sent together and again later with the same key', async () => {
    const before = await liveTables();
    const answers = await Promise.all([create(KEY), create(KEY), create(KEY)]);
    const again = await create(KEY);
    const ids = new Set([...answers, again].map((answer) => answer.body.table.id));
    assert.deepEqual(
      [...answers, again].map((answer) => answer.status),
      [201, 201, 201, 201],
    );
    assert.equal(ids.size, 1, 'one table');
    assert.equal(await liveTables(), before + 1);
    assert.deepEqual(again.body.seats, answers[0].body.seats, 'the same seat tokens');
  });

  it('makes a table per ask without a key, and refuses a bad key or a reused one', async () => {
    const before = await liveTables();
    const [a, b] = await Promise.all([create(undefined), create(undefined)]);
    assert.notEqual(a.body.table.id, b.body.table.id);
    assert.equal(await liveTables(), before + 2);
    const bad = await create('not a key');
    assert.deepEqual([bad.status, bad.body.code], [400, 'bad-message']);
    const reused = await create(KEY, { ...twoSeats, turnSeconds: 30 });
    assert.deepEqual([reused.status, reused.body.code], [400, 'bad-message']);
    assert.equal(await liveTables(), before + 2);
  });
});

describe('POST /api/tables/:id/claim with an Idempotency-Key', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  const offered: CreateTable = {
    game: 'goalkeepers',
    seats: [{ kind: 'me' }, { kind: 'friend' }],
    listed: true,
  };
  const claim = async (id: string, key: string | undefined, seat = 1) => {
    const response = await fetch(`${server.url}/api/tables/${id}/claim`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify({ seat }),
    });
    return { status: response.status, body: (await response.json()) as ClaimedSeat & ErrorBody };
  };

  it('answers a claim repeated with its key the same seat and token, not seat-taken', async () => {
    const made = await server.api<CreatedTable>('/api/tables', { body: offered });
    const id = made.body.table.id;
    const claimKey = 'c1'.padEnd(32, '0');
    const [first, racing] = await Promise.all([claim(id, claimKey), claim(id, claimKey)]);
    const again = await claim(id, claimKey);
    assert.deepEqual(
      [first.status, racing.status, again.status],
      [200, 200, 200],
      JSON.stringify([first.body, racing.body, again.body]),
    );
    assert.equal(first.body.token, again.body.token, 'the same token');
    assert.equal(first.body.token, racing.body.token);
    const fresh = await claim(id, undefined);
    assert.deepEqual([fresh.status, fresh.body.code], [409, 'seat-taken']);
  });

  it('keeps a claim key apart per table: the same key at another table is refused', async () => {
    const [one, two] = [
      await server.api<CreatedTable>('/api/tables', { body: offered }),
      await server.api<CreatedTable>('/api/tables', { body: offered }),
    ];
    const claimKey = 'c2'.padEnd(32, '0');
    assert.equal((await claim(one.body.table.id, claimKey)).status, 200);
    const other = await claim(two.body.table.id, claimKey);
    assert.deepEqual([other.status, other.body.code], [400, 'bad-message']);
  });
});
