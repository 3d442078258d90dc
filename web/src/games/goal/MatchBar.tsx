/**
 * The match at a glance: the half, the score by side, the toss and kick-off, the latest
 * goal or save, and the formation lists one click away.
 */
import type { ReactElement } from 'react';
import { FormationLists } from './FormationLists.tsx';
import type { GoalView } from './view.ts';
import { halfWords, tossWords } from './words.ts';

interface MatchBarProps {
  readonly view: GoalView;
  /** Each side by its players' names. */
  readonly sides: readonly [string, string];
  /** The latest goal, save or shot, in words; null before any. */
  readonly latest: string | null;
  /** The side whose lists are marked: the viewer's, or side 0 for a spectator. */
  readonly home: number;
}

export function MatchBar({ view, sides, latest, home }: MatchBarProps): ReactElement {
  return (
    <div className="goal-bar">
      <p className="goal-bar__half">{halfWords(view)}</p>
      <p className="goal-bar__score" aria-label={`Score: ${scoreWords(view, sides)}`}>
        <span className="goal-bar__team">{sides[0]}</span>
        <strong className="goal-bar__goals">
          {view.goals[0] ?? 0}
          <span aria-hidden="true"> – </span>
          {view.goals[1] ?? 0}
        </strong>
        <span className="goal-bar__team">{sides[1]}</span>
      </p>
      <FormationLists view={view} side={home} sideName={sides[home] ?? ''} />
      <p className="goal-bar__toss">
        <span aria-hidden="true">◐ </span>
        {tossWords(view, sides)}
      </p>
      {latest && (
        <p className="goal-bar__latest" aria-live="polite">
          {latest}
        </p>
      )}
    </div>
  );
}

function scoreWords(view: GoalView, sides: readonly string[]): string {
  return `${sides[0] ?? ''} ${view.goals[0] ?? 0}, ${sides[1] ?? ''} ${view.goals[1] ?? 0}`;
}
