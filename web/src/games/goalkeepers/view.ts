/** Goalkeepers' view as the engine sends it, and a check that an unknown value is one. */
import type { GoalkeepersView } from '../../../../src/games/goalkeepers/view.ts';
import type { Face } from '../../../../src/games/goalkeepers/vocabulary.ts';

export type { Face, GoalkeepersView };
export type RollCounts = Readonly<Record<Face, number>>;

const numbers = (value: unknown): boolean =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

export function isGoalkeepersView(value: unknown): value is GoalkeepersView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof GoalkeepersView, unknown>>;
  return (
    typeof v.seats === 'number' &&
    typeof v.round === 'number' &&
    typeof v.phase === 'string' &&
    numbers(v.hand) &&
    numbers(v.kept) &&
    numbers(v.table) &&
    numbers(v.points)
  );
}

/** A roll's counts from a 'roll' event's data, or null when it carries none. */
export function rollFromData(
  data: Readonly<Record<string, unknown>> | undefined,
): RollCounts | null {
  if (!data) return null;
  const { team, goal, penalty, shootOut } = data;
  if (
    typeof team !== 'number' ||
    typeof goal !== 'number' ||
    typeof penalty !== 'number' ||
    typeof shootOut !== 'number'
  )
    return null;
  return { team, goal, penalty, shootOut };
}
