/**
 * Goal!'s cards drawn like the classic football cards: a colour band naming the line
 * (Goalkeeper, Back, Half-back, Forward), a shirt with the position number, and the
 * position's name; the Free Kick with a ball. Colour is never the only clue: the band says
 * the line in words and the number and name are always there.
 */
import type { ReactElement } from 'react';
import { LINE_NAMES, lineOf } from './cards.ts';
import { FREE_KICK, POSITION_NAMES, SHORT_NAMES } from '../../../../src/games/goal/vocabulary.ts';
import './cards.css';

const SHIRT =
  'M14 4 L7 7 L1 14 L6 20 L10 17 L10 38 L30 38 L30 17 L34 20 L39 14 L33 7 L26 4 Q20 10 14 4 Z';

function Shirt({ card }: { card: number }): ReactElement {
  return (
    <svg className="goal-card__art" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {card === FREE_KICK ? (
        <>
          <circle className="goal-card__ball" cx="20" cy="21" r="15" />
          <path
            className="goal-card__patch"
            d="M20 12 L27 17 L24.5 25 L15.5 25 L13 17 Z M20 6 V12 M27 17 L34 14 M24.5 25 L29 32 M15.5 25 L11 32 M13 17 L6 14"
          />
        </>
      ) : (
        <>
          <path className="goal-card__shirt" d={SHIRT} />
          <text className="goal-card__shirt-number" x="20" y="31" textAnchor="middle">
            {card}
          </text>
        </>
      )}
    </svg>
  );
}

/** A card face up: as big as a card in hand, or smaller on the pile and the Shot! buttons. */
export function CardFace({ card, small = false }: { card: number; small?: boolean }): ReactElement {
  const line = lineOf(card);
  return (
    <span
      className={`goal-card goal-card--${line}${small ? ' goal-card--small' : ''}`}
      aria-hidden="true"
    >
      <span className="goal-card__band">{LINE_NAMES[line]}</span>
      <span className="goal-card__corner">{card === FREE_KICK ? 'FK' : card}</span>
      <Shirt card={card} />
      <span className="goal-card__name">{POSITION_NAMES[card]}</span>
    </span>
  );
}

/** A small card on the table or in a list: number, and the name (its shorthand on phones). */
export function MiniCard({ card, mark }: { card: number; mark?: string }): ReactElement {
  const line = lineOf(card);
  return (
    <span
      className={`goal-mini goal-mini--${line}${mark ? ` goal-mini--${mark}` : ''}`}
      aria-hidden="true"
    >
      <span className="goal-mini__number">{card === FREE_KICK ? 'FK' : card}</span>
      <span className="goal-mini__name">{POSITION_NAMES[card]}</span>
      <span className="goal-mini__short">{SHORT_NAMES[card]}</span>
    </span>
  );
}

/** A card face down: a hand or the pack seen from across the table. */
export function CardBack({ small = false }: { small?: boolean }): ReactElement {
  return (
    <span className={`goal-back${small ? ' goal-back--small' : ''}`} aria-hidden="true">
      <span className="goal-back__mark">Goal!</span>
    </span>
  );
}
