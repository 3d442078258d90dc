/**
 * Incoming realtime messages, parsed before anything else sees them: the size first, then
 * JSON (a client may send text), then the protocol's schema.
 */
import type { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import { LIMITS } from '../protocol.ts';

export function parseIncoming<T>(schema: z.ZodType<T>, raw: unknown): Result<T, Refusal> {
  const text = typeof raw === 'string' ? raw : safeStringify(raw);
  if (text === undefined) return err(badMessage('The message is not JSON data.'));
  if (Buffer.byteLength(text) > LIMITS.maxMessageBytes) {
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
  const parsed = schema.safeParse(payload);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return err(badMessage(`Bad message: ${where}${issue?.message ?? 'invalid'}.`));
}

export function badMessage(message: string): Refusal {
  return refusal('bad-message', message);
}

function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
