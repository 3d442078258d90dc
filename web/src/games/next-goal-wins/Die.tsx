/** A six-sided die drawn with its pips; its number is its accessible name. */
import type { ReactElement } from 'react';

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[32, 32]],
  2: [
    [18, 18],
    [46, 46],
  ],
  3: [
    [18, 18],
    [32, 32],
    [46, 46],
  ],
  4: [
    [18, 18],
    [46, 18],
    [18, 46],
    [46, 46],
  ],
  5: [
    [18, 18],
    [46, 18],
    [32, 32],
    [18, 46],
    [46, 46],
  ],
  6: [
    [18, 16],
    [46, 16],
    [18, 32],
    [46, 32],
    [18, 48],
    [46, 48],
  ],
};

interface DieProps {
  readonly value: number;
  /** Whose die: the attacking side's or the defending side's colours. */
  readonly tone: 'attack' | 'defence' | 'neutral';
  /** Tumbles in as if just rolled (not for people who ask for reduced motion). */
  readonly rolling?: boolean;
}

export function Die({ value, tone, rolling = false }: DieProps): ReactElement {
  return (
    <span
      className={`ngw-die ngw-die--${tone}${rolling ? ' ngw-die--rolling' : ''}`}
      role="img"
      aria-label={`a ${value}`}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect className="ngw-die__body" x="3" y="3" width="58" height="58" rx="12" />
        {(PIPS[value] ?? []).map(([x, y], i) => (
          <circle key={i} className="ngw-die__pip" cx={x} cy={y} r="6" />
        ))}
      </svg>
    </span>
  );
}
