/** Next Goal Wins' view as the engine sends it, a check that an unknown value is one, and its sides. */
import type {
  NextGoalWinsView,
  PhaseName,
  TeamView,
} from '../../../../src/games/next-goal-wins/view.ts';

export type { NextGoalWinsView, PhaseName, TeamView };

/** A seat of the match: 0 or 1. */
export type Side = 0 | 1;

const numbers = (value: unknown): boolean =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

function isTeam(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Partial<Record<keyof TeamView, unknown>>;
  return (
    typeof t.picked === 'number' &&
    Array.isArray(t.lineup) &&
    t.lineup.length === 4 &&
    (t.squad === null || numbers(t.squad)) &&
    numbers(t.seenBench) &&
    (t.secretBench === null || numbers(t.secretBench)) &&
    typeof t.secretCount === 'number' &&
    Array.isArray(t.gone) &&
    (t.tactics === null || numbers(t.tactics)) &&
    typeof t.tacticCount === 'number' &&
    typeof t.goals === 'number' &&
    Array.isArray(t.changes)
  );
}

export function isNextGoalWinsView(value: unknown): value is NextGoalWinsView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof NextGoalWinsView, unknown>>;
  return (
    typeof v.viewer === 'number' &&
    typeof v.phase === 'string' &&
    typeof v.attacks === 'number' &&
    typeof v.revealed === 'boolean' &&
    Array.isArray(v.teams) &&
    v.teams.length === 2 &&
    v.teams.every(isTeam) &&
    numbers(v.played) &&
    typeof v.match === 'object' &&
    v.match !== null
  );
}

/** The side drawn nearest the viewer: its own, or seat 0 for a spectator. */
export function homeSide(view: NextGoalWinsView): Side {
  return view.viewer === 1 ? 1 : 0;
}

export const otherSide = (side: Side): Side => (side === 0 ? 1 : 0);

export function team(view: NextGoalWinsView, side: Side): TeamView {
  return view.teams[side];
}
