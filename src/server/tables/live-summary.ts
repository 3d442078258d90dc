/**
 * A live table's summary, as every broadcast sends it. Almost every change is an action,
 * which changes nothing in the summary but its version: the summary before is then checked
 * (summaryHolds) and copied with the new version rather than built again. Summaries that
 * differ in nothing but the version carry one mark, so that a client's packet tells that it
 * has the summary already by the mark instead of comparing every field, seat by seat.
 */
import type { TableSummary } from '../protocol.ts';
import type { Table } from './table.ts';
import { summaryHolds, tableSummary } from './views.ts';

export interface LiveSummary {
  readonly summary: TableSummary;
  /**
   * The same object for every summary of the table that differs from this one in its version
   * alone.
   */
  readonly mark: object;
}

/** Each table's summary as last asked for; updated in place while its mark holds. */
const latest = new WeakMap<Table, { summary: TableSummary; mark: object }>();

export function liveSummary(table: Table): LiveSummary {
  const before = latest.get(table);
  if (before && summaryHolds(before.summary, table)) {
    if (before.summary.version !== table.version)
      before.summary = { ...before.summary, version: table.version };
    return { summary: before.summary, mark: before.mark };
  }
  const fresh = { summary: tableSummary(table), mark: {} };
  latest.set(table, fresh);
  return { summary: fresh.summary, mark: fresh.mark };
}
