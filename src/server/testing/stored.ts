/**
 * Tables as the database holds them, for unit tests that build a table without a server: the
 * fields every test leaves at their defaults are filled in here, so a new column is added in
 * one place.
 */
import assert from 'node:assert/strict';
import type { PlayableGame } from '../../games/registry.ts';
import type { StoredSeat, StoredTable } from '../storage/rows.ts';
import { freshTable } from '../tables/restore.ts';
import type { Table } from '../tables/table.ts';

type Required = Pick<StoredTable, 'id' | 'game' | 'engineVersion'>;

/** A seat nobody has opened, played by a person, named as the platform names it. */
export function storedSeat(seat: number, fields: Partial<StoredSeat> = {}): StoredSeat {
  return {
    seat,
    name: `Seat ${seat + 1}`,
    invite: 'me',
    agent: 'human',
    tokenHash: null,
    claimed: false,
    deviceHash: null,
    ...fields,
  };
}

/** An unfinished table created on 1 January 2026, with two people's seats unless given. */
export function storedTable(fields: Required & Partial<StoredTable>): StoredTable {
  return {
    options: {},
    seed: fields.id,
    turnSeconds: 0,
    windowSeconds: 10,
    listed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    finishedAt: null,
    outcome: null,
    rematch: null,
    hostHash: null,
    abandonedAt: null,
    seats: [storedSeat(0), storedSeat(1)],
    ...fields,
  };
}

/** A live table of `game`, fresh from a stored one: `fields` as storedTable takes them. */
export function liveTable(
  game: PlayableGame,
  fields: Pick<StoredTable, 'id'> & Partial<StoredTable>,
): Table {
  const stored = storedTable({
    game: game.engine.facts.id,
    engineVersion: game.engine.facts.version,
    ...fields,
  });
  const found = freshTable(stored, () => ({ ok: true, value: game }));
  assert.ok(found.ok);
  return found.value;
}
