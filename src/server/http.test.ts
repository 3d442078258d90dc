import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { ErrorBody, GameInfo, ReplayFrames, TableSummary } from './protocol.ts';
import { LIMITS } from './protocol.ts';
import { CLOSED_KEPT } from './tables/house.ts';
import { testServer, type TestServer } from './testing/harness.ts';
import { playToEnd, quickTable } from './testing/quick-games.ts';

describe('HTTP API', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer({ createRate: { perSecond: 1, burst: 30 } });
  });
  after(async () => {
    await server.close();
  });

  it('lists the catalogue, playable games first, with their options schema', async () => {
    const games = await server.api<GameInfo[]>('/api/games');
    assert.equal(games.status, 200);
    const playable = games.body.filter((g) => g.playable);
    assert.ok(playable.some((g) => g.id === 'goalkeepers'));
    assert.deepEqual(games.body.slice(0, playable.length), playable);
    const goalkeepers = playable.find((g) => g.id === 'goalkeepers');
    assert.equal(typeof goalkeepers?.options, 'object');
    const coming = games.body.find((g) => !g.playable);
    if (coming) assert.equal(coming.options, null);
    const rules = await server.api<GameInfo & { rules: string }>('/api/games/goalkeepers');
    assert.match(rules.body.rules, /Goalkeepers/);
    assert.doesNotMatch(rules.body.rules, /rules\.test\.ts/);
    const design = await server.api<GameInfo & { design: string }>('/api/games/goalkeepers/design');
    assert.equal(design.body.title, 'Goalkeepers');
    assert.match(design.body.design, /design notes[\s\S]*rules\.test\.ts/);
    const unknownDesign = await server.api<ErrorBody>('/api/games/chess/design');
    assert.equal(unknownDesign.status, 404);
    assert.equal(unknownDesign.body.code, 'unknown-game');
    const unknown = await server.api<ErrorBody>('/api/games/chess');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'unknown-game');
  });

  it('refuses bad table requests with a clear 400', async () => {
    const cases: [unknown, ErrorBody['code'], number][] = [
      [{ game: 'goalkeepers' }, 'bad-message', 400],
      [{ game: 'goalkeepers', seats: [{ kind: 'robot' }, { kind: 'me' }] }, 'bad-message', 400],
      [{ game: 'goalkeepers', seats: [{ kind: 'me' }] }, 'bad-seats', 400],
      [
        { game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }], options: { rounds: 9 } },
        'bad-options',
        400,
      ],
      [{ game: 'chess', seats: [{ kind: 'me' }, { kind: 'me' }] }, 'unknown-game', 404],
      [
        { game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }], turnSeconds: -1 },
        'bad-message',
        400,
      ],
    ];
    for (const [body, code, status] of cases) {
      const answer = await server.api<ErrorBody>('/api/tables', { body });
      assert.equal(answer.body.code, code, JSON.stringify(body));
      assert.equal(answer.status, status);
      assert.ok(answer.body.message.length > 0);
    }
    const notJson = await server.api<ErrorBody>('/api/tables', { raw: '{"game": ' });
    assert.equal(notJson.status, 400);
    assert.equal(notJson.body.code, 'bad-message');
    const huge = await server.api<ErrorBody>('/api/tables', {
      body: { game: 'goalkeepers', seats: [], padding: 'x'.repeat(LIMITS.maxMessageBytes) },
    });
    assert.equal(huge.status, 413);
    assert.equal(huge.body.code, 'too-large');
  });

  it('answers 404 for unknown tables and 409 for the record of an unfinished one', async () => {
    const missing = await server.api<ErrorBody>('/api/tables/nosuchtable');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'unknown-table');
    const created = await server.createTable({
      game: 'goalkeepers',
      seats: [{ kind: 'me' }, { kind: 'me' }],
    });
    for (const path of ['record', 'replay']) {
      const early = await server.api<ErrorBody>(`/api/tables/${created.table.id}/${path}`);
      assert.equal(early.status, 409);
      assert.equal(early.body.code, 'not-finished');
    }
    const route = await server.api<ErrorBody>('/api/nothing-here');
    assert.equal(route.status, 404);
  });

  it('serves records, replay frames and the finished list once a game is over', async () => {
    const created = await server.createTable({
      game: 'goalkeepers',
      seats: [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'normal' },
      ],
      // Only listed tables are in the public finished list.
      listed: true,
    });
    const id = created.table.id;
    const spectator = await server.client();
    await spectator.request('join', { tableId: id });
    await spectator.until(() => spectator.latest(-1)?.table.status === 'finished');
    const replay = await server.api<ReplayFrames>(`/api/tables/${id}/replay`);
    assert.equal(replay.status, 200);
    assert.equal(replay.body.frames.length, replay.body.table.version + 1);
    assert.equal(replay.body.frames[0]?.label, '');
    assert.ok(replay.body.frames.slice(1).every((f) => f.label.length > 0));
    const finished = await server.api<TableSummary[]>('/api/finished');
    assert.equal(finished.body[0]?.id, id);
  });

  it('keeps only a few finished tables nobody watches in memory, and brings one back when asked', async () => {
    const forgetful = await testServer();
    try {
      const games = [];
      for (let i = 0; i < CLOSED_KEPT + 8; i++) {
        const created = await quickTable(forgetful);
        const player = await forgetful.client();
        await playToEnd(player, created);
        await player.request('leave', { tableId: created.table.id });
        player.close();
        games.push(created.table.id);
      }
      const metrics = await forgetful.api<Record<string, number>>('/api/metrics');
      assert.equal(metrics.body.playingTables, 0);
      assert.equal(metrics.body.liveTables, CLOSED_KEPT, 'the rest left memory');
      const first = games[0] ?? '';
      const record = await forgetful.api<{ actions: unknown[] }>(`/api/tables/${first}/record`);
      assert.equal(record.status, 200);
      assert.equal(record.body.actions.length, 1);
      const summary = await forgetful.api<TableSummary>(`/api/tables/${first}`);
      assert.equal(summary.body.status, 'finished');
    } finally {
      await forgetful.close();
    }
  });

  it('limits how fast one address creates tables', async () => {
    const limited = await testServer({ createRate: { perSecond: 0.1, burst: 2 } });
    try {
      const body = { game: 'goalkeepers', seats: [{ kind: 'me' }, { kind: 'me' }] };
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.api('/api/tables', { body })).status);
      assert.deepEqual(statuses, [201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('reports memory and live tables at /api/metrics', async () => {
    const metrics = await server.api<Record<string, number>>('/api/metrics');
    assert.ok((metrics.body.rss ?? 0) > 0);
    assert.ok((metrics.body.heapUsed ?? 0) > 0);
    assert.ok((metrics.body.liveTables ?? 0) > 0);
    // Pauses are summed from the start: a number, never missing.
    assert.equal(typeof metrics.body.gcPauseMsTotal, 'number');
    assert.equal(typeof metrics.body.gcPauseMaxMs, 'number');
    assert.equal(typeof metrics.body.gcMajorPauseMaxMs, 'number');
    assert.ok((metrics.body.gcPauses ?? -1) >= 0);
  });
});

describe('the web app', () => {
  it('serves web/dist, and index.html for page paths but not for /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'matchday-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Matchday</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
    const server = await testServer({ webDist: dist });
    try {
      const page = await fetch(`${server.url}/table/abcdefgh?seat=1`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<title>Matchday/);
      assert.equal(await (await fetch(`${server.url}/assets/app.js`)).text(), 'console.log(1);');
      assert.match(await (await fetch(`${server.url}/`)).text(), /<title>Matchday/);
      const api = await fetch(`${server.url}/api/nothing`);
      assert.equal(api.status, 404);
      assert.equal(((await api.json()) as ErrorBody).code, 'bad-message');
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends hashed assets compressed and cached for good, and index.html revalidated', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'matchday-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Matchday</title>');
    const bundle = `console.log(${JSON.stringify('a football bundle '.repeat(200))});`;
    const asset = join(dist, 'assets', 'index-D8f3kQ1z.js');
    writeFileSync(asset, bundle);
    writeFileSync(`${asset}.br`, brotliCompressSync(bundle));
    writeFileSync(`${asset}.gz`, gzipSync(bundle));
    const server = await testServer({ webDist: dist });
    const fetched = (path: string, encodings?: string) => getRaw(server.url + path, encodings);
    try {
      const br = await fetched('/assets/index-D8f3kQ1z.js', 'gzip, deflate, br');
      assert.equal(br.status, 200);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(br.body).toString(), bundle);
      assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(br.headers.vary ?? '', /accept-encoding/i);
      assert.match(br.headers['content-type'] ?? '', /javascript/);
      const gz = await fetched('/assets/index-D8f3kQ1z.js', 'gzip');
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.body).toString(), bundle);
      const plain = await fetched('/assets/index-D8f3kQ1z.js');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body.toString(), bundle);
      assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
      for (const page of ['/', '/index.html', '/table/abcdefgh']) {
        const html = await fetched(page, 'br');
        assert.equal(html.status, 200, page);
        assert.equal(html.headers['cache-control'], 'no-cache', page);
      }
      // A page of an older build asking for an asset gone since gets a 404, not the app.
      assert.equal((await fetched('/assets/index-0ld0ld00.js')).status, 404);
    } finally {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('says to build it when web/dist is missing', async () => {
    const server = await testServer({ webDist: join(tmpdir(), 'matchday-no-such-dist') });
    try {
      const home = await fetch(`${server.url}/`);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /npm run build/);
    } finally {
      await server.close();
    }
  });
});

/** A GET with exactly the Accept-Encoding given (fetch would add its own and decompress). */
function getRaw(
  url: string,
  encodings?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const headers = encodings === undefined ? {} : { 'accept-encoding': encodings };
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    }).once('error', reject);
  });
}
