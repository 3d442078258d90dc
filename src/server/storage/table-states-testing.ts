/**
 * The tick's read of many tables at once (StoreReader.tableStates), checked alike on both
 * stores: reader.test.ts on SQLite, postgres/reader.integration.test.ts on PostgreSQL.
 */
import assert from 'node:assert/strict';
import type { StoreReader, WriteOp } from './contract.ts';
import { storedSeat, storedTable } from '../testing/stored.ts';

const table = (id: string): WriteOp => ({
  kind: 'table',
  table: storedTable({
    id,
    game: 'coin-toss',
    engineVersion: '1.0.0',
    seats: [0, 1, 2].map((seat) => storedSeat(seat)),
  }),
});

const action = (tableId: string, idx: number, seat: number, timeout: boolean): WriteOp => ({
  kind: 'action',
  row: { tableId, idx, seat, action: 0, timeout, at: idx },
});

/** Four tables: one playing where seats 2 and 0 ran out (2 twice), one finished, one closed, one quiet. */
export const TABLE_STATES_WRITES: readonly WriteOp[] = [
  ...['stLate', 'stDone', 'stClosed', 'stQuiet'].map(table),
  action('stLate', 0, 2, true),
  action('stLate', 1, 1, false),
  action('stLate', 2, 2, true),
  action('stLate', 3, 0, true),
  action('stDone', 0, 1, true),
  action('stQuiet', 0, 0, false),
  {
    kind: 'finish',
    row: { tableId: 'stDone', outcome: { scores: [0, 1, 0], places: [2, 1, 2] }, finishedAt: 'f' },
  },
  { kind: 'abandon', tableId: 'stClosed', at: 'a' },
];

/** Each table asked for once, with its state; an unknown id left out; none asked, none read. */
export async function checkTableStates(reader: Pick<StoreReader, 'tableStates'>): Promise<void> {
  const states = await reader.tableStates(['stQuiet', 'stLate', 'nowhere', 'stDone', 'stClosed']);
  assert.deepEqual(
    [...states].sort((a, b) => a.id.localeCompare(b.id)),
    [
      { id: 'stClosed', outcome: null, finishedAt: null, abandonedAt: 'a', timedOut: [] },
      {
        id: 'stDone',
        outcome: { scores: [0, 1, 0], places: [2, 1, 2] },
        finishedAt: 'f',
        abandonedAt: null,
        timedOut: [1],
      },
      { id: 'stLate', outcome: null, finishedAt: null, abandonedAt: null, timedOut: [0, 2] },
      { id: 'stQuiet', outcome: null, finishedAt: null, abandonedAt: null, timedOut: [] },
    ],
  );
  assert.deepEqual(await reader.tableStates([]), []);
}
