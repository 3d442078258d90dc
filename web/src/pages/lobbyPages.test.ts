import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LobbyEntry } from '../protocol.ts';
import { addPage, firstPage } from './lobbyPages.ts';

const entry = (id: string) => ({ table: { id }, freeSeats: [1] }) as unknown as LobbyEntry;
const ids = (list: { entries: readonly LobbyEntry[] }) => list.entries.map((e) => e.table.id);

describe('the lobby’s pages', () => {
  it('grow page by page, each table once, with the last page’s cursor', () => {
    const first = firstPage({ entries: [entry('a'), entry('b')], next: 'c1' });
    assert.deepEqual(ids(first), ['a', 'b']);
    assert.equal(first.next, 'c1');
    const second = addPage(first, { entries: [entry('b'), entry('c')], next: null });
    assert.deepEqual(ids(second), ['a', 'b', 'c']);
    assert.equal(second.next, null);
  });
});
