/**
 * The middle of the table: the face-down pack with its count, the closing phase when it is
 * empty (GL-8.5), and the face-up discard pile (GL-3.4) with its top card showing and the
 * whole pile on demand. The pile lights up when the picked card may be discarded, or played
 * there as a Free Kick.
 */
import { useState, type ReactElement } from 'react';
import { CardBack, CardFace, MiniCard } from './Card.tsx';
import { cardWords } from './cards.ts';
import { moveTo, type Controls } from './choices.ts';
import { Place } from './Place.tsx';
import type { GoalView } from './view.ts';

export function Middle({ view, controls }: { view: GoalView; controls: Controls }): ReactElement {
  return (
    <div className="goal-middle">
      <Pack view={view} />
      <DiscardPile view={view} controls={controls} />
    </div>
  );
}

function Pack({ view }: { view: GoalView }): ReactElement {
  const empty = view.packSize === 0;
  return (
    <section className="goal-pack" aria-label="Pack">
      <span className="goal-pack__stack" aria-hidden="true">
        {empty ? <span className="goal-pack__gap" /> : <CardBack />}
      </span>
      <p className="goal-pack__words">
        <strong>{empty ? 'Pack empty' : `Pack: ${view.packSize}`}</strong>
        <br />
        {view.closing
          ? 'Play a card or pass; the half ends when all four pass in a row.'
          : !empty && `${view.packSize === 1 ? 'card' : 'cards'} face down`}
      </p>
      {view.closing && <span className="goal-tag goal-tag--closing">Pack empty: play or pass</span>}
    </section>
  );
}

function DiscardPile({ view, controls }: { view: GoalView; controls: Controls }): ReactElement {
  const [open, setOpen] = useState(false);
  const count = view.discards.length;
  const top = view.discards[count - 1];
  const discard = moveTo(controls.choices, controls.selected, { kind: 'discard' });
  const freeKick = moveTo(controls.choices, controls.selected, { kind: 'free-kick' });
  return (
    <section
      className={`goal-pile${discard || freeKick ? ' goal-pile--target' : ''}`}
      aria-label="Discard pile"
    >
      <span className="goal-pile__top">
        {top === undefined ? (
          <span className="goal-pile__empty">No discards</span>
        ) : (
          <CardFace card={top} small />
        )}
      </span>
      <div className="goal-pile__side">
        <p className="goal-pile__words">
          <strong>Discards: {count}</strong>
          {top !== undefined && (
            <>
              <br />
              top: {cardWords(top)}
            </>
          )}
        </p>
        {freeKick && (
          <Place
            choice={freeKick}
            controls={controls}
            words="Take the Free Kick"
            move="free-kick"
            className="goal-place"
          />
        )}
        {discard && (
          <Place
            choice={discard}
            controls={controls}
            words="Discard it"
            move="discard"
            className="goal-place"
          />
        )}
        {count > 0 && (
          <button
            type="button"
            className="button button--quiet goal-pile__toggle"
            aria-expanded={open}
            aria-controls="goal-pile-all"
            onClick={() => {
              setOpen(!open);
            }}
          >
            {open ? 'Hide the pile' : 'See the whole pile'}
          </button>
        )}
      </div>
      {open && count > 0 && (
        <ol id="goal-pile-all" className="goal-pile__all" aria-label="Every discard, oldest first">
          {view.discards.map((card, i) => (
            <li key={i}>
              <MiniCard card={card} />
              <span className="visually-hidden">{cardWords(card)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
