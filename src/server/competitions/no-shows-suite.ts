/**
 * No-shows and leavers (#35): a person who runs out of time on a competition table loses that
 * game by forfeit and is withdrawn after two; a leaver's game in play is forfeited and a bot of
 * the competition's level plays their remaining games; a knockout is never settled by lot.
 * On either store, with tables made by hand (testing.ts) and the clock turned by hand.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forfeitResult, forfeitsOf } from './lifecycle.ts';
import type { Competition, CompetitionBook } from './model.ts';
import { entered, finish, rig, type FakeTable, type Rig } from './testing.ts';

type Open = () => Promise<CompetitionBook>;

async function get(r: Rig, id: string): Promise<Competition> {
  const c = await r.book.get(id);
  assert.ok(c);
  return c;
}

/** The turn timer played for `player`'s seat at `table`: they ran out of time. */
function runOut(table: FakeTable, player: string): void {
  const seat = table.seats.findIndex((s) => s.playerId === player);
  assert.ok(seat >= 0, `${player} sits at ${table.id}`);
  table.actions.push({ idx: table.actions.length, seat, action: 0, timeout: true });
}

const tableOf = (r: Rig, player: string): FakeTable => {
  const found = r.tables.playing().find((t) => t.seats.some((s) => s.playerId === player));
  assert.ok(found, `${player} has a table playing`);
  return found;
};

/** The checks, on whichever store `open` opens (no-shows.test.ts: node:sqlite; postgres.integration.test.ts). */
export function noShowSuite(open: Open): void {
  void describe('no-shows and leavers (#35)', () => {
    void it('scores a forfeit as a walkover, 3–0 to the side that was there; both gone is level', () => {
      assert.deepEqual(forfeitResult([1]), { scores: [3, 0], places: [1, 2], forfeit: [1] });
      assert.deepEqual(forfeitResult([0]), { scores: [0, 3], places: [2, 1], forfeit: [0] });
      assert.deepEqual(forfeitResult([0, 1]), { scores: [0, 0], places: [1, 1], forfeit: [0, 1] });
    });

    void it('a league: a no-show loses at the next tick, is withdrawn after two, and a bot plays the rest', async () => {
      const r = await rig(open);
      const id = await entered(r, 4, { format: 'league', turnSeconds: 60 });
      await r.service.start(id, 'p1');
      // Round 1: p3 never shows; the turn timer plays for them.
      const first = tableOf(r, 'p3');
      runOut(first, 'p3');
      await r.service.tick();
      let c = await get(r, id);
      const lost = c.fixtures.find((f) => f.tableId === first.id);
      const p3Seat = first.seats.findIndex((s) => s.playerId === 'p3');
      assert.deepEqual(
        lost?.result?.forfeit,
        [p3Seat],
        'p3 lost by forfeit before the table ended',
      );
      assert.equal(forfeitsOf(c, 'p3'), 1);
      assert.notEqual(first.abandonedAt, null, 'the forfeited game’s table is closed');
      assert.equal(c.entrants.find((e) => e.player === 'p3')?.withdrawnAt, null, 'one is not two');
      // The table's own end later changes nothing.
      await finish(r, first, p3Seat as 0 | 1);
      c = await get(r, id);
      assert.deepEqual(c.fixtures.find((f) => f.tableId === first.id)?.result?.forfeit, [p3Seat]);
      for (const t of r.tables.playing()) await finish(r, t, 0);
      // Round 2: p3 runs out again: withdrawn, as of the clock's time.
      r.clock.now += 86_400_000;
      runOut(tableOf(r, 'p3'), 'p3');
      await r.service.tick();
      c = await get(r, id);
      assert.equal(forfeitsOf(c, 'p3'), 2);
      assert.equal(c.entrants.find((e) => e.player === 'p3')?.withdrawnAt, r.clock.now);
      for (const t of r.tables.playing()) await finish(r, t, 0);
      // Round 3: p3's game is a bot's, of the competition's level; the others still people.
      const last = r.tables.playing();
      assert.equal(last.length, 2);
      const bots = last.flatMap((t) => t.seats).filter((s) => s.agent.startsWith('bot:'));
      assert.deepEqual(
        bots.map((s) => s.agent),
        ['bot:normal'],
      );
      assert.ok(last.every((t) => t.actions.length === 0));
      for (const t of last) await finish(r, t, 0);
      c = await get(r, id);
      assert.equal(c.row.status, 'finished');
      assert.equal(c.fixtures.length, 6, 'every fixture played: nobody waited on the no-show');
      await r.service.close();
      await r.book.close();
    });

    void it('a table that ended after a person ran out of time is a forfeit, not its score', async () => {
      const r = await rig(open);
      const id = await entered(r, 2, { format: 'league', turnSeconds: 60 });
      await r.service.start(id, 'p1');
      const [table] = r.tables.playing() as [FakeTable];
      runOut(table, 'p2');
      // The bot played p2's turn so well that p2's seat won; the hook comes before any tick.
      const p2Seat = table.seats.findIndex((s) => s.playerId === 'p2') as 0 | 1;
      await finish(r, table, p2Seat);
      assert.equal(table.abandonedAt, null, 'a finished table is not closed again');
      const c = await get(r, id);
      assert.deepEqual(c.fixtures[0]?.result?.forfeit, [p2Seat]);
      assert.equal(c.fixtures.at(0)?.result?.places[p2Seat], 2, 'p2 lost');
      await r.service.close();
      await r.book.close();
    });

    void it('no competition without a clock: refused in words, nothing made; 5 minutes a decision unless asked', async () => {
      const r = await rig(open);
      const before = await r.book.list('entry', 100);
      const refused = await r.service.create(
        { id: 'p1', name: 'P1' },
        { name: 'Cup', game: 'goalkeepers', format: 'league', turnSeconds: 0 },
      );
      assert.ok(!refused.ok);
      assert.equal(refused.error.code, 'bad-message');
      assert.match(refused.error.message, /needs a time control/);
      assert.deepEqual(await r.book.list('entry', 100), before, 'nothing made');
      const id = await entered(r, 2, { format: 'league' });
      assert.equal((await get(r, id)).row.settings.turnSeconds, 300);
      await r.service.close();
      await r.book.close();
    });

    void it('a real-time clock: kept, each table gets it (no time per decision), running out forfeits; bad clocks refused in words', async () => {
      const r = await rig(open);
      const before = await r.book.list('entry', 100);
      const clock = { baseSeconds: 180, incrementSeconds: 2 };
      const refusals: [Record<string, unknown>, RegExp][] = [
        [{ clock, turnSeconds: 60 }, /clock: a competition has either a clock or turnSeconds/],
        [{ clock, turnSeconds: 86_400 }, /clock: a competition has either a clock or turnSeconds/],
        [{ clock: { baseSeconds: 10, incrementSeconds: 2 } }, /clock\.baseSeconds: /],
        [{ clock: { baseSeconds: 10_801, incrementSeconds: 2 } }, /clock\.baseSeconds: /],
        [{ clock: { baseSeconds: 180, incrementSeconds: 121 } }, /clock\.incrementSeconds: /],
        [{ clock: { baseSeconds: 180 } }, /clock\.incrementSeconds: /],
        [{ clock: { ...clock, perMove: true } }, /clock: /],
      ];
      for (const [request, message] of refusals) {
        const refused = await r.service.create(
          { id: 'p1', name: 'P1' },
          { name: 'Cup', game: 'goalkeepers', format: 'league', ...request },
        );
        assert.ok(!refused.ok, JSON.stringify(request));
        assert.equal(refused.error.code, 'bad-message');
        assert.match(refused.error.message, message);
      }
      assert.deepEqual(await r.book.list('entry', 100), before, 'nothing made');
      const id = await entered(r, 2, { format: 'league', clock });
      const made = await get(r, id);
      assert.equal(made.row.settings.turnSeconds, 0);
      assert.deepEqual(made.row.settings.clock, clock, 'read back from the store');
      await r.service.start(id, 'p1');
      const [table] = r.tables.playing() as [FakeTable];
      assert.deepEqual(table.request.clock, clock);
      assert.equal(table.request.turnSeconds, 0);
      // The clock ran out: the table service had a bot play, flagged as a timeout.
      runOut(table, 'p2');
      await r.service.tick();
      const seat = table.seats.findIndex((s) => s.playerId === 'p2');
      assert.deepEqual((await get(r, id)).fixtures[0]?.result?.forfeit, [seat]);
      assert.notEqual(table.abandonedAt, null);
      await r.service.close();
      await r.book.close();
    });

    void it('a knockout: a leaver’s semi-final is a walkover, the final is made at once, no lot', async () => {
      const r = await rig(open);
      const id = await entered(r, 4, { turnSeconds: 60 });
      await r.service.start(id, 'p1');
      const semi = tableOf(r, 'p2');
      const opponent = semi.seats.find((s) => s.playerId !== 'p2')?.playerId ?? '';
      assert.ok((await r.service.leave(id, 'p2')).ok);
      let c = await get(r, id);
      const walkover = c.fixtures.find((f) => f.tableId === semi.id);
      assert.ok(walkover?.result?.forfeit?.length === 1, 'the leaver’s game is forfeited');
      assert.equal(walkover.result.left, true, 'by leaving');
      assert.notEqual(semi.abandonedAt, null, 'and its table closed');
      const told = await r.service.ofTable(semi.id);
      assert.deepEqual(told && { forfeited: told.forfeited, left: told.left, round: told.round }, {
        forfeited: walkover.result.forfeit,
        left: true,
        round: 1,
      });
      assert.equal(await r.service.ofTable('no-such-table'), undefined);
      const other = r.tables.playing().find((t) => t !== semi && t.outcome === null);
      assert.ok(other);
      await finish(r, other, 0);
      c = await get(r, id);
      const final = c.fixtures.filter((f) => f.stage === 2);
      assert.equal(final.length, 1);
      assert.ok(
        [final[0]?.first, final[0]?.second].includes(opponent),
        'the opponent went through',
      );
      assert.ok(![final[0]?.first, final[0]?.second].includes('p2'));
      await r.service.close();
      await r.book.close();
    });

    void it('a knockout where both sides no-show twice: level games, then bots decide it, never a lot', async () => {
      const r = await rig(open);
      const id = await entered(r, 2, { turnSeconds: 60, botLevel: 'easy' });
      await r.service.start(id, 'p1');
      for (let game = 1; game <= 2; game++) {
        // The newest table (a forfeited table may play on, its result settled already).
        const table = r.tables.playing().at(-1) as FakeTable;
        runOut(table, 'p1');
        runOut(table, 'p2');
        await r.service.tick();
      }
      const c = await get(r, id);
      assert.ok(
        c.entrants.every((e) => e.withdrawnAt !== null),
        'both withdrawn after two',
      );
      assert.equal(c.row.status, 'running', 'still to be decided');
      const decider = r.tables.playing().at(-1) as FakeTable;
      assert.deepEqual(
        decider.seats.map((s) => s.agent),
        ['bot:easy', 'bot:easy'],
      );
      await finish(r, decider, 1);
      const done = await get(r, id);
      assert.equal(done.row.status, 'finished');
      assert.equal(done.fixtures.length, 3);
      await r.service.close();
      await r.book.close();
    });
  });
}
