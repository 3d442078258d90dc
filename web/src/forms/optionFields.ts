/**
 * A game's options as form fields, read from the JSON Schema the server sends (GameInfo.options,
 * made by z.toJSONSchema): numbers with their bounds, booleans, and choices among fixed values.
 * A property of another shape gets no field, and the game's default applies.
 */
import { optionLabel } from '../../../src/lab/optionWords.ts';

interface FieldBase {
  /** The option's key, e.g. 'rounds'. */
  readonly key: string;
  /** Words for the label, e.g. 'Rounds'. */
  readonly title: string;
  /** The schema's one-line description, e.g. 'Rounds to play before the points are compared.' */
  readonly description: string;
}

export type OptionField =
  | (FieldBase & {
      readonly kind: 'number';
      readonly integer: boolean;
      readonly min: number | null;
      readonly max: number | null;
      readonly initial: number;
    })
  | (FieldBase & { readonly kind: 'boolean'; readonly initial: boolean })
  | (FieldBase & {
      readonly kind: 'choice';
      readonly choices: readonly (string | number)[];
      /** Words for each choice where the game gives them (its schema's `choiceLabels`). */
      readonly labels: Readonly<Record<string, string>>;
      readonly initial: string | number;
    });

export type OptionValue = number | boolean | string;

type Schema = Readonly<Record<string, unknown>>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'maxRounds' → 'Max rounds': the same label the lab's report gives an option. */
export const titleOf = optionLabel;

export function optionFields(schema: unknown): OptionField[] {
  if (!isSchema(schema) || !isSchema(schema.properties)) return [];
  return Object.entries(schema.properties).flatMap(([key, property]) => {
    const field = isSchema(property) ? fieldOf(key, property) : null;
    return field ? [field] : [];
  });
}

function fieldOf(key: string, p: Schema): OptionField | null {
  const base = {
    key,
    title: typeof p.title === 'string' ? p.title : titleOf(key),
    description: typeof p.description === 'string' ? p.description : '',
  };
  const choices = choicesOf(p);
  if (choices) {
    const initial = choices.includes(p.default as string | number)
      ? (p.default as string | number)
      : choices[0];
    const labels = labelsOf(p.choiceLabels);
    const description = withoutValues(base.description, Object.keys(labels));
    return initial === undefined
      ? null
      : { ...base, description, kind: 'choice', choices, labels, initial };
  }
  if (p.type === 'boolean') return { ...base, kind: 'boolean', initial: p.default === true };
  if (p.type === 'integer' || p.type === 'number') {
    const min = bound(p.minimum);
    const max = bound(p.maximum);
    const initial = typeof p.default === 'number' ? p.default : (min ?? 0);
    return { ...base, kind: 'number', integer: p.type === 'integer', min, max, initial };
  }
  return null;
}

/**
 * A game's words for its choices, e.g. { 'golden-goal': 'Golden goal' }: set with zod's
 * .meta({ choiceLabels }) beside the option, they come in its JSON Schema. Anything else: none.
 */
function labelsOf(value: unknown): Readonly<Record<string, string>> {
  if (!isSchema(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * A choice's description without the raw values it names for the CLI's `--option`, where the
 * form shows words for them (issue #37: "stands ('stands')"): "may take no reward ('choice'),
 * or must take one ('compulsory', the rules of version 1.0.0)" → "may take no reward, or must
 * take one (the rules of version 1.0.0)".
 */
export function withoutValues(description: string, values: readonly string[]): string {
  let words = description;
  for (const value of values) {
    const quoted = `'${value}'`;
    words = words.split(` (${quoted})`).join('').split(`(${quoted}, `).join('(');
  }
  return words;
}

/** How a choice reads: the game's words for it, else its value. */
export function choiceLabel(
  field: { readonly labels: Readonly<Record<string, string>> },
  choice: string | number,
): string {
  return field.labels[String(choice)] ?? String(choice);
}

/** Limits as large as a safe integer mean 'no limit' (zod's .int() adds them). */
function bound(value: unknown): number | null {
  return typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : null;
}

function choicesOf(p: Schema): (string | number)[] | null {
  const values = Array.isArray(p.enum)
    ? (p.enum as unknown[])
    : Array.isArray(p.anyOf)
      ? (p.anyOf as unknown[]).map((branch) => (isSchema(branch) ? branch.const : undefined))
      : null;
  if (!values || values.length === 0) return null;
  const plain = values.filter(
    (v): v is string | number => typeof v === 'string' || typeof v === 'number',
  );
  return plain.length === values.length ? plain : null;
}

export function initialValues(fields: readonly OptionField[]): Record<string, OptionValue> {
  return Object.fromEntries(fields.map((field) => [field.key, field.initial]));
}
