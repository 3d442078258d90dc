/**
 * Leaving rated games and rating ranges on the real server (issue #34), its clock injected:
 * a signed-in player who leaves a rated table that waits for them until the idle sweep closes
 * it loses it (the bot is rated a winner); the third such abandon in 24 hours earns a cool-down
 * of an hour, in which creating a rated table and taking a seat at one are refused in words
 * (casual tables stay open, and a seat already theirs too); an hour on, both are allowed. A
 * rated table with a range ± 200 of its host's 1500 refuses a 1900 player a seat and seats a
 * 1500 one, and its ratings say the range. The pure rules are at the end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedUpVisitor, type Visitor } from '../accounts/visitor.ts';
import { findGame } from '../games.ts';
import type { CreatedTable, CreateTable, ErrorBody, TableSummary } from '../protocol.ts';
import { pollUntil, TestClient, testServer, type TestServer } from '../testing/harness.ts';
import {
  ABANDON_WINDOW_MS,
  coolDown,
  durationWords,
  forfeitPlaces,
  timedOutSeats,
} from './abandons.ts';
import { modesOf } from './open.ts';
import type { CoolDownAnswer, PlayerPage } from './routes.ts';
import { SqliteRatingsBook } from './sqlite-book.ts';
import type { TableRatings } from './table-ratings.ts';

const HOUR = 60 * 60 * 1000;
const IDLE_MS = 10 * 60 * 1000;
let clock = Date.UTC(2026, 10, 29, 9);
let server: TestServer;

/** A visitor of the test server signed up as `name`, and its player id. */
const signedUp = (name: string) => signedUpVisitor(server.url, name);

/** POST /api/tables with the visitor's session. */
async function createAs(
  visitor: Visitor,
  request: CreateTable,
): Promise<{ status: number; body: CreatedTable & ErrorBody }> {
  const response = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: visitor.cookie },
    body: JSON.stringify(request),
  });
  return { status: response.status, body: (await response.json()) as CreatedTable & ErrorBody };
}

const againstBot = (name: string): CreateTable => ({
  game: 'goalkeepers',
  seats: [
    { kind: 'me', name },
    { kind: 'bot', level: 'easy' },
  ],
  rated: true,
});

function tokenOf(created: CreatedTable, seat = 0): string {
  const found = created.seats.find((s) => s.seat === seat) ?? created.seats[seat];
  assert.ok(found, `seat ${seat} has a token`);
  return found.token;
}

async function connectAs(visitor: Visitor): Promise<TestClient> {
  return TestClient.connect(server.url, { extraHeaders: { cookie: visitor.cookie } });
}

const summary = async (id: string) => (await server.api<TableSummary>(`/api/tables/${id}`)).body;
const page = async (id: string) => (await server.api<PlayerPage>(`/api/players/${id}`)).body;

/**
 * The visitor takes seat 0 of a new rated table against a bot, waits until the game waits for
 * them, and goes; the clock turns past the idle time until the sweep closes the table.
 */
async function abandonOne(visitor: Visitor, name: string): Promise<string> {
  const created = await createAs(visitor, againstBot(name));
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const tableId = created.body.table.id;
  const client = await connectAs(visitor);
  const joined = await client.request('join', { tableId, tokens: [tokenOf(created.body)] });
  assert.ok(joined.ok, JSON.stringify(joined));
  await client.until(() => client.latest(0)?.actors.includes(0) === true);
  client.close();
  const closed = await pollUntil(
    async () => {
      clock += IDLE_MS + 1;
      await server.sweep();
      return summary(tableId);
    },
    (table) => table.status === 'abandoned',
  );
  assert.equal(closed.status, 'abandoned');
  return tableId;
}

describe('leaving rated games', () => {
  before(async () => {
    server = await testServer({ now: () => clock, tableIdleMs: IDLE_MS, sweepMs: 24 * HOUR });
  });
  after(() => server.close());

  it('rates a rated table left until it is closed as lost, and three in a day cool down for an hour', async () => {
    const { visitor, id } = await signedUp('Quitting Quin');
    const first = await abandonOne(visitor, 'Quin');
    const rated = await pollUntil(
      () => page(id),
      (p) => p.history.entries.some((e) => e.tableId === first),
    );
    const entry = rated.history.entries.find((e) => e.tableId === first);
    assert.ok(entry, 'the abandoned table is in the history');
    assert.deepEqual(
      entry.seats.map((s) => [s.seat, s.result]),
      [
        [0, 'loss'],
        [1, 'win'],
      ],
    );
    assert.ok((rated.ratings.at(0)?.rating ?? 1500) < 1500, 'the abandon lost rating');
    const bot = await page('bot:easy');
    assert.ok((bot.ratings.at(0)?.games ?? 0) >= 1, 'the bot is rated as the winner');

    // Two abandons are allowed: a third table may still be made and joined.
    await abandonOne(visitor, 'Quin');
    const third = await abandonOne(visitor, 'Quin');
    await pollUntil(
      () => page(id),
      (p) => p.history.entries.some((e) => e.tableId === third),
    );
    const cooled = clock;

    // The page can say so before they try (GET /api/ratings/cool-down, with their session).
    const said = await fetch(`${server.url}/api/ratings/cool-down`, {
      headers: { cookie: visitor.cookie },
    });
    const { coolDown: words } = (await said.json()) as CoolDownAnswer;
    assert.match(words ?? '', /^You left 3 rated games in the last 24 hours.*for 1 hour more/);
    const nobody = await server.api<CoolDownAnswer>('/api/ratings/cool-down');
    assert.deepEqual(nobody.body, { coolDown: null });

    // The third earned an hour without rated games: creating one is refused in words…
    const refused = await createAs(visitor, againstBot('Quin'));
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'cooling-down');
    assert.match(refused.body.message, /You left 3 rated games in the last 24 hours/);
    assert.match(refused.body.message, /for 1 hour more/);
    // …and so is taking a seat at someone else's rated table.
    const hosted = await server.createTable({
      ...againstBot('Seat'),
      seats: [{ kind: 'me' }, { kind: 'bot', level: 'easy' }],
    });
    const client = await connectAs(visitor);
    const seat = await client.request('join', {
      tableId: hosted.table.id,
      tokens: [tokenOf(hosted)],
    });
    assert.ok(!seat.ok);
    assert.equal(seat.error.code, 'cooling-down');
    // A casual table is open to them.
    const casual = await createAs(visitor, { ...againstBot('Quin'), rated: false });
    assert.equal(casual.status, 201);

    // Half an hour on: still cooling, the words say how long is left.
    clock = cooled + HOUR / 2;
    const later = await createAs(visitor, againstBot('Quin'));
    assert.equal(later.body.code, 'cooling-down');
    assert.match(later.body.message, /for 30 minutes more/);
    // An hour on: rated tables again, made and joined.
    clock = cooled + HOUR;
    const again = await createAs(visitor, againstBot('Quin'));
    assert.equal(again.status, 201, JSON.stringify(again.body));
    const sits = await client.request('join', {
      tableId: hosted.table.id,
      tokens: [tokenOf(hosted)],
    });
    assert.ok(sits.ok, JSON.stringify(sits));
    client.close();
  });
});

describe('rating ranges', () => {
  before(async () => {
    server = await testServer();
  });
  after(() => server.close());

  it("seats only ratings within ± 200 of the host's, says the range, and refuses others in words", async () => {
    const host = await signedUp('Ranged Ros');
    const strong = await signedUp('Strong Sam');
    const even = await signedUp('Even Eve');
    // Sam is rated 1900 in Goalkeepers 2 players (written as an operator's import would).
    const book = new SqliteRatingsBook(server.dbPath, { modes: modesOf(findGame) });
    await book.importRatings([
      {
        player: strong.id,
        mode: 'goalkeepers-2',
        name: 'Sam',
        bot: false,
        rating: { rating: 1900, deviation: 60, volatility: 0.06, games: 30, lastPlayed: clock },
      },
    ]);
    await book.close();

    const created = await createAs(host.visitor, {
      game: 'goalkeepers',
      seats: [
        { kind: 'me', name: 'Ros' },
        { kind: 'friend', name: 'Guest' },
      ],
      rated: true,
      listed: true,
      ratingRange: 200,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const tableId = created.body.table.id;
    const [ratings] = (await server.api<TableRatings[]>(`/api/ratings/tables?ids=${tableId}`)).body;
    assert.deepEqual(ratings?.range, { low: 1300, high: 1700 });

    const sam = await connectAs(strong.visitor);
    const refused = await sam.request('join', { tableId, tokens: [tokenOf(created.body, 1)] });
    assert.ok(!refused.ok);
    assert.equal(refused.error.code, 'out-of-range');
    assert.match(
      refused.error.message,
      /This rated table is for ratings 1300 to 1700; your rating in Goalkeepers, 2 players is 1900/,
    );
    sam.close();
    const eve = await connectAs(even.visitor);
    const seated = await eve.request('join', { tableId, tokens: [tokenOf(created.body, 1)] });
    assert.ok(seated.ok, JSON.stringify(seated));
    eve.close();

    // A range narrower than ± 25 is refused.
    const bad = await createAs(host.visitor, { ...againstBot('Ros'), ratingRange: 5 });
    assert.equal(bad.status, 400);
  });
});

describe('the rules of leaving and ranges', () => {
  const at = Date.UTC(2026, 10, 29, 12);
  it('cools down 1 hour from the 3rd abandon in 24 hours, doubling with each further one', () => {
    assert.equal(coolDown([at - 2 * HOUR, at - HOUR], at), undefined);
    assert.deepEqual(coolDown([at - 2 * HOUR, at - HOUR, at], at), {
      until: at + HOUR,
      abandons: 3,
    });
    assert.deepEqual(coolDown([at - 3 * HOUR, at - 2 * HOUR, at - HOUR, at], at), {
      until: at + 2 * HOUR,
      abandons: 4,
    });
    // An abandon older than the window no longer counts; a cool-down over is none.
    assert.equal(coolDown([at - ABANDON_WINDOW_MS, at - HOUR, at], at), undefined);
    assert.equal(coolDown([at - 3 * HOUR, at - 2 * HOUR, at - HOUR], at), undefined);
    const many = Array.from({ length: 12 }, (_, i) => at - i * 60_000);
    assert.equal(coolDown(many, at)?.until, at + 24 * HOUR);
    assert.equal(durationWords(HOUR), '1 hour');
    assert.equal(durationWords(HOUR + 5 * 60_000 - 1), '1 hour 5 minutes');
    assert.equal(durationWords(1), '1 minute');
  });

  it('counts 3 timeouts in a row of one person as leaving, never a bot’s', () => {
    const seats = [{ agent: 'person' }, { agent: 'bot:easy' }];
    const played = (list: [number, boolean][]) =>
      list.map(([seat, timeout]) => ({ seat, timeout }));
    assert.deepEqual(
      timedOutSeats(
        played([
          [0, true],
          [1, true],
          [0, true],
          [1, true],
          [0, true],
        ]),
        seats,
      ),
      [0],
    );
    assert.deepEqual(
      timedOutSeats(
        played([
          [0, true],
          [0, true],
          [0, false],
          [0, true],
        ]),
        seats,
      ),
      [],
    );
    assert.deepEqual(
      timedOutSeats(
        played([
          [1, true],
          [1, true],
          [1, true],
        ]),
        seats,
      ),
      [],
    );
  });

  it('places a leaving seat’s team last and the others first; all leaving is a draw', () => {
    const modes = modesOf(findGame);
    const two = {
      game: 'goalkeepers',
      options: {},
      seats: [0, 1].map(() => ({ player: 'p', name: 'p', bot: false })),
    };
    assert.deepEqual(forfeitPlaces(modes, two, [0]), [2, 1]);
    assert.deepEqual(forfeitPlaces(modes, two, [1]), [1, 2]);
    assert.deepEqual(forfeitPlaces(modes, two, [0, 1]), [1, 1]);
  });
});
