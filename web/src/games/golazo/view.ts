/** Golazo's view as the engine sends it, and a check that an unknown value is one. */
import type { GolazoView } from '../../../../src/games/golazo/view.ts';

export type { GolazoView };

const numbers = (value: unknown): boolean =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

export function isGolazoView(value: unknown): value is GolazoView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof GolazoView, unknown>>;
  return (
    typeof v.seats === 'number' &&
    typeof v.phase === 'string' &&
    typeof v.timer === 'number' &&
    typeof v.carrier === 'number' &&
    typeof v.movesLeft === 'number' &&
    numbers(v.cells) &&
    numbers(v.scores) &&
    numbers(v.roll) &&
    numbers(v.hand)
  );
}
