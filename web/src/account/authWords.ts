/**
 * An accounts refusal in words: better-auth answers a code and a message; people read a
 * sentence. The server's own messages (names, throttling) are already sentences and pass as
 * they are.
 */

/** What better-auth's client hands back on failure. */
export interface AuthError {
  readonly code?: string | undefined;
  readonly message?: string | undefined;
  readonly status: number;
}

const WORDS: Readonly<Record<string, string>> = {
  INVALID_USERNAME_OR_PASSWORD: 'That name and password do not match an account.',
  USERNAME_IS_ALREADY_TAKEN: 'That name is taken; choose another.',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'That name is taken; choose another.',
  PASSWORD_TOO_SHORT: 'A password needs at least 8 characters.',
  PASSWORD_TOO_LONG: 'That password is too long.',
  INVALID_ORIGIN: 'This page is not allowed to sign in here. Open Matchday from its own address.',
  SESSION_EXPIRED: 'Your session is too old for this. Sign in again, then try once more.',
  PASSKEY_NOT_FOUND: 'That passkey is not known here. Sign up with it first.',
  AUTHENTICATION_FAILED: 'The passkey could not sign you in.',
};

export function authWords(error: AuthError | null | undefined): string {
  if (!error) return 'Something went wrong. Try again.';
  if (error.status === 429)
    return error.message && /attempts/u.test(error.message)
      ? error.message
      : 'Too many attempts from your network. Wait a minute and try again.';
  const known = error.code === undefined ? undefined : WORDS[error.code];
  if (known) return known;
  if (error.status === 0)
    return 'The server cannot be reached. Check your connection and try again.';
  const message = error.message?.trim();
  return message ? message : 'Something went wrong. Try again.';
}

/** A browser's refusal of a passkey ceremony (cancelled, no authenticator …) in words. */
export function passkeyWords(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError') return 'The passkey was cancelled or timed out. Try again.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for this account.';
  if (name === 'NotSupportedError') return 'This browser cannot use passkeys.';
  return 'The passkey could not be used. Try again, or use a password.';
}
