/**
 * The game's options on the Lab form: one set, or several variants played on the same seeds
 * (`matchday lab --compare 'rounds=3' 'rounds=4' 'rounds=5'`). The form keeps every variant's
 * full set of values, as its fields show them; the plan names each variant by the options
 * that differ between them, as the CLI's labels do, and the values every variant shares go
 * to the run's own options (which the skill ladder plays, as with `--options` in the CLI).
 */
import type { Variant } from '../../../src/lab/config.ts';
import type { OptionField, OptionValue } from '../forms/optionFields.ts';

/** One set of option values, e.g. { rounds: 3 }; a number is NaN while its field is empty. */
export type OptionSet = Readonly<Record<string, OptionValue>>;

/** The part of the Lab form that holds options. */
export interface VariantsForm {
  /** The options, or variant A's when comparing, e.g. { rounds: 3 }. */
  readonly options: OptionSet;
  /** Whether several sets of options (variants) are played on the same seeds. */
  readonly compare: boolean;
  /** Variants B, C, … (compared with A), e.g. [{ rounds: 4 }, { rounds: 5 }]; at least one. */
  readonly comparedOptions: readonly OptionSet[];
}

/** Letters name the variants on the form, A to Z. */
export const MAX_VARIANTS = 26;

/** 'A' for the first variant, 'C' for the third. */
export function variantLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** Every variant's values in order: A's (the form's options), then B's, C's… */
export function variantRows(form: VariantsForm): OptionSet[] {
  return [form.options, ...form.comparedOptions];
}

function withRows<F extends VariantsForm>(form: F, rows: readonly OptionSet[]): F {
  const [first = form.options, ...rest] = rows;
  return { ...form, options: first, comparedOptions: rest };
}

/** One value of one variant changed. */
export function withVariantValue<F extends VariantsForm>(
  form: F,
  row: number,
  key: string,
  value: OptionValue,
): F {
  const rows = variantRows(form).map((set, i) => (i === row ? { ...set, [key]: value } : set));
  return withRows(form, rows);
}

/** A variant more at the end, a copy of the last one to change (none past MAX_VARIANTS). */
export function withVariantAdded<F extends VariantsForm>(form: F): F {
  const rows = variantRows(form);
  const last = rows.at(-1) ?? form.options;
  return rows.length >= MAX_VARIANTS ? form : withRows(form, [...rows, last]);
}

/** A variant removed; a comparison keeps two at least (removing A makes B the first). */
export function withVariantRemoved<F extends VariantsForm>(form: F, row: number): F {
  const rows = variantRows(form);
  return rows.length <= 2
    ? form
    : withRows(
        form,
        rows.filter((_, i) => i !== row),
      );
}

/** The problem with one field's value, in words, e.g. 'Rounds (variant B) must be from 3 to 5, not 9.' */
export function fieldProblem(
  field: OptionField,
  value: OptionValue | undefined,
  of: string,
): string[] {
  if (field.kind !== 'number') return [];
  const name = `${field.title}${of}`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`${name} needs a number.`];
  if (field.integer && !Number.isInteger(value)) return [`${name} needs a whole number.`];
  if ((field.min !== null && value < field.min) || (field.max !== null && value > field.max)) {
    const range =
      field.min !== null && field.max !== null
        ? `from ${field.min} to ${field.max}`
        : field.min !== null
          ? `at least ${field.min}`
          : `at most ${String(field.max)}`;
    return [`${name} must be ${range}, not ${value}.`];
  }
  return [];
}

/** The keys whose values are not the same in every variant, in the fields' order. */
export function differingKeys(
  fields: readonly OptionField[],
  rows: readonly OptionSet[],
): string[] {
  return fields
    .map((f) => f.key)
    .filter((key) => rows.some((row) => !Object.is(row[key], rows[0]?.[key])));
}

/** A variant's name in the report, e.g. 'rounds=3', or 'rounds=3,noRepeat=true'. */
export function variantLabel(keys: readonly string[], row: OptionSet): string {
  return keys.map((key) => `${key}=${String(row[key])}`).join(',');
}

export type PlannedOptions =
  | {
      readonly ok: true;
      /** The values every variant shares (all of them without a comparison). */
      readonly options: Record<string, OptionValue>;
      /** The variants, each with the values that differ; absent without a comparison. */
      readonly variants: Variant[] | undefined;
    }
  | { readonly ok: false; readonly problems: readonly string[] };

/** The options a form asks for, or every problem with them. */
export function planOptions(form: VariantsForm, fields: readonly OptionField[]): PlannedOptions {
  if (!form.compare) {
    const problems = fields.flatMap((f) => fieldProblem(f, form.options[f.key], ''));
    return problems.length > 0
      ? { ok: false, problems }
      : { ok: true, options: { ...form.options }, variants: undefined };
  }
  const rows = variantRows(form);
  const problems = rows.flatMap((row, i) =>
    fields.flatMap((f) => fieldProblem(f, row[f.key], ` (variant ${variantLetter(i)})`)),
  );
  if (fields.length === 0) problems.push('This game has no options to compare.');
  else if (rows.length < 2) problems.push('A comparison needs two variants at least.');
  else if (rows.length > MAX_VARIANTS)
    problems.push(`At most ${MAX_VARIANTS} variants can be compared, not ${rows.length}.`);
  const keys = differingKeys(fields, rows);
  const same = (a: OptionSet, b: OptionSet): boolean => keys.every((k) => Object.is(a[k], b[k]));
  rows.forEach((row, i) => {
    const twin = rows.findIndex((other) => same(other, row));
    if (fields.length > 0 && twin < i)
      problems.push(
        `Variant ${variantLetter(i)} has the same options as variant ${variantLetter(twin)}: change at least one to compare them.`,
      );
  });
  if (problems.length > 0) return { ok: false, problems };
  const pick = (row: OptionSet, wanted: (key: string) => boolean): Record<string, OptionValue> =>
    Object.fromEntries(
      fields.filter((f) => wanted(f.key)).map((f) => [f.key, row[f.key] as OptionValue]),
    );
  return {
    ok: true,
    options: pick(form.options, (key) => !keys.includes(key)),
    variants: rows.map((row) => ({
      label: variantLabel(keys, row),
      options: pick(row, (key) => keys.includes(key)),
    })),
  };
}
