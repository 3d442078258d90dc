/** The friend seats' invite links this browser created, each with a copy button. */
import { useState, type ReactElement } from 'react';
import type { SeatSummary } from '../protocol.ts';
import type { Invite } from './seatTokens.ts';
import { seatLabel } from './words.ts';

interface InviteLinksProps {
  readonly invites: readonly Invite[];
  readonly seats: readonly SeatSummary[];
}

export function InviteLinks({ invites, seats }: InviteLinksProps): ReactElement | null {
  const open = invites.filter(({ seat }) => !seats[seat]?.claimed);
  if (open.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="invites-title">
      <h2 id="invites-title" className="panel__title">
        Invite friends
      </h2>
      <p className="panel__note">
        Send each friend their seat's link. Whoever opens it plays that seat.
      </p>
      <ul className="invites">
        {open.map((invite) => (
          <InviteLink key={invite.seat} name={seatLabel(seats, invite.seat)} path={invite.invite} />
        ))}
      </ul>
    </section>
  );
}

function InviteLink({ name, path }: { name: string; path: string }): ReactElement {
  const [copied, setCopied] = useState(false);
  const url = new URL(path, window.location.origin).href;
  const copy = (): void => {
    void navigator.clipboard.writeText(url).then(
      () => {
        setCopied(true);
      },
      () => {
        setCopied(false);
      },
    );
  };
  return (
    <li className="invite">
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
    </li>
  );
}
