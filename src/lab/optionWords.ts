/**
 * A run's options in words, for people: 'Rounds 4 · Managers yes', never `{"rounds":4}`. The
 * report's page (report.html) and the web app's Lab page both show options this way; the
 * label of an option is made from its key as the forms make it (web/src/forms/optionFields.ts).
 */

/** 'maxRounds' → 'Max rounds', 'first_to' → 'First to'. */
export function optionLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** true → 'yes', 'season' → 'season', [3, 4] → '3, 4', { a: 1 } → '(A 1)'. */
export function optionValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(optionValue).join(', ');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // A group of options, should a game have one: its own words, in brackets.
  if (typeof value === 'object' && value !== null) return `(${optionWords(value)})`;
  return '–';
}

/** { rounds: 4, managers: true } → 'Rounds 4 · Managers yes'; no options → 'none'. */
export function optionWords(options: unknown): string {
  if (typeof options !== 'object' || options === null) return 'none';
  const entries = Object.entries(options);
  if (entries.length === 0) return 'none';
  return entries.map(([key, value]) => `${optionLabel(key)} ${optionValue(value)}`).join(' · ');
}
