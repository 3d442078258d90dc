/**
 * Competitions played to the end on the real server, each seat played by a random bot over the
 * socket (issue #35): a Next Goal Wins season competition (a table of three, its places by
 * seat and points by place), and a rated league whose games move the ratings, a game played
 * out and a game lost by forfeit. Seconds of CPU (whole games): a long test.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TableSummary } from '../protocol.ts';
import { testServer, type TestServer } from '../testing/harness.ts';
import { competitionApi, type Visitor } from './api-testing.ts';
import type { CompetitionView } from './wire.ts';

let server: TestServer;
const { account, call, playMine, until, ratingsOf } = competitionApi(() => server);

describe('competitions played to the end on the server', () => {
  before(async () => {
    server = await testServer({ log: () => undefined });
  });
  after(() => server.close());

  it('plays a Next Goal Wins season competition to the end, each seat played by a bot over the socket', async () => {
    const visitors = await Promise.all(['Season Ana', 'Season Bo', 'Season Cy'].map(account));
    const [ana] = visitors;
    assert.ok(ana);
    const made = await call(ana, '/api/competitions', {
      name: 'Season cup',
      game: 'next-goal-wins',
      format: 'tables',
      seats: 3,
      rounds: 1,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const { id } = made.body;
    for (const v of visitors)
      assert.equal((await call(v, `/api/competitions/${id}/join`)).status, 200);
    const started = await call(ana, `/api/competitions/${id}/start`);
    assert.equal(started.status, 200);
    const byPlayer = new Map(started.body.entrants.map((e, i) => [e.player, visitors[i]]));
    const view = await until(ana, id, (c) => c.rounds[0]?.games[0]?.tableId != null);
    const game = view.rounds[0]?.games[0];
    assert.ok(game?.tableId && game.second !== null);
    const table = await call<TableSummary>(null, `/api/tables/${game.tableId}`);
    assert.equal(table.body.game, 'next-goal-wins');
    for (const p of [game.first, game.second, ...game.others]) {
      const visitor = byPlayer.get(p);
      assert.ok(visitor);
      await playMine(visitor, game.tableId, `${game.tableId}/${p}`);
    }
    const done = await until(ana, id, (c) => c.status === 'finished');
    const places = done.rounds[0]?.games[0]?.result?.places ?? [];
    assert.equal(places.length, 3, 'the season’s places, by seat');
    assert.ok(places.includes(1));
    assert.equal(done.standings.length, 3);
    assert.equal(done.champion, done.standings[0]?.player);
    assert.deepEqual(
      done.standings.map((s) => s.points).reduce((a, b) => a + b, 0),
      3,
      'a table of three gives 2 + 1 + 0 (shared places share them)',
    );
  });

  it('rates a rated competition’s games, a game played out and a game lost by forfeit', async () => {
    const [ana, bo, cy, di] = await Promise.all(
      ['Rated Ana', 'Rated Bo', 'Rated Cy', 'Rated Di'].map(account),
    );
    assert.ok(ana && bo && cy && di);
    /** A rated league of two, started: its view once its one game has a table. */
    const league = async (host: Visitor, other: Visitor): Promise<CompetitionView> => {
      const made = await call(host, '/api/competitions', {
        name: 'Rated league',
        game: 'goalkeepers',
        format: 'league',
        rated: true,
      });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      for (const v of [host, other])
        assert.equal((await call(v, `/api/competitions/${made.body.id}/join`)).status, 200);
      assert.equal((await call(host, `/api/competitions/${made.body.id}/start`)).status, 200);
      return until(host, made.body.id, (c) => c.rounds[0]?.games[0]?.tableId != null);
    };
    // Played out: both players' ratings in the game's mode move, one game each.
    const played = await league(ana, bo);
    const game = played.rounds[0]?.games[0];
    assert.ok(game?.tableId && game.second !== null);
    const byPlayer = new Map(played.entrants.map((e, i) => [e.player, [ana, bo][i]]));
    for (const p of [game.first, game.second]) {
      const visitor = byPlayer.get(p);
      assert.ok(visitor);
      await playMine(visitor, game.tableId, `${game.tableId}/${p}`);
    }
    const done = await until(ana, played.id, (c) => c.status === 'finished');
    const result = done.rounds[0]?.games[0]?.result;
    assert.ok(result);
    for (const [seat, p] of [game.first, game.second].entries()) {
      const [mode, rating] = Object.entries(await ratingsOf(p))[0] ?? [];
      assert.ok(mode?.startsWith('goalkeepers') && rating, `${p} rated: ${JSON.stringify(rating)}`);
      assert.equal(rating.games, 1);
      const place = result.places[seat] ?? 0;
      const other = result.places[1 - seat] ?? 0;
      if (place < other) assert.ok(rating.rating > 1500, `the winner up: ${rating.rating}`);
      if (place > other) assert.ok(rating.rating < 1500, `the loser down: ${rating.rating}`);
    }
    // Lost by forfeit (Di withdraws while it is played): rated once as Cy's win.
    const forfeited = await league(cy, di);
    const [cyId, diId] = forfeited.entrants.map((e) => e.player) as [string, string];
    assert.equal((await call(di, `/api/competitions/${forfeited.id}/leave`)).status, 200);
    const over = await until(cy, forfeited.id, (c) => c.status === 'finished');
    assert.deepEqual(over.rounds[0]?.games[0]?.result?.forfeit, [
      over.rounds[0]?.games[0]?.first === diId ? 0 : 1,
    ]);
    const [cyRating] = Object.values(await ratingsOf(cyId));
    const [diRating] = Object.values(await ratingsOf(diId));
    assert.ok(cyRating && cyRating.games === 1 && cyRating.rating > 1500, JSON.stringify(cyRating));
    assert.ok(diRating && diRating.games === 1 && diRating.rating < 1500, JSON.stringify(diRating));
  });
});
