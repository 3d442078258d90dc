/** The create form's seats: who plays each one and what it is called. */
import type { ReactElement } from 'react';
import { MAX_NAME_LENGTH } from '../protocol.ts';
import { isPlayer, PLAYERS, type SeatPlan } from './seatPlan.ts';

interface SeatRowsProps {
  readonly seats: readonly SeatPlan[];
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly onChange: (seats: readonly SeatPlan[]) => void;
}

export function SeatRows({ seats, minSeats, maxSeats, onChange }: SeatRowsProps): ReactElement {
  const edit = (index: number, change: Partial<SeatPlan>): void => {
    onChange(seats.map((seat, i) => (i === index ? { ...seat, ...change } : seat)));
  };
  return (
    <div className="seats">
      {seats.map((seat, i) => (
        <fieldset key={i} className="seat-row">
          <legend>Seat {i + 1}</legend>
          <div className="field">
            <label htmlFor={`seat-${i}-player`}>Who plays</label>
            <select
              id={`seat-${i}-player`}
              value={seat.player}
              onChange={(e) => {
                const value = e.currentTarget.value;
                if (isPlayer(value)) edit(i, { player: value });
              }}
            >
              {PLAYERS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.words}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`seat-${i}-name`}>Name</label>
            <input
              id={`seat-${i}-name`}
              type="text"
              maxLength={MAX_NAME_LENGTH}
              placeholder={`Seat ${i + 1}`}
              autoComplete="off"
              value={seat.name}
              onChange={(e) => {
                edit(i, { name: e.currentTarget.value });
              }}
            />
          </div>
          {seats.length > minSeats && (
            <button
              type="button"
              className="button button--quiet seat-row__remove"
              onClick={() => {
                onChange(seats.filter((_, j) => j !== i));
              }}
            >
              Remove seat {i + 1}
            </button>
          )}
        </fieldset>
      ))}
      {seats.length < maxSeats && (
        <button
          type="button"
          className="button"
          onClick={() => {
            onChange([...seats, { player: 'bot:normal', name: '' }]);
          }}
        >
          Add a seat
        </button>
      )}
    </div>
  );
}
