/**
 * The board's own buttons beside the pitch for the choices it does not draw: the roll, ending
 * the moves, a key event or letting it go, a keeper's high clearance, a window's moment let go,
 * a manager appointed. Labelled in the engine's words.
 */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { boardButtons } from './controls.ts';

interface ButtonsProps {
  readonly legal: readonly LegalChoice[];
  readonly onChoose: ((choice: LegalChoice) => void) | undefined;
}

export function Buttons({ legal, onChoose }: ButtonsProps): ReactElement | null {
  const buttons = boardButtons(legal);
  if (buttons.length === 0) return null;
  return (
    <div className="gz-buttons" role="group" aria-label="Your decision">
      {buttons.map((choice) => (
        <button
          key={choice.action}
          type="button"
          className={`button gz-button gz-button--${choice.info?.kind ?? 'other'}`}
          disabled={!onChoose}
          onClick={() => {
            onChoose?.(choice);
          }}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
