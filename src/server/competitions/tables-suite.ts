/**
 * The 'tables' format's checks (issue #35, games of three or more seats), on whichever store
 * `open` opens: tables.test.ts on node:sqlite, postgres.integration.test.ts on PostgreSQL.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { seatsOf, type Competition, type CompetitionBook } from './model.ts';
import { entered, rig, type FakeTable, type Rig } from './testing.ts';
import { viewOf } from './view.ts';

/** Finishes a table with these places by seat, e.g. [2, 1, 3]. */
async function finishBy(r: Rig, table: FakeTable, places: readonly number[]): Promise<void> {
  table.outcome = { scores: places.map((p) => 4 - p), places: [...places] };
  table.finished = true;
  await r.service.tableFinished(table);
}

async function get(r: Rig, id: string): Promise<Competition> {
  const c = await r.book.get(id);
  assert.ok(c);
  return c;
}

/** Places by seat that rank the table's players by their number (p1 before p2 …). */
function byNumber(table: FakeTable): number[] {
  const numbers = table.seats.map((s) => Number(s.playerId?.slice(1) ?? 99));
  return numbers.map((n) => 1 + numbers.filter((m) => m < n).length);
}

const TABLES = { format: 'tables', game: 'goalkeepers' } as const;

/**
 * The repeat meetings of `tables` in `round`: each pair at one counted as often as they sat
 * together in `c`'s games before.
 */
function repeatsOf(c: Competition, round: number, tables: readonly (readonly string[])[]): number {
  const played = c.fixtures.filter((f) => f.second !== null && f.round < round).map(seatsOf);
  let repeats = 0;
  for (const table of tables)
    for (const [i, a] of table.entries())
      for (const b of table.slice(i + 1))
        repeats += played.filter((t) => t.includes(a) && t.includes(b)).length;
  return repeats;
}

export function tablesSuite(open: () => Promise<CompetitionBook>): void {
  void it('plays a whole Goalkeepers competition of 4 seats a table over 3 rounds: tables by standing, apart from whom they met, points by place', async () => {
    const r = await rig(open);
    const id = await entered(r, 8, { ...TABLES, seats: 4, rounds: 3 });
    const made = await get(r, id);
    assert.deepEqual([made.row.settings.seats, made.row.settings.fewestSeats], [4, 2]);
    assert.ok((await r.service.start(id, 'p1')).ok);
    for (let round = 1; round <= 3; round++) {
      const tables = r.tables.playing();
      assert.equal(tables.length, 2, `round ${round}: two tables of four`);
      for (const t of tables) {
        assert.equal(t.request.seats.length, 4);
        assert.equal(t.request.game, 'goalkeepers');
        assert.ok(t.seats.every((s) => s.playerId !== null && s.agent === 'human'));
      }
      const seated = tables.flatMap((t) => t.seats.map((s) => s.playerId)).sort();
      assert.equal(new Set(seated).size, 8, 'everyone at one table');
      const c = await get(r, id);
      const leaders = viewOf(c, null)
        .standings.slice(0, 4)
        .map((s) => s.player);
      const players = tables.map((t) => t.seats.map((s) => s.playerId ?? ''));
      if (round === 2) {
        // By standing after round 1: the four leaders share the first table (any table of four
        // seats two pairs who met in round 1: the leaders' table has no more).
        const top = players.find((t) => t.includes(leaders[0] ?? ''));
        assert.deepEqual(top?.sort(), [...leaders].sort());
      }
      if (round === 3) {
        // The leaders all met in round 2: seated apart as far as the field allows, not together.
        const rest = c.entrants.map((e) => e.player).filter((p) => !leaders.includes(p));
        const cut = repeatsOf(c, round, [leaders, rest]);
        assert.ok(
          repeatsOf(c, round, players) < cut,
          `${repeatsOf(c, round, players)} repeats, ${cut} by standing`,
        );
      }
      for (const t of tables) await finishBy(r, t, byNumber(t));
    }
    const done = await get(r, id);
    assert.equal(done.row.status, 'finished');
    assert.equal(done.fixtures.length, 6);
    const view = viewOf(done, null);
    // p1 wins every table it sits at, and from round 2 it meets the other leaders: alone on 9.
    const [first, second] = view.standings;
    assert.deepEqual(
      [first?.player, first?.points, first?.tieBreaks['first places']],
      ['p1', 9, 3],
    );
    assert.ok((second?.points ?? 9) < 9);
    assert.equal(view.champion, 'p1');
    assert.ok(view.rounds.every((round) => round.games.every((g) => g.others.length === 2)));
    const points = view.standings.map((s) => s.points);
    assert.deepEqual(
      points,
      [...points].sort((a, b) => b - a),
      'best first',
    );
    assert.equal(
      points.reduce((a, b) => a + b, 0),
      3 * 2 * 6,
      'each table gives 3 + 2 + 1 + 0',
    );
    await r.service.close();
    await r.book.close();
  });

  void it('seats a field that does not divide at smaller tables the game plays (7 at 3 a table: 3, 2, 2)', async () => {
    const r = await rig(open);
    const id = await entered(r, 7, { ...TABLES, seats: 3, rounds: 2 });
    await r.service.start(id, 'p1');
    const sizes = r.tables
      .playing()
      .map((t) => t.request.seats.length)
      .sort();
    assert.deepEqual(sizes, [2, 2, 3]);
    for (const t of r.tables.playing()) await finishBy(r, t, byNumber(t));
    for (const t of r.tables.playing()) await finishBy(r, t, byNumber(t));
    const done = await get(r, id);
    assert.equal(done.row.status, 'finished');
    // A 2-seat table's winner gets a full table's 2, its loser 0.
    const view = viewOf(done, null);
    assert.ok(view.standings.every((s) => s.played === 2));
    assert.equal(
      view.standings.reduce((a, s) => a + s.points, 0),
      2 * (3 + 2 + 2),
    );
    await r.service.close();
    await r.book.close();
  });

  void it('a leaver forfeits the table they play (last place, the rest share the first); a bot sits in for them after', async () => {
    const r = await rig(open);
    const id = await entered(r, 6, { ...TABLES, seats: 3, rounds: 2 });
    await r.service.start(id, 'p1');
    const at = r.tables.playing().find((t) => t.seats.some((s) => s.playerId === 'p4'));
    assert.ok(at);
    assert.ok((await r.service.leave(id, 'p4')).ok);
    assert.notEqual(at.abandonedAt, null, 'the forfeited table is closed');
    const c = await get(r, id);
    const fixture = c.fixtures.find((f) => f.tableId === at.id);
    const seat = at.seats.findIndex((s) => s.playerId === 'p4');
    assert.ok(fixture?.result);
    assert.deepEqual(fixture.result.forfeit, [seat]);
    assert.deepEqual(
      fixture.result.places,
      at.seats.map((_, i) => (i === seat ? 3 : 1)),
    );
    assert.equal(fixture.result.left, true);
    for (const t of r.tables.playing()) await finishBy(r, t, byNumber(t));
    const round2 = r.tables.playing();
    assert.equal(round2.length, 2, 'the leaver is still drawn');
    const bots = round2.flatMap((t) => t.request.seats).filter((s) => s.kind === 'bot');
    assert.equal(bots.length, 1, 'a bot plays the leaver’s seat');
    for (const t of round2) await finishBy(r, t, [1, 2, 3]);
    const done = viewOf(await get(r, id), null);
    assert.equal(done.status, 'finished');
    assert.equal(done.standings.find((s) => s.player === 'p4')?.withdrawn, true);
    await r.service.close();
    await r.book.close();
  });

  void it('a person who runs out of time forfeits the game at once, and is withdrawn after two', async () => {
    const r = await rig(open);
    const id = await entered(r, 3, { ...TABLES, seats: 3, rounds: 3, turnSeconds: 60 });
    await r.service.start(id, 'p1');
    for (let round = 1; round <= 2; round++) {
      const [table] = r.tables.playing() as [FakeTable];
      const seat = table.seats.findIndex((s) => s.playerId === 'p2');
      table.actions.push({ idx: 0, seat, action: 0, timeout: true });
      await r.service.tick();
      const c = await get(r, id);
      const f = c.fixtures.find((x) => x.tableId === table.id);
      assert.deepEqual(f?.result?.forfeit, [seat], `round ${round}: p2 forfeited`);
      assert.notEqual(table.abandonedAt, null);
    }
    const c = await get(r, id);
    assert.notEqual(c.entrants.find((e) => e.player === 'p2')?.withdrawnAt, null);
    const [last] = r.tables.playing() as [FakeTable];
    assert.equal(last.request.seats.filter((s) => s.kind === 'bot').length, 1);
    await finishBy(r, last, [1, 2, 3]);
    assert.equal((await get(r, id)).row.status, 'finished');
    await r.service.close();
    await r.book.close();
  });

  void it('never draws a round twice: the hook told twice and a tick at once draw round 2 once', async () => {
    const r = await rig(open);
    const id = await entered(r, 6, { ...TABLES, seats: 3, rounds: 2 });
    await r.service.start(id, 'p1');
    const [a, b] = r.tables.playing() as [FakeTable, FakeTable];
    await finishBy(r, a, [1, 2, 3]);
    b.outcome = { scores: [0, 0, 0], places: [3, 2, 1] };
    b.finished = true;
    await Promise.all([r.service.tableFinished(b), r.service.tableFinished(b), r.service.tick()]);
    const c = await get(r, id);
    assert.equal(c.fixtures.filter((f) => f.round === 2).length, 2);
    assert.equal(r.tables.playing().length, 2);
    // A result with the wrong number of seats is refused, nothing recorded.
    const [x] = r.tables.playing() as [FakeTable];
    x.outcome = { scores: [1, 0], places: [1, 2] };
    await r.service.tableFinished(x);
    assert.equal((await get(r, id)).fixtures.find((f) => f.tableId === x.id)?.result, null);
    await r.service.close();
    await r.book.close();
  });

  void it('refuses seats the game does not play alone, and 3+ seats outside the tables format: nothing created', async () => {
    const r = await rig(open);
    const host = { id: 'p1', name: 'Player 1' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ format: 'knockout', seats: 3 }, /knockout is played at tables of 2/],
      [{ format: 'swiss', seats: 4 }, /swiss is played at tables of 2/],
      [{ format: 'tables', seats: 6 }, /seats 3, 4, 5 a table, not 6/],
      [{ format: 'tables', seats: 2 }, /seats 3, 4, 5 a table, not 2/],
      [
        { format: 'tables', game: 'next-goal-wins', options: { mode: 'match' }, seats: 3 },
        /no tables of 3 or more/,
      ],
      [{ format: 'tables', game: 'golazo', seats: 4 }, /golazo/],
      // GL-2.1: Goal! at 3 and 4 is a game of two sides, not every one for themselves.
      [{ format: 'tables', game: 'goal', seats: 4 }, /goal has no tables of 3 or more/],
      [{ format: 'tables', seats: 2.5 }, /seats/],
    ];
    for (const [request, message] of cases) {
      const made = await r.service.create(host, { name: 'Bad', game: 'goalkeepers', ...request });
      assert.equal(made.ok, false, JSON.stringify(request));
      assert.match(made.error.message, message);
      assert.ok(['bad-seats', 'bad-message'].includes(made.error.code), made.error.code);
    }
    assert.deepEqual(await r.service.list('entry'), []);
    // A Next Goal Wins season plays 3 to 6 every one for themselves.
    const season = await r.service.create(host, {
      name: 'Season',
      game: 'next-goal-wins',
      options: { mode: 'season' },
      format: 'tables',
      seats: 4,
    });
    assert.ok(season.ok, JSON.stringify(season));
    await r.service.close();
    await r.book.close();
  });
}
