/**
 * Resigning and claiming the win on the real server (issue #34, resign.ts), its clock injected.
 * A person resigns a rated game against a bot: the table closes, the resignation is kept and
 * shown, the record and replay still answer as far as played, the game is rated once as lost
 * and earns no cool-down (three resignations in a row); a second resign is refused. At a 2v2
 * table a side resigns only once both its persons have, and the first's resignation is told at
 * once to the teammate and the table. At an untimed rated table whose
 * opponent has gone, the win may be claimed after CLAIM_AFTER_MS on the clock, not before,
 * and not from an opponent whose device is back; the claim is rated as their leaving. Across
 * a restart on the same data the absence still counts from when the opponent went, and a 2v2
 * table tells its first resignation again (from the kept endings).
 */
import { CALIBRATED_BOTS } from '../../ratings/calibrated-bots.ts';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { signedUpVisitor, type Visitor } from '../accounts/visitor.ts';
import type { CreatedTable, CreateTable, ErrorBody, TableSummary } from '../protocol.ts';
import { pollUntil, TestClient, testServer, type TestServer } from '../testing/harness.ts';
import type { BotRating, CoolDownAnswer, PlayerPage } from './routes.ts';
import { CLAIM_AFTER_MS, type EndAnswer, type TableEnding } from './resign.ts';

let clock = Date.UTC(2026, 10, 29, 9);
let server: TestServer;

// oxlint-disable-next-line typescript/no-unnecessary-type-parameters
async function post<T>(
  path: string,
  body: unknown,
  visitor?: Visitor,
): Promise<{ status: number; body: T & ErrorBody }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(visitor ? { cookie: visitor.cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & ErrorBody };
}

const createAs = (visitor: Visitor, request: CreateTable) =>
  post<CreatedTable>('/api/tables', request, visitor);

function tokenOf(created: CreatedTable, seat: number): string {
  const found = created.seats.find((s) => s.seat === seat);
  assert.ok(found, `seat ${seat} has a token`);
  return found.token;
}

const summary = async (id: string) => (await server.api<TableSummary>(`/api/tables/${id}`)).body;
const page = async (id: string) => (await server.api<PlayerPage>(`/api/players/${id}`)).body;
const ending = async (id: string, token?: string) =>
  (
    await server.api<TableEnding>(
      `/api/tables/${id}/ending${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    )
  ).body;

/** The visitor joins its seats of the table with a socket; `waiting`: until the table waits. */
async function sitAt(
  visitor: Visitor,
  tableId: string,
  tokens: string[],
  seat = 0,
  waiting = true,
): Promise<TestClient> {
  const client = await TestClient.connect(server.url, { extraHeaders: { cookie: visitor.cookie } });
  const joined = await client.request('join', { tableId, tokens });
  assert.ok(joined.ok, JSON.stringify(joined));
  if (waiting) await client.until(() => (client.latest(seat)?.actors.length ?? 0) > 0);
  return client;
}

describe('resigning', () => {
  before(async () => {
    server = await testServer({ now: () => clock });
  });
  after(() => server.close());

  it('ends a rated game against a bot as lost once, kept and replayable, with no cool-down', async () => {
    const { visitor, id } = await signedUpVisitor(server.url, 'Resigning Rae');
    const tables: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await createAs(visitor, {
        game: 'goalkeepers',
        seats: [
          { kind: 'me', name: 'Rae' },
          { kind: 'bot', level: 'easy' },
        ],
        rated: true,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const tableId = created.body.table.id;
      const token = tokenOf(created.body, 0);
      const client = await sitAt(visitor, tableId, [token]);
      const resigned = await post<EndAnswer>(`/api/tables/${tableId}/resign`, { token });
      assert.equal(resigned.status, 200, JSON.stringify(resigned.body));
      assert.equal(resigned.body.ended, true);
      assert.deepEqual(
        resigned.body.endings.map(({ seat, kind }) => ({ seat, kind })),
        [{ seat: 0, kind: 'resign' }],
      );
      // The watcher is told at once that the table closed.
      await client.until(() => client.latest(0)?.table.status === 'abandoned');
      client.close();
      tables.push(tableId);
      clock += 60_000;
    }
    const [first] = tables as [string];
    assert.equal((await summary(first)).status, 'abandoned');
    assert.deepEqual(
      (await ending(first)).endings.map(({ seat, kind }) => ({ seat, kind })),
      [{ seat: 0, kind: 'resign' }],
    );
    // The record and replay answer as far as it was played.
    assert.equal((await server.api(`/api/tables/${first}/record`)).status, 200);
    assert.equal((await server.api(`/api/tables/${first}/replay`)).status, 200);
    // Rated once each, as lost; the bot won.
    const rated = await pollUntil(
      () => page(id),
      (p) => tables.every((t) => p.history.entries.some((e) => e.tableId === t)),
    );
    for (const tableId of tables) {
      const entry = rated.history.entries.find((e) => e.tableId === tableId);
      assert.ok(entry, `table ${tableId} is in the history`);
      assert.deepEqual(
        entry.seats.map((s) => s.result),
        ['loss', 'win'],
      );
    }
    assert.equal(rated.history.entries.length, 3);
    // A resignation is not leaving: three in an hour earn no cool-down.
    const cool = await fetch(`${server.url}/api/ratings/cool-down`, {
      headers: { cookie: visitor.cookie },
    });
    const answered: CoolDownAnswer = (await cool.json()) as CoolDownAnswer;
    assert.deepEqual(answered, { coolDown: null });
    // The bots' ratings for their names at tables, e.g. 'Easy (1500)': calibrated in this mode
    // (docs/ratings.md, "Bots' ratings"), so hard has one with no rated game, and easy kept its
    // calibrated rating through three wins.
    const bots = await server.api<BotRating[]>(
      '/api/ratings/bots?mode=goalkeepers-2&ids=bot:easy,bot:hard',
    );
    assert.equal(bots.status, 200);
    const calibrated = CALIBRATED_BOTS.get('goalkeepers-2');
    assert.deepEqual(
      bots.body.map((b) => [b.player, b.rating]),
      ['bot:easy', 'bot:hard'].map((bot) => [bot, calibrated?.get(bot)?.rating]),
    );
    assert.match(bots.body[0]?.shown ?? '', /^\d{4}\??$/u);
    const notBot = await server.api('/api/ratings/bots?mode=goalkeepers-2&ids=someone');
    assert.equal(notBot.status, 400);
    // A table already ended cannot be resigned again, and a bad token is refused.
    const again = await post(`/api/tables/${first}/resign`, { token: 'x'.repeat(20) });
    assert.equal(again.body.code, 'bad-token');
  });

  it('refuses a second resign, and resigns a 2v2 side only once both its persons have', async () => {
    const created = await server.createTable({
      game: 'supernatural-soccer',
      seats: [
        { kind: 'me', name: 'Ana' },
        { kind: 'me', name: 'Bo' },
        { kind: 'me', name: 'Cy' },
        { kind: 'me', name: 'Di' },
      ],
    });
    const tableId = created.table.id;
    const teams = created.table.teams;
    assert.equal(teams.length, 2, JSON.stringify(teams));
    const [first, second] = teams[0] as [number, number];
    // The teammate plays on a page of their own, and someone watches.
    const mate = await TestClient.connect(server.url);
    assert.ok((await mate.request('join', { tableId, tokens: [tokenOf(created, second)] })).ok);
    const watcher = await TestClient.connect(server.url);
    assert.ok((await watcher.request('join', { tableId, tokens: [] })).ok);
    await mate.until(() => mate.latest(second) !== undefined);
    await watcher.until(() => watcher.latest(-1) !== undefined);
    const one = await post<EndAnswer>(`/api/tables/${tableId}/resign`, {
      token: tokenOf(created, first),
    });
    assert.equal(one.status, 200, JSON.stringify(one.body));
    assert.equal(one.body.ended, false);
    assert.equal((await summary(tableId)).status, 'playing');
    // Told at once, teammate and table alike, in public words naming who plays on.
    const notice = {
      kind: 'resign',
      seat: first,
      text: `{seat:${first}} resigned; their side plays on until {seat:${second}} resigns too.`,
    };
    const told = (client: TestClient, seat: number) => () =>
      client.updates.some((u) => u.seat === seat && u.events.some((e) => e.kind === 'resign'));
    await mate.until(told(mate, second));
    await watcher.until(told(watcher, -1));
    for (const [client, seat] of [
      [mate, second],
      [watcher, -1],
    ] as const) {
      const events = client.updates.filter((u) => u.seat === seat).flatMap((u) => u.events);
      assert.deepEqual(
        events.filter((e) => e.kind === 'resign'),
        [notice],
      );
    }
    // A second resign of the same seat is not told again; a page joining later reads it.
    const repeat = await post<EndAnswer>(`/api/tables/${tableId}/resign`, {
      token: tokenOf(created, first),
    });
    assert.equal(repeat.body.ended, false, JSON.stringify(repeat.body));
    const late = await TestClient.connect(server.url);
    assert.ok((await late.request('join', { tableId, tokens: [] })).ok);
    await late.until(() => late.latest(-1) !== undefined);
    assert.deepEqual(
      (late.latest(-1)?.history ?? []).filter((e) => e.kind === 'resign'),
      [notice],
    );
    late.close();
    await mate.caughtUp();
    assert.equal(
      mate.updates.flatMap((u) => u.events).filter((e) => e.kind === 'resign').length,
      1,
    );
    const both = await post<EndAnswer>(`/api/tables/${tableId}/resign`, {
      token: tokenOf(created, second),
    });
    assert.equal(both.body.ended, true, JSON.stringify(both.body));
    assert.deepEqual(
      both.body.endings.map((e) => e.seat),
      [first, second].sort((a, b) => a - b),
    );
    assert.equal((await summary(tableId)).status, 'abandoned');
    mate.close();
    watcher.close();
    const over = await post(`/api/tables/${tableId}/resign`, {
      token: tokenOf(created, (teams[1] as number[])[0] as number),
    });
    assert.equal(over.status, 409);
    assert.equal(over.body.code, 'game-over');
  });
});

describe('claiming the win from an absent opponent', () => {
  before(async () => {
    server = await testServer({ now: () => clock });
  });
  after(() => server.close());

  it('lets the win be claimed after the opponent has been away 5 minutes, rated as their leaving', async () => {
    const ana = await signedUpVisitor(server.url, 'Claiming Ana');
    const bo = await signedUpVisitor(server.url, 'Absent Bo');
    const created = await createAs(ana.visitor, {
      game: 'goalkeepers',
      seats: [
        { kind: 'me', name: 'Ana' },
        { kind: 'friend', name: 'Bo' },
      ],
      rated: true,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const tableId = created.body.table.id;
    const anaToken = tokenOf(created.body, 0);
    const boToken = tokenOf(created.body, 1);
    const anaClient = await sitAt(ana.visitor, tableId, [anaToken], 0, false);
    const boClient = await sitAt(bo.visitor, tableId, [boToken], 1);
    await anaClient.until(() => (anaClient.latest(0)?.actors.length ?? 0) > 0);
    // Whoever the game waits for goes (the seed decides who begins); the other stays.
    const awaited = anaClient.latest(0)?.actors ?? [];
    const absent = awaited.includes(1) ? 1 : 0;
    const present = 1 - absent;
    const tokens = [anaToken, boToken];
    const visitors = [ana, bo];
    const clients = [anaClient, boClient];
    const stays = tokens[present] as string;
    const goes = tokens[absent] as string;
    // Both are here: nothing to claim.
    assert.equal((await ending(tableId, stays)).claimableAt, null);

    clients[absent]?.close();
    const gone = await pollUntil(
      () => ending(tableId, stays),
      (e) => e.claimableAt !== null,
    );
    assert.equal(gone.claimableAt, clock + CLAIM_AFTER_MS);
    // Not before the time …
    clock += CLAIM_AFTER_MS - 1000;
    const early = await post(`/api/tables/${tableId}/claim-win`, { token: stays });
    assert.equal(early.status, 409);
    assert.equal(early.body.code, 'not-claimable');
    assert.equal((await summary(tableId)).status, 'playing');
    // … nor once the absent one is back: the absence starts again when they go.
    const back = await sitAt((visitors[absent] as typeof ana).visitor, tableId, [goes], absent);
    clock += 2000;
    assert.equal((await ending(tableId, stays)).claimableAt, null);
    back.close();
    await pollUntil(
      () => ending(tableId, stays),
      (e) => e.claimableAt === clock + CLAIM_AFTER_MS,
    );
    // The absent one may not claim from the one who is here.
    const backwards = await post(`/api/tables/${tableId}/claim-win`, { token: goes });
    assert.equal(backwards.body.code, 'not-claimable');
    clock += CLAIM_AFTER_MS;
    const claimed = await post<EndAnswer>(`/api/tables/${tableId}/claim-win`, { token: stays });
    assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
    assert.deepEqual(
      claimed.body.endings.map(({ seat, kind }) => ({ seat, kind })),
      [{ seat: absent, kind: 'claim' }],
    );
    const here = clients[present] as TestClient;
    await here.until(() => here.latest(present)?.table.status === 'abandoned');
    here.close();
    const rated = await pollUntil(
      () => page(ana.id),
      (p) => p.history.entries.some((e) => e.tableId === tableId),
    );
    const entry = rated.history.entries.find((e) => e.tableId === tableId);
    assert.deepEqual(
      entry?.seats.map((s) => s.result),
      absent === 1 ? ['win', 'loss'] : ['loss', 'win'],
    );
  });

  it('offers no claim at a casual table', async () => {
    const created = await server.createTable({
      game: 'goalkeepers',
      seats: [
        { kind: 'me', name: 'Ana' },
        { kind: 'friend', name: 'Bo' },
      ],
    });
    const token = tokenOf(created, 0);
    clock += 2 * CLAIM_AFTER_MS;
    assert.equal((await ending(created.table.id, token)).claimableAt, null);
    const refused = await post(`/api/tables/${created.table.id}/claim-win`, { token });
    assert.equal(refused.body.code, 'not-claimable');
  });
});

describe('claiming the win after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-claim-'));
  after(async () => {
    // The server of the moment (the restarted one), closed even when the test failed.
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('measures the absence from when the opponent went, and tells a 2v2 resignation again', async () => {
    server = await testServer({ now: () => clock, dataDir });
    // A 2v2 table where one teammate resigned: its notice lives in the running table's log.
    const pair = await server.createTable({
      game: 'supernatural-soccer',
      seats: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ kind: 'me' as const, name })),
    });
    const [resigner, mate] = pair.table.teams[0] as [number, number];
    const resigned = await post<EndAnswer>(`/api/tables/${pair.table.id}/resign`, {
      token: tokenOf(pair, resigner),
    });
    assert.equal(resigned.body.ended, false, JSON.stringify(resigned.body));
    const notice = {
      kind: 'resign',
      seat: resigner,
      text: `{seat:${resigner}} resigned; their side plays on until {seat:${mate}} resigns too.`,
    };
    const ana = await signedUpVisitor(server.url, 'Restart Ana');
    const bo = await signedUpVisitor(server.url, 'Restart Bo');
    const created = await createAs(ana.visitor, {
      game: 'goalkeepers',
      seats: [
        { kind: 'me', name: 'Ana' },
        { kind: 'friend', name: 'Bo' },
      ],
      rated: true,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const tableId = created.body.table.id;
    const tokens = [tokenOf(created.body, 0), tokenOf(created.body, 1)];
    const visitors = [ana.visitor, bo.visitor];
    const clients = [
      await sitAt(ana.visitor, tableId, [tokens[0] as string], 0, false),
      await sitAt(bo.visitor, tableId, [tokens[1] as string], 1),
    ];
    const first = clients[0] as TestClient;
    await first.until(() => (first.latest(0)?.actors.length ?? 0) > 0);
    const absent = (first.latest(0)?.actors ?? []).includes(1) ? 1 : 0;
    const present = 1 - absent;
    const stays = tokens[present] as string;
    const wentAt = clock;
    clients[absent]?.close();
    const gone = await pollUntil(
      () => ending(tableId, stays),
      (e) => e.claimableAt !== null,
    );
    assert.equal(gone.claimableAt, wentAt + CLAIM_AFTER_MS);
    // Three minutes on, the server restarts; the one who stays comes back to it.
    clock += 3 * 60_000;
    clients[present]?.close();
    await server.close();
    server = await testServer({ now: () => clock, dataDir });
    const back = await sitAt(
      visitors[present] as typeof ana.visitor,
      tableId,
      [stays],
      present,
      false,
    );
    // The wait is still counted from when the opponent went (before: from this first look).
    const later = await ending(tableId, stays);
    assert.equal(later.claimableAt, wentAt + CLAIM_AFTER_MS);
    // The rebuilt 2v2 table tells its resignation again, once, from the kept endings.
    const watcher = await TestClient.connect(server.url);
    assert.ok((await watcher.request('join', { tableId: pair.table.id, tokens: [] })).ok);
    const resignsSeen = () =>
      watcher.updates
        .filter((u) => u.seat === -1)
        .flatMap((u) => [...u.history, ...u.events])
        .filter((e) => e.kind === 'resign');
    // In the log sent on joining, or told a moment after it: either way once.
    await watcher.until(() => resignsSeen().length > 0);
    await watcher.caughtUp();
    assert.deepEqual(resignsSeen(), [notice]);
    watcher.close();
    clock = wentAt + CLAIM_AFTER_MS;
    const claimed = await post<EndAnswer>(`/api/tables/${tableId}/claim-win`, { token: stays });
    assert.equal(claimed.status, 200, JSON.stringify(claimed.body));
    assert.deepEqual(
      claimed.body.endings.map(({ seat, kind }) => ({ seat, kind })),
      [{ seat: absent, kind: 'claim' }],
    );
    back.close();
  });
});
