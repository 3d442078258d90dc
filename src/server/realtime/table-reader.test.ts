import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SeatDelta, TablePacket, TableSummary, TableUpdate } from '../protocol.ts';
import { TableReader } from './table-reader.ts';

const summary = { id: 't1', version: 0, status: 'playing' } as unknown as TableSummary;

const whole: TablePacket = {
  tableId: 't1',
  n: 0,
  version: 3,
  table: summary,
  timer: null,
  events: [{ kind: 'roll', text: 'a' }],
  words: [{ label: 'Roll', info: { kind: 'roll' } }],
  seats: [
    {
      seat: 0,
      view: { round: 1, hand: [6, 6] },
      text: 'Round 1\n▶ you',
      actors: [0],
      actions: [4],
      legal: [0],
      window: null,
    },
  ],
};

const change = (n: number): TablePacket => ({
  tableId: 't1',
  n,
  version: 3 + n,
  events: [{ kind: 'pass', text: 'b' }],
  seats: [{ seat: 0, viewKeys: { set: { hand: [5, 7] } }, textLines: { count: 1, lines: {} } }],
});

describe('reading table packets', () => {
  it('rebuilds a seat from a whole packet, then from changes', () => {
    const reader = new TableReader();
    const first = reader.read(whole);
    assert.ok(first.kind === 'updates');
    assert.deepEqual(first.updates[0]?.legal, [
      { action: 4, label: 'Roll', info: { kind: 'roll' } },
    ]);
    const next = reader.read(change(1));
    assert.ok(next.kind === 'updates');
    const update = next.updates[0] as TableUpdate;
    assert.deepEqual(update.view, { round: 1, hand: [5, 7] });
    assert.equal(update.text, 'Round 1');
    assert.equal(update.table.version, 4);
    assert.deepEqual(update.events, [{ kind: 'pass', text: 'b' }]);
    assert.deepEqual(update.history, []);
    assert.deepEqual(update.actions, [4]);
  });

  it("takes a line from an earlier seat's new text when the packet names that seat", () => {
    const reader = new TableReader();
    const other: SeatDelta = { ...(whole.seats[0] as SeatDelta), seat: 1, text: 'Round 1\n▶' };
    reader.read({ ...whole, seats: [whole.seats[0] as SeatDelta, other] });
    const read = reader.read({
      tableId: 't1',
      n: 1,
      version: 4,
      events: [],
      seats: [
        { seat: 0, textLines: { count: 2, lines: { 0: 'Round 2' } } },
        { seat: 1, textLines: { count: 2, lines: { 0: 0 } } },
      ],
    });
    assert.ok(read.kind === 'updates');
    assert.deepEqual(
      read.updates.map((u) => u.text),
      ['Round 2\n▶ you', 'Round 2\n▶'],
    );
  });

  it('says once that a packet was missed, then waits for a whole one', () => {
    const reader = new TableReader();
    reader.read(whole);
    assert.equal(reader.read(change(2)).kind, 'missed');
    assert.equal(reader.read(change(3)).kind, 'waiting');
    const again = reader.read({ ...whole, version: 6 });
    assert.ok(again.kind === 'updates');
    assert.equal(again.updates[0]?.table.version, 6);
    assert.equal(reader.read(change(1)).kind, 'updates');
  });

  it('takes a change that does not fit what it holds as a missed packet', () => {
    const reader = new TableReader();
    const other: SeatDelta = { ...(whole.seats[0] as SeatDelta), seat: 1 };
    reader.read({ ...whole, seats: [other] });
    assert.equal(reader.read(change(1)).kind, 'missed');
  });
});
