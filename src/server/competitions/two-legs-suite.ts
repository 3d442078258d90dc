/**
 * Two-legged knockout ties (and a level Golazo tie's shoot-out), entry by link, invited and
 * full, and the start time (#35), on either store with tables made by hand.
 * A tie plays a second leg with the seats swapped; the aggregate score decides it, and level on
 * aggregate, deciding games do (never a lot). An invited competition takes only the accounts it
 * names (and its host), and is not listed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Competition, CompetitionBook } from './model.ts';
import { entered, rig, type FakeTable, type Rig } from './testing.ts';
import { viewOf } from './view.ts';

type Open = () => Promise<CompetitionBook>;

async function get(r: Rig, id: string): Promise<Competition> {
  const c = await r.book.get(id);
  assert.ok(c);
  return c;
}

/** Ends a table with these goals by seat; the places follow the goals. */
async function score(r: Rig, table: FakeTable, first: number, second: number): Promise<void> {
  const places = first > second ? [1, 2] : first < second ? [2, 1] : [1, 1];
  table.outcome = { scores: [first, second], places };
  await r.service.tableFinished(table);
}

const seatsOf = (t: FakeTable) => t.seats.map((s) => s.playerId);

/** The checks, on whichever store `open` opens (two-legs.test.ts: node:sqlite; postgres.integration.test.ts). */
export function twoLegSuite(open: Open): void {
  void describe('two-legged knockout ties (#35)', () => {
    void it('plays each tie home and away, the aggregate deciding, up to the final’s two legs', async () => {
      const r = await rig(open);
      const id = await entered(r, 4, { format: 'knockout', legs: 2 });
      await r.service.start(id, 'p1');
      const firstLegs = r.tables.playing();
      assert.equal(firstLegs.length, 2);
      // Tie A: 2–1 then 1–1 (3–2 on aggregate to A's first). Tie B: 3–0 then 0–4 (4–3 to B's second).
      const [a, b] = firstLegs as [FakeTable, FakeTable];
      await score(r, a, 2, 1);
      await score(r, b, 3, 0);
      let c = await get(r, id);
      assert.equal(c.fixtures.filter((f) => f.stage === 1).length, 4, 'second legs paired');
      const secondLegs = r.tables.playing();
      assert.equal(secondLegs.length, 2);
      const legOf = (t: FakeTable) =>
        secondLegs.find((s) => seatsOf(s).join() === [...seatsOf(t)].reverse().join());
      const a2 = legOf(a);
      const b2 = legOf(b);
      assert.ok(a2 && b2, 'each second leg swaps its tie’s seats');
      await score(r, a2, 1, 1);
      await score(r, b2, 4, 0);
      c = await get(r, id);
      const final = c.fixtures.filter((f) => f.stage === 2);
      assert.equal(final.length, 1);
      assert.deepEqual(
        [final[0]?.first, final[0]?.second].sort(),
        [seatsOf(a)[0], seatsOf(b)[1]].sort(),
        'A’s first (3–2) and B’s second (4–3) meet in the final',
      );
      // The final: level on aggregate (1–0, 0–1): a deciding game, seats swapped, decides it.
      const [f1] = r.tables.playing() as [FakeTable];
      await score(r, f1, 1, 0);
      const [f2] = r.tables.playing() as [FakeTable];
      assert.deepEqual(seatsOf(f2), [...seatsOf(f1)].reverse());
      await score(r, f2, 1, 0);
      c = await get(r, id);
      assert.equal(c.row.status, 'running', 'level on aggregate: not finished');
      const [decider] = r.tables.playing() as [FakeTable];
      assert.deepEqual(seatsOf(decider), seatsOf(f1));
      await score(r, decider, 0, 2);
      c = await get(r, id);
      assert.equal(c.row.status, 'finished');
      assert.equal(c.fixtures.filter((f) => f.stage === 2).length, 3);
      await r.service.close();
      await r.book.close();
    });
  });

  void describe('a level Golazo tie settled by penalties (#35, GZ-11.4)', () => {
    void it('makes a table of the shoot-out alone after two legs level on aggregate, unrated', async () => {
      const r = await rig(open);
      const options = { draw: 'stands', tactical: true };
      const id = await entered(r, 2, { game: 'golazo', options, legs: 2, rated: false });
      assert.equal((await get(r, id)).row.settings.shootOut, true, 'Golazo has a shoot-out');
      await r.service.start(id, 'p1');
      const [leg1] = r.tables.playing() as [FakeTable];
      assert.equal(leg1.request.options.match, undefined, 'the legs are whole matches');
      await score(r, leg1, 2, 0);
      const [leg2] = r.tables.playing() as [FakeTable];
      assert.equal(leg2.request.options.match, undefined);
      await score(r, leg2, 2, 0);
      const [penalties] = r.tables.playing() as [FakeTable];
      assert.ok(penalties, '2–2 on aggregate: penalties');
      assert.deepEqual(penalties.request.options, { ...leg1.request.options, match: 'shoot-out' });
      assert.equal(leg1.request.options.tactical, true, 'the host’s options kept');
      assert.equal(penalties.request.rated, false);
      assert.deepEqual(seatsOf(penalties), [...seatsOf(leg2)].reverse());
      // The shoot-out: 0–0 in play, the second seat's penalties.
      penalties.outcome = { scores: [0, 0], places: [2, 1] };
      await r.service.tableFinished(penalties);
      const c = await get(r, id);
      assert.equal(c.row.status, 'finished');
      assert.equal(c.fixtures.length, 3);
      assert.equal(r.tables.playing().length, 0);
      await r.service.close();
      await r.book.close();
    });

    void it('keeps deciding games for a game without a shoot-out of its own', async () => {
      const r = await rig(open);
      const id = await entered(r, 2, { game: 'goalkeepers', legs: 2 });
      assert.equal((await get(r, id)).row.settings.shootOut, undefined);
      await r.service.close();
      await r.book.close();
    });
  });

  void describe('entry by link (#35)', () => {
    void it('takes only whoever brings the key its link carries; the host sees it, nobody else', async () => {
      const r = await rig(open);
      const host = { id: 'p1', name: 'Player 1' };
      const made = await r.service.create(host, {
        name: 'Friends',
        game: 'goalkeepers',
        format: 'league',
        entry: 'link',
      });
      assert.ok(made.ok);
      const id = made.value.row.id;
      const key = made.value.row.joinKey ?? '';
      assert.match(key, /^[A-Za-z0-9_-]{24}$/, 'a secret from crypto');
      assert.equal(viewOf(made.value, host.id).you?.joinKey, key, 'shown to the host');
      assert.equal(viewOf(made.value, 'u-ana').you?.joinKey, undefined, 'to nobody else');
      assert.equal(viewOf(made.value, null).you, null);
      assert.ok(!JSON.stringify(viewOf(made.value, 'u-ana')).includes(key), 'nowhere in it');
      assert.ok(!(await r.service.list('entry')).some((row) => row.id === id), 'not listed');
      assert.ok((await r.service.join(id, host)).ok, 'the host joins without it');
      const before = await get(r, id);
      for (const [tried, words] of [
        [undefined, /entered by its link/],
        ['', /entered by its link/],
        [`${key.slice(0, -1)}x`, /not this competition’s/],
        ['wrong', /not this competition’s/],
      ] as const) {
        const refused = await r.service.join(id, { id: 'u-ana', name: 'Ana' }, tried);
        assert.equal(refused.ok || refused.error.code, 'bad-token', String(tried));
        assert.match(refused.ok ? '' : refused.error.message, words);
        assert.deepEqual(await get(r, id), before, 'nothing changed');
      }
      const joined = await r.service.join(id, { id: 'u-ana', name: 'Ana' }, key);
      assert.ok(joined.ok);
      assert.deepEqual(
        joined.value.entrants.map((e) => e.player),
        ['p1', 'u-ana'],
      );
      const other = await r.service.create(host, {
        name: 'B',
        game: 'goalkeepers',
        format: 'league',
        entry: 'link',
      });
      assert.ok(other.ok);
      assert.notEqual(other.value.row.joinKey, key, 'each its own key');
      const refused = await r.service.join(other.value.row.id, { id: 'u-ana', name: 'Ana' }, key);
      assert.equal(refused.ok || refused.error.code, 'bad-token', 'another competition’s key');
      const listed = await r.service.create(host, {
        name: 'C',
        game: 'goalkeepers',
        format: 'league',
      });
      assert.ok(listed.ok);
      assert.equal(listed.value.row.joinKey, null, 'open entry has no key');
      await r.service.close();
      await r.book.close();
    });
  });

  void describe('room, and the start time (#35)', () => {
    void it('refuses a join once the competition is full, changing nothing', async () => {
      const r = await rig(open);
      const id = await entered(r, 2, { format: 'league', maxEntrants: 2 });
      const before = await get(r, id);
      const refused = await r.service.join(id, { id: 'p3', name: 'Player 3' });
      assert.equal(refused.ok || refused.error.code, 'entry-closed');
      assert.match(refused.ok ? '' : refused.error.message, /full \(2\)/);
      assert.deepEqual(await get(r, id), before, 'nothing changed');
      await r.service.close();
      await r.book.close();
    });

    void it('starts nothing before its start time, and starts at the first tick after it', async () => {
      const r = await rig(open);
      const startsAt = r.clock.now + 60_000;
      const id = await entered(r, 2, { format: 'league', startsAt });
      r.clock.now = startsAt - 1;
      assert.deepEqual(await r.book.active(r.clock.now), [], 'not yet due');
      await r.service.tick();
      let c = await get(r, id);
      assert.equal(c.row.status, 'entry');
      assert.deepEqual([c.fixtures.length, r.tables.made.size], [0, 0], 'nothing drawn or made');
      r.clock.now = startsAt;
      await r.service.tick();
      c = await get(r, id);
      assert.equal(c.row.status, 'running');
      assert.equal(c.row.startedAt, startsAt);
      assert.equal(r.tables.playing().length, 1, 'round 1’s table made');
      await r.service.close();
      await r.book.close();
    });

    void it('stays open for entry while its fewest entrants are not reached at the start time, saying so once a reason', async () => {
      const lines: string[] = [];
      const r = await rig(open, undefined, (line) => lines.push(line));
      const startsAt = r.clock.now + 60_000;
      const id = await entered(r, 2, { format: 'league', startsAt, minEntrants: 4 });
      const tick = async (seconds: number) => {
        r.clock.now += seconds * 1000;
        await r.service.tick();
      };
      r.clock.now = startsAt + 1;
      for (let i = 0; i < 3; i++) await tick(5);
      let c = await get(r, id);
      assert.equal(c.row.status, 'entry', 'two of four: not started');
      assert.deepEqual([c.fixtures.length, r.tables.made.size], [0, 0]);
      // Three ticks short, one line; a third entrant changes the reason, one more line.
      assert.deepEqual(lines, [
        `competition ${id} could not start: It needs 4 entrants to start; it has 2.`,
      ]);
      assert.ok((await r.service.join(id, { id: 'p3', name: 'Player 3' })).ok, 'still open');
      for (let i = 0; i < 3; i++) await tick(5);
      assert.deepEqual(lines.slice(1), [
        `competition ${id} could not start: It needs 4 entrants to start; it has 3.`,
      ]);
      assert.ok((await r.service.join(id, { id: 'p4', name: 'Player 4' })).ok, 'still open');
      await tick(5);
      c = await get(r, id);
      assert.equal(c.row.status, 'running', 'the first tick with four starts it');
      assert.equal(r.tables.playing().length, 2, 'round 1’s two games made');
      await tick(5);
      assert.equal(lines.length, 2, 'nothing more once started');
      await r.service.close();
      await r.book.close();
    });
  });

  void describe('invited entry (#35)', () => {
    void it('takes the host and the named accounts only, whatever their case; unlisted', async () => {
      const r = await rig(open);
      const host = { id: 'p1', name: 'Player 1' };
      const refused = await r.service.create(host, {
        name: 'Friends',
        game: 'goalkeepers',
        format: 'league',
        entry: 'invited',
      });
      assert.equal(refused.ok || refused.error.code, 'bad-message', 'names nobody');
      const made = await r.service.create(host, {
        name: 'Friends',
        game: 'goalkeepers',
        format: 'league',
        entry: 'invited',
        invited: ['Ana', ' bo '],
      });
      assert.ok(made.ok);
      const id = made.value.row.id;
      assert.ok((await r.service.join(id, host)).ok, 'the host may join');
      assert.ok((await r.service.join(id, { id: 'u-ana', name: 'ANA' })).ok);
      const before = await get(r, id);
      const stranger = await r.service.join(id, { id: 'u-cy', name: 'Cy' });
      assert.equal(stranger.ok || stranger.error.code, 'entry-closed');
      assert.match(stranger.ok ? '' : stranger.error.message, /not invited/);
      assert.deepEqual(await get(r, id), before, 'nothing changed');
      assert.ok((await r.service.join(id, { id: 'u-bo', name: 'Bo' })).ok);
      const listed = await r.service.list('entry');
      assert.ok(!listed.some((row) => row.id === id), 'not listed');
      await r.service.close();
      await r.book.close();
    });
  });
}
