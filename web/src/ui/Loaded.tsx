/** Shows a loading line, an error, or the loaded content of an API call. */
import type { ReactElement, ReactNode } from 'react';
import type { Loading } from '../api/useApi.ts';
import { ErrorNotice } from './ErrorNotice.tsx';

interface LoadedProps<T> {
  readonly state: Loading<T>;
  readonly what: string;
  readonly children: (value: T) => ReactNode;
}

export function Loaded<T>({ state, what, children }: LoadedProps<T>): ReactElement {
  if (state.ok === 'loading') return <p role="status">Loading {what}…</p>;
  if (!state.ok) return <ErrorNotice error={state.error} />;
  return <>{children(state.value)}</>;
}
