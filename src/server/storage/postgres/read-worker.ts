/**
 * The PostgreSQL reads, on a thread of their own: the server's thread asks and waits
 * (reader.ts), as it waits for SQLite's reads, so the tables' service keeps its synchronous
 * reads whichever store is under it. Rows go back as PostgreSQL gives them (hashes as bytes);
 * the server's thread reads them with rows.ts.
 */
import pg from 'pg';
import { runAsWorker } from 'synckit';
import { LOBBY_AFTER, LOBBY_FIRST, PLAYING } from '../reader.ts';
import { poolOptions } from './pool.ts';
import type { ReadAnswer, ReadCall } from './reads.ts';

// BIGINT (counts, epoch milliseconds, actions): every one of ours is a safe integer.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

const pools = new Map<string, pg.Pool>();

function pool(url: string): pg.Pool {
  let found = pools.get(url);
  if (!found) {
    found = new pg.Pool(poolOptions(url, 2));
    // An idle connection PostgreSQL closed (a restart) is only dropped; the next read reconnects.
    found.on('error', () => undefined);
    pools.set(url, found);
  }
  return found;
}

/** SQLite's `?` placeholders as PostgreSQL's `$1, $2 …`: the shared queries stay one text. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const LOBBY_FIRST_PG = numbered(LOBBY_FIRST);
const LOBBY_AFTER_PG = numbered(LOBBY_AFTER);

async function read(url: string, call: ReadCall): Promise<ReadAnswer> {
  if (call.kind === 'close') {
    await pools.get(url)?.end();
    pools.delete(url);
    return { rows: [] };
  }
  const db = pool(url);
  const rows = async (text: string, values: unknown[] = []): Promise<ReadAnswer> => ({
    rows: (await db.query(text, values)).rows as ReadAnswer['rows'],
  });
  switch (call.kind) {
    case 'tables': {
      const [tables, seats] = await Promise.all([
        rows(
          `SELECT t.*, (SELECT count(*) FROM actions a WHERE a.table_id = t.id) AS version
           FROM tables t WHERE t.id = ANY($1::text[])`,
          [call.ids],
        ),
        rows('SELECT * FROM seats WHERE table_id = ANY($1::text[]) ORDER BY table_id, seat', [
          call.ids,
        ]),
      ]);
      return { rows: tables.rows, seats: seats.rows };
    }
    case 'actions':
      return rows(
        'SELECT idx, seat, action, timeout FROM actions WHERE table_id = $1 ORDER BY idx',
        [call.id],
      );
    case 'lastAt':
      return rows('SELECT at FROM actions WHERE table_id = $1 ORDER BY idx DESC LIMIT 1', [
        call.id,
      ]);
    case 'playing':
      return rows(PLAYING);
    case 'finished':
      return rows(
        'SELECT id FROM tables WHERE finished_at IS NOT NULL AND listed = 1 ORDER BY finished_at DESC LIMIT $1',
        [call.limit],
      );
    case 'lobby':
      return call.after
        ? rows(LOBBY_AFTER_PG, [call.after.createdAt, call.after.id, call.limit])
        : rows(LOBBY_FIRST_PG, [call.limit]);
  }
}

runAsWorker(read);
