/**
 * Running out of time on the real server (issue #35), its turn scheduler injected: at a casual
 * table with a real-time clock a bot plays that decision and the seat's bank is then 0 (it has
 * only the increment); at a rated table the seat's side loses at once, the table closed and
 * rated once as lost, whether the time was a clock's bank or the per-decision turn timer's
 * (correspondence days: games-list/testing.ts, on both stores). (A competition's game keeps
 * today's no-show forfeit: the bot plays, flagged as a timeout, and the competition forfeits
 * the seat; see competitions/service.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedUpVisitor, type Visitor } from '../accounts/visitor.ts';
import type { CreatedTable, CreateTable, ErrorBody, TableSummary } from '../protocol.ts';
import type { RatingsBook } from '../ratings/book.ts';
import { ranOutOfTime } from '../ratings/resign.ts';
import { COIN_TOSS } from '../testing/games.ts';
import { liveTable } from '../testing/stored.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { lostOnTime } from '../testing/lost-on-time.ts';
import { TestClient, testServer, type TestServer } from '../testing/harness.ts';

const clock = Date.UTC(2026, 10, 30, 4);
const scheduler = new FakeScheduler();
let server: TestServer;

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

/** A clock of 30 s + 2 s a decision. */
const CLOCK = { clock: { baseSeconds: 30, incrementSeconds: 2 } } as const;

/** Rae (seat 0) against an easy bot at Goalkeepers, with the time control given. */
async function sitDown(
  visitor: Visitor,
  rated: boolean,
  control: Pick<CreateTable, 'clock' | 'turnSeconds'> = CLOCK,
) {
  const created = await createAs(visitor, {
    game: 'goalkeepers',
    seats: [
      { kind: 'me', name: 'Rae' },
      { kind: 'bot', level: 'easy' },
    ],
    rated,
    ...control,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const tableId = created.body.table.id;
  const token = created.body.seats.find((s) => s.seat === 0)?.token ?? '';
  const client = await TestClient.connect(server.url, { extraHeaders: { cookie: visitor.cookie } });
  const joined = await client.request('join', { tableId, tokens: [token] });
  assert.ok(joined.ok, JSON.stringify(joined));
  await client.until(() => client.latest(0)?.actors.includes(0) === true);
  return { tableId, client };
}

describe('running out of time', () => {
  before(async () => {
    scheduler.time = clock;
    server = await testServer({ now: () => clock, turnScheduler: scheduler });
  });
  after(() => server.close());

  it('refuses a clock together with a time per decision, or out of bounds, saying why', async () => {
    const { visitor } = await signedUpVisitor(server.url, 'Refused Ray');
    const seats = [{ kind: 'me' as const }, { kind: 'bot' as const, level: 'easy' as const }];
    const both = await createAs(visitor, {
      game: 'goalkeepers',
      seats,
      turnSeconds: 60,
      clock: { baseSeconds: 300, incrementSeconds: 3 },
    });
    assert.equal(both.status, 400);
    assert.equal(both.body.code, 'bad-message');
    assert.match(both.body.message, /clock: a table has either a clock or turnSeconds/);
    const long = await createAs(visitor, {
      game: 'goalkeepers',
      seats,
      clock: { baseSeconds: 99_999, incrementSeconds: 3 },
    });
    assert.equal(long.status, 400);
    assert.match(long.body.message, /clock\.baseSeconds/);
  });

  it('at a casual table: a bot plays, and the seat has only the increment after', async () => {
    const { visitor } = await signedUpVisitor(server.url, 'Casual Cal');
    const { tableId, client } = await sitDown(visitor, false);
    const first = client.latest(0);
    assert.ok(first);
    assert.equal(first.timer?.deadline, scheduler.time + 30_000, 'the bank of 30 s');
    const { version } = first.table;
    scheduler.advance(30_000);
    await client.until(() => (client.latest(0)?.table.version ?? 0) > version);
    const events = client.updates.flatMap((u) => u.events);
    assert.ok(
      events.some((e) => e.kind === 'timeout'),
      'the log says the computer played',
    );
    await client.until(
      () => client.latest(0)?.actors.includes(0) === true && client.latest(0)?.timer !== null,
    );
    const next = client.latest(0);
    assert.ok(next);
    assert.equal(next.table.status, 'playing');
    assert.equal(next.timer?.deadline, scheduler.time + 2_000, 'only the increment is left');
    client.close();
    const summary = await server.api<TableSummary>(`/api/tables/${tableId}`);
    assert.equal(summary.body.status, 'playing');
  });

  it('at a rated table: the seat loses at once, rated once', async () => {
    await losesRated('Rated Rae', CLOCK);
  });

  it('at a rated table with a turn timer: the seat loses at once, rated once, no bot plays', async () => {
    await losesRated('Timed Tam', { turnSeconds: 30 });
  });
});

/**
 * Rae sits at a rated table with 30 s to decide (a clock's bank or the turn timer): a
 * millisecond short nothing happens; at 30 s the table closes, no bot having played, and her
 * history holds the game once, lost, her rating down.
 */
async function losesRated(name: string, control: Pick<CreateTable, 'clock' | 'turnSeconds'>) {
  const { visitor, id } = await signedUpVisitor(server.url, name);
  const { tableId, client } = await sitDown(visitor, true, control);
  assert.equal(client.latest(0)?.timer?.deadline, scheduler.time + 30_000);
  scheduler.advance(30_000 - 1);
  await client.caughtUp();
  assert.equal(client.latest(0)?.table.status, 'playing', 'not before the time is spent');
  scheduler.advance(1);
  await lostOnTime(server, client, tableId, id);
}

describe('running out in a competition’s game', () => {
  it('leaves the forfeit to the competition: a bot plays, nothing is ended or rated', async () => {
    const table = liveTable(COIN_TOSS, {
      id: 'clockcompetition',
      clock: { baseSeconds: 30, incrementSeconds: 0 },
    });
    const refuse = (what: string) => () => {
      throw new Error(`${what} was asked`);
    };
    const book = { isRated: refuse('isRated') } as unknown as RatingsBook;
    const handled = await ranOutOfTime(
      book,
      { end: refuse('end') },
      table,
      0,
      clock,
      refuse('log'),
      (id) => Promise.resolve(id === 'clockcompetition'),
    );
    assert.equal(handled, false, 'a bot plays, with the timeout the competition forfeits on');
  });
});
