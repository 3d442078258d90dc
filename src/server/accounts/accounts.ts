/**
 * The accounts side of the server, opened once beside the table store: better-auth on the
 * same database, its endpoints mounted under /api/auth, and who a request or socket is.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Socket } from 'socket.io';
import { connectRedis, parseRedisUrl } from '../../lab/queue/redis.ts';
import type { Auth, AuthSettings } from './auth.ts';
import { mountAuth } from './bridge.ts';
import { MemoryCounters, RedisCounters } from './counters.ts';
import { openAuthDatabase, type AuthDatabase } from './database.ts';
import type { SignInLimit } from './plugin.ts';
import { OwnOrigins } from './origins.ts';
import { headersOf, type Player } from './players.ts';
import { authSecret } from './secret.ts';
import { redisStorage } from './secondary-storage.ts';
import { registerSeatRoutes } from './seat-routes.ts';
import { forgetSeats } from './seats.ts';
import { deferWebAuthn } from './webauthn-on-demand.ts';
import type { TableAccess } from '../tables/access.ts';
import type { TableCalls } from '../cluster/forwarding.ts';

export type { Player } from './players.ts';

export interface AccountsOptions {
  /** The SQLite file (when no databaseUrl); the secret is kept beside it. */
  readonly dbPath: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** A cluster's Redis (REDIS_URL): sign-in limits shared by every process. */
  readonly redisUrl?: string;
  /** BETTER_AUTH_SECRET; absent: one kept in dataDir. */
  readonly secret?: string;
  /** BETTER_AUTH_URL, e.g. 'https://play.example'; absent: each request's own origin. */
  readonly baseURL?: string;
  /** Other origins whose pages may use the accounts (TRUSTED_ORIGINS). */
  readonly trustedOrigins?: readonly string[];
  /** Sign-in attempts per address. Default 10 a minute. */
  readonly perAddress?: SignInLimit;
  /** Sign-in attempts per account. Default 10 in 5 minutes. */
  readonly perAccount?: SignInLimit;
  /** A guest became an account (or signed in to one): carry the guest's things over. */
  readonly linked?: (guestId: string, accountId: string) => Promise<void>;
  /** An account was deleted (after its seats were renamed on disk). */
  readonly deleted?: (playerId: string) => Promise<void>;
  readonly log: (message: string) => void;
}

/** The tables this process runs, once the server has them (serveSeats). */
interface Live {
  tables?: TableAccess;
}

export class Accounts {
  readonly auth: Auth;
  private readonly database: AuthDatabase;
  private readonly redis: Redis | undefined;
  private readonly live: Live;
  private readonly origins: OwnOrigins;

  private constructor(
    auth: Auth,
    database: AuthDatabase,
    redis: Redis | undefined,
    live: Live,
    origins: OwnOrigins,
  ) {
    this.auth = auth;
    this.database = database;
    this.redis = redis;
    this.live = live;
    this.origins = origins;
  }

  static async open(options: AccountsOptions): Promise<Accounts> {
    if (options.redisUrl !== undefined && !options.secret)
      options.log(
        'accounts: REDIS_URL without BETTER_AUTH_SECRET: each process keeps a secret of its own ' +
          'in its DATA_DIR, and refuses the sessions the others open; set BETTER_AUTH_SECRET ' +
          'to the same value on every process.',
      );
    // better-auth is imported here, after the hook that leaves passkeys' library until asked.
    deferWebAuthn();
    const { authOptions, createAuth } = await import('./auth.ts');
    const redis = options.redisUrl === undefined ? undefined : await connect(options.redisUrl);
    const database = await openAuthDatabase(options.dbPath, options.databaseUrl);
    const counters = redis ? new RedisCounters(redis) : new MemoryCounters();
    const live: Live = {};
    const settings: AuthSettings = {
      secret: authSecret(options.secret, options.dataDir),
      database: database.database,
      baseURL: options.baseURL,
      trustedOrigins: options.trustedOrigins ?? [],
      secondaryStorage: redis && redisStorage(redis, counters),
      counters,
      perAddress: options.perAddress ?? { max: 10, windowSeconds: 60 },
      perAccount: options.perAccount ?? { max: 10, windowSeconds: 300 },
      linked: options.linked ?? (() => Promise.resolve()),
      deleted: async (playerId) => {
        await database.forgetPlayer(playerId);
        if (live.tables) forgetSeats(live.tables, playerId);
        await options.deleted?.(playerId);
      },
      log: options.log,
    };
    // The tables first, then better-auth: it checks the schema as it starts and keeps a
    // mismatch until a migration of its own. A cluster's process that started while another
    // was creating the tables found them missing, and its own migration, with nothing left to
    // do, never cleared that: it refused every sign-in (500) until restarted.
    try {
      await database.migrate(authOptions(settings));
    } catch (error) {
      await database.close();
      redis?.disconnect();
      throw error;
    }
    const auth = createAuth(settings);
    const origins = new OwnOrigins(options.baseURL, options.trustedOrigins ?? []);
    return new Accounts(auth, database, redis, live, origins);
  }

  /**
   * Serves the seats that follow their player (seat-routes.ts) on `app`, from `access`'s
   * tables, which a deleted account's seats are renamed in; in a cluster a seat is moved where
   * its table runs (`calls`).
   */
  serveSeats(app: FastifyInstance, access: TableAccess, calls?: TableCalls): void {
    this.live.tables = access;
    registerSeatRoutes(app, access, (request) => this.playerOfRequest(request), calls);
  }

  /** Serves /api/auth/* on `app`. */
  mount(app: FastifyInstance): void {
    mountAuth(app, (request) => this.auth.handler(request));
  }

  /**
   * The player whose session cookie an HTTP request carries, or null; null too for a request
   * that may change something sent by another origin's page (CSRF, origins.ts): it is
   * served as one without a session, so it acts for nobody.
   */
  playerOfRequest(request: FastifyRequest): Promise<Player | null> {
    const { origin } = request.headers;
    const own = `${request.protocol}://${request.host}`;
    if (!this.origins.mayAct(request.method, origin, own)) return Promise.resolve(null);
    return this.playerOfHeaders(headersOf(request.headers));
  }

  /** The player whose cookie came with a socket's handshake, or null (another origin's: null). */
  playerOfHandshake(socket: Pick<Socket, 'handshake'>): Promise<Player | null> {
    const { origin, host } = socket.handshake.headers;
    if (!this.origins.mayConnect(origin, host)) return Promise.resolve(null);
    return this.playerOfHeaders(headersOf(socket.handshake.headers));
  }

  async playerOfHeaders(headers: Headers): Promise<Player | null> {
    if (!headers.get('cookie')) return null;
    const found = await this.auth.api.getSession({ headers, query: { disableRefresh: true } });
    if (!found) return null;
    const user = found.user as typeof found.user & {
      displayUsername?: string | null;
      isAnonymous?: boolean | null;
    };
    return { id: user.id, name: user.displayUsername ?? user.name, guest: !!user.isAnonymous };
  }

  /**
   * The name an account is shown by, e.g. 'Acc Ana' (its player page is headed by it); undefined
   * for a guest, a bot or an id that names no account.
   */
  async accountName(id: string): Promise<string | undefined> {
    const context = await this.auth.$context;
    const user = (await context.internalAdapter.findUserById(id)) as {
      name: string;
      displayUsername?: string | null;
      isAnonymous?: boolean | null;
    } | null;
    if (!user || user.isAnonymous) return undefined;
    return user.displayUsername ?? user.name;
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
    await this.database.close();
  }
}

async function connect(redisUrl: string): Promise<Redis> {
  const url = parseRedisUrl(redisUrl);
  if (!url.ok) throw new Error(url.error);
  const redis = await connectRedis(url.value);
  if (!redis.ok) throw new Error(`accounts: ${redis.error}`);
  return redis.value;
}
