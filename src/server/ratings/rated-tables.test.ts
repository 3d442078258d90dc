/**
 * Rated tables on the real server (issue #34): a signed-in player's rated game against a bot,
 * played to the end over the socket, moves both ratings once and shows on the player's page;
 * a rated table of bots alone is refused; a casual table moves nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Visitor } from '../accounts/visitor.ts';
import type { CreatedTable, ErrorBody, TableSummary } from '../protocol.ts';
import { PATIENCE_MS, TestClient, testServer, type TestServer } from '../testing/harness.ts';
import { playRandomly } from '../testing/random-player.ts';
import type { PlayerPage } from './routes.ts';

let server: TestServer;
before(async () => {
  server = await testServer();
});
after(() => server.close());

async function signedUp(name: string): Promise<{ visitor: Visitor; id: string }> {
  const visitor = new Visitor(server.url);
  const made = await visitor.signUp(name, 'correct horse battery');
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const id = made.body.user?.id;
  assert.ok(id);
  return { visitor, id };
}

/** The player's page once `done` says it shows what the test waits for. */
async function pageWhen(id: string, done: (page: PlayerPage) => boolean): Promise<PlayerPage> {
  const until = Date.now() + PATIENCE_MS;
  for (;;) {
    const { body } = await server.api<PlayerPage>(`/api/players/${id}`);
    if (done(body) || Date.now() > until) return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Plays the table's person seat randomly to the end with the visitor's session. */
async function playToTheEnd(visitor: Visitor, created: CreatedTable): Promise<void> {
  const [seat] = created.seats;
  assert.ok(seat);
  const client = await TestClient.connect(server.url, { extraHeaders: { cookie: visitor.cookie } });
  // Listening before joining: the join's own update may ask the seat to act.
  playRandomly(client, created.table.id, seat.token, 0, `rated/${created.table.id}`);
  const joined = await client.request('join', { tableId: created.table.id, tokens: [seat.token] });
  assert.ok(joined.ok);
  const until = Date.now() + PATIENCE_MS;
  for (;;) {
    const { body } = await server.api<TableSummary>(`/api/tables/${created.table.id}`);
    if (body.outcome !== null || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  client.close();
}

describe('rated tables on the server', () => {
  it("rates a signed-in player's game against a bot once, on both sides", async () => {
    const { visitor, id } = await signedUp('Rated Rita');
    const created = await server.createTable({
      game: 'goalkeepers',
      seats: [
        { kind: 'me', name: 'Rita' },
        { kind: 'bot', level: 'easy' },
      ],
      rated: true,
    });
    await playToTheEnd(visitor, created);
    const finished = await server.api<TableSummary>(`/api/tables/${created.table.id}`);
    assert.notEqual(finished.body.outcome, null);
    const page = await pageWhen(id, (p) => p.ratings.length > 0);
    assert.equal(page.ratings.at(0)?.mode, 'goalkeepers-2');
    assert.equal(page.ratings.at(0)?.games, 1);
    assert.equal(page.name, 'Rita');
    assert.equal(page.history.entries.at(0)?.tableId, created.table.id);
    const bot = (await server.api<PlayerPage>('/api/players/bot:easy')).body;
    assert.equal(bot.ratings.at(0)?.games, 1);
    // Its finish is rated once: a later look finds the same game count.
    const again = (await server.api<PlayerPage>(`/api/players/${id}`)).body;
    assert.equal(again.ratings.at(0)?.games, 1);
  });

  it('leaves a casual game unrated, and refuses a rated table of bots alone', async () => {
    const { visitor, id } = await signedUp('Casual Cas');
    const created = await server.createTable({
      game: 'goalkeepers',
      seats: [
        { kind: 'me', name: 'Cas' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    await playToTheEnd(visitor, created);
    const summary = await server.api<TableSummary>(`/api/tables/${created.table.id}`);
    assert.notEqual(summary.body.outcome, null);
    assert.deepEqual((await server.api<PlayerPage>(`/api/players/${id}`)).body.ratings, []);
    const refused = await server.api<ErrorBody>('/api/tables', {
      body: {
        game: 'goalkeepers',
        seats: [
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'hard' },
        ],
        rated: true,
      },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 'not-rateable');
  });
});
