/** Loads one API resource for a component, again whenever `key` changes. */
import { useEffect, useEffectEvent, useState } from 'react';
import type { Reply } from './http.ts';

export type Loading<T> = { readonly ok: 'loading' } | Reply<T>;

export function useApi<T>(load: () => Promise<Reply<T>>, key: string): Loading<T> {
  const [state, setState] = useState<Loading<T>>({ ok: 'loading' });
  // `load` is a fresh closure on every render; `key` says when it means something new.
  const loadLatest = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    setState({ ok: 'loading' });
    void loadLatest().then((reply) => {
      if (live) setState(reply);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
