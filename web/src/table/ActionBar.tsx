/**
 * The shown seat's legal actions as plain buttons, in the engine's order: every decision is
 * reachable here by keyboard, whatever the board offers by clicking.
 */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../protocol.ts';

interface ActionBarProps {
  readonly legal: readonly LegalChoice[];
  readonly words: (label: string) => string;
  readonly onChoose: (choice: LegalChoice) => void;
  readonly busy: boolean;
  /** Who must decide, when it is not this seat, e.g. 'Ana'. */
  readonly waitingFor: string | null;
  /** Takes back this seat's last step; absent while it has none it may take back. */
  readonly onUndo?: () => void;
}

export function ActionBar({
  legal,
  words,
  onChoose,
  busy,
  waitingFor,
  onUndo,
}: ActionBarProps): ReactElement {
  return (
    <section className="panel actions" aria-labelledby="actions-title">
      <h2 id="actions-title" className="panel__title">
        Your move
      </h2>
      {legal.length === 0 ? (
        <p className="actions__wait">
          {waitingFor ? `Waiting for ${waitingFor}…` : 'Nothing to decide.'}
        </p>
      ) : (
        <ul className="actions__list">
          {legal.map((choice) => (
            <li key={choice.action}>
              <button
                type="button"
                className="button actions__button"
                disabled={busy}
                data-action={choice.action}
                onClick={() => {
                  onChoose(choice);
                }}
              >
                {words(choice.label)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {onUndo && (
        <button
          type="button"
          className="button button--quiet actions__undo"
          disabled={busy}
          aria-keyshortcuts="Control+Z Meta+Z"
          title="Take back your last move (Ctrl+Z)"
          onClick={onUndo}
        >
          Undo
        </button>
      )}
    </section>
  );
}
