/**
 * A finished game, move by move: the spectator's view after each action, with buttons and the
 * arrow keys to step forward and back.
 */
import { Suspense, useCallback, type ReactElement } from 'react';
import { useParams } from 'react-router';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { CompetitionOfTable } from '../competitions/CompetitionOfTable.tsx';
import { gameUi } from '../games/index.ts';
import { WithGameUi } from '../games/WithGameUi.tsx';
import type { ReplayFrames } from '../protocol.ts';
import { EndingNote } from '../ratings/EndControls.tsx';
import { useStepper } from '../replay/useStepper.ts';
import { WinLineChart } from '../replay/WinLineChart.tsx';
import { EventLog } from '../table/EventLog.tsx';
import { OutcomePanel } from '../table/OutcomePanel.tsx';
import { nameSeats, seatLabel } from '../table/words.ts';
import { Loaded } from '../ui/Loaded.tsx';

export function Replay(): ReactElement {
  const { id = '' } = useParams();
  const replay = useApi(() => api.replay(id), `replay:${id}`);
  return (
    <main className="page page--wide" id="main">
      <Loaded state={replay} what="the replay">
        {(frames) => <ReplayViewer replay={frames} />}
      </Loaded>
    </main>
  );
}

function ReplayViewer({ replay }: { replay: ReplayFrames }): ReactElement {
  const { table, frames } = replay;
  const { at, go } = useStepper(frames.length);
  const frame = frames[at];
  const last = frames.length - 1;
  const ui = gameUi(table.game);
  const words = (text: string): string => nameSeats(text, table.seats);
  const seatName = useCallback((seat: number) => seatLabel(table.seats, seat), [table.seats]);
  const log = frames.slice(1, at + 1).flatMap((f) => f.events);
  const move =
    frame && at > 0 ? `${seatLabel(table.seats, frame.seat)}: ${words(frame.label)}` : 'The start';
  return (
    <div className="table-page">
      <div className="table-page__status">
        <h1 className="table-page__title">Replay: {table.title}</h1>
        <CompetitionOfTable tableId={table.id} />
        <p className="table-page__turn" aria-live="polite">
          Move {at} of {last} — {move}
        </p>
      </div>
      <StepControls at={at} last={last} go={go} />
      <p className="panel__note">Use ← and → to step, Home and End to jump.</p>
      <div className="table-page__board">
        {frame && (
          <Suspense fallback={<p role="status">Loading the board…</p>}>
            <WithGameUi ui={ui}>
              {(loaded) =>
                loaded ? (
                  <loaded.Board
                    view={frame.view}
                    seats={table.seats}
                    legal={[]}
                    busy={false}
                    log={log}
                  />
                ) : (
                  <pre className="table-words">{words(frame.text)}</pre>
                )
              }
            </WithGameUi>
          </Suspense>
        )}
        {table.outcome && <WinLineChart tableId={table.id} at={at} seatName={seatName} go={go} />}
      </div>
      <div className="table-page__side">
        {at === last && table.outcome && (
          <OutcomePanel
            tableId={table.id}
            outcome={table.outcome}
            seats={table.seats}
            teams={table.teams}
            rematch={null}
            replayLink={false}
          />
        )}
        {at === last && table.status === 'abandoned' && (
          <EndingNote tableId={table.id} name={seatName} />
        )}
        <EventLog log={log} words={words} />
      </div>
    </div>
  );
}

/** Buttons and a slider to step through the moves, 0 (the start) to `last`. */
function StepControls(props: {
  readonly at: number;
  readonly last: number;
  readonly go: (at: number) => void;
}): ReactElement {
  const { at, last, go } = props;
  return (
    <div className="replay-controls" role="group" aria-label="Step through the game">
      <button
        type="button"
        className="button"
        onClick={() => {
          go(0);
        }}
        disabled={at === 0}
      >
        ◀◀ Start
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          go(at - 1);
        }}
        disabled={at === 0}
      >
        ◀ Back
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={at}
        aria-label="Move"
        onChange={(e) => {
          go(e.currentTarget.valueAsNumber);
        }}
      />
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          go(at + 1);
        }}
        disabled={at === last}
      >
        Forward ▶
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          go(last);
        }}
        disabled={at === last}
      >
        End ▶▶
      </button>
    </div>
  );
}
