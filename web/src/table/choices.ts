/**
 * A seat's choices with their words: inline in the update when the list is short, otherwise
 * fetched once per version ('describe') and kept until the table moves on.
 */
import type { LegalChoice, TableUpdate } from '../protocol.ts';

/** Words fetched for one seat's legal list at one version. */
export interface Described {
  readonly seat: number;
  readonly version: number;
  readonly legal: readonly LegalChoice[];
}

/** Whether the update carries its own words (every legal action has its choice inline). */
export function carriesWords(update: TableUpdate): boolean {
  return update.legal.length === update.actions.length;
}

/** The choices to offer now: the update's own, or words fetched for this very version. */
export function choicesOf(
  update: TableUpdate,
  described: Described | null,
): readonly LegalChoice[] {
  if (carriesWords(update)) return update.legal;
  const fits = described?.seat === update.seat && described.version === update.table.version;
  return fits ? described.legal : [];
}
