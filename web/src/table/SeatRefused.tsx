/**
 * Why this browser watches a table it had a link for: the seat belongs to another device
 * ('seat-in-use'), or the link's token is not (or no longer) the seat's ('bad-token').
 */
import type { ReactElement } from 'react';
import type { ApiError } from '../api/http.ts';
import { errorWords } from '../ui/errorWords.ts';

export function SeatRefused({ error }: { error: ApiError }): ReactElement {
  const taken = error.code === 'seat-in-use';
  return (
    <section
      className="notice notice--error"
      role="alert"
      aria-labelledby="seat-refused"
      data-code={error.code}
    >
      <h2 id="seat-refused" className="notice__title">
        {taken ? 'This seat is already taken' : 'This link does not give you a seat'}
      </h2>
      <p>
        {taken
          ? 'Another device opened this seat’s link first — ask the host for a new link.'
          : errorWords(error).sentence}
      </p>
      <p>You are watching the table.</p>
    </section>
  );
}
