/** Supernatural Soccer's view as the engine sends it, and a check that an unknown value is one. */
import type { SupernaturalView } from '../../../../src/games/supernatural-soccer/view.ts';

export type { SupernaturalView };

const numbers = (value: unknown): boolean =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

export function isSupernaturalView(value: unknown): value is SupernaturalView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof SupernaturalView, unknown>>;
  return (
    typeof v.seats === 'number' &&
    typeof v.ball === 'number' &&
    typeof v.step === 'string' &&
    numbers(v.wizards) &&
    numbers(v.controllers) &&
    numbers(v.scores) &&
    numbers(v.hand) &&
    Array.isArray(v.chain)
  );
}
