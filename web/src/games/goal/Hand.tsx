/**
 * The viewer's own hand, face up. On a decision, a card with a legal move is a button: click
 * it to pick it (again to put it back), then click a lit place on the table or one of the
 * buttons here, which name the same places for the keyboard and for small screens.
 */
import type { ReactElement } from 'react';
import { CardFace } from './Card.tsx';
import { cardWords } from './cards.ts';
import { movesOf, type Controls } from './choices.ts';
import type { GoalView } from './view.ts';
import { pickedWords, targetWords } from './words.ts';

interface HandProps {
  readonly view: GoalView;
  readonly hand: readonly number[];
  readonly controls: Controls;
  /** Which copy of the picked card is shown picked, e.g. 2. */
  readonly slot: number | null;
  readonly onPick: (card: number, slot: number) => void;
  readonly onPutBack: () => void;
}

export function Hand(props: HandProps): ReactElement {
  const { view, hand, controls, slot, onPick, onPutBack } = props;
  const { choices, selected, busy, play } = controls;
  const side = view.sideOf[view.viewer] ?? 0;
  const deciding = play !== undefined && choices.moves.length > 0;
  const moves = selected === null ? [] : movesOf(choices, selected);
  return (
    <section
      className={`goal-hand${deciding ? ' goal-hand--deciding' : ''}`}
      aria-labelledby="goal-hand-title"
    >
      <div className="goal-hand__head">
        <h3 id="goal-hand-title" className="goal-hand__title">
          Your hand <span className="goal-hand__count">({hand.length})</span>
        </h3>
        <p className="goal-hand__hint" aria-live="polite">
          {deciding ? pickedWords(selected) : ''}
        </p>
      </div>
      <ul className="goal-hand__cards">
        {hand.map((card, i) => {
          const playable = deciding && movesOf(choices, card).length > 0;
          const picked =
            selected === card && (slot === i || (slot === null && hand.indexOf(card) === i));
          return (
            <li key={`${card}-${i}`}>
              {deciding ? (
                <button
                  type="button"
                  className={`goal-handcard${picked ? ' goal-handcard--picked' : ''}`}
                  aria-pressed={picked}
                  data-card={card}
                  data-playable={playable ? 'yes' : 'no'}
                  disabled={busy || !playable}
                  onClick={() => {
                    if (picked) onPutBack();
                    else onPick(card, i);
                  }}
                >
                  <CardFace card={card} />
                  {/* The name, in words (the face drawn is hidden from screen readers). */}
                  <span className="visually-hidden">
                    {`${cardWords(card)}${playable ? (picked ? ', picked: put it back' : ', pick') : ''}`}
                  </span>
                </button>
              ) : (
                <span className="goal-handcard goal-handcard--still" data-card={card}>
                  <CardFace card={card} />
                  <span className="visually-hidden">{cardWords(card)}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {selected !== null && moves.length > 0 && (
        <div className="goal-hand__moves" role="group" aria-label={`Play ${cardWords(selected)}`}>
          {moves.map((move) => (
            <button
              key={move.choice.action}
              type="button"
              className="button button--primary goal-hand__move"
              data-move={move.target.kind}
              disabled={busy}
              onClick={() => {
                play?.(move.choice);
              }}
            >
              {targetWords(move.target, view, side)}
            </button>
          ))}
          <button type="button" className="button button--quiet" onClick={onPutBack}>
            Put it back
          </button>
        </div>
      )}
    </section>
  );
}
