/** Goal!'s view as the engine sends it, and a check that an unknown value is one. */
import type { FormationView, GoalView } from '../../../../src/games/goal/view.ts';

export type { FormationView, GoalView };

const numbers = (value: unknown): boolean =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

export function isGoalView(value: unknown): value is GoalView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof GoalView, unknown>>;
  return (
    typeof v.seats === 'number' &&
    typeof v.phase === 'string' &&
    typeof v.packSize === 'number' &&
    numbers(v.sideOf) &&
    numbers(v.handSizes) &&
    numbers(v.discards) &&
    numbers(v.goals) &&
    (v.hand === null || numbers(v.hand)) &&
    Array.isArray(v.formations) &&
    v.formations.every(Array.isArray)
  );
}

/** The seats of each side, e.g. [[0, 2], [1, 3]] with 4 players (GL-2.1). */
export function seatsBySide(view: GoalView): readonly [number[], number[]] {
  const sides: [number[], number[]] = [[], []];
  view.sideOf.forEach((side, seat) => {
    sides[side === 1 ? 1 : 0].push(seat);
  });
  return sides;
}

/** The side shown nearest the viewer: the viewer's own, or side 0 for a spectator. */
export function homeSide(view: GoalView): 0 | 1 {
  return view.viewer >= 0 && view.sideOf[view.viewer] === 1 ? 1 : 0;
}
