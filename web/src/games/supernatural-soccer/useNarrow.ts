/** Whether the screen is narrow (a phone held upright): the field then stands upright. */
import { useSyncExternalStore } from 'react';

const NARROW = '(max-width: 40rem)';

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', changed);
  return () => {
    query.removeEventListener('change', changed);
  };
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
