/**
 * The app's one better-auth client, on the same origin as the page (/api/auth): guests,
 * names and passwords, passkeys, and the server's own account step (claim.ts).
 */
import { passkeyClient } from '@better-auth/passkey/client';
import { anonymousClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  plugins: [anonymousClient(), usernameClient(), passkeyClient()],
});

/** A session's user as the app shows it. */
export interface Me {
  readonly id: string;
  /** The account's name as typed at sign-up, or 'Guest'. */
  readonly name: string;
  readonly guest: boolean;
}

/** Who the session belongs to, from better-auth's session user. */
export function meOf(
  user:
    | { id: string; name: string; displayUsername?: string | null; isAnonymous?: boolean | null }
    | undefined,
): Me | null {
  if (!user) return null;
  return { id: user.id, name: user.displayUsername ?? user.name, guest: !!user.isAnonymous };
}
