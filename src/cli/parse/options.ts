/**
 * `--option key=value`, repeatable: the game's variants and house rules as typed. Values are
 * read as JSON when they are JSON (so `rounds=5` is the number 5 and `fast=true` a boolean)
 * and kept as text otherwise; the game's schema decides what is valid, not this parser.
 */
import { fail } from '../failure.ts';

export function parseOptionPairs(pairs: readonly string[]): Record<string, unknown> {
  // A Map, then fromEntries: a key such as '__proto__' becomes a plain field, not a prototype.
  const options = new Map<string, unknown>();
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = at < 0 ? '' : pair.slice(0, at).trim();
    if (!key) fail(`--option takes key=value, not '${pair}'.`);
    options.set(key, optionValue(pair.slice(at + 1)));
  }
  return Object.fromEntries(options);
}

function optionValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Collects a repeatable flag's values, in the order given. */
export function collect(value: string, previous: readonly string[]): string[] {
  return [...previous, value];
}
