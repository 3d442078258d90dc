import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { levelAgent } from '../../bots/levels.ts';
import { randomAgent } from '../../bots/random.ts';
import { runMatch } from '../../core/match.ts';
import { loadFinder } from '../../games/registry.ts';
import type { Table } from '../tables/table.ts';
import type { StoredTable } from '../storage/rows.ts';
import {
  finishedTableOf,
  rateFinished,
  ratePending,
  rateRematch,
  whyNotRateable,
} from './finish.ts';
import { SqliteRatingsBook } from './sqlite-book.ts';
import { TEST_MODES } from './testing/book-suite.ts';

const find = await loadFinder();

/** A finished table as the finish path hands it over: only what the ratings read. */
function finishedTable(
  id: string,
  seats: { agent: string; name: string; playerId?: string | null }[],
  places: number[],
  actions: { seat: number; action?: number; timeout: boolean }[] = [],
): Table {
  return {
    id,
    game: { engine: { facts: { id: 'goalkeepers' } } },
    options: {},
    seats,
    actions,
    outcome: { scores: places.map(() => 0), places },
    finishedAt: '2026-11-29T10:00:00.000Z',
  } as unknown as Table;
}

describe('rated tables', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-rated-tables-'));
  const book = new SqliteRatingsBook(join(dir, 'book.sqlite'), { modes: TEST_MODES });
  after(async () => {
    await book.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('may be asked for with a person and a rating mode, not with bots alone', () => {
    const person = { kind: 'me' } as const;
    const bot = { kind: 'bot', level: 'easy' } as const;
    assert.equal(
      whyNotRateable({ game: 'goalkeepers', seats: [person, bot] }, find, TEST_MODES),
      undefined,
    );
    assert.equal(
      whyNotRateable({ game: 'goalkeepers', seats: [bot, bot] }, find, TEST_MODES)?.code,
      'not-rateable',
    );
    assert.equal(
      whyNotRateable(
        { game: 'next-goal-wins', options: { mode: 'match' }, seats: [person, person] },
        find,
        TEST_MODES,
      ),
      undefined,
    );
  });

  it('are rated at their finish once every person has a player id; casual ones never', async () => {
    const seats = [
      { agent: 'human', name: 'Ada', playerId: 'ada' },
      { agent: 'bot:normal', name: 'Normal' },
    ];
    const logs: string[] = [];
    const log = (line: string) => logs.push(line);
    assert.equal(await rateFinished(book, finishedTable('casual', seats, [1, 2]), log), undefined);
    await book.markRated('rated');
    const rated = await rateFinished(book, finishedTable('rated', seats, [1, 2]), log);
    assert.equal(rated?.kind, 'rated');
    assert.equal((await book.ratings('ada'))[0]?.games, 1);
    assert.equal((await book.ratings('bot:normal'))[0]?.games, 1);
    // The same finish told again (a second commit, a restart) changes nothing.
    assert.equal(await rateFinished(book, finishedTable('rated', seats, [1, 2]), log), undefined);
    assert.equal((await book.ratings('ada'))[0]?.games, 1);
    assert.deepEqual(logs, []);
  });

  it('count as lost by a person who let the timer play for them 3 times in a row, whatever the score', async () => {
    const seats = [
      { agent: 'human', name: 'Tim', playerId: 'tim' },
      { agent: 'bot:normal', name: 'Normal' },
    ];
    await book.markRated('timed-out');
    const slept = [0, 1, 0, 1, 0].map((seat) => ({ seat, timeout: seat === 0 }));
    // Tim's seat won on the board while the computer played for him: a loss all the same.
    const table = finishedTable('timed-out', seats, [1, 2], slept);
    const rated = await rateFinished(book, table, () => undefined);
    assert.ok(rated?.kind === 'rated');
    assert.deepEqual(
      rated.seats.map((s) => s.result),
      ['loss', 'win'],
    );
    assert.deepEqual(await book.abandons('tim', 0), [Date.parse('2026-11-29T10:00:00.000Z')]);
    // Two in a row are not leaving: the board's result stands.
    await book.markRated('dozed');
    // Other moves than the first table's (same moves against the bot would be a repeat, #34).
    const dozed = [0, 1, 0, 1, 0].map((seat, i) => ({
      seat,
      action: 1,
      timeout: seat === 0 && i < 4,
    }));
    const kept = await rateFinished(
      book,
      finishedTable('dozed', seats, [1, 2], dozed),
      () => undefined,
    );
    assert.ok(kept?.kind === 'rated');
    assert.deepEqual(
      kept.seats.map((s) => s.result),
      ['win', 'loss'],
    );
    assert.equal((await book.abandons('tim', 0)).length, 1);
  });

  it('stay casual when a person’s seat has no player, and say why', async () => {
    await book.markRated('anonymous');
    const table = finishedTable(
      'anonymous',
      [
        { agent: 'human', name: 'Bo', playerId: null },
        { agent: 'bot:easy', name: 'Easy' },
      ],
      [1, 2],
    );
    assert.equal(typeof finishedTableOf(table), 'string');
    const logs: string[] = [];
    const recorded = await rateFinished(book, table, (line) => logs.push(line));
    assert.equal(recorded?.kind, 'unrated');
    assert.match(logs[0] ?? '', /anonymous is not rated: Seat 'Bo'/);
    assert.deepEqual(await book.ratings('bot:easy'), []);
    assert.deepEqual(await book.pendingRated(10), []);
  });

  it('are rated at start when the process died between the finish and the rating', async () => {
    const stored = (id: string, finishedAt: string | null, abandonedAt: string | null = null) =>
      ({
        id,
        game: 'goalkeepers',
        options: {},
        seats: [
          { agent: 'human', name: 'Cy', playerId: 'cy' },
          { agent: 'bot:hard', name: 'Hard', playerId: null },
        ],
        outcome: finishedAt ? { scores: [0, 3], places: [2, 1] } : null,
        finishedAt,
        abandonedAt,
      }) as unknown as StoredTable;
    const tables = new Map([
      ['died', stored('died', '2026-11-29T10:00:00.000Z')],
      ['playing', stored('playing', null)],
      ['left', stored('left', null, '2026-11-29T10:00:00.000Z')],
    ]);
    for (const id of [...tables.keys(), 'gone']) await book.markRated(id);
    const reader = {
      loadTable: (id: string) => Promise.resolve(tables.get(id)),
      loadActions: () => Promise.resolve([]),
    };
    assert.equal(await ratePending(book, reader, () => undefined), 1);
    assert.equal((await book.ratings('cy'))[0]?.games, 1);
    // The table still being played waits for its finish; the others left the list.
    assert.deepEqual(await book.pendingRated(10), ['playing']);
    assert.equal(await ratePending(book, reader, () => undefined), 0);
    assert.equal((await book.ratings('cy'))[0]?.games, 1);
  });

  it('never rate bots alone, even a table noted rated (a competition, an old row)', async () => {
    await book.markRated('bots');
    const table = finishedTable(
      'bots',
      [
        { agent: 'bot:random', name: 'Random' },
        { agent: 'bot:heuristic', name: 'Heuristic' },
      ],
      [1, 2],
    );
    assert.equal(finishedTableOf(table), 'A game of bots alone is not rated.');
    const logs: string[] = [];
    assert.equal((await rateFinished(book, table, (line) => logs.push(line)))?.kind, 'unrated');
    assert.match(logs[0] ?? '', /bots is not rated: A game of bots alone/);
    assert.deepEqual(await book.ratings('bot:random'), []);
    assert.equal((await book.tables(['bots'])).size, 0);
  });

  it("note a rated table's rematch rated, before and after its rating; a casual one's not", async () => {
    const log = (line: string) => assert.fail(line);
    await book.markRated('first');
    await rateRematch(book, { id: 'first' }, { id: 'second' }, log);
    assert.equal(await book.isRated('second'), true);
    const seats = [
      { agent: 'human', name: 'Di', playerId: 'di' },
      { agent: 'bot:easy', name: 'Easy' },
    ];
    await rateFinished(book, finishedTable('first', seats, [1, 2]), log);
    await rateRematch(book, { id: 'first' }, { id: 'third' }, log);
    assert.equal(await book.isRated('third'), true);
    await rateRematch(book, { id: 'casual-one' }, { id: 'casual-two' }, log);
    assert.equal(await book.isRated('casual-two'), false);
  });

  it('do not rate a replay of the same moves against a bot seeded alike, the second time (#34)', async () => {
    const goalkeepers = find('goalkeepers');
    assert.ok(goalkeepers.ok);
    const game = goalkeepers.value;
    // The person's moves and the bot's, from one seed: the same seed replays the same game.
    const played = (seed: string) => {
      const record = runMatch(game.engine, {
        players: [
          { name: 'Eve', agent: 'human', make: randomAgent },
          { name: 'Easy', agent: 'bot:easy', make: levelAgent('easy', game, 'iterations', 0.1) },
        ],
        seed,
      });
      assert.ok(record.ok && record.value.outcome);
      const actions = record.value.actions.map(([seat, action]) => ({
        seat,
        action,
        timeout: false,
      }));
      return { actions, places: [...record.value.outcome.places] };
    };
    const seats = [
      { agent: 'human', name: 'Eve', playerId: 'eve' },
      { agent: 'bot:easy', name: 'Easy' },
    ];
    const rate = async (id: string, seed: string, logs: string[] = []) => {
      const { actions, places } = played(seed);
      await book.markRated(id);
      return (
        await rateFinished(book, finishedTable(id, seats, places, actions), (line) =>
          logs.push(line),
        )
      )?.kind;
    };
    assert.equal(await rate('eve-1', 'forced'), 'rated');
    const logs: string[] = [];
    assert.equal(await rate('eve-2', 'forced', logs), 'unrated');
    assert.match(
      logs[0] ?? '',
      /eve-2 is not rated: Its moves repeat one of eve's last 20 rated games against bot:easy move for move/u,
    );
    assert.equal(await book.isRated('eve-2'), false);
    assert.equal((await book.ratings('eve'))[0]?.games, 1);
    // Another seed is another game: rated.
    assert.equal(await rate('eve-3', 'another'), 'rated');
  });
});
