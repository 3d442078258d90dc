/**
 * Seat tokens: the secret in a seat's invite link. A token is 192 random bits; the database
 * keeps only its SHA-256 hash, so a stolen database file seats nobody.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import { secretBytes } from './random-pool.ts';

const TOKEN_BYTES = 24;

/** A fresh token, e.g. 'mJ3x…' (32 base64url characters). */
export function newToken(): string {
  return secretBytes.base64url(TOKEN_BYTES);
}

export function hashToken(token: string): Buffer {
  return hash('sha256', token, 'buffer');
}

/** Whether `token` hashes to `hash`, compared in constant time. */
export function tokenMatches(hash: Buffer | null, tokenHash: Buffer): boolean {
  return hash !== null && hash.length === tokenHash.length && timingSafeEqual(hash, tokenHash);
}
