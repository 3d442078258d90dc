/**
 * A table: joins with the seat tokens this browser holds (taking an invite link's token
 * first), shows the seat that must act (hot-seat), covers the table between players when the
 * game hides information, and follows a rematch to its new table.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import type { LegalChoice } from '../protocol.ts';
import { latest } from '../table/feed.ts';
import { mustPassDevice, seatToShow } from '../table/hotseat.ts';
import { PassDevice } from '../table/PassDevice.tsx';
import { Joining } from '../table/Joining.tsx';
import {
  forgetTable,
  heldSeats,
  holdToken,
  inviteFromLocation,
  loadHeld,
  tokenOf,
} from '../table/seatTokens.ts';
import { TableShell } from '../table/TableShell.tsx';
import { useTable } from '../table/useTable.ts';
import { seatLabel } from '../table/words.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';

export function TablePage(): ReactElement {
  const { id = '' } = useParams();
  return <Table key={id} tableId={id} />;
}

/** Stores an invite link's token, then forgets the link so the token is not shared by accident. */
function takeInvite(tableId: string): ReturnType<typeof loadHeld> {
  const invite = inviteFromLocation(window.location.search, window.location.hash);
  if (invite) {
    holdToken(tableId, invite.seat, invite.token);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return loadHeld(tableId);
}

function Table({ tableId }: { tableId: string }): ReactElement {
  const navigate = useNavigate();
  const [held, setHeld] = useState(() => takeInvite(tableId));
  const { connection, retryAt, retryNow, feed, failure, pending, offer, act, rematch } = useTable(
    tableId,
    Object.values(held.tokens),
  );
  const games = useApi(api.games, 'games');
  const [shown, setShown] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<number | null>(null);
  const [askedRematch, setAskedRematch] = useState(false);

  useEffect(() => {
    if (!offer) return;
    for (const { seat, token } of offer.tokens) holdToken(offer.to, seat, token);
    setHeld(loadHeld(tableId));
    if (askedRematch) void navigate(`/table/${offer.to}`);
  }, [offer, askedRematch, navigate, tableId]);

  // The seats come from the tokens held, not from the updates received so far: a second
  // seat's view must never show before the device has been handed over.
  const mine = heldSeats(held);
  const newest = latest(feed);
  const next = seatToShow(mine, newest?.actors ?? [], shown);
  if (next !== shown) setShown(next);
  const seatFeed = feed.seats.get(next ?? -1);
  const joining = (
    <Joining
      connection={connection}
      retryAt={retryAt}
      onRetry={retryNow}
      failure={failure}
      onForget={() => {
        forgetTable(tableId);
        setHeld(loadHeld(tableId));
      }}
    />
  );
  if (!newest) return joining;
  const game = newest.table.game;
  const info = games.ok === true ? games.value.find((g) => g.id === game) : undefined;
  const hidden = info?.hiddenInformation ?? true;
  if (mustPassDevice(hidden, mine.length, next, revealed) && next !== null) {
    const name = seatLabel(newest.table.seats, next);
    return (
      <PassDevice
        name={name}
        onReveal={() => {
          setRevealed(next);
        }}
      />
    );
  }
  if (!seatFeed) return joining;
  const update = seatFeed.update;
  const token = next === null ? undefined : tokenOf(held, next);
  const choose = (choice: LegalChoice): void => {
    if (token) act(token, choice.action, update.table.version);
  };
  const askRematch = (): void => {
    if (!token) return;
    setAskedRematch(true);
    rematch(token);
  };
  return (
    <main className="page page--wide" id="main">
      <TableShell
        update={update}
        log={seatFeed.log}
        mine={mine}
        invites={held.invites}
        connection={connection}
        retryAt={retryAt}
        onRetry={retryNow}
        busy={pending || connection !== 'live'}
        notice={failure ? <ErrorNotice error={failure} /> : null}
        {...(token ? { onChoose: choose, onRematch: askRematch } : {})}
      />
    </main>
  );
}
