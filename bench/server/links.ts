/**
 * What the servers ask of PostgreSQL and Redis while the clients play, for the capacity model
 * in docs/operations.md: commits, rows and WAL bytes (pg_stat_database, pg_current_wal_lsn),
 * Redis commands by name and its bytes in and out (INFO), and the bytes on the servers' own
 * sockets to each (the kernel's tcp_info, read with `ss`: the bench's own connections for
 * these figures are apart). Read once as play starts and once as it ends; the report gives
 * the differences.
 */
import { execFileSync } from 'node:child_process';
import { Redis } from 'ioredis';
import pg from 'pg';

export interface LinkFigures {
  readonly postgres?: {
    readonly commits: number;
    readonly rowsInserted: number;
    readonly walBytes: number;
    /** Bytes the servers sent to PostgreSQL, and received from it. */
    readonly bytesSent: number;
    readonly bytesReceived: number;
  };
  readonly redis?: {
    readonly commands: number;
    readonly byCommand: Readonly<Record<string, number>>;
    /** Bytes Redis received from all its clients, and sent to them. */
    readonly bytesIn: number;
    readonly bytesOut: number;
  };
}

export interface Links {
  /**
   * Waits until PostgreSQL's counters hold what the servers did so far: a busy backend
   * reports its commits and rows when it goes idle, at most every 10 s
   * (PGSTAT_IDLE_INTERVAL). At once without PostgreSQL.
   */
  settle(): Promise<void>;
  /** Reads Redis's figures, or PostgreSQL's, or both (by default). */
  read(which?: 'redis' | 'postgres'): Promise<LinkFigures>;
  close(): Promise<void>;
}

/** Opens its own connections to the servers' PostgreSQL and Redis (either may be absent). */
export async function openLinks(
  databaseUrl: string | undefined,
  redisUrl: string | undefined,
  serverPids: readonly number[],
): Promise<Links> {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : undefined;
  const pgPort = databaseUrl ? Number(new URL(databaseUrl).port || 5432) : 0;
  return {
    async settle() {
      if (client) await new Promise((resolve) => setTimeout(resolve, 11_000));
    },
    async read(which) {
      const figures: { -readonly [K in keyof LinkFigures]: LinkFigures[K] } = {};
      if (client && which !== 'redis') {
        const stat = await client.query<{ c: string; i: string; w: string }>(
          `SELECT xact_commit::text AS c, tup_inserted::text AS i,
                  pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS w
             FROM pg_stat_database WHERE datname = current_database()`,
        );
        const row = stat.rows[0];
        const bytes = socketBytes(pgPort, serverPids);
        figures.postgres = {
          commits: Number(row?.c),
          rowsInserted: Number(row?.i),
          walBytes: Number(row?.w),
          bytesSent: bytes.sent,
          bytesReceived: bytes.received,
        };
      }
      if (redis && which !== 'postgres') {
        const stats = infoFields(await redis.info('stats'));
        const byCommand: Record<string, number> = {};
        for (const [key, value] of Object.entries(infoFields(await redis.info('commandstats')))) {
          const calls = /calls=(\d+)/.exec(value)?.[1];
          if (key.startsWith('cmdstat_') && calls) byCommand[key.slice(8)] = Number(calls);
        }
        figures.redis = {
          commands: Number(stats.total_commands_processed),
          byCommand,
          bytesIn: Number(stats.total_net_input_bytes),
          bytesOut: Number(stats.total_net_output_bytes),
        };
      }
      return figures;
    },
    async close() {
      await client?.end();
      redis?.disconnect();
    },
  };
}

/** `later` less `earlier`, field by field. */
export function linkDelta(earlier: LinkFigures, later: LinkFigures): LinkFigures {
  const delta: { -readonly [K in keyof LinkFigures]: LinkFigures[K] } = {};
  const a = earlier.postgres;
  const b = later.postgres;
  if (a && b)
    delta.postgres = {
      commits: b.commits - a.commits,
      rowsInserted: b.rowsInserted - a.rowsInserted,
      walBytes: b.walBytes - a.walBytes,
      bytesSent: b.bytesSent - a.bytesSent,
      bytesReceived: b.bytesReceived - a.bytesReceived,
    };
  const x = earlier.redis;
  const y = later.redis;
  if (x && y) {
    const byCommand: Record<string, number> = {};
    for (const [name, calls] of Object.entries(y.byCommand)) {
      const more = calls - (x.byCommand[name] ?? 0);
      if (more > 0) byCommand[name] = more;
    }
    delta.redis = {
      // Less the two INFO calls of the earlier reading.
      commands: y.commands - x.commands - 2,
      byCommand,
      bytesIn: y.bytesIn - x.bytesIn,
      bytesOut: y.bytesOut - x.bytesOut,
    };
  }
  return delta;
}

function infoFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0) fields[line.slice(0, at)] = line.slice(at + 1);
  }
  return fields;
}

/**
 * The bytes the server processes' TCP connections to `port` on loopback have sent and
 * received so far (tcp_info through `ss`; zero where `ss` is missing). Connections that
 * closed meanwhile are not counted: the servers' pools keep theirs open while playing.
 */
function socketBytes(port: number, pids: readonly number[]): { sent: number; received: number } {
  let text: string;
  try {
    text = execFileSync('ss', ['-tinpH', 'dst', `127.0.0.1:${String(port)}`], {
      encoding: 'utf8',
    });
  } catch {
    return { sent: 0, received: 0 };
  }
  let sent = 0;
  let received = 0;
  let ours = false;
  for (const line of text.split('\n')) {
    if (!/^\s/.test(line)) {
      const pid = Number(/pid=(\d+)/.exec(line)?.[1]);
      ours = pids.includes(pid);
      continue;
    }
    if (!ours) continue;
    sent += Number(/bytes_sent:(\d+)/.exec(line)?.[1] ?? 0);
    received += Number(/bytes_received:(\d+)/.exec(line)?.[1] ?? 0);
  }
  return { sent, received };
}
