/**
 * The chances a choice's button carries under its words (chances.ts): one line per case the
 * viewer cannot rule out, or, for several cases, a small table of a line a case (the lines
 * still said to a screen reader). Nothing for a choice that starts no contest.
 */
import type { ReactElement } from 'react';
import type { Forecast } from '../../../../src/games/next-goal-wins/forecast.ts';
import { forecastLines, forecastTable, type ChanceTable } from './chances.ts';

export function ChoiceChances({ forecast }: { forecast: Forecast | null }): ReactElement | null {
  if (!forecast) return null;
  const lines = forecastLines(forecast);
  if (lines.length === 0) return null;
  const table = forecastTable(forecast);
  if (!table)
    return (
      <span className="ngw-chances">
        {lines.map((line) => (
          <span key={line} className="ngw-chances__line">
            {line}
          </span>
        ))}
      </span>
    );
  return (
    <span className="ngw-chances">
      <span className="visually-hidden">{lines.join('. ')}</span>
      <ChancesGrid table={table} />
      {forecast.note && (
        <span className="ngw-chances__line" aria-hidden="true">
          {forecast.note}
        </span>
      )}
    </span>
  );
}

/** The table drawn: the ask and the results above, a case a row (hidden from screen readers). */
function ChancesGrid({ table }: { table: ChanceTable }): ReactElement {
  return (
    <span className="ngw-chances__table" data-columns={table.results.length} aria-hidden="true">
      <span className="ngw-chances__ask">{table.ask}</span>
      {table.results.map((result) => (
        <span key={result} className="ngw-chances__result">
          {result}
        </span>
      ))}
      {table.rows.map((row) => [
        <span key={row.when} className="ngw-chances__when">
          {row.when}
        </span>,
        ...row.chances.map((chance, i) => (
          <span key={`${row.when}:${String(i)}`} className="ngw-chances__chance">
            {chance}
          </span>
        )),
      ])}
    </span>
  );
}
