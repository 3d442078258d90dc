/**
 * Who this browser is: its session's user, and a guest made on the first visit that has
 * none (anyone plays at once; signing up later carries the guest over).
 */
import { useEffect } from 'react';
import { authClient, meOf, type Me } from './client.ts';

export interface MeState {
  /** Null while the session loads, or if even a guest could not be made. */
  readonly me: Me | null;
  readonly pending: boolean;
  refetch(): void;
}

/**
 * The one guest this page asks for, however many components want one: two requests at once
 * would make two guests.
 */
let guest: Promise<unknown> | undefined;

/**
 * Settled once this page knows who it is: its session has loaded and, where it had none, the
 * guest asked for is made (or could not be). Until then no guest is being made yet, so waiting
 * on `guest` alone would not be enough: a sign-up sent while the first session was still
 * loading left without a cookie, and the guest asked for a moment later arrived last and left
 * the browser a guest (a browser test caught it under load).
 */
let settle: () => void = () => {};
const known = new Promise<void>((resolve) => {
  settle = resolve;
});

/**
 * Waits until this page knows who it is, and for the guest being made for it, if one is.
 * Signing in or up meanwhile would race the guest: its request left without the account's
 * cookie, and its answer, arriving last, would leave the browser a new guest (the server
 * refuses a guest to a request that carries an account's session, but this one carries none).
 */
export async function guestMade(): Promise<void> {
  await known;
  await guest;
}

export function useMe(): MeState {
  const session = authClient.useSession();
  const { data, isPending, error, refetch } = session;
  useEffect(() => {
    if (isPending) return;
    if (data || error) {
      settle();
      return;
    }
    guest ??= authClient.signIn
      .anonymous()
      .then(async () => {
        await refetch();
        // Signed out later, the page gets a new guest.
        guest = undefined;
      })
      .finally(settle);
  }, [isPending, data, error, refetch]);
  return {
    me: meOf(data?.user),
    pending: isPending,
    refetch: () => {
      void refetch();
    },
  };
}
