/**
 * better-auth as Matchday runs it: guests (anonymous users) first, accounts by name and
 * password (argon2id) or by passkey, sessions in HTTP-only SameSite=Lax cookies checked
 * against the request's origin, sign-in attempts limited per address and per account.
 */
import { passkey } from '@better-auth/passkey';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { anonymous } from 'better-auth/plugins/anonymous';
import { username } from 'better-auth/plugins/username';
import type { Counters } from './counters.ts';
import type { AuthDatabase } from './database.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { matchdayAccounts, type SignInLimit } from './plugin.ts';
import { usernameKey, whyNameRefused } from './usernames.ts';

export interface AuthSettings {
  readonly secret: string;
  /** better-auth's database: a node:sqlite DatabaseSync or a pg Pool. */
  readonly database: AuthDatabase['database'];
  /** Origins besides the server's own whose pages may sign in, e.g. ['https://play.example']. */
  readonly trustedOrigins: readonly string[];
  /** The public URL, when the operator gives one (BETTER_AUTH_URL); else each request's own. */
  readonly baseURL?: string;
  /** Shared by every process of a cluster (Redis); absent: this process's memory. */
  readonly secondaryStorage?: BetterAuthOptions['secondaryStorage'];
  readonly counters: Counters;
  /** Sign-in attempts per address. */
  readonly perAddress: SignInLimit;
  /** Sign-in attempts per account. */
  readonly perAccount: SignInLimit;
  /** A guest became (or signed in to) an account: what the guest played is the account's. */
  readonly linked: (guestId: string, accountId: string) => Promise<void>;
  /** An account was deleted: its seats keep their games under no name of its own. */
  readonly deleted: (playerId: string) => Promise<void>;
  readonly log: (message: string) => void;
}

/** The tables better-auth keeps, named so that an operator sees whose they are. */
const TABLES = {
  user: 'auth_user',
  session: 'auth_session',
  account: 'auth_account',
  verification: 'auth_verification',
} as const;

export function authOptions(settings: AuthSettings) {
  return {
    appName: 'Matchday',
    secret: settings.secret,
    database: settings.database,
    baseURL: settings.baseURL,
    basePath: '/api/auth',
    trustedOrigins: [...settings.trustedOrigins],
    secondaryStorage: settings.secondaryStorage,
    telemetry: { enabled: false },
    user: {
      modelName: TABLES.user,
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => {
          await settings.deleted(user.id);
        },
      },
    },
    session: {
      modelName: TABLES.session,
      storeSessionInDatabase: true,
      // The session list shows where each one was opened.
      expiresIn: 30 * 24 * 3600,
      updateAge: 24 * 3600,
    },
    account: {
      modelName: TABLES.account,
      // Signing in from a guest session links the guest to the account (anonymous plugin).
      accountLinking: { enabled: true },
    },
    verification: { modelName: TABLES.verification },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 256,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    rateLimit: signInLimits(settings),
    advanced: {
      // The bridge (bridge.ts) writes the client's address, as fastify found it behind any
      // trusted proxy, into this header and removes any copy the client sent.
      ipAddress: { ipAddressHeaders: ['x-matchday-client-address'] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      useSecureCookies: settings.baseURL?.startsWith('https://') ?? false,
    },
    // Refusals (a wrong password, a taken name, another origin) are answers, not faults: only
    // a failure of the server itself reaches the log.
    onAPIError: {
      onError: (error: unknown) => {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') return;
        settings.log(
          `accounts: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      },
    },
    logger: {
      level: 'error',
      // The error itself comes after the message ('Failed to create user', error): logged too.
      log: (_level: string, message: string, ...args: unknown[]) => {
        const causes = args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a)));
        settings.log(`accounts: ${[message, ...causes].join(': ')}`);
      },
    },
    plugins: accountPlugins(settings),
  } satisfies BetterAuthOptions;
}

/**
 * Sign-ins limited per address (per account: the matchday plugin); the rest generously. Counted
 * by the server's own counters (this process's memory, or the cluster's Redis), not by
 * better-auth's memory store, which is one map for the whole process: two servers in one
 * process (the tests) would share, and refuse, each other's attempts.
 */
function signInLimits(settings: AuthSettings) {
  const signIn = { window: settings.perAddress.windowSeconds, max: settings.perAddress.max };
  const { counters } = settings;
  return {
    enabled: true,
    customStorage: {
      async consume(key: string, rule: { window: number; max: number }) {
        const count = await counters.increment(`address:${key}`, rule.window);
        return count <= rule.max
          ? { allowed: true, retryAfter: null }
          : { allowed: false, retryAfter: rule.window };
      },
    },
    window: 60,
    max: 600,
    customRules: {
      '/sign-in/username': signIn,
      '/sign-in/email': signIn,
      '/passkey/verify-authentication': signIn,
      '/sign-up/email': signIn,
      '/sign-in/anonymous': { window: 60, max: 30 },
      // Every page reads its session (and again on focus): cheap, and no way in.
      '/get-session': false,
    },
  } satisfies BetterAuthOptions['rateLimit'];
}

/** Guests, names, passkeys, and the per-account limits and counters of our own plugin. */
function accountPlugins(settings: AuthSettings) {
  return [
    matchdayAccounts(settings.counters, settings.perAccount),
    username({
      minUsernameLength: 1,
      maxUsernameLength: 400,
      usernameValidator: (name) => whyNameRefused(name) === undefined,
      usernameNormalization: usernameKey,
      displayUsernameNormalization: false,
      validationOrder: { username: 'pre-normalization', displayUsername: 'pre-normalization' },
    }),
    anonymous({
      generateName: () => 'Guest',
      onLinkAccount: async ({ anonymousUser, newUser }) => {
        await settings.linked(anonymousUser.user.id, newUser.user.id);
      },
    }),
    passkey({
      rpName: 'Matchday',
      // Signing in names nobody: the device offers its passkeys for this site (discoverable).
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      schema: { passkey: { modelName: 'auth_passkey' } },
    }),
  ];
}

export function createAuth(settings: AuthSettings) {
  return betterAuth(authOptions(settings));
}

export type Auth = ReturnType<typeof createAuth>;
