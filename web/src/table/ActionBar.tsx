/**
 * The shown seat's legal actions as plain buttons: every decision is reachable here by
 * keyboard, whatever the board offers by clicking. A long list is grouped by piece or card
 * (actionGroups.ts), each group a disclosure opened with Enter or Space, so that it no longer
 * drowns the page.
 */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../protocol.ts';
import { actionLines } from './actionGroups.ts';

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
          {actionLines(legal).map((line, i) =>
            line.kind === 'one' ? (
              <li key={line.choice.action}>
                <ChoiceButton choice={line.choice} words={words} onChoose={onChoose} busy={busy} />
              </li>
            ) : (
              <li key={line.key}>
                {/* A list of groups alone opens its first: something to press is in sight. */}
                <details className="actions__group" open={i === 0 ? true : undefined}>
                  <summary className="actions__summary">
                    {words(line.heading)}{' '}
                    {/* A count apart from the words, which may end on a card's '(2)'. */}
                    <span className="actions__count">
                      {line.choices.length}
                      <span className="visually-hidden"> choices</span>
                    </span>
                  </summary>
                  <ul className="actions__list actions__list--group">
                    {line.choices.map((choice) => (
                      <li key={choice.action}>
                        <ChoiceButton
                          choice={choice}
                          words={words}
                          onChoose={onChoose}
                          busy={busy}
                        />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
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

function ChoiceButton(props: {
  readonly choice: LegalChoice;
  readonly words: (label: string) => string;
  readonly onChoose: (choice: LegalChoice) => void;
  readonly busy: boolean;
}): ReactElement {
  const { choice, onChoose } = props;
  return (
    <button
      type="button"
      className="button actions__button"
      disabled={props.busy}
      data-action={choice.action}
      onClick={() => {
        onChoose(choice);
      }}
    >
      {props.words(choice.label)}
    </button>
  );
}
