/**
 * A refusal or failure in words: a plain sentence for its code, then the server's own words
 * when they say more. The stable code stays out of sight, in `data-code`, for bug reports.
 */
import type { ReactElement } from 'react';
import type { ApiError } from '../api/http.ts';
import { errorWords } from './errorWords.ts';

export function ErrorNotice({ error }: { error: ApiError }): ReactElement {
  const { sentence, detail } = errorWords(error);
  return (
    <p className="notice notice--error" role="alert" data-code={error.code}>
      {sentence}
      {detail && <span className="notice__detail"> {detail}</span>}
    </p>
  );
}
