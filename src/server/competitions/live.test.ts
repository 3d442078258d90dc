/**
 * Competition pages told of every change (#35, live.ts): a socket that asks for a competition
 * hears of its changes and of no other's, and the service tells of each change it makes (an
 * entry, the start with its round and tables, a result) and of nothing when nothing changed.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Server } from 'socket.io';
import { io as dial, type Socket } from 'socket.io-client';
import { registryGames } from '../games.ts';
import { liveCompetitions, type CompetitionChanged } from './live.ts';
import { CompetitionService } from './service.ts';
import { SqliteCompetitionBook } from './sqlite-book.ts';
import { FakeTables } from './testing.ts';

describe('competition pages told of every change (#35)', () => {
  // A patience only a broken room meets: the event never comes.
  it(
    'tells a competition’s watchers of its changes, and of no other’s',
    { timeout: 60_000 },
    async () => {
      const http = createServer();
      const io = new Server(http, { serveClient: false });
      const changed = liveCompetitions(io);
      http.listen(0, '127.0.0.1');
      await once(http, 'listening');
      const url = `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`;
      const watch = async (query: Record<string, string>): Promise<Socket> => {
        const socket = dial(url, { query, transports: ['websocket'], reconnection: false });
        await new Promise((resolve) => {
          socket.once('connect', () => {
            resolve(undefined);
          });
        });
        return socket;
      };
      const ana = await watch({ competition: 'cAnaCup1' });
      const bo = await watch({ competition: 'cBoCup12' });
      const nobody = await watch({ competition: '../etc' });
      const heard: string[] = [];
      for (const [who, socket] of [
        ['ana', ana],
        ['bo', bo],
        ['nobody', nobody],
      ] as const)
        socket.on('competition', (c: CompetitionChanged) => heard.push(`${who}:${c.id}`));
      // Each socket joined its room before the server said it was connected (live.ts).
      const boHeard = new Promise((resolve) => bo.once('competition', resolve));
      changed('cAnaCup1');
      changed('cBoCup12');
      await boHeard;
      // Each socket's events come in order: by Bo's, Ana's own has come too.
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(heard.sort(), ['ana:cAnaCup1', 'bo:cBoCup12']);
      for (const socket of [ana, bo, nobody]) socket.disconnect();
      await io.close();
    },
  );

  it('is told by the service of each entry, the start, each table made and each result', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'competitions-live-'));
    const book = new SqliteCompetitionBook(join(dir, 'c.sqlite'));
    const tables = new FakeTables();
    const told: string[] = [];
    const service = new CompetitionService({
      book,
      tables,
      find: registryGames,
      tickMs: 0,
      log: () => undefined,
      changed: (id) => told.push(id),
    });
    const host = { id: 'p1', name: 'Ana' };
    const made = await service.create(host, {
      name: 'Live',
      game: 'goalkeepers',
      format: 'league',
    });
    assert.ok(made.ok);
    const id = made.value.row.id;
    assert.deepEqual(told, [], 'nobody watches a competition not yet made');
    await service.join(id, host);
    await service.join(id, { id: 'p2', name: 'Bo' });
    assert.equal(told.length, 2, 'each entry');
    const refused = await service.join(id, host);
    assert.ok(!refused.ok);
    assert.equal(told.length, 2, 'a refusal changes nothing and tells nothing');
    await service.start(id, 'p1');
    assert.equal(told.length, 4, 'the start with its round, then its table');
    const [table] = tables.playing();
    assert.ok(table);
    table.outcome = { scores: [2, 1], places: [1, 2] };
    await service.tableFinished(table);
    assert.equal(told.length, 5, 'the result, with the end it brought');
    await service.tableFinished(table);
    assert.equal(told.length, 5, 'a table told twice changes nothing');
    assert.ok(told.every((t) => t === id));
    await service.close();
    await book.close();
  });
});
