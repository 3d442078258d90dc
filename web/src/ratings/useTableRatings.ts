/** Loads the ratings of a table (its page) or of many (the lobby's) from the server. */
import { useEffect, useState } from 'react';
import type { TableRatings } from '../../../src/server/ratings/wire.ts';
import type { TableSummary } from '../protocol.ts';
import { ratingsApi } from './api.ts';
import { ratingsKey, waitingForRating } from './tableRatings.ts';

/** How often, and how far apart, full time asks again for a result being rated. */
const RETRIES = 40;
const RETRY_MS = 500;
/** The most tables one request asks about (the server's MAX_TABLES). */
const MAX_IDS = 50;

/**
 * The table's ratings, asked again when its status or seats change; at full time until the
 * result is rated (a rated table's new ratings). Null until the first answer.
 */
export function useTableRatings(table: TableSummary): TableRatings | null {
  const [ratings, setRatings] = useState<TableRatings | null>(null);
  const key = ratingsKey(table);
  const { id, status } = table;
  useEffect(() => {
    let live = true;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (): Promise<void> => {
      const reply = await ratingsApi.tables([id]);
      if (!live) return;
      const found = reply.ok ? reply.value[0] : undefined;
      if (found) setRatings(found);
      if (found && waitingForRating(found, status) && tries++ < RETRIES) {
        timer = setTimeout(() => void load(), RETRY_MS);
      }
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, status, key]);
  return ratings;
}

/** The ratings of these tables (a lobby page's), by table id; empty until they come. */
export function useTablesRatings(ids: readonly string[]): ReadonlyMap<string, TableRatings> {
  const [ratings, setRatings] = useState<ReadonlyMap<string, TableRatings>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    if (key === '') return undefined;
    let live = true;
    const all = key.split(',');
    const chunks = Array.from({ length: Math.ceil(all.length / MAX_IDS) }, (_, i) =>
      all.slice(i * MAX_IDS, (i + 1) * MAX_IDS),
    );
    void Promise.all(chunks.map((chunk) => ratingsApi.tables(chunk))).then((replies) => {
      if (!live) return;
      const found = replies.flatMap((reply) => (reply.ok ? reply.value : []));
      setRatings(new Map(found.map((r) => [r.tableId, r])));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return ratings;
}
