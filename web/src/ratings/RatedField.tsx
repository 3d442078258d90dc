/**
 * The "rated or casual" choice of a new table: a rated game moves its players' ratings, and
 * is rated only when every seat is a signed-in player (or a guest) or a bot.
 */
import type { ReactElement } from 'react';

export function RatedField({
  rated,
  onChange,
}: {
  readonly rated: boolean;
  readonly onChange: (rated: boolean) => void;
}): ReactElement {
  return (
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
        the table must take their seat as a player; otherwise the game stays casual.
      </p>
    </div>
  );
}
