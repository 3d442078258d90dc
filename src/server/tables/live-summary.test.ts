import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SeatSummary } from '../protocol.ts';
import { playableOf } from '../testing/games.ts';
import { liveTable, storedSeat } from '../testing/stored.ts';
import { liveSummary, summaryAt } from './live-summary.ts';
import type { Table } from './table.ts';
import { summaryHolds, tableSummary } from './views.ts';

const goalkeepers = (id: string): Table =>
  liveTable(playableOf('goalkeepers'), {
    id,
    seats: [storedSeat(0), storedSeat(1, { agent: 'bot:easy', invite: 'bot' })],
  });

/** Plays the first legal action of the first seat to act. */
function step(table: Table): void {
  const seat = table.actors()[0] ?? 0;
  const action = table.game.engine.legalActions(table.state, seat)[0];
  assert.ok(action !== undefined);
  table.play(seat, action, false);
}

const watch = (table: Table, id: string, seats: number[]): void => {
  table.subscriptions.set(id, {
    watcher: { id, update: () => undefined, offer: () => undefined, refused: () => undefined },
    seats,
    cursor: 0,
    words: false,
  });
};

/** The live summary at the table's version, as a packet that carries it gets it. */
const summaryNow = (table: Table) => summaryAt(liveSummary(table), table.version);

describe("a live table's summary", () => {
  it('is always what tableSummary builds', () => {
    const table = goalkeepers('live-summary-equal');
    for (let i = 0; i < 40 && !table.finished; i++) {
      if (i === 5) watch(table, 'w1', [0]);
      if (i === 9) table.subscriptions.delete('w1');
      if (i === 12) table.rematch = 'next-table';
      assert.deepEqual(summaryNow(table), tableSummary(table));
      step(table);
    }
    assert.deepEqual(summaryNow(table), tableSummary(table));
  });

  it('after an action is the one before with the new version, its seats list shared', () => {
    const table = goalkeepers('live-summary-action');
    const before = liveSummary(table);
    const summary = summaryAt(before, table.version);
    assert.equal(summaryNow(table), summary, 'asked again at the same version');
    step(table);
    const after = liveSummary(table);
    assert.equal(after, before, 'kept, not built again');
    assert.equal(after.summary, summary, 'not copied until a packet carries it');
    const copied = summaryAt(after, table.version);
    assert.equal(copied.version, summary.version + 1);
    assert.equal(copied.seats, summary.seats);
    assert.equal(summary.version, table.version - 1, 'the summary sent before is left as it was');
  });

  it('is built again, under a new mark, when anything but the version changes', () => {
    const table = goalkeepers('live-summary-joined');
    const before = liveSummary(table);
    watch(table, 'w1', [0]);
    const joined = liveSummary(table);
    assert.equal(summaryNow(table).seats[0]?.connected, true);
    assert.notEqual(joined.mark, before.mark);
    table.subscriptions.delete('w1');
    step(table);
    const left = liveSummary(table);
    assert.equal(summaryNow(table).seats[0]?.connected, false);
    assert.notEqual(left.mark, joined.mark);
  });

  it('sees a change in every field of the summary but the version', () => {
    const table = goalkeepers('live-summary-fields');
    const summary = tableSummary(table);
    assert.equal(summaryHolds(summary, table), true);
    // Fields that follow from the table's game, whose id summaryHolds checks, or from another
    // (the sides: from the game and the number of seats, which it checks too).
    const derived = new Set(['version', 'title', 'windows', 'teams']);
    const different = (value: unknown): unknown =>
      typeof value === 'string' ? `${value}!` : typeof value === 'number' ? value + 1 : !value;
    // A field added to the summary and not to summaryHolds would be sent stale: this fails.
    for (const key of Object.keys(summary) as (keyof typeof summary)[]) {
      if (derived.has(key) || key === 'seats') continue;
      const changed = {
        ...summary,
        [key]: key === 'options' ? { ...summary.options } : different(summary[key]),
      };
      assert.equal(summaryHolds(changed, table), false, `a changed ${key}`);
    }
    const seat = summary.seats[0];
    assert.ok(seat);
    for (const key of Object.keys(seat) as (keyof typeof seat)[]) {
      // A seat's number is its place in the list, its kind follows from its agent.
      if (key === 'seat' || key === 'kind') continue;
      const changedSeat: Record<string, unknown> = { ...seat };
      changedSeat[key] = different(seat[key]);
      const seats: SeatSummary[] = [
        changedSeat as unknown as SeatSummary,
        ...summary.seats.slice(1),
      ];
      assert.equal(summaryHolds({ ...summary, seats }, table), false, `a seat's changed ${key}`);
    }
  });
});
