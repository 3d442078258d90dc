/** Whole numbers typed as flag values, such as `--games 500`. */
import { fail } from '../failure.ts';

export function parseCount(text: string, flag: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < 1) {
    fail(`${flag} takes a whole number of at least 1, not '${text}'.`);
  }
  return value;
}
