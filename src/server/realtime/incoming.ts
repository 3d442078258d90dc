/**
 * Incoming realtime messages, parsed before anything else sees them: the size first, then
 * JSON (a client may send text), then the protocol's schema (or, for the commonest message,
 * a quick check that takes only what the schema takes).
 */
import type { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import { LIMITS } from '../protocol.ts';

/**
 * `bytes` is the size of the transport's message that brought it, when known (it holds the
 * message's name and envelope too); otherwise the payload is measured as JSON.
 */
export function parseIncoming<T>(
  schema: z.ZodType<T>,
  raw: unknown,
  bytes?: number,
  quick?: (payload: unknown) => T | undefined,
): Result<T, Refusal> {
  const size = bytes ?? measure(raw);
  if (size === undefined) return err(badMessage('The message is not JSON data.'));
  if (size > LIMITS.maxMessageBytes) {
    return err(refusal('too-large', `Messages are limited to ${LIMITS.maxMessageBytes} bytes.`));
  }
  let payload = raw;
  if (typeof raw === 'string') {
    try {
      payload = JSON.parse(raw);
    } catch {
      return err(badMessage('The message is not valid JSON.'));
    }
  }
  // A message the quick check takes is one the schema takes; any other is the schema's to judge.
  const taken = quick?.(payload);
  if (taken !== undefined) return ok(taken);
  const parsed = schema.safeParse(payload);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return err(badMessage(`Bad message: ${where}${issue?.message ?? 'invalid'}.`));
}

export function badMessage(message: string): Refusal {
  return refusal('bad-message', message);
}

function measure(raw: unknown): number | undefined {
  const text = typeof raw === 'string' ? raw : safeStringify(raw);
  return text === undefined ? undefined : Buffer.byteLength(text);
}

function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
