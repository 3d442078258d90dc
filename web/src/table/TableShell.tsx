/**
 * The table page around any game's board: status line (with the way to the game's rules),
 * players and scores, the board (or the table in words for a game without one), the legal
 * actions, invites, the event log and, at full time, the outcome (or, at a table closed for lack of play, that it was closed).
 * Spectators get the same page without any control, told that they watch; everyone gets the
 * spectator link.
 */
import { Suspense, useEffect, type ReactElement } from 'react';
import type { ApiError } from '../api/http.ts';
import { gameUi } from '../games/index.ts';
import type { GameUi } from '../games/types.ts';
import { WithGameUi } from '../games/WithGameUi.tsx';
import type { GameEvent, LegalChoice, StopSetting, TableUpdate } from '../protocol.ts';
import { CompetitionOfTable } from '../competitions/CompetitionOfTable.tsx';
import { AbandonedPanel } from './AbandonedPanel.tsx';
import { ActionBar } from './ActionBar.tsx';
import { Announcer } from './Announcer.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { EventLog } from './EventLog.tsx';
import { InviteLinks } from './InviteLinks.tsx';
import { OutcomePanel } from './OutcomePanel.tsx';
import { RulesLink } from './RulesLink.tsx';
import { Scoreboard } from './Scoreboard.tsx';
import { StopControl } from './StopControl.tsx';
import { TableBoard } from './TableBoard.tsx';
import type { Invite } from './seatTokens.ts';
import { SeatClocks } from './SeatClocks.tsx';
import { TurnTimer } from './TurnTimer.tsx';
import { isUndoKey, undoKeyEvent } from './undoKey.ts';
import { useChoices, type Describe } from './useChoices.ts';
import type { Connection } from './useTable.ts';
import { WatchPanel } from './WatchPanel.tsx';
import { WindowBanner } from './WindowBanner.tsx';
import { isSpectator } from './watching.ts';
import type { TableRatings } from '../../../src/server/ratings/wire.ts';
import { useTableRatings } from '../ratings/useTableRatings.ts';
import { EndControls } from '../ratings/EndControls.tsx';
import { nameSeats, seatLabel } from './words.ts';

export interface TableShellProps {
  readonly update: TableUpdate;
  readonly log: readonly GameEvent[];
  /** Seats this browser plays; empty for a spectator. */
  readonly mine: readonly number[];
  readonly invites: readonly Invite[];
  readonly connection: Connection;
  /** When the next try to reconnect is due, or null while none is waiting. */
  readonly retryAt: number | null;
  readonly onRetry: () => void;
  readonly busy: boolean;
  /** Absent for spectators: no controls at all. */
  readonly onChoose?: (choice: LegalChoice) => void;
  readonly onRematch?: () => void;
  /** The host's: gives a friend's seat a new link; resolves to the refusal, if any. */
  readonly onReissue?: (seat: number) => Promise<ApiError | null>;
  readonly notice: ReactElement | null;
  /** The words of a long legal list, fetched for the shown seat at a version. */
  readonly onDescribe?: Describe;
  /** Takes back the shown seat's last step; absent while it has none it may take back. */
  readonly onUndo?: () => void;
  /** Lets a window point go for the shown seat, stopped there with nothing to play. */
  readonly onContinue?: () => void;
  /** This device's stop setting, offered at tables of games with response windows. */
  readonly stop?: { readonly value: StopSetting; readonly onChange: (s: StopSetting) => void };
  /** Told whether the table in words is on screen: the server sends it only while it is. */
  readonly onWordsShown?: (shown: boolean) => void;
}

export function TableShell(props: TableShellProps): ReactElement {
  const { update, log, busy, onChoose } = props;
  const { table } = update;
  const ui = gameUi(table.game);
  const seats = table.seats;
  const words = (text: string): string => nameSeats(text, seats);
  const name = (seat: number): string => seatLabel(seats, seat);
  const choices = useChoices(update, props.onDescribe);
  const legal = onChoose ? choices : [];
  // A rated table's ratings beside the names, and the new ones at full time.
  const ratings = useTableRatings(table);
  useUndoKey(busy ? undefined : props.onUndo);
  return (
    <div className="table-page">
      <TableStatus {...props} name={name} />
      {props.notice}
      <Announcer log={log} window={update.window !== null} mine={props.mine} words={words} />
      <TablePanels {...props} words={words} ratings={ratings} />
      <TableBoard
        ui={ui}
        update={update}
        legal={legal}
        busy={busy}
        log={log}
        words={words}
        {...(onChoose ? { onChoose } : {})}
        {...(props.onWordsShown ? { onWordsShown: props.onWordsShown } : {})}
      />
      <TableSide {...props} ui={ui} legal={legal} words={words} name={name} ratings={ratings} />
    </div>
  );
}

/** The title, the way to the rules, whose turn it is, the turn timer and the connection. */
function TableStatus(
  props: TableShellProps & { readonly name: (seat: number) => string },
): ReactElement {
  const { update, mine, name } = props;
  const { table } = update;
  return (
    <div className="table-page__status">
      <h1 className="table-page__title">{table.title}</h1>
      <CompetitionOfTable tableId={table.id} />
      <RulesLink game={table.game} />
      {isSpectator(mine) && <span className="badge badge--watching">Watching</span>}
      <p className="table-page__turn">{turnWords(update, name, mine.length > 1)}</p>
      <TurnTimer timer={update.timer} name={name} />
      <SeatClocks table={table} timer={update.timer} name={name} />
      <ConnectionStatus
        connection={props.connection}
        retryAt={props.retryAt}
        onRetry={props.onRetry}
      />
    </div>
  );
}

/** What stands above the board at a moment of the table: a window's pause, a close, full time. */
function TablePanels(
  props: TableShellProps & {
    readonly words: (text: string) => string;
    readonly ratings: TableRatings | null;
  },
): ReactElement {
  const { update, onChoose, onContinue, onRematch } = props;
  const { table } = update;
  const pause = update.window;
  return (
    <>
      {pause && table.status === 'playing' && (
        <WindowBanner
          pause={pause}
          log={props.log}
          words={props.words}
          busy={props.busy}
          {...(onChoose
            ? {
                onPass: (action: number) => {
                  onChoose({ action, label: 'Pass' });
                },
              }
            : {})}
          {...(onContinue ? { onContinue } : {})}
        />
      )}
      {table.status === 'abandoned' && (
        <AbandonedPanel
          tableId={table.id}
          at={table.abandonedAt}
          name={(seat) => seatLabel(table.seats, seat)}
        />
      )}
      {table.outcome && (
        <OutcomePanel
          tableId={table.id}
          outcome={table.outcome}
          seats={table.seats}
          teams={table.teams}
          rematch={table.rematch}
          ratings={props.ratings}
          {...(onRematch ? { onRematch } : {})}
        />
      )}
    </>
  );
}

/** Beside the board: the legal actions, the stop setting, scores, invites, watching, the log. */
function TableSide(
  props: TableShellProps & {
    readonly ui: Promise<GameUi | null> | undefined;
    readonly legal: readonly LegalChoice[];
    readonly words: (text: string) => string;
    readonly name: (seat: number) => string;
    readonly ratings: TableRatings | null;
  },
): ReactElement {
  const { update, mine, busy, onChoose, onUndo, onReissue, stop, words } = props;
  const { table } = update;
  const seats = table.seats;
  // Hot-seat (#37): 'You' is the person on screen, not every seat this device holds.
  const you = mine.length > 1 ? [update.seat] : mine;
  const scoreboard = (scores: readonly number[] | null): ReactElement => (
    <Scoreboard
      seats={seats}
      scores={scores}
      actors={update.actors}
      mine={you}
      ratings={props.ratings}
    />
  );
  const waitingFor = update.actors
    .filter((seat) => seat !== update.seat)
    .map(props.name)
    .join(', ');
  return (
    <div className="table-page__side">
      {onChoose && table.status === 'playing' && (
        <ActionBar
          legal={props.legal}
          words={words}
          onChoose={onChoose}
          busy={busy}
          waitingFor={waitingFor || null}
          {...(onUndo ? { onUndo } : {})}
        />
      )}
      {stop && table.status === 'playing' && (
        <StopControl value={stop.value} onChange={stop.onChange} />
      )}
      {onChoose && table.status === 'playing' && mine.includes(update.seat) && (
        <EndControls
          tableId={table.id}
          seat={update.seat}
          name={props.name}
          teams={table.teams}
          log={props.log}
        />
      )}
      <Suspense fallback={scoreboard(null)}>
        <WithGameUi ui={props.ui}>
          {(loaded) => scoreboard(loaded?.scores?.(update.view) ?? null)}
        </WithGameUi>
      </Suspense>
      <InviteLinks
        invites={props.invites}
        seats={seats}
        mine={mine}
        {...(onReissue ? { onReissue } : {})}
      />
      <WatchPanel tableId={table.id} mine={mine} />
      <EventLog log={props.log} words={words} />
    </div>
  );
}

/** Ctrl+Z or Cmd+Z takes back the shown seat's last step, while it has one. */
function useUndoKey(onUndo: (() => void) | undefined): void {
  useEffect(() => {
    if (!onUndo) return undefined;
    const listener = (event: KeyboardEvent): void => {
      if (!isUndoKey(undoKeyEvent(event))) return;
      event.preventDefault();
      onUndo();
    };
    window.addEventListener('keydown', listener);
    return () => {
      window.removeEventListener('keydown', listener);
    };
  }, [onUndo]);
}

function turnWords(update: TableUpdate, name: (seat: number) => string, hotSeat: boolean): string {
  if (update.table.status === 'finished') return 'Full time';
  if (update.table.status === 'abandoned') return 'Closed';
  if (update.window && update.actors.length === 0) return 'A moment to respond';
  if (update.actors.includes(update.seat))
    return hotSeat ? `${name(update.seat)}, your turn` : 'Your turn';
  if (update.actors.length === 0) return '';
  return `${update.actors.map(name).join(', ')} to play`;
}
