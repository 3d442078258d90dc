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
 * Waits for the guest being made for this page, if one is. Signing in or up meanwhile would race
 * it: the guest's request left without the account's cookie, and its answer, arriving last,
 * would leave the browser a new guest (the server refuses a guest to a request that carries an
 * account's session, but this one carries none).
 */
export async function guestMade(): Promise<void> {
  await guest;
}

export function useMe(): MeState {
  const session = authClient.useSession();
  const { data, isPending, error, refetch } = session;
  useEffect(() => {
    if (isPending || data || error) return;
    guest ??= authClient.signIn.anonymous().then(async () => {
      await refetch();
      // Signed out later, the page gets a new guest.
      guest = undefined;
    });
  }, [isPending, data, error, refetch]);
  return {
    me: meOf(data?.user),
    pending: isPending,
    refetch: () => {
      void refetch();
    },
  };
}
