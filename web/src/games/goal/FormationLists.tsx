/**
 * The formation lists (GL-1.2, GL-1.3, GL-1.4: "always in view: one click away") in a dialog,
 * marking what the side's table has begun, what the viewer's hand could finish and what can
 * no longer be made. A reading aid: the moves themselves come from the legal choices.
 */
import { useRef, type ReactElement } from 'react';
import { MiniCard } from './Card.tsx';
import { cardWords, formationWords } from './cards.ts';
import { legendMarks, listsFor, type ListEntry, type Lists } from './lists.ts';
import type { GoalView } from './view.ts';
import './lists.css';

interface FormationListsProps {
  readonly view: GoalView;
  /** The side whose table the lists are read against. */
  readonly side: number;
  readonly sideName: string;
}

export function FormationLists({ view, side, sideName }: FormationListsProps): ReactElement {
  const dialog = useRef<HTMLDialogElement | null>(null);
  const lists = listsFor(view, side);
  const spectator = view.hand === null;
  return (
    <>
      <button
        type="button"
        className="button goal-bar__lists"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        Formation lists
      </button>
      <dialog
        ref={dialog}
        className="goal-lists"
        aria-labelledby="goal-lists-title"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close(); // a click on the backdrop
        }}
      >
        <div className="goal-lists__head">
          <h2 id="goal-lists-title">Formation lists</h2>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </div>
        <p className="goal-lists__note">
          Every formation begins with a half-back and is played in exactly this order.{' '}
          {spectator
            ? `Marked: what ${sideName} have on the table.`
            : 'Highlighted: what your hand and your side’s table can make.'}
        </p>
        <Legend spectator={spectator} />
        <div className="goal-lists__columns">
          <ListColumn title="Shooting (16)" entries={lists.shooting} />
          <ListColumn
            title="Saving (6 + Goalkeeper)"
            entries={lists.saving}
            keeper={lists.keeper}
          />
        </div>
      </dialog>
    </>
  );
}

function ListColumn(props: {
  title: string;
  entries: readonly ListEntry[];
  keeper?: Lists['keeper'];
}): ReactElement {
  const { title, entries, keeper } = props;
  return (
    <section className="goal-lists__column" aria-label={title}>
      <h3>{title}</h3>
      <ol className="goal-lists__list">
        {entries.map((entry) => (
          <li
            key={entry.cards.join('-')}
            className={`goal-list goal-list--${entry.status}`}
            data-status={entry.status}
          >
            <span className="goal-list__cards">
              {entry.cards.map((card, i) => (
                <MiniCard key={i} card={card} mark={entry.marks[i] ?? 'missing'} />
              ))}
            </span>
            <span className="goal-list__words">
              <span className="visually-hidden">
                {formationWords(entry.cards)}: {entry.cards.map(cardWords).join(', ')}.{' '}
              </span>
              {statusWords(entry)}
            </span>
          </li>
        ))}
        {keeper && (
          <li className={`goal-list goal-list--${keeper.status === 'hand' ? 'hand' : 'open'}`}>
            <span className="goal-list__cards">
              <MiniCard card={1} mark={keeper.status === 'hand' ? 'hand' : 'missing'} />
            </span>
            <span className="goal-list__words">
              Goalkeeper alone, answering a shot: once a side each half.{' '}
              <strong>{keeperWords(keeper.status)}</strong>
            </span>
          </li>
        )}
      </ol>
    </section>
  );
}

function Legend({ spectator }: { spectator: boolean }): ReactElement {
  return (
    <ul className="goal-lists__legend" aria-label="Marks">
      {legendMarks(spectator).map(({ mark, words }) => (
        <li key={mark}>
          <MiniCard card={4} mark={mark} /> {words}
        </li>
      ))}
    </ul>
  );
}

function statusWords(entry: ListEntry): string {
  switch (entry.status) {
    case 'table':
      return 'On the table.';
    case 'hand':
      return entry.laid > 0 ? 'Your hand can finish it.' : 'All in your hand.';
    case 'gone': {
      const gone = entry.cards.filter((_, i) => entry.marks[i] === 'gone');
      return `Cannot be made now: no ${gone.join(' or ')} left.`;
    }
    case 'open':
      return entry.laid > 0 ? `${entry.laid} of 3 on the table.` : '';
  }
}

function keeperWords(status: Lists['keeper']['status']): string {
  switch (status) {
    case 'used':
      return 'Used this half.';
    case 'hand':
      return 'In your hand.';
    case 'gone':
      return 'None left this half.';
    case 'open':
      return '';
  }
}
