/**
 * The competitions' HTTP API on the real server: accounts create, join and start; refusals say
 * why and change nothing; each game's table is bound to its entrants, who take their seat from
 * the competition (POST /api/tables/:id/mine) and play it over the socket; the finished tables'
 * results pair the next round, up to the champion.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TableSummary } from '../protocol.ts';
import { testServer, type TestServer } from '../testing/harness.ts';
import { competitionApi } from './api-testing.ts';
import type { CompetitionSummary, CompetitionView, PlayerFixture } from './wire.ts';

let server: TestServer;

const { account, call, playMine, until } = competitionApi(() => server);

describe('the competitions API', () => {
  before(async () => {
    server = await testServer({
      log: (m) => {
        if (process.env.DEBUG_COMPETITIONS) console.error(m);
      },
    });
  });
  after(() => server.close());

  it('creates, refuses what it must without change, starts, and plays a knockout to its champion', async () => {
    const [ana, bo, cy, di] = await Promise.all(
      ['Comp Ana', 'Comp Bo', 'Comp Cy', 'Comp Di'].map(account),
    );
    assert.ok(ana && bo && cy && di);
    const anonymous = await call(null, '/api/competitions', {
      name: 'Cup',
      game: 'goalkeepers',
      format: 'knockout',
    });
    assert.equal(anonymous.status, 403);
    const made = await call(ana, '/api/competitions', {
      name: 'Cup',
      game: 'goalkeepers',
      format: 'knockout',
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const { id } = made.body;
    const bad = await call(ana, '/api/competitions', { name: 'x', game: 'chess', format: 'swiss' });
    assert.equal(bad.body.code, 'unknown-game');

    for (const v of [ana, bo, cy, di])
      assert.equal((await call(v, `/api/competitions/${id}/join`)).status, 200);
    const before = (await call(ana, `/api/competitions/${id}`)).body;
    const twice = await call(bo, `/api/competitions/${id}/join`);
    assert.deepEqual([twice.status, twice.body.code], [409, 'already-entered']);
    const notHost = await call(bo, `/api/competitions/${id}/start`);
    assert.deepEqual([notHost.status, notHost.body.code], [403, 'not-host']);
    const missing = await call(bo, `/api/competitions/cnosuchone/join`);
    assert.deepEqual([missing.status, missing.body.code], [404, 'unknown-competition']);
    assert.deepEqual((await call(ana, `/api/competitions/${id}`)).body, before);
    const listed = await call<{ competitions: CompetitionSummary[] }>(
      null,
      '/api/competitions?status=entry',
    );
    assert.ok(listed.body.competitions.some((c) => c.id === id));

    const started = await call(ana, `/api/competitions/${id}/start`);
    assert.equal(started.status, 200);
    assert.equal(started.body.status, 'running');
    const late = await account('Comp Late');
    const closed = await call(late, `/api/competitions/${id}/join`);
    assert.deepEqual([closed.status, closed.body.code], [409, 'entry-closed']);

    const byPlayer = new Map([ana, bo, cy, di].map((v, i) => [before.entrants[i]?.player, v]));
    const played = new Set<string>();
    let view: CompetitionView = started.body;
    while (view.status !== 'finished') {
      for (const game of view.rounds.flatMap((r) => r.games)) {
        if (game.tableId === null || played.has(game.tableId) || game.result) continue;
        played.add(game.tableId);
        for (const p of [game.first, game.second]) {
          const visitor = byPlayer.get(p ?? '');
          assert.ok(visitor);
          await playMine(visitor, game.tableId, `${game.tableId}/${p}`);
        }
      }
      const seen = played.size;
      view = await until(ana, id, (c) => c.status === 'finished' || countTables(c) > seen);
    }
    assert.equal(view.rounds.filter((r) => r.games.some((g) => g.stage === 1)).length >= 1, true);
    assert.ok(view.champion !== null && byPlayer.has(view.champion));
    const stages = new Set(view.rounds.flatMap((r) => r.games.map((g) => g.stage)));
    assert.deepEqual([...stages], [1, 2], 'semi-finals, then the final');
    // The bracket: two semi-finals whose winners meet in the final, the champion its winner.
    const [semis, final] = view.bracket;
    assert.deepEqual([view.bracket.length, semis?.length, final?.length], [2, 2, 1]);
    assert.deepEqual(
      [final?.[0]?.first, final?.[0]?.second],
      semis?.map((t) => t.winner),
    );
    assert.equal(final?.[0]?.winner, view.champion);
    assert.equal(final[0].games.at(-1)?.tableId, view.rounds.at(-1)?.games[0]?.tableId);
    // Each player's fixtures: every game they played, with its table and result, none to come.
    for (const [player, visitor] of byPlayer) {
      const mine = await call<{ fixtures: PlayerFixture[] }>(visitor, '/api/competitions/fixtures');
      const theirs = view.rounds.flatMap((r) =>
        r.games.filter((g) => g.first === player || g.second === player),
      );
      const ofThis = mine.body.fixtures.filter((f) => f.competition.id === id);
      assert.deepEqual(
        ofThis.map((f) => [f.state, f.tableId, f.result?.places[f.seat]]),
        theirs.map((g) => ['played', g.tableId, g.result?.places[g.first === player ? 0 : 1]]),
      );
    }
    const nobody = await call<{ fixtures: PlayerFixture[] }>(null, '/api/competitions/fixtures');
    assert.deepEqual(nobody.body, { fixtures: [] });
  });

  it('offers the seats a table of a tables competition, and plays one of Goalkeepers at 3 a table to its standings', async () => {
    const seats = await call<{ seats: number[] }>(
      null,
      '/api/competitions/table-seats?game=goalkeepers',
    );
    assert.deepEqual(seats.body.seats, [3, 4, 5]);
    const none = await call<{ seats: number[] }>(null, '/api/competitions/table-seats?game=golazo');
    assert.deepEqual(none.body.seats, []);
    const [ana, bo, cy] = await Promise.all(['Tab Ana', 'Tab Bo', 'Tab Cy'].map(account));
    assert.ok(ana && bo && cy);
    const knockout = await call(ana, '/api/competitions', {
      name: 'Bad',
      game: 'goalkeepers',
      format: 'knockout',
      seats: 3,
    });
    assert.deepEqual([knockout.status, knockout.body.code], [400, 'bad-seats']);
    // A real-time clock (#35), 15 min + 10 s a move: not with a time per decision too.
    const clock = { baseSeconds: 900, incrementSeconds: 10 };
    const both = await call(ana, '/api/competitions', {
      name: 'Bad',
      game: 'goalkeepers',
      format: 'tables',
      seats: 3,
      clock,
      turnSeconds: 60,
    });
    assert.deepEqual([both.status, both.body.code], [400, 'bad-message']);
    assert.match(both.body.message, /clock: a competition has either a clock or turnSeconds/);
    const made = await call(ana, '/api/competitions', {
      name: 'Threes',
      game: 'goalkeepers',
      format: 'tables',
      seats: 3,
      rounds: 1,
      clock,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.deepEqual([made.body.settings.clock, made.body.settings.turnSeconds], [clock, 0]);
    const { id } = made.body;
    for (const v of [ana, bo, cy])
      assert.equal((await call(v, `/api/competitions/${id}/join`)).status, 200);
    const started = await call(ana, `/api/competitions/${id}/start`);
    assert.equal(started.status, 200);
    const byPlayer = new Map([ana, bo, cy].map((v, i) => [started.body.entrants[i]?.player, v]));
    const view = await until(ana, id, (c) => c.rounds[0]?.games[0]?.tableId != null);
    const game = view.rounds[0]?.games[0];
    assert.ok(game?.tableId && game.second !== null);
    assert.equal(game.others.length, 1, 'one table of three');
    const table = await call<TableSummary>(null, `/api/tables/${game.tableId}`);
    assert.deepEqual([table.body.clock, table.body.turnSeconds], [clock, 0], 'the table’s clock');
    for (const p of [game.first, game.second, ...game.others]) {
      const visitor = byPlayer.get(p);
      assert.ok(visitor);
      await playMine(visitor, game.tableId, `${game.tableId}/${p}`);
    }
    const done = await until(ana, id, (c) => c.status === 'finished');
    const points = done.standings.map((s) => s.points);
    assert.equal(
      points.reduce((a, b) => a + b, 0),
      3,
      'a table of three gives 2 + 1 + 0',
    );
    assert.equal(done.champion, done.standings[0]?.player);
  });
});

const countTables = (c: CompetitionView): number =>
  c.rounds.flatMap((r) => r.games).filter((g) => g.tableId !== null).length;
