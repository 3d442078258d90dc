/**
 * The lobby's page cursor as clients see it: opaque URL-safe text naming the last table of
 * the page before (its creation time and id), so that pages stay in order while tables come
 * and go.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { LobbyCursor } from '../storage/reader.ts';

const cursorSchema = z.tuple([z.iso.datetime(), z.string().regex(/^[A-Za-z0-9_-]{6,40}$/)]);

export function makeCursor(cursor: LobbyCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function parseCursor(text: string): Result<LobbyCursor, Refusal> {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    json = undefined;
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) return err(refusal('bad-message', 'That lobby cursor is not one we gave.'));
  const [createdAt, id] = parsed.data;
  return ok({ createdAt, id });
}
