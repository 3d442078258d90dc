/**
 * The board's own buttons beside the pitch for the choices it does not draw: the roll, ending
 * the moves, a key event or letting it go, a keeper's high clearance, a window's moment let go,
 * a manager appointed. Labelled in the engine's words, with the odds of a roll under the button
 * (the turn roll, a clearance, a cross: GZ-4.2, GZ-8.3, GZ-7.3), which describes it to a reader.
 */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { boardButtons, choiceOdds } from './controls.ts';

interface ButtonsProps {
  readonly legal: readonly LegalChoice[];
  readonly onChoose: ((choice: LegalChoice) => void) | undefined;
}

export function Buttons({ legal, onChoose }: ButtonsProps): ReactElement | null {
  const buttons = boardButtons(legal);
  if (buttons.length === 0) return null;
  return (
    <div className="gz-buttons" role="group" aria-label="Your decision">
      {buttons.map((choice) => {
        const odds = choiceOdds(choice);
        const oddsId = `gz-odds-${String(choice.action)}`;
        return (
          <div key={choice.action} className="gz-button-box">
            <button
              type="button"
              className={`button gz-button gz-button--${choice.info?.kind ?? 'other'}`}
              disabled={!onChoose}
              aria-describedby={odds ? oddsId : undefined}
              onClick={() => {
                onChoose?.(choice);
              }}
            >
              {choice.label}
            </button>
            {odds && (
              <small id={oddsId} className="gz-button__odds">
                {odds}
              </small>
            )}
          </div>
        );
      })}
    </div>
  );
}
