/**
 * The PostgreSQL store (DATABASE_URL): its schema brought up to date at open, writes on a
 * small pool of the server's thread, reads on a pool of their own (reader.ts).
 */
import pg from 'pg';
import type { Store } from '../contract.ts';
import { poolOptions } from './pool.ts';
import { PgReader, type PgReaderOptions } from './reader.ts';
import { migrate } from './schema.ts';
import { PgWriter } from './writer.ts';

/** The commit queue sends one batch at a time; table writes queue behind it. */
const WRITE_CONNECTIONS = 2;

export async function openPostgres(
  url: string,
  readerOptions: PgReaderOptions = {},
): Promise<Store> {
  const pool = new pg.Pool(poolOptions(url, WRITE_CONNECTIONS));
  // An idle connection PostgreSQL closed (a restart) is only dropped: the next batch reconnects.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const reader = new PgReader(url, readerOptions);
  const writer = new PgWriter(pool);
  return {
    kind: 'postgres',
    reader,
    writer,
    async close() {
      await writer.close();
      await reader.close();
      await pool.end();
    },
  };
}
