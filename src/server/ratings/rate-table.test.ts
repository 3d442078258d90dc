/** The book's rating step with the lab's measured seat advantage (issue #34). */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loadPlayableGames } from '../../games/registry.ts';
import { MEASURED_SEAT_ADVANTAGE, MEASURED_SEATS } from '../../ratings/measured-seats.ts';
import { optionsKey, rateTable, type FinishedTable, type RatedSeat } from './rate-table.ts';
import { TEST_MODES } from './testing/book-suite.ts';

const person = (player: string): RatedSeat => ({ player, name: player, bot: false });
const table = (game: string, seats: number, places: number[]): FinishedTable => ({
  tableId: 't1',
  game,
  options: {},
  seats: Array.from({ length: seats }, (_, i) => person(`p${i}`)),
  places,
  finishedAt: Date.UTC(2026, 10, 29),
});

const mode = (id: string) => {
  const found = TEST_MODES.get(id);
  assert.ok(found, id);
  return found;
};

it("keys every measured row as the server keys a table of the game's default options", async () => {
  const games = new Map((await loadPlayableGames()).map((g) => [g.engine.facts.id, g]));
  for (const row of MEASURED_SEATS) {
    const facts = games.get(row.game)?.engine.facts;
    assert.ok(facts, row.game);
    const defaults = facts.options.parse({}) as Record<string, unknown>;
    assert.equal(row.options, optionsKey(defaults), row.game);
    assert.ok(row.shares.length >= facts.minSeats && row.shares.length <= facts.maxSeats);
  }
});

it("a win from Goal!'s favoured lone seat (+59.66) is worth less, a loss from it costs more", () => {
  const goal3 = mode('goal-3');
  // Goal! has no options: its key is '' and a table's parsed options are {}.
  const plain = (places: number[]) => rateTable(goal3, table('goal', 3, places), new Map());
  const seated = (places: number[]) =>
    rateTable(goal3, table('goal', 3, places), new Map(), MEASURED_SEAT_ADVANTAGE);
  const gain = (updates: ReturnType<typeof plain>, seat: number) =>
    (updates[seat]?.after.rating ?? NaN) - (updates[seat]?.before.rating ?? NaN);
  // Three new players, the lone seat first.
  assert.ok(gain(seated([1, 2, 3]), 0) < gain(plain([1, 2, 3]), 0));
  assert.ok(gain(seated([1, 2, 3]), 0) > 0);
  assert.ok(gain(seated([3, 1, 2]), 0) < gain(plain([3, 1, 2]), 0));
  // A pair's seat that beats the lone one gains more than in an even game.
  assert.ok(gain(seated([3, 1, 2]), 1) > gain(plain([3, 1, 2]), 1));
});

it('leaves an even mode, two-seat Goalkeepers, at plain lichess expectations (1741.62)', () => {
  const goalkeepers2 = mode('goalkeepers-2');
  const t: FinishedTable = {
    ...table('goalkeepers', 2, [1, 2]),
    options: { reward: 'choice', rounds: 3, starter: 'drawn' },
  };
  const seated = rateTable(goalkeepers2, t, new Map(), MEASURED_SEAT_ADVANTAGE);
  assert.deepEqual(seated, rateTable(goalkeepers2, t, new Map()));
  assert.ok(Math.abs((seated[0]?.after.rating ?? NaN) - 1741.62) < 0.01);
});
