/**
 * Who this browser is: its session's user, and a guest made on the first visit that has
 * none (anyone plays at once; signing up later carries the guest over).
 */
import { useEffect, useRef } from 'react';
import { authClient, meOf, type Me } from './client.ts';

export interface MeState {
  /** Null while the session loads, or if even a guest could not be made. */
  readonly me: Me | null;
  readonly pending: boolean;
  refetch(): void;
}

export function useMe(): MeState {
  const session = authClient.useSession();
  const asked = useRef(false);
  const { data, isPending, error, refetch } = session;
  useEffect(() => {
    if (isPending || data || error || asked.current) return;
    asked.current = true;
    void authClient.signIn.anonymous().then(() => refetch());
  }, [isPending, data, error, refetch]);
  return {
    me: meOf(data?.user),
    pending: isPending,
    refetch: () => {
      void refetch();
    },
  };
}
