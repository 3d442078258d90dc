/**
 * The chances a choice's button carries under its words, one line per case the viewer cannot
 * rule out (chances.ts). Nothing for a choice that starts no contest.
 */
import type { ReactElement } from 'react';
import type { Forecast } from '../../../../src/games/next-goal-wins/forecast.ts';
import { forecastLines } from './chances.ts';

export function ChoiceChances({ forecast }: { forecast: Forecast | null }): ReactElement | null {
  if (!forecast) return null;
  const lines = forecastLines(forecast);
  if (lines.length === 0) return null;
  return (
    <span className="ngw-chances">
      {lines.map((line) => (
        <span key={line} className="ngw-chances__line">
          {line}
        </span>
      ))}
    </span>
  );
}
