/**
 * The seats of friends, for the browser that created the table: each unopened seat's invite
 * link with a copy button and, with the host token, a "New link" button that retires the
 * seat's old link (sent to the wrong person, or opened on a lost device).
 */
import { useState, type ReactElement } from 'react';
import type { ApiError } from '../api/http.ts';
import type { SeatSummary } from '../protocol.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useCopy } from '../ui/useCopy.ts';
import type { Invite } from './seatTokens.ts';
import { seatLabel } from './words.ts';

interface InviteLinksProps {
  readonly invites: readonly Invite[];
  readonly seats: readonly SeatSummary[];
  /** Seats this browser plays: never offered a new link here. */
  readonly mine: readonly number[];
  /** Gives a seat a new link (the host only); resolves to the refusal, if any. */
  readonly onReissue?: (seat: number) => Promise<ApiError | null>;
}

export function InviteLinks({
  invites,
  seats,
  mine,
  onReissue,
}: InviteLinksProps): ReactElement | null {
  const friends = seats.filter(
    (s) =>
      s.kind === 'human' &&
      !mine.includes(s.seat) &&
      (onReissue !== undefined || invites.some((i) => i.seat === s.seat && !s.claimed)),
  );
  if (friends.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="invites-title">
      <h2 id="invites-title" className="panel__title">
        Invite friends
      </h2>
      <p className="panel__note">
        Send each friend their seat's link. The first device to open it plays that seat.
      </p>
      <ul className="invites">
        {friends.map((seat) => (
          <FriendSeat
            key={seat.seat}
            name={seatLabel(seats, seat.seat)}
            claimed={seat.claimed}
            path={invites.find((i) => i.seat === seat.seat)?.invite}
            {...(onReissue ? { onReissue: () => onReissue(seat.seat) } : {})}
          />
        ))}
      </ul>
    </section>
  );
}

interface FriendSeatProps {
  readonly name: string;
  readonly claimed: boolean;
  readonly path: string | undefined;
  readonly onReissue?: () => Promise<ApiError | null>;
}

function FriendSeat({ name, claimed, path, onReissue }: FriendSeatProps): ReactElement {
  const [error, setError] = useState<ApiError | null>(null);
  const [asking, setAsking] = useState(false);
  const reissue = (): void => {
    if (!onReissue) return;
    setAsking(true);
    void onReissue().then((refused) => {
      setAsking(false);
      setError(refused);
    });
  };
  return (
    <li className="invite">
      {claimed || path === undefined ? (
        <p className="invite__label">
          {name}: {claimed ? 'taken, on the device that opened the link' : 'no link yet'}
        </p>
      ) : (
        <InviteLink key={path} name={name} path={path} />
      )}
      {onReissue && (
        <button type="button" className="button" disabled={asking} onClick={reissue}>
          New link for {name}
        </button>
      )}
      {error && <ErrorNotice error={error} />}
    </li>
  );
}

function InviteLink({ name, path }: { name: string; path: string }): ReactElement {
  const url = new URL(path, window.location.origin).href;
  const { copied, copy } = useCopy(url);
  return (
    <>
      <label className="invite__label">
        {name}
        <input
          className="invite__url"
          readOnly
          value={url}
          onFocus={(e) => {
            e.currentTarget.select();
          }}
        />
      </label>
      <button type="button" className="button" onClick={copy}>
        {copied ? 'Copied' : `Copy ${name}'s link`}
      </button>
    </>
  );
}
