/**
 * The cards-and-choices table of a variant (src/lab/cards.ts), sortable by any column: the same
 * columns and cells as the report's page (src/lab/card-columns.ts).
 */
import { useState, type ReactElement } from 'react';
import { CARD_COLUMNS, cardCell, type CardColumnId } from '../../../src/lab/card-columns.ts';
import type { CardRow, CardsReport } from '../../../src/lab/cards.ts';
import { count, percent } from './format.ts';

interface Sorting {
  readonly column: CardColumnId | null;
  readonly down: boolean;
}

/** Rows in the order asked; the report's own order (by improvement) before any click. */
export function sortedCardRows(rows: readonly CardRow[], sorting: Sorting): CardRow[] {
  const { column, down } = sorting;
  if (column === null) return [...rows];
  return [...rows].sort((a, b) => {
    const x = cardCell(column, a).sort;
    const y = cardCell(column, b).sort;
    const c =
      typeof x === 'number' && typeof y === 'number'
        ? x === y
          ? 0
          : x < y
            ? -1
            : 1
        : String(x).localeCompare(String(y));
    return down ? -c : c;
  });
}

export function CardsTable({
  cards,
  variant,
}: {
  readonly cards: CardsReport;
  readonly variant: string;
}): ReactElement {
  const [sorting, setSorting] = useState<Sorting>({ column: null, down: true });
  const rows = sortedCardRows(cards.rows, sorting);
  const sortBy = (column: CardColumnId): void => {
    setSorting((s) => ({ column, down: s.column === column ? !s.down : true }));
  };
  return (
    <section className="lab-summary" aria-label={`Cards and choices ${variant}`} data-cards>
      <h3>Cards and choices</h3>
      <p>
        {count(cards.seatGames)} seat-games (every seat {percent(cards.overall.value)}). Click a
        column to sort.
      </p>
      <div className="lab-table__scroll">
        <table className="lab-table lab-cards">
          <caption className="visually-hidden">Cards and choices, with 95% intervals</caption>
          <thead>
            <tr>
              {CARD_COLUMNS.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  title={c.title}
                  aria-sort={
                    sorting.column === c.id ? (sorting.down ? 'descending' : 'ascending') : 'none'
                  }
                >
                  <button
                    type="button"
                    onClick={() => {
                      sortBy(c.id);
                    }}
                    data-column={c.id}
                  >
                    {c.label}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={`${r.kind}:${r.name}`}
                className={r.improvement.low > 0 || r.improvement.high < 0 ? 'lab-table__flag' : ''}
              >
                {CARD_COLUMNS.map((c) => {
                  const cell = cardCell(c.id, r);
                  return c.id === 'name' ? (
                    <th key={c.id} scope="row" data-cell={c.id}>
                      {cell.text}
                    </th>
                  ) : (
                    <td key={c.id} data-cell={c.id}>
                      {cell.text}
                      {cell.interval && <small> {cell.interval}</small>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
