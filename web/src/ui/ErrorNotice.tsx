/** A refusal or failure in words, with its stable code for bug reports. */
import type { ReactElement } from 'react';
import type { ApiError } from '../api/http.ts';

export function ErrorNotice({ error }: { error: ApiError }): ReactElement {
  return (
    <p className="notice notice--error" role="alert">
      {error.message} <span className="notice__code">({error.code})</span>
    </p>
  );
}
