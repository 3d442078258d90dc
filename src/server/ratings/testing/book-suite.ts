/**
 * The ratings book's behaviour, one suite for both stores (sqlite-book.test.ts,
 * postgres-book.integration.test.ts), with made-up player ids.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadPlayableGames } from '../../../games/registry.ts';
import type { RatingsBook } from '../book.ts';
import { ModeBook } from '../modes.ts';
import type { FinishedTable, RatedSeat, StoredRating } from '../rate-table.ts';
import type { BookFaults } from '../sqlite-book.ts';
import { MEASURED_SEAT_ADVANTAGE } from '../../../ratings/measured-seats.ts';
import { REPEAT_WINDOW } from '../repeats.ts';
import type { SeatAdvantageTable } from '../../../ratings/seat-advantage.ts';
import { botRatingsTable, type BotRatings } from '../../../ratings/bot-ratings.ts';

export const TEST_MODES = new ModeBook((await loadPlayableGames()).map((g) => g.engine.facts));

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 29, 12);

const person = (player: string, name = player): RatedSeat => ({ player, name, bot: false });
const bot = (level: string): RatedSeat => ({ player: `bot:${level}`, name: level, bot: true });

let tables = 0;
function finished(
  seats: RatedSeat[],
  places: number[],
  extra: Partial<FinishedTable> = {},
): FinishedTable {
  return {
    tableId: `t${++tables}-${Math.random().toString(36).slice(2, 8)}`,
    game: 'goalkeepers',
    options: {},
    seats,
    places,
    finishedAt: NOW,
    ...extra,
  };
}

/** Everything a book holds about these players, to compare before and after. */
async function snapshot(book: RatingsBook, players: readonly string[]): Promise<unknown> {
  return Promise.all(
    players.map(async (p) => [
      await book.ratings(p),
      await book.history(p, { limit: 100 }),
      await book.record(p),
    ]),
  );
}

/** The one element a list must have. */
function first<T>(list: readonly T[]): T {
  const [value] = list;
  assert.ok(value !== undefined, 'expected an element');
  return value;
}

const near = (actual: number, expected: number, digits = 2): void => {
  assert.ok(
    Math.abs(actual - expected) < 10 ** -digits,
    `${actual} is not ${expected} to ${digits} places`,
  );
};

export function bookSuite(
  open: (faults?: BookFaults, advantage?: SeatAdvantageTable) => Promise<RatingsBook>,
): void {
  void describe('recordFinished', () => {
    void it("rates once against the lab's seat advantage: Goal!'s lone seat of three wins less", async () => {
      const seated = await open(undefined, MEASURED_SEAT_ADVANTAGE);
      const plain = await open();
      const goal = (ids: string[]): FinishedTable =>
        finished(
          ids.map((id) => person(id)),
          [1, 2, 2],
          { game: 'goal' },
        );
      const table = goal(['sa', 'sb', 'sc']);
      assert.equal((await seated.recordFinished(table)).kind, 'rated');
      await plain.recordFinished(goal(['pa', 'pb', 'pc']));
      const lone = first(await seated.ratings('sa'));
      assert.equal(lone.mode, 'goal-1v2');
      // +44.96 for the lone seat, −22.48 for each of the pair (measured-seats.test.ts): the
      // lone winner gains less, each of the losing pair loses less.
      assert.ok(lone.rating > 1500 && lone.rating < first(await plain.ratings('pa')).rating);
      assert.ok(first(await seated.ratings('sc')).rating > first(await plain.ratings('pc')).rating);
      const before = await snapshot(seated, ['sa', 'sb', 'sc']);
      assert.deepEqual(await seated.recordFinished(table), { kind: 'already' });
      assert.deepEqual(await snapshot(seated, ['sa', 'sb', 'sc']), before);
      await seated.close();
      await plain.close();
    });

    void it('rates two new players as lichess does (1741.62 and 1258.38 ± 396.81)', async () => {
      const book = await open();
      const table = finished([person('ana'), person('bo')], [1, 2]);
      const done = await book.recordFinished(table);
      assert.equal(done.kind, 'rated');
      const ana = first(await book.ratings('ana'));
      const bo = first(await book.ratings('bo'));
      assert.equal(ana.mode, 'goalkeepers-2');
      near(ana.rating, 1741.62);
      near(bo.rating, 1258.38);
      near(ana.deviation, 396.81);
      assert.equal(ana.games, 1);
      assert.equal(ana.provisional, true);
      await book.close();
    });

    void it('rates a table once: recording it again changes nothing', async () => {
      const book = await open();
      const table = finished([person('cy'), person('di')], [2, 1]);
      assert.equal((await book.recordFinished(table)).kind, 'rated');
      const before = await snapshot(book, ['cy', 'di']);
      assert.deepEqual(await book.recordFinished(table), { kind: 'already' });
      assert.deepEqual(await book.recordFinished({ ...table, places: [1, 2] }), {
        kind: 'already',
      });
      assert.deepEqual(await snapshot(book, ['cy', 'di']), before);
      await book.close();
    });

    void it('leaves no half update when the process fails between steps, and rates it on retry', async () => {
      let fail = true;
      const book = await open({
        beforeCommit() {
          if (fail) throw new Error('the process died here');
        },
      });
      const table = finished([person('ed'), person('flo')], [1, 2]);
      await assert.rejects(book.recordFinished(table), /died here/);
      // Nothing of it was written: no rating, no history, and the table is not marked rated.
      assert.deepEqual(await snapshot(book, ['ed', 'flo']), [
        [[], { entries: [] }, []],
        [[], { entries: [] }, []],
      ]);
      fail = false;
      assert.equal((await book.recordFinished(table)).kind, 'rated');
      assert.equal((await book.ratings('ed'))[0]?.games, 1);
      await book.close();
    });

    void it('rates bots too, and a person gains half as much from a bot', async () => {
      const book = await open();
      await book.recordFinished(finished([person('gil'), bot('normal')], [1, 2]));
      const gil = first(await book.ratings('gil'));
      const normal = first(await book.ratings('bot:normal'));
      // Half of a full win's 241.62 points.
      near(gil.rating, 1500 + 241.62 / 2);
      near(normal.rating, 1258.38);
      await book.close();
    });

    void it('rates three seats and teams with Weng-Lin, in their own modes', async () => {
      const book = await open();
      const three = await book.recordFinished(
        finished([person('ha'), person('io'), person('jo')], [1, 2, 3]),
      );
      assert.equal(three.kind === 'rated' && three.mode, 'goalkeepers-3');
      near((await book.ratings('ha'))[0]?.rating ?? 0, 1672.14);
      near((await book.ratings('jo'))[0]?.rating ?? 0, 1284.82);
      const teams = await book.recordFinished(
        finished([person('ka'), person('lu'), person('mo'), person('ny')], [2, 1, 2, 1], {
          game: 'supernatural-soccer',
        }),
      );
      assert.equal(teams.kind === 'rated' && teams.mode, 'supernatural-soccer-2v2');
      const ka = first(await book.ratings('ka'));
      const lu = first(await book.ratings('lu'));
      assert.ok(ka.rating < 1500 && lu.rating > 1500);
      assert.deepEqual(await book.record('lu'), [
        { mode: 'supernatural-soccer-2v2', seat: 1, wins: 1, draws: 0, losses: 0 },
      ]);
      await book.close();
    });

    void it('does not rate a game against a bot that repeats a recent one move for move (#34)', async () => {
      const book = await open();
      const moves = 'a'.repeat(64);
      const game = (who: string, level: string, digest: string, minutes: number) =>
        finished([person(who), bot(level)], [1, 2], {
          moves: digest,
          finishedAt: NOW + minutes * 60_000,
        });
      assert.equal((await book.recordFinished(game('rex', 'normal', moves, 0))).kind, 'rated');
      const again = game('rex', 'normal', moves, 1);
      const repeated = await book.recordFinished(again);
      assert.equal(repeated.kind, 'unrated');
      assert.match(repeated.reason, /move for move/u);
      // Nothing was written: the table is not claimed (asked again, it is still a repeat).
      assert.equal((await book.recordFinished(again)).kind, 'unrated');
      assert.equal((await book.tables([again.tableId])).get(again.tableId)?.kind, undefined);
      assert.equal(first(await book.ratings('rex')).games, 1);
      assert.equal(first(await book.ratings('bot:normal')).games, 1);
      // Other moves, another bot level, another person: rated.
      for (const other of [
        game('rex', 'normal', 'b'.repeat(64), 2),
        game('rex', 'hard', moves, 3),
        game('sam', 'normal', moves, 4),
      ])
        assert.equal((await book.recordFinished(other)).kind, 'rated', other.tableId);
      // The window is rex's last REPEAT_WINDOW (20) games against normal: with 'a' the 20th
      // latest it is still a repeat; one more game and it is out of the window, rated again.
      for (let i = 0; i < REPEAT_WINDOW - 2; i++)
        await book.recordFinished(game('rex', 'normal', String(i).padStart(64, 'c'), 10 + i));
      assert.equal((await book.recordFinished(game('rex', 'normal', moves, 40))).kind, 'unrated');
      await book.recordFinished(game('rex', 'normal', 'd'.repeat(64), 41));
      assert.equal((await book.recordFinished(game('rex', 'normal', moves, 42))).kind, 'rated');
      // A game of the same moves at a table without a bot is not checked.
      const people = finished([person('rex'), person('sam')], [1, 2], { moves });
      assert.equal((await book.recordFinished(people)).kind, 'rated');
      // A table left before any move, twice: the same empty moves, yet each is the leaver's
      // loss, rated and counted for the cool-down (a left game is nothing to farm).
      const empty = 'e'.repeat(64);
      for (const minutes of [50, 51]) {
        const left = finished([person('ula'), bot('normal')], [2, 1], {
          moves: empty,
          finishedAt: NOW + minutes * 60_000,
          abandonedBy: [0],
        });
        assert.equal((await book.recordFinished(left)).kind, 'rated', `left at ${minutes}`);
      }
      assert.equal(first(await book.ratings('ula')).games, 2);
      await book.close();
    });

    void it('does not rate a player against themselves (one bot in two seats)', async () => {
      const book = await open();
      const done = await book.recordFinished(
        finished([person('ola'), bot('easy'), bot('easy')], [3, 1, 2]),
      );
      assert.equal(done.kind, 'rated');
      assert.deepEqual(await book.ratings('bot:easy'), []);
      assert.equal((await book.ratings('ola'))[0]?.games, 1);
      await book.close();
    });

    void it('widens a deviation for the days since the last game before rating', async () => {
      const book = await open();
      await book.recordFinished(finished([person('pia'), person('quin')], [1, 2]));
      const later = finished([person('pia'), person('quin')], [1, 2], {
        finishedAt: NOW + 200 * DAY,
      });
      const done = await book.recordFinished(later);
      assert.ok(done.kind === 'rated');
      const seat = done.seats[0];
      assert.ok(seat && seat.before.deviation > 396.81 + 1, `${seat?.before.deviation}`);
      await book.close();
    });

    void it('does not rate a game no mode knows', async () => {
      const book = await open();
      const done = await book.recordFinished(
        finished([person('ray'), person('sal')], [1, 2], { game: 'coin-toss' }),
      );
      assert.equal(done.kind, 'unrated');
      assert.deepEqual(await book.ratings('ray'), []);
      await book.close();
    });
  });

  void describe('abandons and rating ranges', () => {
    void it('notes a forfeit’s abandoning seat with its rating, once, and moves it with a merge', async () => {
      const book = await open();
      const table = finished([person('quitter'), person('stayer')], [2, 1], {
        abandonedBy: [0],
        finishedAt: NOW - 1000,
      });
      assert.equal((await book.recordFinished(table)).kind, 'rated');
      assert.equal((await book.recordFinished(table)).kind, 'already');
      assert.deepEqual(await book.abandons('quitter', NOW - DAY), [NOW - 1000]);
      assert.deepEqual(await book.abandons('stayer', NOW - DAY), []);
      assert.deepEqual(await book.abandons('quitter', NOW), []);
      // A guest who abandoned, then made an account: the account carries the abandon.
      await book.mergePlayer('quitter', 'quitter-account');
      assert.deepEqual(await book.abandons('quitter-account', NOW - DAY), [NOW - 1000]);
      assert.deepEqual(await book.abandons('quitter', NOW - DAY), [NOW - 1000]);
      // Deleting the account forgets its abandons with its ratings.
      await book.forgetPlayer('quitter-account');
      assert.deepEqual(await book.abandons('quitter-account', NOW - DAY), []);
      await book.close();
    });

    void it('notes a resign or a claimed loss once per table and seat, read back by seat', async () => {
      const book = await open();
      const id = finished([person('e1'), person('e2')], [1, 2]).tableId;
      assert.deepEqual(await book.endings(id), []);
      await book.noteEnding({ tableId: id, seat: 1, kind: 'claim', at: NOW });
      await book.noteEnding({ tableId: id, seat: 0, kind: 'resign', at: NOW - 5 });
      // A second note for a seat changes nothing: the first one stands.
      await book.noteEnding({ tableId: id, seat: 0, kind: 'claim', at: NOW + 5 });
      assert.deepEqual(await book.endings(id), [
        { tableId: id, seat: 0, kind: 'resign', at: NOW - 5 },
        { tableId: id, seat: 1, kind: 'claim', at: NOW },
      ]);
      assert.deepEqual(await book.endings(`${id}-other`), []);
      await book.close();
    });

    void it('keeps a rated table’s rating range until its result is rated', async () => {
      const book = await open();
      await book.markRated('ranged', { low: 1300, high: 1700 });
      await book.markRated('open');
      const found = await book.tables(['ranged', 'open']);
      assert.deepEqual(found.get('ranged'), { kind: 'pending', range: { low: 1300, high: 1700 } });
      assert.deepEqual(found.get('open'), { kind: 'pending' });
      await book.recordFinished({
        ...finished([person('r1'), person('r2')], [1, 2]),
        tableId: 'ranged',
      });
      assert.equal((await book.tables(['ranged'])).get('ranged')?.kind, 'recorded');
      await book.close();
    });

    void it('keeps a seat’s absence until the device is back or the table ends, rated or not', async () => {
      const book = await open();
      await book.noteAway('away', 1, NOW - 60_000);
      await book.noteAway('away', 0, NOW - 30_000);
      await book.noteBack('away', 0);
      assert.deepEqual([...(await book.absences('away'))], [[1, NOW - 60_000]]);
      await book.recordFinished({
        ...finished([person('w1'), person('w2')], [1, 2]),
        tableId: 'away',
      });
      assert.equal((await book.absences('away')).size, 0, 'forgotten once rated');
      // A rated table that ends unrated (abandoned with nobody to blame, a seat nobody signed
      // in held) is taken off the list, and its absences go with it; others' stay.
      await book.markRated('unrated-end');
      await book.noteAway('unrated-end', 1, NOW - 60_000);
      await book.noteAway('other', 0, NOW - 60_000);
      await book.forgetRated('unrated-end');
      assert.equal(await book.isRated('unrated-end'), false);
      assert.equal((await book.absences('unrated-end')).size, 0, 'forgotten once ended unrated');
      assert.deepEqual([...(await book.absences('other'))], [[0, NOW - 60_000]]);
      await book.close();
    });
  });

  void describe('mergePlayer', () => {
    void it("carries a guest's ratings and games over to the account, once", async () => {
      const book = await open();
      const game = finished([person('guest-1', 'Tam'), person('uma')], [1, 2]);
      await book.recordFinished(game);
      const guest = await book.ratings('guest-1');
      assert.ok((await book.mergePlayer('guest-1', 'acct-1')) > 0);
      assert.deepEqual(await book.ratings('guest-1'), []);
      assert.deepEqual(await book.ratings('acct-1'), guest);
      const history = await book.history('acct-1', { limit: 10 });
      assert.equal(history.entries[0]?.tableId, game.tableId);
      assert.equal(first(first(history.entries).seats).player, 'acct-1');
      const after = await snapshot(book, ['guest-1', 'acct-1', 'uma']);
      assert.equal(await book.mergePlayer('guest-1', 'acct-1'), 0);
      assert.deepEqual(await snapshot(book, ['guest-1', 'acct-1', 'uma']), after);
      // A game the guest was still playing when merged counts for the account.
      await book.recordFinished(finished([person('guest-1', 'Tam'), person('uma')], [1, 2]));
      assert.equal((await book.ratings('acct-1'))[0]?.games, 2);
      assert.deepEqual(await book.ratings('guest-1'), []);
      // The account a merged guest became, for a table taken over in a cluster.
      assert.deepEqual(
        await book.accountsOf(['guest-1', 'uma', 'acct-1']),
        new Map([['guest-1', 'acct-1']]),
      );
      await book.close();
    });

    void it('keeps the rating of more games where both have one, counting games together', async () => {
      const book = await open();
      for (let i = 0; i < 3; i++) {
        await book.recordFinished(finished([person('acct-2'), person('vic')], [1, 2]));
      }
      await book.recordFinished(finished([person('guest-2'), person('vic')], [2, 1]));
      const account = first(await book.ratings('acct-2'));
      await book.mergePlayer('guest-2', 'acct-2');
      const merged = first(await book.ratings('acct-2'));
      assert.equal(merged.rating, account.rating);
      assert.equal(merged.games, 4);
      assert.equal((await book.history('acct-2', { limit: 10 })).entries.length, 4);
      await book.close();
    });
  });

  void describe('tables and ratingsIn', () => {
    void it('tells a rated table waiting for its finish, a rated one with its seats, and a casual one', async () => {
      const book = await open();
      const game = finished([person('wes', 'Wes'), bot('easy')], [1, 2]);
      await book.markRated(game.tableId);
      await book.markRated('still-playing');
      const before = await book.tables([game.tableId, 'still-playing', 'casual']);
      assert.deepEqual(before.get(game.tableId), { kind: 'pending' });
      assert.equal(before.has('casual'), false);
      await book.recordFinished(game);
      const after = await book.tables([game.tableId, 'still-playing', 'casual']);
      assert.deepEqual(after.get('still-playing'), { kind: 'pending' });
      const recorded = after.get(game.tableId);
      assert.ok(recorded?.kind === 'recorded');
      assert.equal(recorded.mode, 'goalkeepers-2');
      assert.deepEqual(
        recorded.seats.map((s) => [s.seat, s.player, s.ratingBefore]),
        [
          [0, 'wes', 1500],
          [1, 'bot:easy', 1500],
        ],
      );
      near(first(recorded.seats).rating, 1500 + 241.62 / 2);
      assert.equal(after.size, 2);
      await book.close();
    });

    void it("reads players' ratings in a mode, a merged guest's through the account", async () => {
      const book = await open();
      await book.recordFinished(finished([person('xan'), person('guest-y')], [1, 2]));
      await book.mergePlayer('guest-y', 'acct-y');
      const found = await book.ratingsIn('goalkeepers-2', ['xan', 'guest-y', 'nobody']);
      assert.deepEqual([...found.keys()].sort(), ['guest-y', 'xan']);
      near(found.get('xan')?.rating ?? 0, 1741.62);
      near(found.get('guest-y')?.rating ?? 0, 1258.38);
      assert.equal(found.get('xan')?.games, 1);
      assert.equal((await book.ratingsIn('goalkeepers-3', ['xan'])).size, 0);
      await book.close();
    });
  });

  void describe('forgetPlayer', () => {
    void it("drops a deleted account's ratings and keeps its games for the others under no name", async () => {
      const book = await open();
      const game = finished([person('gone', 'Secret Name'), person('stays', 'Stays')], [1, 2]);
      await book.recordFinished(game);
      assert.ok((await book.forgetPlayer('gone')) >= 2);
      assert.deepEqual(await book.ratings('gone'), []);
      assert.deepEqual((await book.history('gone', { limit: 10 })).entries, []);
      const seen = first((await book.history('stays', { limit: 10 })).entries);
      const seat = first(seen.seats);
      assert.equal(seat.name, 'Seat 1');
      assert.match(seat.player, /^deleted:/);
      assert.equal(first(await book.ratings('stays')).games, 1);
      assert.equal(await book.forgetPlayer('gone'), 0);
      await book.close();
    });
  });

  void describe('history', () => {
    void it('pages a player’s games newest first, with opponents, by cursor', async () => {
      const book = await open();
      for (let i = 0; i < 5; i++) {
        await book.recordFinished(
          finished([person('wes', 'Wes'), person(`opp-${i}`, `Opp ${i}`)], [1, 2], {
            finishedAt: NOW + i * DAY,
          }),
        );
      }
      const first = await book.history('wes', { limit: 2 });
      assert.deepEqual(
        first.entries.map((e) => e.seats[1]?.name),
        ['Opp 4', 'Opp 3'],
      );
      assert.ok(first.next);
      const { readHistoryCursor } = await import('../book.ts');
      const second = await book.history('wes', { limit: 2, before: readHistoryCursor(first.next) });
      const third = await book.history('wes', {
        limit: 2,
        before: readHistoryCursor(second.next ?? ''),
      });
      assert.deepEqual(
        [...second.entries, ...third.entries].map((e) => e.seats[1]?.name),
        ['Opp 2', 'Opp 1', 'Opp 0'],
      );
      assert.equal(third.next, undefined);
      const mode = await book.history('wes', { limit: 10, mode: 'golazo-1v1' });
      assert.deepEqual(mode.entries, []);
      await book.close();
    });
  });

  void describe('leaderboard', () => {
    void it('lists settled, active ratings only, best first, in keyset pages', async () => {
      const book = await open();
      const mode = 'goal-1v1';
      const rating = (
        r: number,
        deviation: number,
        games: number,
        daysAgo: number,
      ): StoredRating => ({
        rating: r,
        deviation,
        volatility: 0.06,
        games,
        lastPlayed: NOW - daysAgo * DAY,
      });
      await book.importRatings([
        { player: 'p-top', mode, name: 'Top', bot: false, rating: rating(2100, 60, 40, 1) },
        { player: 'p-b', mode, name: 'B', bot: false, rating: rating(1900, 60, 12, 2) },
        { player: 'p-a', mode, name: 'A', bot: false, rating: rating(1900, 70, 12, 3) },
        { player: 'bot:hard', mode, name: 'hard', bot: true, rating: rating(1800, 50, 400, 0) },
        { player: 'p-low', mode, name: 'Low', bot: false, rating: rating(1200, 80, 30, 29) },
        // Left out: provisional, too few games, away too long, another mode.
        { player: 'p-prov', mode, name: 'Prov', bot: false, rating: rating(2500, 110, 40, 1) },
        { player: 'p-few', mode, name: 'Few', bot: false, rating: rating(2400, 60, 9, 1) },
        { player: 'p-away', mode, name: 'Away', bot: false, rating: rating(2300, 60, 40, 31) },
        {
          player: 'p-else',
          mode: 'goal-1v2',
          name: 'Else',
          bot: false,
          rating: rating(2200, 60, 40, 1),
        },
      ]);
      const { readBoardCursor } = await import('../book.ts');
      const seen: string[] = [];
      const ranks: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await book.leaderboard(mode, {
          limit: 2,
          now: NOW,
          after: cursor === undefined ? undefined : readBoardCursor(cursor),
        });
        seen.push(...page.entries.map((e) => e.player));
        ranks.push(...page.entries.map((e) => e.rank));
        cursor = page.next;
        pages++;
      } while (cursor && pages < 10);
      assert.deepEqual(seen, ['p-top', 'p-a', 'p-b', 'bot:hard', 'p-low']);
      assert.deepEqual(ranks, [1, 2, 3, 4, 5]);
      assert.equal(pages, 3);
      await book.close();
    });
  });
}

/** A calibration of one bot in goalkeepers-2, e.g. Normal at 1620 ± 50. */
function calibration(player: string, rating: number, deviation: number): BotRatings {
  return botRatingsTable([
    { mode: 'goalkeepers-2', player, rating, deviation, games: 60, version: 'test', command: '' },
  ]);
}

/**
 * The bot rows of a book made to agree with the calibration when it opens (aligned-bots.ts),
 * one suite for both stores: `open` opens the same store each time, with these calibrated bots.
 */
export function botAlignmentSuite(open: (bots: BotRatings) => Promise<RatingsBook>): void {
  void it('rewrites a drifted bot at open; an uncalibrated one stays, provisional and off the board', async () => {
    const stored = (rating: number, deviation: number): StoredRating => ({
      rating,
      deviation,
      volatility: 0.06,
      games: 12,
      lastPlayed: NOW,
    });
    // The book as a server left it before the calibration: bots rated by their games, drifted
    // (the #34 walk saw Easy at 1995 and Normal at 1258), and settled on the board.
    const drifted = await open(new Map());
    await drifted.importRatings([
      {
        player: 'bot:normal',
        mode: 'goalkeepers-2',
        name: 'Seat 2',
        bot: true,
        rating: stored(1258, 80),
      },
      {
        player: 'bot:hard',
        mode: 'goalkeepers-2',
        name: 'Seat 2',
        bot: true,
        rating: stored(1995, 70),
      },
      { player: 'ana', mode: 'goalkeepers-2', name: 'Ana', bot: false, rating: stored(1700, 60) },
    ]);
    const board = async (book: RatingsBook): Promise<string[]> =>
      (await book.leaderboard('goalkeepers-2', { limit: 10, now: NOW })).entries.map(
        (e) => `${e.player} ${Math.round(e.rating)}`,
      );
    assert.deepEqual(await board(drifted), ['bot:hard 1995', 'ana 1700', 'bot:normal 1258']);
    await drifted.close();

    // Opened with Normal calibrated: its row is the calibration's, its games and last game kept;
    // Hard, not calibrated here, keeps its number but is provisional and leaves the board.
    const calibrated = await open(calibration('bot:normal', 1620, 50));
    const normal = first(await calibrated.ratings('bot:normal'));
    assert.deepEqual(
      [normal.rating, normal.deviation, normal.volatility, normal.games, normal.lastPlayed],
      [1620, 50, 0.09, 12, NOW],
    );
    assert.equal(normal.provisional, false);
    const hard = first(await calibrated.ratings('bot:hard'));
    assert.deepEqual([hard.rating, hard.deviation, hard.provisional], [1995, 70, true]);
    assert.deepEqual(await board(calibrated), ['ana 1700', 'bot:normal 1620']);
    // Ana is no bot: her row is as it was.
    const ana = first(await calibrated.ratings('ana'));
    assert.deepEqual([ana.rating, ana.deviation, ana.provisional], [1700, 60, false]);
    // A game of the uncalibrated Hard keeps it off the board (its row is written unsettled).
    const played = await calibrated.recordFinished(finished([person('bea'), bot('hard')], [2, 1]));
    assert.equal(played.kind, 'rated');
    assert.equal(first(await calibrated.ratings('bot:hard')).games, 13);
    assert.deepEqual(await board(calibrated), ['ana 1700', 'bot:normal 1620']);
    await calibrated.close();

    // A new calibration replaces the older one at the next open.
    const recalibrated = await open(calibration('bot:normal', 1710, 60));
    const again = first(await recalibrated.ratings('bot:normal'));
    assert.deepEqual([again.rating, again.deviation, again.games], [1710, 60, 12]);
    assert.deepEqual(await board(recalibrated), ['bot:normal 1710', 'ana 1700']);
    await recalibrated.close();
  });
}
