/** The viewer's team's action cards (GZ-9), with their names and texts from the engine's words. */
import type { ReactElement } from 'react';
import { handCards } from './hud.ts';
import type { GolazoView } from './view.ts';

export function Hand({ view }: { view: GolazoView }): ReactElement | null {
  if (view.viewer < 0) return null;
  const cards = handCards(view);
  return (
    <section className="gz-hand" aria-label="Your action cards">
      <h3 className="gz-hand__title">Your action cards</h3>
      {cards.length === 0 ? (
        <p className="gz-hand__empty">No cards in hand.</p>
      ) : (
        <ul className="gz-hand__cards">
          {cards.map(({ card, count }) => (
            <li key={card.name} className="gz-card">
              <strong>
                {card.name}
                {count > 1 ? ` ×${count}` : ''}
              </strong>
              {card.when && <span className="gz-card__when">{card.when}</span>}
              <span>{card.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
