/** The book's rating step with the lab's measured seat advantage (issue #34). */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loadPlayableGames } from '../../games/registry.ts';
import { MEASURED_SEAT_ADVANTAGE, MEASURED_SEAT_ROWS } from '../../ratings/measured-seats.ts';
import { near } from '../../ratings/testing/near.ts';
import { ModeBook } from './modes.ts';
import { optionsKey, rateTable, type FinishedTable, type RatedSeat } from './rate-table.ts';
import { SEAT_PLAN } from './seat-plan.ts';
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

it('keys every measured row as the book keys a table: its mode and its parsed options', async () => {
  const games = new Map((await loadPlayableGames()).map((g) => [g.engine.facts.id, g]));
  const modes = new ModeBook([...games.values()].map((g) => g.engine.facts));
  const rows = new Map(MEASURED_SEAT_ROWS.map((row) => [`${row.mode} ${row.options}`, row]));
  // Every set of the plan is measured at every seat count it allows, and nothing else is.
  let planned = 0;
  for (const entry of SEAT_PLAN) {
    const facts = games.get(entry.game)?.engine.facts;
    assert.ok(facts, entry.game);
    const parsed = facts.options.parse(entry.options) as Record<string, unknown>;
    for (let seats = facts.minSeats; seats <= facts.maxSeats; seats++) {
      if (facts.seatsProblem?.(parsed, seats) !== undefined) continue;
      const mode = modes.of(entry.game, parsed, seats);
      assert.ok(mode, `${entry.game} at ${seats}`);
      const row = rows.get(`${mode.id} ${optionsKey(parsed)}`);
      assert.ok(row, `${mode.id} ${optionsKey(parsed)} is measured`);
      assert.equal(row.games, entry.games);
      planned++;
    }
  }
  assert.equal(planned, MEASURED_SEAT_ROWS.length);
});

it('rates a non-default option set with its own offsets: a first-seat starter at four', () => {
  const goalkeepers4 = mode('goalkeepers-4');
  const at = (starter: string): FinishedTable => ({
    ...table('goalkeepers', 4, [1, 2, 3, 4]),
    options: { reward: 'choice', rounds: 3, starter },
  });
  const gain = (t: FinishedTable) => {
    const seat = rateTable(goalkeepers4, t, new Map(), MEASURED_SEAT_ADVANTAGE)[0];
    return (seat?.after.rating ?? NaN) - (seat?.before.rating ?? NaN);
  };
  const plain = rateTable(goalkeepers4, at('drawn'), new Map())[0];
  const even = (plain?.after.rating ?? NaN) - (plain?.before.rating ?? NaN);
  // Seat 1 is +7.09 with a drawn starter and +28.05 when it starts every game (measured apart):
  // its win gains less than an even one, and less again when it starts.
  assert.ok(gain(at('drawn')) < even);
  assert.ok(gain(at('first-seat')) < gain(at('drawn')) - 1);
  // Options no row was measured for (five rounds and a first seat are; a made-up key is not)
  // rate as even seats.
  const unmeasured = { ...at('drawn'), options: { reward: 'choice', rounds: 9, starter: 'drawn' } };
  near(gain(unmeasured), even, 1e-9);
});

it("a win from Goal!'s favoured lone side (+44.96) is worth less, a loss from it costs more", () => {
  // GL-2.1: the lone seat against the pair, rated side against side (the pair shares a place).
  const goal3 = mode('goal-1v2');
  // Goal! has no options: its key is '' and a table's parsed options are {}.
  const plain = (places: number[]) => rateTable(goal3, table('goal', 3, places), new Map());
  const seated = (places: number[]) =>
    rateTable(goal3, table('goal', 3, places), new Map(), MEASURED_SEAT_ADVANTAGE);
  const gain = (updates: ReturnType<typeof plain>, seat: number) =>
    (updates[seat]?.after.rating ?? NaN) - (updates[seat]?.before.rating ?? NaN);
  // Three new players, the lone seat first.
  assert.ok(gain(seated([1, 2, 2]), 0) < gain(plain([1, 2, 2]), 0));
  assert.ok(gain(seated([1, 2, 2]), 0) > 0);
  assert.ok(gain(seated([2, 1, 1]), 0) < gain(plain([2, 1, 1]), 0));
  // Each of a pair that beats the lone seat gains more than in an even game.
  assert.ok(gain(seated([2, 1, 1]), 1) > gain(plain([2, 1, 1]), 1));
  assert.ok(gain(seated([2, 1, 1]), 2) > gain(plain([2, 1, 1]), 2));
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
