/**
 * A real PostgreSQL for tests, never a mock: the server named by DATABASE_URL when it is set
 * (CI or a developer's own; each test gets a database of its own on it), else a `postgres` of
 * its own on a free loopback port in a temporary directory, stopped afterwards. initdb refuses
 * to run as root: as root (CI), the server runs as the `postgres` user Debian's package makes,
 * or as `nobody`. Without PostgreSQL, the test fails and says how to get one.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../testing/free-port.ts';

export interface TestPostgres {
  /** A new, empty database on this server, e.g. 'postgres://matchday@127.0.0.1:40123/t1'. */
  database(): Promise<string>;
  /**
   * A new, empty schema, as the address of a database that every call shares with its
   * search_path set to that schema: where a test's tables are made and read. For files of many
   * short tests each needing only tables of its own: making a database copies its files (30
   * took 1.4-3.2 CPU-s, by the machine's load), 30 schemas cost too little to tell from the
   * noise. The database's other state is shared: advisory locks, LISTEN channels, extensions;
   * a file's tests run one at a time.
   */
  schema(): Promise<string>;
  /**
   * Stops the server at once (as a crash: immediate shutdown) and starts it again on the
   * same port and files. Only for a server of the test's own.
   */
  restart(between?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const INSTALL =
  'These tests need PostgreSQL: install it (Debian/Ubuntu: apt-get install -y postgresql) ' +
  'or set DATABASE_URL to a server they may create databases on, e.g. ' +
  'postgres://postgres@127.0.0.1:5432/postgres.';

let databases = 0;

/**
 * The PostgreSQL a whole run of integration tests shares (./integration-setup.ts), by the
 * address of a database on it where databases may be created. Not DATABASE_URL: the servers
 * the tests start inherit the environment, and DATABASE_URL would move those meant to run on
 * SQLite onto it.
 */
export const SHARED_TEST_POSTGRES = 'MATCHDAY_TEST_POSTGRES';

/**
 * PostgreSQL for a test: DATABASE_URL's, else the run's shared one, or (with `own`, or without
 * either) one of its own.
 */
export async function testPostgres(options: { own?: boolean } = {}): Promise<TestPostgres> {
  const given = process.env.DATABASE_URL ?? process.env[SHARED_TEST_POSTGRES];
  if (given && !options.own) return onServer(given, undefined);
  return ownPostgres();
}

function onServer(adminUrl: string, own: OwnServer | undefined): TestPostgres {
  let schemas: Promise<string> | undefined;
  let schemasMade = 0;
  const server: TestPostgres = {
    async database() {
      const name = `matchday_test_${process.pid}_${Date.now()}_${++databases}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        // Copied file by file (PostgreSQL 15's STRATEGY; Debian 12 has 15): its default writes
        // every page of the template into the WAL, 0.23-0.30 CPU-s a database against
        // 0.18-0.19 here, and the integration tests make one for every server they start.
        await admin.query(`CREATE DATABASE ${name} STRATEGY FILE_COPY`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async schema() {
      schemas ??= server.database();
      const shared = await schemas;
      const name = `test_${++schemasMade}`;
      const admin = new pg.Client({ connectionString: shared });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(shared);
      url.searchParams.set('options', `-c search_path=${name}`);
      return url.toString();
    },
    async restart(between) {
      if (!own) throw new Error('only a PostgreSQL of the test’s own can be restarted');
      await own.kill('SIGQUIT');
      // PostgreSQL comes back even when `between` fails, so that the failure is reported and
      // the servers depending on it can stop.
      try {
        await between?.();
      } finally {
        await own.start();
      }
    },
    async stop() {
      await own?.kill('SIGINT');
      if (own) rmSync(own.dir, { recursive: true, force: true });
    },
  };
  return server;
}

interface OwnServer {
  readonly dir: string;
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

async function ownPostgres(): Promise<TestPostgres> {
  const bin = binaries();
  const user = unprivileged();
  const dir = mkdtempSync(join(tmpdir(), 'matchday-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'matchday', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { stdio: 'pipe', ...user },
  );
  let server: ChildProcess | undefined;
  const own: OwnServer = {
    dir,
    async start() {
      server = spawn(
        join(bin, 'postgres'),
        // Room for every process of the files that share it (./integration-setup.ts): a
        // cluster's servers each hold several pools, and two files run at once. No fsync: a
        // crash the tests make is a process killed (SIGKILL, an immediate shutdown), after
        // which what PostgreSQL wrote is still in the kernel's cache and WAL replays it, as
        // with fsync; only a machine's power loss tells them apart. Waiting on the disk made
        // two PostgreSQL files 192 s of wall against 82 without it, at the same CPU.
        [
          '-D',
          data,
          '-p',
          String(port),
          '-k',
          dir,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'max_connections=500',
          '-c',
          'fsync=off',
          '-c',
          'full_page_writes=off',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'], ...user },
      );
      await ready(server);
    },
    async kill(signal) {
      const running = server;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
  };
  try {
    await own.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return onServer(`postgres://matchday@127.0.0.1:${port}/postgres`, own);
}

/** Resolves once the server accepts connections; rejects if it stops first. */
function ready(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    server.on('error', reject);
    server.on('exit', (code) => {
      reject(new Error(`postgres stopped (status ${code}): ${output}`));
    });
    server.stderr?.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      if (output.includes('ready to accept connections')) resolve();
    });
  });
}

/** Where initdb and postgres are: PG_BIN, the PATH, or Debian's versioned directory. */
function binaries(): string {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(':'),
    ...debianDirs(),
  ].filter((dir): dir is string => !!dir);
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error(INSTALL);
  return found;
}

function debianDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
}

/** initdb and postgres refuse root: as root they run as `postgres` (or `nobody`). */
function unprivileged(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }));
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error('running as root, and neither a postgres nor a nobody user exists');
}
