/**
 * What the game waits for, in words, with the decisions that are not a card put somewhere:
 * the Free Kick (GL-7) and passing in the closing phase (GL-8.5).
 */
import type { ReactElement } from 'react';
import type { Controls } from './choices.ts';
import type { GoalView } from './view.ts';
import { turnWords } from './words.ts';

interface TurnPanelProps {
  readonly view: GoalView;
  readonly names: readonly string[];
  readonly controls: Controls;
}

export function TurnPanel({ view, names, controls }: TurnPanelProps): ReactElement {
  const { choices, busy, play } = controls;
  const mine = play !== undefined && (choices.moves.length > 0 || choices.pass !== null);
  const buttons = [
    { choice: choices.freeKick, words: 'Take the Free Kick', kind: 'free-kick' },
    { choice: choices.pass, words: 'Pass', kind: 'pass' },
  ];
  return (
    <section
      className={`goal-turn${mine ? ' goal-turn--mine' : ''}${view.closing ? ' goal-turn--closing' : ''}`}
      aria-label="What happens now"
    >
      <p className="goal-turn__words" aria-live="polite">
        {turnWords(view, names, mine)}
      </p>
      {play && (
        <div className="goal-turn__buttons">
          {buttons.map(
            ({ choice, words, kind }) =>
              choice && (
                <button
                  key={kind}
                  type="button"
                  className={`button goal-turn__button goal-turn__button--${kind}`}
                  disabled={busy}
                  onClick={() => {
                    play(choice);
                  }}
                >
                  {words}
                </button>
              ),
          )}
        </div>
      )}
    </section>
  );
}
