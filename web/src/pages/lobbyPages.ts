/**
 * The lobby's pages as the page shows them: one list growing page by page. A table already
 * shown is not shown twice (it may move while someone pages), and the cursor is the last page's.
 */
import type { LobbyEntry, LobbyPage } from '../protocol.ts';

export interface LobbyList {
  readonly entries: readonly LobbyEntry[];
  /** The cursor of the next page, or null when every page is shown. */
  readonly next: string | null;
}

export function firstPage(page: LobbyPage): LobbyList {
  return addPage({ entries: [], next: null }, page);
}

export function addPage(list: LobbyList, page: LobbyPage): LobbyList {
  const shown = new Set(list.entries.map((entry) => entry.table.id));
  const fresh = page.entries.filter((entry) => !shown.has(entry.table.id));
  return { entries: [...list.entries, ...fresh], next: page.next };
}
