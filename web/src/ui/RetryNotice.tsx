/**
 * A request the page asks again by itself (api/retry.ts), told while it waits: "The server is
 * busy; trying again in 6 s", counting down to the next ask. Each page names what the server
 * could not do just now in its own words.
 */
import type { ReactElement } from 'react';
import type { ApiError } from '../api/http.ts';
import { useNow } from '../table/ConnectionStatus.tsx';

/** A refusal the page asks again after, and when. */
export interface Waiting {
  /** When the next ask goes (Date.now() ms). */
  readonly retryAt: number;
  readonly error: ApiError;
}

/** What was refused, in words, by the refusal's code; "The server is busy" for any other. */
export type RetryWords = Partial<Record<ApiError['code'], string>>;

export function RetryNotice(props: Waiting & { readonly words: RetryWords }): ReactElement {
  const { retryAt, error, words } = props;
  const now = useNow(true);
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  return (
    <p className="notice" role="status" data-code={error.code}>
      {words[error.code] ?? 'The server is busy'}; trying again in {seconds} s.
    </p>
  );
}
