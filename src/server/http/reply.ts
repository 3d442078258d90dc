/** Answers of the HTTP API: a value as JSON, or an ErrorBody with the status its code implies. */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import { httpStatus, refusal, type Refusal } from '../errors.ts';
import { RETRY_AFTER_SECONDS } from '../load/admission.ts';

export function answer<T>(reply: FastifyReply, result: Result<T, Refusal>, status = 200): unknown {
  if (result.ok) return reply.code(status).send(result.value);
  // An overloaded server says when to ask again (load/admission.ts).
  if (result.error.code === 'busy') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(httpStatus(result.error)).send(result.error);
}

/** A request body parsed with the protocol's schema, or a 400 that says what is wrong. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): Result<T, Refusal> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return err(refusal('bad-message', `Bad request body: ${where}${issue?.message ?? 'invalid'}.`));
}
