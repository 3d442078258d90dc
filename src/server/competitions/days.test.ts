/**
 * A competition over days on the real server (#35): its tables get the competition's
 * correspondence clock (1 day per move), listed under each player's "Your move" with that
 * deadline; nobody plays, the day runs out on a turned clock (FakeScheduler: nothing waits for a
 * day), the turn timer plays for the seat it waited on, and the competition's tick scores the
 * game as lost by forfeit for that player. A day less a minute changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Visitor } from '../accounts/visitor.ts';
import { account, clock, myGames } from '../games-list/testing.ts';
import { DAY_SECONDS } from '../protocol.ts';
import type { FakeScheduler } from '../testing/fake-scheduler.ts';
import { PATIENCE_MS, testServer, type TestServer } from '../testing/harness.ts';
import type { CompetitionView } from './wire.ts';

const DAY_MS = DAY_SECONDS * 1000;
let server: TestServer;
let time: FakeScheduler;

async function post(visitor: Visitor, path: string, body?: unknown): Promise<CompetitionView> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      cookie: visitor.cookie,
      origin: server.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as CompetitionView;
  assert.ok(response.ok, `${String(response.status)} ${JSON.stringify(answer)}`);
  return answer;
}

async function view(id: string): Promise<CompetitionView> {
  const response = await fetch(`${server.url}/api/competitions/${id}`);
  return (await response.json()) as CompetitionView;
}

/** The competition once `holds` is true of it (results come with the 5 s tick); fails past patience. */
async function viewWhen(id: string, holds: (v: CompetitionView) => boolean, what: string) {
  const until = Date.now() + PATIENCE_MS;
  for (;;) {
    const seen = await view(id);
    if (holds(seen)) return seen;
    if (Date.now() > until) assert.fail(`${what}; the competition was ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a competition over days (#35)', () => {
  before(async () => {
    time = clock();
    server = await testServer({ turnScheduler: time });
  });
  after(() => server.close());

  it('makes its tables with 1 day per move; a no-show’s day runs out and the game is forfeited', async () => {
    const ana = await account(server, 'League Ana');
    const bo = await account(server, 'League Bo');
    const made = await post(ana, '/api/competitions', {
      name: 'Days league',
      game: 'goalkeepers',
      format: 'league',
      turnSeconds: DAY_SECONDS,
    });
    assert.equal(made.settings.turnSeconds, DAY_SECONDS);
    await post(ana, `/api/competitions/${made.id}/join`);
    await post(bo, `/api/competitions/${made.id}/join`);
    const started = time.time;
    await post(ana, `/api/competitions/${made.id}/start`);
    const running = await viewWhen(
      made.id,
      (v) => v.rounds[0]?.games[0]?.tableId != null,
      'its table was not made',
    );
    const tableId = running.rounds[0]?.games[0]?.tableId ?? '';
    // Listed under both players' games with a day per move, though neither opened it; the
    // one it waits on (Goalkeepers waits on one seat at a time) has a day to answer. Turns are
    // written just after the change that makes them: asked again until there.
    const until = Date.now() + PATIENCE_MS;
    for (;;) {
      const listed = await Promise.all(
        [ana, bo].map(async (v) => (await myGames(server, v)).games.find((g) => g.id === tableId)),
      );
      assert.ok(listed.every((g) => g?.turnSeconds === DAY_SECONDS));
      const deadlines = listed.map((g) => g?.deadline ?? null);
      if (deadlines.includes(started + DAY_MS)) break;
      if (Date.now() > until) assert.fail(`no deadline a day on: ${JSON.stringify(listed)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A minute short of the day: nothing.
    time.advance(DAY_MS - 60_000);
    assert.equal((await view(made.id)).rounds[0]?.games[0]?.result, null);
    // The day is out: the turn timer plays for the seat waited on; the tick forfeits its game.
    time.advance(60_000);
    const done = await viewWhen(
      made.id,
      (v) => v.rounds[0]?.games[0]?.result != null,
      'no forfeit after the day ran out',
    );
    // Goalkeepers waits on one seat at a time: the one it waited on lost 0–3 by forfeit.
    const result = done.rounds[0]?.games[0]?.result;
    assert.equal(result?.forfeit?.length, 1, JSON.stringify(result));
    const lost = result.forfeit[0] ?? -1;
    assert.deepEqual(result.scores, lost === 0 ? [0, 3] : [3, 0]);
    assert.equal(result.places[lost], 2);
    assert.equal(done.status, 'finished');
  });
});
