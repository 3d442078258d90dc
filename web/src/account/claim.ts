/**
 * Signing up with a passkey: the guest this browser already is adds a passkey (named after
 * the account, so the device lists it by that name), then becomes an account under that name
 * (the server's POST /api/auth/account/claim), keeping everything it played.
 */
import type { AuthError } from './authWords.ts';
import { authClient } from './client.ts';
import { guestMade } from './useMe.ts';

export type Outcome = { readonly ok: true } | { readonly ok: false; readonly error: AuthError };

export async function signUpWithPasskey(name: string): Promise<Outcome> {
  // The guest the page is making, made first: asking for another here would make two.
  await guestMade();
  const session = await authClient.getSession();
  if (!session.data) {
    const guest = await authClient.signIn.anonymous();
    if (guest.error) return { ok: false, error: guest.error };
  } else if (!session.data.user.isAnonymous) {
    return {
      ok: false,
      error: { status: 400, message: 'Sign out first to make another account.' },
    };
  }
  const free = await authClient.isUsernameAvailable({ username: name });
  if (free.error) return { ok: false, error: free.error };
  if (!free.data.available)
    return { ok: false, error: { status: 400, code: 'USERNAME_IS_ALREADY_TAKEN' } };
  const added = await authClient.passkey.addPasskey({ name });
  if (added.error) return { ok: false, error: added.error };
  const claimed = await authClient.$fetch('/account/claim', {
    method: 'POST',
    body: { username: name },
  });
  if (claimed.error) return { ok: false, error: claimed.error };
  // The session is a new one (the server ends the guest's): every useSession reads it again.
  authClient.$store.notify('$sessionSignal');
  return { ok: true };
}
