/**
 * A live table's summary, as every broadcast sends it. Almost every change is an action,
 * which changes nothing in the summary but its version: the summary before is then checked
 * (summaryHolds) and kept, and copied with the new version only when a packet carries it,
 * which after a client's first packet is rarely. Summaries that differ in nothing but the
 * version carry one mark, so that a client's packet tells that it has the summary already by
 * the mark instead of comparing every field, seat by seat.
 */
import type { TableSummary } from '../protocol.ts';
import type { Table } from './table.ts';
import { summaryHolds, tableSummary } from './views.ts';

/** A table's summary as last built, and its mark. */
export interface LiveSummary {
  /**
   * The same object for every summary of the table that differs from this one in its version
   * alone.
   */
  readonly mark: object;
  /** The summary, of the version it was last asked for (summaryAt). */
  summary: TableSummary;
}

/** Each table's summary as last asked for; updated in place while its mark holds. */
const latest = new WeakMap<Table, LiveSummary>();

/**
 * The table's live summary: the one before while it still says all but the version (no copy
 * is made: see summaryAt), else one built anew under a new mark.
 */
export function liveSummary(table: Table): LiveSummary {
  const before = latest.get(table);
  if (before && summaryHolds(before.summary, table)) return before;
  const fresh: LiveSummary = { summary: tableSummary(table), mark: {} };
  latest.set(table, fresh);
  return fresh;
}

/** The live summary at `version`: the one kept, copied with the version when it is older. */
export function summaryAt(live: LiveSummary, version: number): TableSummary {
  if (live.summary.version !== version) live.summary = { ...live.summary, version };
  return live.summary;
}
