/** Opening the competitions' store: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
import type { CompetitionBook } from './model.ts';
import { SqliteCompetitionBook } from './sqlite-book.ts';

export async function openCompetitionBook(options: {
  readonly dbPath: string;
  readonly databaseUrl?: string;
}): Promise<CompetitionBook> {
  if (options.databaseUrl) {
    const { PgCompetitionBook } = await import('./postgres-book.ts');
    return PgCompetitionBook.open(options.databaseUrl);
  }
  return new SqliteCompetitionBook(options.dbPath);
}
