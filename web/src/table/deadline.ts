/** The turn timer on this device's clock. */
import type { TableUpdate } from '../protocol.ts';

/**
 * When `timer` runs out on this device's clock, counted from when its update `arrived`: the
 * server's own deadline is on the server's clock, which may be set minutes apart from ours.
 */
export function localDeadline(timer: TableUpdate['timer'], arrived = Date.now()): number {
  return timer ? arrived + timer.msLeft : 0;
}
