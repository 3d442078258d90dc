/** A labelled row of dice showing one face: a hand, kept goals, a challenge on the table. */
import type { ReactElement } from 'react';
import { Die, type DieFace } from './Die.tsx';

interface DiceRowProps {
  readonly label: string;
  readonly count: number;
  readonly face: DieFace;
}

export function DiceRow({ label, count, face }: DiceRowProps): ReactElement {
  return (
    <div className={`dice-row dice-row--${face}`}>
      <span className="dice-row__label">
        {label} <strong className="dice-row__count">{count}</strong>
      </span>
      <span className="dice-row__dice" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Die key={i} face={face} />
        ))}
      </span>
    </div>
  );
}
