/**
 * The variants of a comparison as rows of a table: one row per variant (A, B, C…), one column
 * per option of the game, the name the report will give the variant, and a button to remove
 * it; a button adds a row, a copy of the last to change. Values that differ from variant A's
 * are marked. The plan (labVariants.ts) checks them; this only edits.
 */
import type { ReactElement } from 'react';
import { OptionInput } from '../forms/OptionInput.tsx';
import type { OptionField } from '../forms/optionFields.ts';
import {
  differingKeys,
  MAX_VARIANTS,
  variantLabel,
  variantLetter,
  variantRows,
  withVariantAdded,
  withVariantRemoved,
  withVariantValue,
  type OptionSet,
  type VariantsForm,
} from './labVariants.ts';

interface LabVariantsTableProps<F extends VariantsForm> {
  readonly fields: readonly OptionField[];
  readonly form: F;
  readonly onChange: (form: F) => void;
}

export function LabVariantsTable<F extends VariantsForm>({
  fields,
  form,
  onChange,
}: LabVariantsTableProps<F>): ReactElement {
  const rows = variantRows(form);
  const keys = differingKeys(fields, rows);
  const first = rows[0] ?? form.options;
  return (
    <div className="lab-variants">
      <div className="lab-variants__scroll">
        <table className="lab-table lab-variants__table">
          <caption className="visually-hidden">
            The variants compared, one a row, each with its options
          </caption>
          <VariantsHead fields={fields} />
          <tbody>
            {rows.map((row, i) => (
              <VariantRow
                key={i}
                fields={fields}
                form={form}
                onChange={onChange}
                index={i}
                row={row}
                first={first}
                keys={keys}
                removable={rows.length > 2}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <button
          type="button"
          className="button"
          disabled={rows.length >= MAX_VARIANTS}
          onClick={() => {
            onChange(withVariantAdded(form));
          }}
        >
          Add a variant
        </button>{' '}
        <span className="field__hint">
          {rows.length} variants; each plays the very same seeds, and the report measures each
          against variant A game by game (at most {MAX_VARIANTS}).
        </span>
      </p>
      <OptionHints fields={fields} />
    </div>
  );
}

function VariantsHead({ fields }: { readonly fields: readonly OptionField[] }): ReactElement {
  return (
    <thead>
      <tr>
        <th scope="col">Variant</th>
        {fields.map((f) => (
          <th key={f.key} scope="col" title={f.description}>
            {f.title}
          </th>
        ))}
        <th scope="col">In the report</th>
        <th scope="col">
          <span className="visually-hidden">Remove</span>
        </th>
      </tr>
    </thead>
  );
}

/** Variant `index`: its options (those differing from A's marked), its name, its removal. */
function VariantRow<F extends VariantsForm>(
  props: LabVariantsTableProps<F> & {
    readonly index: number;
    readonly row: OptionSet;
    /** Variant A's options. */
    readonly first: OptionSet;
    /** The options that differ between variants: they name each one in the report. */
    readonly keys: readonly string[];
    readonly removable: boolean;
  },
): ReactElement {
  const { fields, form, onChange, index: i, row, first, keys } = props;
  const letter = variantLetter(i);
  return (
    <tr data-variant-row={letter}>
      <th scope="row">{letter}</th>
      {fields.map((f) => (
        <td
          key={f.key}
          className={i > 0 && !Object.is(row[f.key], first[f.key]) ? 'lab-variants__changed' : ''}
        >
          <OptionInput
            field={f}
            value={row[f.key] ?? f.initial}
            aria={{ 'aria-label': `${f.title} (variant ${letter})` }}
            className="lab-variants__number"
            id={`lab-variant-${i}-${f.key}`}
            onChange={(value) => {
              onChange(withVariantValue(form, i, f.key, value));
            }}
          />
        </td>
      ))}
      <td>
        <code>{keys.length > 0 ? variantLabel(keys, row) : '–'}</code>
      </td>
      <td>
        <button
          type="button"
          className="button button--quiet"
          disabled={!props.removable}
          aria-label={`Remove variant ${letter}`}
          onClick={() => {
            onChange(withVariantRemoved(form, i));
          }}
        >
          Remove
        </button>
      </td>
    </tr>
  );
}

/** What each option means, for the options that say. */
function OptionHints({ fields }: { readonly fields: readonly OptionField[] }): ReactElement | null {
  if (!fields.some((f) => f.description)) return null;
  return (
    <dl className="lab-variants__hints">
      {fields
        .filter((f) => f.description)
        .map((f) => (
          <div key={f.key}>
            <dt>{f.title}</dt>
            <dd>{f.description}</dd>
          </div>
        ))}
    </dl>
  );
}
