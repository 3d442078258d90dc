/**
 * The "rated or casual" choice of a new table: a rated game moves its players' ratings, and
 * is rated only when every seat is a signed-in player (or a guest) or a bot. A rated table may
 * ask for a rating range around its host's rating (the server keeps it: ratings/abandons.ts),
 * and the field says what leaving a rated game costs.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { ratingsApi } from './api.ts';
import { RANGE_CHOICES } from './tableRatings.ts';

/** The signed-in player's cool-down in words while `asked`, or null (none, or not known). */
function useCoolDown(asked: boolean): string | null {
  const [words, setWords] = useState<string | null>(null);
  useEffect(() => {
    if (!asked) return undefined;
    let live = true;
    void ratingsApi.coolDown().then((reply) => {
      if (live) setWords(reply.ok ? reply.value.coolDown : null);
    });
    return () => {
      live = false;
    };
  }, [asked]);
  return asked ? words : null;
}

export function RatedField({
  rated,
  onChange,
  range = null,
  onRange,
  refused = null,
}: {
  readonly rated: boolean;
  readonly onChange: (rated: boolean) => void;
  /** ± this of the host's rating, or null: open to all. */
  readonly range?: number | null;
  readonly onRange?: (range: number | null) => void;
  /**
   * The words of a creation just refused for a cool-down: shown in the one cool-down notice
   * (the form shows no second one), the latest words the server gave.
   */
  readonly refused?: string | null;
}): ReactElement {
  const asked = useCoolDown(rated);
  const coolDown = rated ? (refused ?? asked) : null;
  return (
    <>
      <div className="field field--check">
        <input
          id="rated"
          type="checkbox"
          checked={rated}
          aria-describedby="rated-hint"
          onChange={(e) => {
            onChange(e.currentTarget.checked);
          }}
        />
        <label htmlFor="rated">Rated game</label>
        <p id="rated-hint" className="field__hint">
          The result moves each player’s rating (a game against a bot counts half). Every person at
          the table must take their seat as a player; otherwise the game stays casual. Leaving a
          rated game (letting it be closed while it waits for you, or letting the clock play for you
          3 times in a row) counts as a loss; leaving 3 in 24 hours closes rated tables to you for
          an hour, longer each time after.
        </p>
      </div>
      {coolDown ? (
        <p className="notice" role={refused ? 'alert' : 'status'} data-code="cooling-down">
          {coolDown}
        </p>
      ) : null}
      {rated && onRange ? (
        <div className="field">
          <label htmlFor="rating-range">Players’ ratings</label>
          <select
            id="rating-range"
            value={range === null ? '' : String(range)}
            aria-describedby="rating-range-hint"
            onChange={(e) => {
              const value = e.currentTarget.value;
              onRange(value === '' ? null : Number(value));
            }}
          >
            <option value="">Open to all</option>
            {RANGE_CHOICES.map((width) => (
              <option key={width} value={String(width)}>
                Within ±{width} of mine
              </option>
            ))}
          </select>
          <p id="rating-range-hint" className="field__hint">
            A player whose rating in this game is outside the range is refused a seat.
          </p>
        </div>
      ) : null}
    </>
  );
}
