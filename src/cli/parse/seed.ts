/**
 * Seeds for games nobody gave a seed to. They come from the operating system's generator,
 * not from `Math.random`, and are printed so that any game can be played again exactly.
 */
import { randomBytes } from 'node:crypto';

export function randomSeed(): string {
  return randomBytes(6).readUIntBE(0, 6).toString(36);
}
