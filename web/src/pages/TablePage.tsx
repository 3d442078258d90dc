/**
 * A table: joins with the seat tokens this browser holds (or, after an invite link, with the
 * link's token alone until the server seats it), shows the seat that must act (hot-seat),
 * covers the table between players when the game hides information, lets the host give a
 * seat a new link, and follows a rematch to its new table.
 */
import { useCallback, useState, type ReactElement } from 'react';
import { SeatsHere } from '../account/SeatsHere.tsx';
import { useParams } from 'react-router';
import { api } from '../api/http.ts';
import { useApi, type Loading } from '../api/useApi.ts';
import type { GameInfo, LegalChoice, StopSetting, TableUpdate } from '../protocol.ts';
import { latest, type SeatFeed } from '../table/feed.ts';
import { mustPassDevice, seatToShow, seesWith } from '../table/hotseat.ts';
import { PassDevice } from '../table/PassDevice.tsx';
import { Joining } from '../table/Joining.tsx';
import { SeatRefused } from '../table/SeatRefused.tsx';
import { heldSeats, tokenOf, type HeldSeats } from '../table/seatTokens.ts';
import { loadStop, saveStop } from '../table/stopSetting.ts';
import { TableShell, type TableShellProps } from '../table/TableShell.tsx';
import type { Describe } from '../table/useChoices.ts';
import { usePassAtOnce } from '../table/usePassAtOnce.ts';
import { useTable, type TableFeed } from '../table/useTable.ts';
import { seatLabel } from '../table/words.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import {
  useHeldSeats,
  useInviteLink,
  useLetGoRefused,
  usePruneSeats,
  useRematchOffer,
  type Holding,
} from './useHeldSeats.ts';

export function TablePage(): ReactElement {
  const { id = '' } = useParams();
  return <Table key={id} tableId={id} />;
}

function Table({ tableId }: { tableId: string }): ReactElement {
  const holding = useHeldSeats(tableId);
  const { held } = holding;
  const table = useTable(tableId, holding.tokens, holding.device);
  const { connection, retryAt, retryNow, feed, failure } = table;
  const stop = useStopSetting(held, table.stop);
  const games = useApi(api.games, 'games');
  useInviteLink(holding.open);
  useLetGoRefused(failure, holding.letGo);
  const askedRematch = useRematchOffer(tableId, table.offer, holding.reload);
  // The seats come from the tokens held, not from the updates received so far: a second
  // seat's view must never show before the device has been handed over.
  const mine = heldSeats(held);
  usePassAtOnce(stop.value, feed.seats, (seat) => tokenOf(held, seat), table.act);
  const newest = latest(feed);
  usePruneSeats(tableId, newest?.table.seats.length, holding.reload);
  const next = useShownSeat(mine, newest?.actors ?? []);
  const [revealed, setRevealed] = useState<number | null>(null);
  const token = next === null ? undefined : tokenOf(held, next);
  const describeShown = useDescribeShown(table.describe, token);
  const joining = (
    <Joining
      connection={connection}
      retryAt={retryAt}
      onRetry={retryNow}
      failure={failure ?? holding.lost}
      onForget={holding.forget}
    />
  );
  if (!newest) return joining;
  const hidden = hidesInformation(games, newest.table.game);
  const teamsShareHands = shareHands(games, newest.table.game);
  const teams = newest.table.teams;
  const cover = {
    hiddenInformation: hidden,
    teamsShareHands,
    held: mine,
    teams,
    shown: next,
    revealed,
  };
  if (mustPassDevice(cover) && next !== null) {
    const name = seatLabel(newest.table.seats, next);
    const side = seesWith(cover).map((seat) => seatLabel(newest.table.seats, seat));
    return (
      <PassDevice
        name={name}
        side={side}
        onReveal={() => {
          setRevealed(next);
        }}
      />
    );
  }
  const seatFeed = feed.seats.get(next ?? -1);
  if (!seatFeed) return joining;
  return (
    <SeatTable
      seatFeed={seatFeed}
      mine={mine}
      holding={holding}
      table={table}
      token={token}
      stop={stop}
      onDescribe={describeShown}
      onAskedRematch={askedRematch}
    />
  );
}

/** The shown seat's table, with the controls its token gives (none for a spectator). */
function SeatTable(props: {
  readonly seatFeed: SeatFeed;
  readonly mine: readonly number[];
  readonly holding: Holding;
  readonly table: TableFeed;
  readonly token: string | undefined;
  readonly stop: StopSetter;
  readonly onDescribe: Describe;
  readonly onAskedRematch: () => void;
}): ReactElement {
  const { seatFeed, holding, table, token } = props;
  const { update } = seatFeed;
  const { failure, connection } = table;
  const notice = failure ? (
    <ErrorNotice error={failure} />
  ) : holding.lost ? (
    <SeatRefused error={holding.lost} />
  ) : null;
  const reissue = holding.reissue;
  return (
    <main className="page page--wide" id="main">
      <SeatsHere tableId={update.table.id} holding={props.mine.length > 0} />
      <TableShell
        update={update}
        log={seatFeed.log}
        mine={props.mine}
        invites={holding.held.invites}
        connection={connection}
        retryAt={table.retryAt}
        onRetry={table.retryNow}
        busy={table.pending || connection !== 'live'}
        notice={notice}
        onDescribe={props.onDescribe}
        onWordsShown={table.showWords}
        {...(token ? seatControls(table, token, update, props.stop, props.onAskedRematch) : {})}
        {...(reissue ? { onReissue: reissue } : {})}
      />
    </main>
  );
}

type SeatControls = Pick<
  TableShellProps,
  'onChoose' | 'onRematch' | 'onContinue' | 'onUndo' | 'stop'
>;

/** What the seat holding `token` may do at the table as `update` shows it. */
function seatControls(
  table: TableFeed,
  token: string,
  update: TableUpdate,
  stop: StopSetter,
  onAskedRematch: () => void,
): SeatControls {
  const version = update.table.version;
  return {
    onChoose: (choice: LegalChoice) => {
      table.act(token, choice.action, version);
    },
    onRematch: () => {
      onAskedRematch();
      table.rematch(token);
    },
    onContinue: () => {
      table.continueAt(token, version);
    },
    ...(update.canUndo
      ? {
          onUndo: () => {
            table.undo(token, version);
          },
        }
      : {}),
    ...(update.table.windows ? { stop: { value: stop.value, onChange: stop.change } } : {}),
  };
}

interface StopSetter {
  readonly value: StopSetting;
  /** Keeps the setting on this device and tells it for every seat held here. */
  readonly change: (setting: StopSetting) => void;
}

/** This device's stop setting at windows (see stopSetting.ts). */
function useStopSetting(held: HeldSeats, tell: TableFeed['stop']): StopSetter {
  const [value, setValue] = useState<StopSetting>(() => loadStop());
  const change = (setting: StopSetting): void => {
    saveStop(setting);
    setValue(setting);
    for (const seatToken of Object.values(held.tokens)) tell(seatToken, setting);
  };
  return { value, change };
}

/** The seat whose view is shown: one of `mine`, following the actors (hot-seat). */
function useShownSeat(mine: readonly number[], actors: readonly number[]): number | null {
  const [shown, setShown] = useState<number | null>(null);
  const next = seatToShow(mine, actors, shown);
  if (next !== shown) setShown(next);
  return next;
}

/** The words of a long legal list, for the shown seat's token (none for a spectator). */
function useDescribeShown(describe: TableFeed['describe'], token: string | undefined): Describe {
  return useCallback(
    (version: number) => (token ? describe(token, version) : Promise.resolve(null)),
    [describe, token],
  );
}

/** Whether the game hides information (true until the catalogue says otherwise). */
function hidesInformation(games: Loading<GameInfo[]>, game: string): boolean {
  const info = games.ok === true ? games.value.find((g) => g.id === game) : undefined;
  return info?.hiddenInformation ?? true;
}

/** Whether teammates see each other's hands (false until the catalogue says otherwise). */
function shareHands(games: Loading<GameInfo[]>, game: string): boolean {
  const info = games.ok === true ? games.value.find((g) => g.id === game) : undefined;
  return info?.teamsShareHands ?? false;
}
