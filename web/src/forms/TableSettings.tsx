/**
 * The create form's table settings: the time control (a turn timer in seconds, or days per
 * move for a game over days), a response window's countdown (for a game with windows) and
 * whether the table is in the lobby.
 */
import type { ReactElement } from 'react';
import {
  CORRESPONDENCE_DAYS,
  DAY_SECONDS,
  MAX_TURN_SECONDS,
  MAX_WINDOW_SECONDS,
} from '../protocol.ts';
import { WholeNumberInput } from './WholeNumberInput.tsx';

interface TableSettingsProps {
  /** Seconds per decision, 0 = no timer, e.g. 60; whole days for a game over days, e.g. 86400. */
  readonly turnSeconds: number;
  readonly listed: boolean;
  /** Only friend seats can be offered in the lobby. */
  readonly hasFriend: boolean;
  readonly onTurnSeconds: (seconds: number) => void;
  readonly onListed: (listed: boolean) => void;
  /** A game with response windows: their countdown in seconds, e.g. 10, and its setter. */
  readonly responseWindow?: {
    readonly seconds: number;
    readonly onChange: (seconds: number) => void;
  };
}

export function TableSettings(props: TableSettingsProps): ReactElement {
  const { turnSeconds, listed, hasFriend, onTurnSeconds, onListed, responseWindow } = props;
  const days = turnSeconds >= DAY_SECONDS ? turnSeconds / DAY_SECONDS : 0;
  return (
    <section className="panel" aria-labelledby="table-title">
      <h2 id="table-title" className="panel__title">
        Table
      </h2>
      <div className="fields">
        <div className="field">
          <label htmlFor="time-control">Time control</label>
          <select
            id="time-control"
            value={days}
            aria-describedby="time-control-hint"
            onChange={(e) => {
              onTurnSeconds(Number(e.currentTarget.value) * DAY_SECONDS);
            }}
          >
            <option value={0}>Live</option>
            {CORRESPONDENCE_DAYS.map((d) => (
              <option key={d} value={d}>
                {d === 1 ? '1 day' : `${String(d)} days`} per move
              </option>
            ))}
          </select>
          <p id="time-control-hint" className="field__hint">
            Over days, each move may take that long; your games are under Your move.
          </p>
        </div>
        {days === 0 && (
          <div className="field">
            <label htmlFor="turn-seconds">Turn timer (seconds)</label>
            <WholeNumberInput
              id="turn-seconds"
              min={0}
              max={MAX_TURN_SECONDS}
              value={turnSeconds}
              describedBy="turn-seconds-hint"
              onChange={onTurnSeconds}
            />
            <p id="turn-seconds-hint" className="field__hint">
              0 = no timer. When time runs out, a bot decides for the player, or at a rated table
              they lose.
            </p>
          </div>
        )}
        {responseWindow && (
          <div className="field">
            <label htmlFor="window-seconds">Response window (seconds)</label>
            <WholeNumberInput
              id="window-seconds"
              min={1}
              max={MAX_WINDOW_SECONDS}
              value={responseWindow.seconds}
              describedBy="window-seconds-hint"
              onChange={responseWindow.onChange}
            />
            <p id="window-seconds-hint" className="field__hint">
              How long everyone waits at a moment to respond, whoever holds a card; then whoever has
              not answered passes.
            </p>
          </div>
        )}
        <div className="field field--check">
          <input
            id="listed"
            type="checkbox"
            checked={listed && hasFriend}
            disabled={!hasFriend}
            aria-describedby="listed-hint"
            onChange={(e) => {
              onListed(e.currentTarget.checked);
            }}
          />
          <label htmlFor="listed">List in the lobby</label>
          <p id="listed-hint" className="field__hint">
            Anyone can then take a friend seat from the lobby
            {hasFriend ? '' : ' (add a friend seat first)'}.
          </p>
        </div>
      </div>
    </section>
  );
}
