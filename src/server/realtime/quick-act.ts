/**
 * The 'act' message checked by hand: every action sends one, and zod's parse of it was a
 * visible share of the server's time. It takes only messages that actSchema takes, exactly
 * as they are; anything else goes to the schema, which says what is wrong with it.
 */
import { TABLE_ID_PATTERN, TOKEN_PATTERN, type ActMessage } from '../protocol.ts';

const FIELDS = 4;

export function quickAct(payload: unknown): ActMessage | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  if (Object.getPrototypeOf(payload) !== Object.prototype) return undefined;
  if (Object.keys(payload).length !== FIELDS) return undefined;
  const { tableId, token, action, version } = payload as Record<string, unknown>;
  if (typeof tableId !== 'string' || !TABLE_ID_PATTERN.test(tableId)) return undefined;
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  if (!count(action) || !count(version)) return undefined;
  return { tableId, token, action, version };
}

/** A non-negative safe integer, as z.number().int().nonnegative() takes. */
function count(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
