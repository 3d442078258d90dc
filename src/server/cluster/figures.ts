/**
 * The cluster's figures for GET /api/metrics, read from the shared store so that an operator
 * need not sum the processes' own: the tables playing, finished and abandoned and the actions
 * committed (PostgreSQL's rows), the live processes and the playing tables each holds the
 * lease of (Redis). Counting every row is not free on a large database, so the figures are
 * read at most once per `cacheMs` and shared by the requests meanwhile.
 */
import pg from 'pg';
import { PLAYING } from '../storage/reader.ts';
import { poolOptions } from '../storage/postgres/pool.ts';
import type { TableLeases } from './leases.ts';
import type { Presence } from './presence.ts';

export interface ClusterView {
  /** The answering process's name, as in `tablesByProcess`, e.g. 'host-a:4242:9f2c01ab'. */
  readonly self: string;
  /** Live processes. */
  readonly processes: number;
  /** Each live process (or lease holder) and the playing tables whose lease it holds. */
  readonly tablesByProcess: Readonly<Record<string, number>>;
  readonly playingTables: number;
  /** Playing tables nobody holds the lease of: their owner died; one is taking them over. */
  readonly unownedTables: number;
  readonly finishedTables: number;
  readonly abandonedTables: number;
  /** Actions committed to every table, in all. */
  readonly committedActions: number;
  /** When these figures were read, e.g. '2026-11-24T21:40:00.000Z'. */
  readonly readAt: string;
}

/** The figures could not be read (PostgreSQL or Redis down): the operator sees why. */
export interface ClusterUnavailable {
  readonly error: 'unavailable';
  readonly message: string;
}

const COUNTS = `SELECT
  count(*) FILTER (WHERE finished_at IS NOT NULL) AS finished,
  count(*) FILTER (WHERE finished_at IS NULL AND abandoned_at IS NOT NULL) AS abandoned,
  (SELECT count(*) FROM actions) AS actions
FROM tables`;

export interface FiguresOptions {
  readonly databaseUrl: string;
  readonly self: string;
  readonly leases: Pick<TableLeases, 'holders'>;
  readonly presence: Pick<Presence, 'live'>;
  /** How long figures read are answered again, e.g. 2000; 0 reads them for every request. */
  readonly cacheMs: number;
  readonly now?: () => number;
  readonly log: (message: string) => void;
}

const UNAVAILABLE = 'PostgreSQL or Redis could not be read; the log says why.';

export class ClusterFigures {
  private readonly options: FiguresOptions;
  private readonly pool: pg.Pool;
  private readonly now: () => number;
  private last: { readonly at: number; readonly view: ClusterView } | undefined;
  private reading: Promise<ClusterView | ClusterUnavailable> | undefined;

  constructor(options: FiguresOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    // One connection: the figures are read one request at a time.
    this.pool = new pg.Pool(poolOptions(options.databaseUrl, 1));
    this.pool.on('error', () => undefined);
  }

  /** The figures, read anew if the last are older than `cacheMs`. */
  read(): Promise<ClusterView | ClusterUnavailable> {
    const last = this.last;
    if (last && this.now() - last.at < this.options.cacheMs) return Promise.resolve(last.view);
    this.reading ??= this.readNow()
      .then(
        (view): ClusterView | ClusterUnavailable => view,
        (error: unknown): ClusterUnavailable => {
          // The error may name the database's host: the log has it, the public answer does not.
          this.options.log(`could not read the cluster's figures: ${String(error)}`);
          return { error: 'unavailable', message: UNAVAILABLE };
        },
      )
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  async close(): Promise<void> {
    await this.reading;
    await this.pool.end();
  }

  private async readNow(): Promise<ClusterView> {
    const at = this.now();
    const { leases, presence, self } = this.options;
    const [counts, playing, live] = await Promise.all([
      this.pool.query<Record<'finished' | 'abandoned' | 'actions', string>>(COUNTS),
      this.pool.query<{ id: string }>(PLAYING),
      presence.live(),
    ]);
    const holders = await leases.holders(playing.rows.map((row) => row.id));
    const tablesByProcess: Record<string, number> = {};
    for (const name of live) tablesByProcess[name] = 0;
    let unowned = 0;
    for (const holder of holders) {
      if (holder === undefined) unowned++;
      else tablesByProcess[holder] = (tablesByProcess[holder] ?? 0) + 1;
    }
    const row = counts.rows[0];
    const view: ClusterView = {
      self,
      processes: live.length,
      tablesByProcess,
      playingTables: playing.rows.length,
      unownedTables: unowned,
      finishedTables: Number(row?.finished ?? 0),
      abandonedTables: Number(row?.abandoned ?? 0),
      committedActions: Number(row?.actions ?? 0),
      readAt: new Date(at).toISOString(),
    };
    this.last = { at, view };
    return view;
  }
}
