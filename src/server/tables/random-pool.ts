/**
 * Secret random bytes for tokens, table ids and seeds, drawn from one buffer filled by the
 * operating system's generator a few kilobytes at a time: each randomBytes call crosses into
 * C++ and costs about 2 µs, ten times the draw itself, and a rematch makes four of them (as
 * node's own randomUUID pools its bytes). Every byte is handed out once and only once.
 */
import { randomFillSync } from 'node:crypto';

/** Fills its buffer with cryptographically secure random bytes. */
export type Fill = (buffer: Buffer) => void;

export class RandomPool {
  private readonly buffer: Buffer;
  private at: number;
  private readonly fill: Fill;

  constructor(size = 4096, fill: Fill = (buffer) => randomFillSync(buffer)) {
    this.buffer = Buffer.allocUnsafe(size);
    this.at = size;
    this.fill = fill;
  }

  /** `n` fresh bytes as base64url text, e.g. 'q3Z_x8aK0bLm' for 9. */
  base64url(n: number): string {
    if (n > this.buffer.length) throw new Error(`the pool holds ${this.buffer.length} bytes`);
    if (this.at + n > this.buffer.length) this.refill();
    const text = this.buffer.toString('base64url', this.at, this.at + n);
    this.at += n;
    return text;
  }

  private refill(): void {
    // Refilled in place: the text handed out before is a copy.
    this.fill(this.buffer);
    this.at = 0;
  }
}

/** The server's pool. */
export const secretBytes = new RandomPool();
