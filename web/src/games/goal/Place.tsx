/** A lit place on the table: a real button that plays the picked card's move there. */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import type { Controls } from './choices.ts';

export function Place(props: {
  choice: LegalChoice;
  controls: Controls;
  words: string;
  /** The target's kind, for tests and styles, e.g. 'add'. */
  move: string;
  className: string;
}): ReactElement {
  const { choice, controls, words, move, className } = props;
  return (
    <button
      type="button"
      className={`goal-target ${className}`}
      data-move={move}
      disabled={controls.busy}
      onClick={() => {
        controls.play?.(choice);
      }}
    >
      {words}
    </button>
  );
}
