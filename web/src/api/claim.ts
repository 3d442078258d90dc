/**
 * A lobby seat claimed the way a table is created (pages/CreateTable.tsx): a refusal for now
 * ('busy', 'unavailable', 'offline') is asked again by itself after api/retry.ts's waits,
 * every ask with the same Idempotency-Key, so that an ask whose answer was lost and the next
 * one take the seat once between them (the server answers the repeat the same seat and token,
 * on any process of a cluster) instead of the second being refused 'seat-taken'.
 */
import { api, type Reply } from './http.ts';
import { askUntilAnswered, newIdempotencyKey, type RetryOptions } from './retry.ts';
import type { ClaimedSeat } from '../protocol.ts';

/** How long the page keeps asking by itself after refusals for now: 6 minutes. */
export const CLAIM_PATIENCE_MS = 6 * 60_000;

export interface SeatWanted {
  readonly tableId: string;
  readonly seat: number;
  /** This browser's device at the table, if it holds one. */
  readonly device?: string | undefined;
  readonly name?: string | undefined;
}

/** Claims `wanted` until answered otherwise than for now (or stopped, or CLAIM_PATIENCE_MS spent). */
export function claimSeat(
  wanted: SeatWanted,
  options: Omit<RetryOptions, 'patienceMs'>,
  claim: typeof api.claim = api.claim,
): Promise<Reply<ClaimedSeat>> {
  const key = newIdempotencyKey();
  const { tableId, seat, device, name } = wanted;
  return askUntilAnswered(() => claim(tableId, seat, device, name, key), {
    patienceMs: CLAIM_PATIENCE_MS,
    ...options,
  });
}
