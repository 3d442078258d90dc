/**
 * Matchday's rules on top of better-auth's endpoints, as a better-auth plugin:
 * - account names are checked as seat names are (usernames.ts), with the reason in words;
 * - an account holds no e-mail address: sign-up stores a placeholder nobody can write to;
 * - sign-in attempts are counted per account as well as per address (better-auth's own limit);
 * - a browser signed in to an account is not made a guest: a page's request for its guest that
 *   crossed its own sign-in would otherwise trade the account's session for a new guest's;
 * - a guest who has added a passkey becomes an account under a name of their choosing
 *   (POST /account/claim), keeping its id, so everything the guest played stays theirs.
 */
import { randomUUID } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';
import type { Counters } from './counters.ts';
import { shownName, usernameKey, whyNameRefused } from './usernames.ts';

export interface SignInLimit {
  /** Attempts on one account in a window, e.g. 10. */
  readonly max: number;
  /** The window, in seconds, e.g. 300. */
  readonly windowSeconds: number;
}

/** Where an account's placeholder address points: a reserved domain that never receives mail. */
const NO_MAIL = 'players.matchday.invalid';

export function matchdayAccounts(counters: Counters, perAccount: SignInLimit) {
  return {
    id: 'matchday-accounts',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware((ctx) =>
            Promise.resolve().then(() => {
              const body = (ctx.body ?? {}) as Record<string, unknown>;
              const name = checkedName(body.username);
              const email = `${randomUUID()}@${NO_MAIL}`;
              return { context: { body: { ...body, email, ...named(name) } } };
            }),
          ),
        },
        {
          // Renaming goes through the same check; the placeholder address never changes.
          matcher: (ctx) => ctx.path === '/update-user' || ctx.path === '/change-email',
          handler: createAuthMiddleware((ctx) =>
            Promise.resolve().then(() => {
              if (ctx.path === '/change-email') throw refused('Accounts hold no e-mail address.');
              const body = (ctx.body ?? {}) as Record<string, unknown>;
              if (body.username === undefined && body.name === undefined) return undefined;
              const name = checkedName(body.username ?? body.name);
              return { context: { body: { ...body, ...named(name) } } };
            }),
          ),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/anonymous',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx, { disableRefresh: true });
            if (session && !(session.user as { isAnonymous?: boolean | null }).isAnonymous)
              throw refused('Signed in already: sign out first to play as a guest.', 'SIGNED_IN');
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/username',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (typeof body.username !== 'string') return;
            const key = `account:${usernameKey(body.username)}`;
            const count = await counters.increment(key, perAccount.windowSeconds);
            if (count > perAccount.max) {
              const minutes = Math.ceil(perAccount.windowSeconds / 60);
              throw new APIError('TOO_MANY_REQUESTS', {
                message: `Too many sign-in attempts for this account; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
                code: 'TOO_MANY_ATTEMPTS',
              });
            }
          }),
        },
      ],
    },
    endpoints: {
      claimAccount: createAuthEndpoint(
        '/account/claim',
        {
          method: 'POST',
          body: z.object({ username: z.string() }),
          use: [sessionMiddleware],
        },
        async (ctx) => {
          const { user } = ctx.context.session;
          if (!(user as { isAnonymous?: boolean | null }).isAnonymous)
            throw refused('This is an account already.');
          const passkeys = await ctx.context.adapter.count({
            model: 'passkey',
            where: [{ field: 'userId', value: user.id }],
          });
          if (passkeys === 0) throw refused('Add a passkey first: it is how you will sign in.');
          const name = checkedName(ctx.body.username);
          const taken = await ctx.context.adapter.findOne({
            model: 'user',
            where: [{ field: 'username', value: usernameKey(name) }],
          });
          if (taken)
            throw refused('That name is taken; choose another.', 'USERNAME_IS_ALREADY_TAKEN');
          const updated = await ctx.context.internalAdapter.updateUser(user.id, {
            name,
            username: usernameKey(name),
            displayUsername: name,
            isAnonymous: false,
          });
          // A new session, every earlier one ended: a guest cookie planted by someone else
          // (session fixation) does not become this account's.
          await ctx.context.internalAdapter.deleteUserSessions(user.id);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user: updated });
          return ctx.json({ user: { id: updated.id, name } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/** The fields that carry an account's name: shown as typed, unique by its key. */
function named(name: string) {
  return { name, username: name, displayUsername: name };
}

function checkedName(given: unknown): string {
  if (typeof given !== 'string') throw refused('Choose a name.');
  const why = whyNameRefused(given);
  if (why !== undefined) throw refused(why, 'BAD_NAME');
  return shownName(given);
}

function refused(message: string, code = 'REFUSED'): APIError {
  return new APIError('BAD_REQUEST', { message, code });
}
