/**
 * The tables this browser holds seats of (or created), for the finished list: the server shows
 * a table nobody listed only to whoever names its id (GET /api/finished?mine=…).
 */
import { loadHeld } from './seatTokens.ts';

/** The part of `Storage` read here, so tests can pass their own. */
export type ListedStore = Pick<Storage, 'length' | 'key' | 'getItem'>;

const PREFIX = 'matchday:table:';
/** The most ids the server takes in one ask. */
export const MOST_HELD = 50;

export function heldTableIds(store: ListedStore = localStorage): string[] {
  const ids: string[] = [];
  for (let i = 0; i < store.length && ids.length < MOST_HELD; i++) {
    const name = store.key(i);
    if (!name?.startsWith(PREFIX)) continue;
    const id = name.slice(PREFIX.length);
    const held = loadHeld(id, { getItem: (k) => store.getItem(k), setItem: () => undefined });
    if (Object.keys(held.tokens).length > 0 || held.host !== undefined) ids.push(id);
  }
  return ids;
}
