/**
 * One die, drawn with the picture of the face it shows: a shirt for TEAM, a net for GOAL,
 * a whistle for PENALTY, a ball in flight for SHOOT-OUT; 'hand' is a die not yet rolled.
 * Colour is never the only clue: each face has its own picture and its name as a label.
 */
import type { ReactElement } from 'react';
import { FACE_NAMES } from '../../../../src/games/goalkeepers/vocabulary.ts';
import type { Face } from './view.ts';

export type DieFace = Face | 'hand';

interface DieProps {
  readonly face: DieFace;
  /** Tumbles in as if just rolled (not for people who ask for reduced motion). */
  readonly rolling?: boolean;
  /** Position in a roll, to stagger the tumble, e.g. 2. */
  readonly index?: number;
  /** Shows the face's name under the picture. */
  readonly captioned?: boolean;
}

export function Die({
  face,
  rolling = false,
  index = 0,
  captioned = false,
}: DieProps): ReactElement {
  const name = face === 'hand' ? 'die in hand' : FACE_NAMES[face];
  return (
    <span
      className={`die die--${face}${rolling ? ' die--rolling' : ''}`}
      style={rolling ? { animationDelay: `${index * 60}ms` } : undefined}
      role="img"
      aria-label={name}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect className="die__body" x="2" y="2" width="60" height="60" rx="12" />
        {PICTURES[face]}
      </svg>
      {captioned && face !== 'hand' && <span className="die__caption">{name}</span>}
    </span>
  );
}

const PICTURES: Readonly<Record<DieFace, ReactElement>> = {
  team: (
    <path
      className="die__ink"
      d="M22 13 L28 10 Q32 15 36 10 L42 13 L53 21 L47 30 L43 27 L43 53 L21 53 L21 27 L17 30 L11 21 Z"
    />
  ),
  goal: (
    <g className="die__line">
      <path d="M10 48 V16 H54 V48" strokeWidth="5" fill="none" />
      <path
        d="M20 16 V48 M32 16 V48 M44 16 V48 M10 27 H54 M10 38 H54"
        strokeWidth="1.6"
        fill="none"
      />
    </g>
  ),
  penalty: (
    <g>
      <circle className="die__ink" cx="26" cy="36" r="14" />
      <rect className="die__ink" x="30" y="20" width="24" height="10" rx="3" />
      <circle className="die__body" cx="26" cy="36" r="5" />
    </g>
  ),
  shootOut: (
    <g>
      <path className="die__line" d="M6 22 H22 M4 32 H20 M6 42 H22" strokeWidth="4" fill="none" />
      <circle className="die__ink" cx="40" cy="32" r="16" />
      <path className="die__body" d="M40 24 L47 29 L44.5 37 H35.5 L33 29 Z" />
    </g>
  ),
  hand: <circle className="die__ink" cx="32" cy="32" r="7" />,
};
