/**
 * A table: joins with the seat tokens this browser holds (or, after an invite link, with the
 * link's token alone until the server seats it), shows the seat that must act (hot-seat),
 * covers the table between players when the game hides information, lets the host give a
 * seat a new link, and follows a rematch to its new table.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { api, type ApiError } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import type { JoinedTable, LegalChoice, StopSetting } from '../protocol.ts';
import { latest } from '../table/feed.ts';
import { mustPassDevice, seatToShow } from '../table/hotseat.ts';
import { PassDevice } from '../table/PassDevice.tsx';
import { Joining } from '../table/Joining.tsx';
import { SeatRefused } from '../table/SeatRefused.tsx';
import {
  carryOver,
  dropSeat,
  dropTokens,
  forgetRefused,
  heldSeats,
  holdInvite,
  holdToken,
  inviteFromLocation,
  keepJoined,
  loadHeld,
  pruneSeats,
  tokenOf,
} from '../table/seatTokens.ts';
import { loadStop, saveStop } from '../table/stopSetting.ts';
import { TableShell } from '../table/TableShell.tsx';
import { usePassAtOnce } from '../table/usePassAtOnce.ts';
import { useTable } from '../table/useTable.ts';
import { seatLabel } from '../table/words.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';

export function TablePage(): ReactElement {
  const { id = '' } = useParams();
  return <Table key={id} tableId={id} />;
}

function Table({ tableId }: { tableId: string }): ReactElement {
  const navigate = useNavigate();
  const location = useLocation();
  const [held, setHeld] = useState(() => loadHeld(tableId));
  // An invite link's seat and token: tried alone, and kept only once the server seats it.
  const [invite, setInvite] = useState(() => inviteFromLocation(location.search, location.hash));
  // Why an invite link or this browser's seats were refused: shown above the watched table.
  const [lost, setLost] = useState<ApiError | null>(null);
  const [handled, setHandled] = useState<ApiError | null>(null);
  const table = useTable(tableId, invite ? [invite.token] : Object.values(held.tokens), {
    token: held.device,
    joined: (joined: JoinedTable) => {
      keepJoined(tableId, joined, invite);
      if (invite) {
        setInvite(null);
        setLost(null);
      }
      setHeld(loadHeld(tableId));
    },
  });
  const { connection, retryAt, retryNow, feed, failure, pending, offer, act, rematch } = table;
  const [stopSetting, setStopSetting] = useState<StopSetting>(() => loadStop());
  const games = useApi(api.games, 'games');
  const [shown, setShown] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<number | null>(null);
  const [askedRematch, setAskedRematch] = useState(false);

  // A link opened in this tab, now or later: the token leaves the address bar at once.
  useEffect(() => {
    const opened = inviteFromLocation(location.search, location.hash);
    if (!opened) return;
    setInvite(opened);
    setLost(null);
    void navigate(location.pathname, { replace: true });
  }, [location.search, location.hash, location.pathname, navigate]);

  // A refused link (never kept) or refused held tokens (let go): the table is watched instead.
  useEffect(() => {
    if (!failure || failure === handled) return;
    if (invite) {
      setInvite(null);
    } else if (forgetRefused(tableId, failure.code)) {
      setHeld(loadHeld(tableId));
    } else {
      return;
    }
    setHandled(failure);
    setLost(failure);
  }, [failure, handled, invite, tableId]);

  useEffect(() => {
    if (!offer) return;
    carryOver(tableId, offer.to);
    for (const { seat, token } of offer.tokens) holdToken(offer.to, seat, token);
    setHeld(loadHeld(tableId));
    if (askedRematch) void navigate(`/table/${offer.to}`);
  }, [offer, askedRematch, navigate, tableId]);

  // The seats come from the tokens held, not from the updates received so far: a second
  // seat's view must never show before the device has been handed over.
  const mine = heldSeats(held);
  usePassAtOnce(stopSetting, feed.seats, (seat) => tokenOf(held, seat), act);
  const newest = latest(feed);
  const seatCount = newest?.table.seats.length;
  useEffect(() => {
    if (seatCount !== undefined && pruneSeats(tableId, seatCount)) setHeld(loadHeld(tableId));
  }, [seatCount, tableId]);
  const next = seatToShow(mine, newest?.actors ?? [], shown);
  if (next !== shown) setShown(next);
  const seatFeed = feed.seats.get(next ?? -1);
  const shownToken = next === null ? undefined : tokenOf(held, next);
  const { describe } = table;
  const describeShown = useCallback(
    (version: number) => (shownToken ? describe(shownToken, version) : Promise.resolve(null)),
    [describe, shownToken],
  );
  const joining = (
    <Joining
      connection={connection}
      retryAt={retryAt}
      onRetry={retryNow}
      failure={failure ?? lost}
      onForget={() => {
        setInvite(null);
        dropTokens(tableId);
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
  const changeStop = (setting: StopSetting): void => {
    saveStop(setting);
    setStopSetting(setting);
    for (const seatToken of Object.values(held.tokens)) table.stop(seatToken, setting);
  };
  const host = held.host;
  const reissue = async (seat: number): Promise<ApiError | null> => {
    if (!host) return null;
    const reply = await api.reissue(tableId, host, seat);
    if (!reply.ok) return reply.error;
    holdInvite(tableId, { seat, invite: reply.value.invite });
    dropSeat(tableId, seat);
    setHeld(loadHeld(tableId));
    return null;
  };
  const notice = failure ? (
    <ErrorNotice error={failure} />
  ) : lost ? (
    <SeatRefused error={lost} />
  ) : null;
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
        notice={notice}
        onDescribe={describeShown}
        onWordsShown={table.showWords}
        {...(token
          ? {
              onChoose: choose,
              onRematch: askRematch,
              onContinue: () => {
                table.continueAt(token, update.table.version);
              },
            }
          : {})}
        {...(token && update.canUndo
          ? {
              onUndo: () => {
                table.undo(token, update.table.version);
              },
            }
          : {})}
        {...(token && update.table.windows
          ? { stop: { value: stopSetting, onChange: changeStop } }
          : {})}
        {...(host ? { onReissue: reissue } : {})}
      />
    </main>
  );
}
